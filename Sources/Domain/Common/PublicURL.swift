/// The address people reach the site at, such as `https://lift.example.org`: the one source
/// of the absolute links in shared pages and cards. Never taken from a request's Host header,
/// which any client can set (and a cache would then keep and serve to everyone).
public struct PublicURL: Sendable, Equatable, CustomStringConvertible {
    /// `http` or `https`.
    public let scheme: String
    /// The host, lower-cased, with `:port` when one was given: `lift.example.org:8443`.
    public let authority: String

    /// `https://lift.example.org`, with no `/` at the end: a path is appended to it.
    public var description: String { scheme + "://" + authority }

    /// Why `text` is not a public address, for a message that names the option.
    public enum Problem: Error, Equatable {
        case scheme, userInfo, host, port, path
    }

    /// Reads `http(s)://host[:port]` with an optional `/` at the end and nothing else: no
    /// user name, path, query or fragment, which a site's address has no use for.
    public init(_ text: String) throws(Problem) {
        let lowered = text.lowercased()
        guard let scheme = ["https", "http"].first(where: { lowered.hasPrefix($0 + "://") }) else { throw .scheme }
        var authority = Substring(lowered.dropFirst(scheme.count + 3))
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        guard !authority.contains("@") else { throw .userInfo }
        guard !authority.contains(where: { "/?#".contains($0) }) else { throw .path }
        let (host, port) = Self.split(authority)
        guard Self.isHost(host) else { throw .host }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }), BoundedNumber.integer(port, in: 1...65_535) != nil else {
                throw .port
            }
        }
        self.scheme = scheme
        self.authority = String(authority)
    }

    /// The host and the port after its last `:`, minding the colons of `[IPv6]`.
    private static func split(_ authority: Substring) -> (host: Substring, port: Substring?) {
        let start = authority.hasPrefix("[") ? authority.firstIndex(of: "]") ?? authority.endIndex : authority.startIndex
        guard let colon = authority[start...].lastIndex(of: ":") else { return (authority, nil) }
        return (authority[..<colon], authority[authority.index(after: colon)...])
    }

    /// A DNS name of letter-digit-hyphen labels (RFC 1123 §2.1) or a bracketed IPv6 address.
    private static func isHost(_ host: Substring) -> Bool {
        if host.hasPrefix("[") {
            return host.count > 2 && host.hasSuffix("]") && host.dropFirst().dropLast().allSatisfy { $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") }
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return (1...253).contains(host.count) && labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}

extension PublicURL.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .scheme: "it must start with http:// or https://"
        case .userInfo: "it must not hold a user name or password"
        case .host: "its host must be a name such as lift.example.org or an address"
        case .port: "its port must be a number from 1 to 65535"
        case .path: "it must have no path, query or fragment beyond a final /"
        }
    }
}

/// `config.publicURL = "https://lift.example.org"` in code and tests. A literal that is not an
/// address is the programmer's mistake, so it stops the program with the reason.
extension PublicURL: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        do {
            self = try PublicURL(text)
        } catch {
            preconditionFailure("\(text) is not a public URL: \(error)")
        }
    }
}
