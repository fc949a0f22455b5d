/// The id of a request, `LOOP-COUNT` with the count in base 36 (`0-1f`): unique within a run,
/// short enough to read out from an error page.
enum RequestID {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// Written backwards into a stack buffer: interpolating it cost a thousand instructions a
    /// request, and the result (under 16 bytes for the first 36^12 requests) is a string Swift
    /// keeps inline, without an allocation.
    static func make(loop: Int, count: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var start = buffer.count
            func prepend(_ number: Int, base: Int) {
                var rest = Swift.max(0, number)
                repeat {
                    start -= 1
                    buffer[start] = digits[rest % base]
                    rest /= base
                } while rest > 0
            }
            prepend(count, base: 36)
            start -= 1
            buffer[start] = UInt8(ascii: "-")
            prepend(loop, base: 10)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
