extension Request {
    /// The cookies of every Cookie header (RFC 6265 §5.4), by name. The first cookie of a name
    /// wins: the browser sends the one with the longest path first. Pairs that do not follow
    /// the `name=value` syntax of §4.2.1 are skipped; a value in double quotes is unquoted.
    public var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for header in headers.values(for: "Cookie") {
            var header = header
            header.withUTF8 { bytes in
                var start = 0
                while start <= bytes.count {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                    if let (name, value) = Self.cookie(UnsafeBufferPointer(rebasing: bytes[start..<end])),
                       cookies[name] == nil {
                        cookies[name] = value
                    }
                    start = end + 1
                }
            }
        }
        return cookies
    }

    private static func cookie(_ pair: UnsafeBufferPointer<UInt8>) -> (String, String)? {
        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let name = trimmed(pair, 0..<equals)
        var value = trimmed(pair, (equals + 1)..<pair.count)
        if value.count >= 2, pair[value.lowerBound] == UInt8(ascii: "\""), pair[value.upperBound - 1] == UInt8(ascii: "\"") {
            value = (value.lowerBound + 1)..<(value.upperBound - 1)
        }
        guard !name.isEmpty, pair[name].allSatisfy(ByteClass.isToken),
              pair[value].allSatisfy(ByteClass.isCookieOctet) else { return nil }
        return (String(decoding: pair[name], as: UTF8.self), String(decoding: pair[value], as: UTF8.self))
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, ByteClass.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ByteClass.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
