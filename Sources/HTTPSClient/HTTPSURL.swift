import Numbers

/// An `https://host[:port]/path?query` address, the only kind the client fetches: a sign-in
/// provider's keys and tokens never travel in the clear.
public struct HTTPSURL: Sendable, Equatable, CustomStringConvertible {
    public let host: String
    public let port: UInt16
    /// The request target: the path and query, "/" at least.
    public let target: String

    public init(_ text: String) throws(HTTPSError) {
        guard text.hasPrefix("https://") else { throw HTTPSError("\(text) is not an https:// address.") }
        let rest = text.dropFirst("https://".count)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        var target = String(rest[authorityEnd...])
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if target.isEmpty || target.hasPrefix("?") { target = "/" + target }
        guard !authority.contains("@"), target.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
            throw HTTPSError("\(text) is not an address the client can fetch: no user names, spaces or other than ASCII.")
        }
        let (host, port) = try Self.split(authority, in: text)
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:".contains($0) }), host.allSatisfy(\.isASCII) else {
            throw HTTPSError("\(text) has no host name the client can reach.")
        }
        self.host = host
        self.port = port
        self.target = target
    }

    /// The host and port, with an IPv6 address in brackets as `[::1]:8443`.
    private static func split(_ authority: Substring, in text: String) throws(HTTPSError) -> (String, UInt16) {
        var host = authority
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw HTTPSError("\(text) has an unclosed [ in its host.") }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { throw HTTPSError("\(text) has text after its host.") }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        }
        guard let portText else { return (String(host), 443) }
        guard let port = BoundedNumber.integer(portText, in: UInt16(1)...UInt16.max) else {
            throw HTTPSError("\(text) has a port that is not a number from 1 to 65535.")
        }
        return (String(host), port)
    }

    /// The `Host` header's value.
    var hostHeader: String {
        let name = host.contains(":") ? "[" + host + "]" : host
        return port == 443 ? name : name + ":" + String(port)
    }

    public var description: String { "https://" + hostHeader + target }
}
