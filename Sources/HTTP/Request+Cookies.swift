extension Request {
    /// The cookies of every Cookie header (RFC 6265 §5.4), by name. The first cookie of a name
    /// wins: the browser sends the one with the longest path first. Pairs that do not follow
    /// the `name=value` syntax of §4.2.1 are skipped; a value in double quotes is unquoted.
    public var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for header in headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                guard let (name, value) = Self.cookie(pair), cookies[name] == nil else { continue }
                cookies[name] = value
            }
        }
        return cookies
    }

    private static func cookie(_ pair: Substring) -> (String, String)? {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingASCIISpaces()
        var value = pair[pair.index(after: equals)...].trimmingASCIISpaces()
        if value.utf8.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        guard !name.isEmpty, name.utf8.allSatisfy(ByteClass.isToken),
              value.utf8.allSatisfy(ByteClass.isCookieOctet) else { return nil }
        return (name, value)
    }
}
