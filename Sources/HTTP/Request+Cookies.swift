extension Request {
    /// The first cookie of that name among every Cookie header's pairs (RFC 6265 §5.4): the
    /// browser sends the one with the longest path first. Pairs that do not follow the
    /// `name=value` syntax of §4.2.1 are skipped; a value in double quotes is unquoted. Only
    /// the value asked for becomes a string: every request of a member reads its session.
    /// Each pair's name is compared first and only a pair of the wanted name is checked: the
    /// others cannot answer, well-formed or not, and checking a long value byte by byte cost
    /// more than all the rest.
    public func cookie(named wanted: String) -> String? {
        var wanted = wanted
        return wanted.withUTF8 { wanted in
            for field in headers where HTTPHeaders.sameName(field.name, "Cookie") {
                var header = field.value
                if let found = header.withUTF8({ Self.cookie(named: wanted, in: $0) }) { return found }
            }
            return nil
        }
    }

    /// The value of the first well-formed pair named `wanted` in one Cookie header.
    private static func cookie(named wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let raw = UnsafeRawBufferPointer(bytes)
        var start = 0
        while start <= bytes.count {
            let end = ByteSearch.index(of: UInt8(ascii: ";"), in: raw, range: start..<bytes.count) ?? bytes.count
            if let value = value(named: wanted, in: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                return String(decoding: value, as: UTF8.self)
            }
            start = end + 1
        }
        return nil
    }

    /// The pair's value when its name is `wanted` and it follows the syntax, else nil.
    private static func value(named wanted: UnsafeBufferPointer<UInt8>,
                              in pair: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let name = UnsafeBufferPointer(rebasing: pair[trimmed(pair, 0..<equals)])
        guard ByteSearch.same(UnsafeRawBufferPointer(name), UnsafeRawBufferPointer(wanted)) else { return nil }
        var value = trimmed(pair, (equals + 1)..<pair.count)
        if value.count >= 2, pair[value.lowerBound] == UInt8(ascii: "\""), pair[value.upperBound - 1] == UInt8(ascii: "\"") {
            value = (value.lowerBound + 1)..<(value.upperBound - 1)
        }
        guard !name.isEmpty, name.allSatisfy(ByteClass.isToken), pair[value].allSatisfy(ByteClass.isCookieOctet) else { return nil }
        return UnsafeBufferPointer(rebasing: pair[value])
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, ByteClass.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ByteClass.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
