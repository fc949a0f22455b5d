extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body that throws `HTTPError`: the standard library's version
    /// rethrows an untyped error.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(HTTPError) -> Result) throws(HTTPError) -> Result {
        let outcome: Swift.Result<Result, HTTPError> = withUnsafeBytes { raw in
            do throws(HTTPError) {
                return .success(try body(raw))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// A string's UTF-8 bytes, copied at once: `append(contentsOf: text.utf8)` goes through
    /// the standard library's generic sequence copy, byte by byte.
    mutating func append(utf8 text: String) {
        // In place when it can be (native strings): `withUTF8` needs a copy of the string to mutate.
        guard text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil else { return }
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// A non-negative number in decimal, left-padded with zeros to `digits` (at most 20). The
    /// digits are written backwards on the stack, then appended at once: reversing them in the
    /// array went through its generic slice path, half the cost of an access log line.
    mutating func appendDecimal(_ number: Int, digits: Int = 1) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var start = scratch.count
            var rest = Swift.max(0, number)
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0 || (scratch.count - start < digits && start > 0)
            append(contentsOf: UnsafeBufferPointer(rebasing: scratch[start...]))
        }
    }
}
