extension Request {
    /// The first cookie of that name among every Cookie header's pairs (RFC 6265 §5.4): the
    /// browser sends the one with the longest path first. Pairs that do not follow the
    /// `name=value` syntax of §4.2.1 are skipped; a value in double quotes is unquoted. Only
    /// the value asked for becomes a string: every request of a member reads its session.
    public func cookie(named wanted: String) -> String? {
        var found: String?
        forEachCookie { name, value in
            guard name.elementsEqual(wanted.utf8) else { return true }
            found = String(decoding: value, as: UTF8.self)
            return false
        }
        return found
    }

    /// Hands each well-formed pair's name and value to `body`, in order, until it returns false.
    private func forEachCookie(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool) {
        for field in headers where HTTPHeaders.sameName(field.name, "Cookie") {
            var header = field.value
            let goOn = header.withUTF8 { bytes in
                var start = 0
                while start <= bytes.count {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                    if let (name, value) = Self.cookie(UnsafeBufferPointer(rebasing: bytes[start..<end])),
                       !body(name, value) {
                        return false
                    }
                    start = end + 1
                }
                return true
            }
            if !goOn { return }
        }
    }

    private static func cookie(_ pair: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let name = trimmed(pair, 0..<equals)
        var value = trimmed(pair, (equals + 1)..<pair.count)
        if value.count >= 2, pair[value.lowerBound] == UInt8(ascii: "\""), pair[value.upperBound - 1] == UInt8(ascii: "\"") {
            value = (value.lowerBound + 1)..<(value.upperBound - 1)
        }
        guard !name.isEmpty, pair[name].allSatisfy(ByteClass.isToken),
              pair[value].allSatisfy(ByteClass.isCookieOctet) else { return nil }
        return (UnsafeBufferPointer(rebasing: pair[name]), UnsafeBufferPointer(rebasing: pair[value]))
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, ByteClass.isWhitespace(bytes[start]) { start += 1 }
        while end > start, ByteClass.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}
