/// GET and form POST over HTTPS, one request a connection, for the few calls the server makes
/// itself (a sign-in provider's discovery document, keys and tokens). No redirects are
/// followed: those endpoints answer directly.
public struct HTTPSClient: Sendable {
    /// Which certificate authorities the client trusts.
    public enum Trust: Sendable, Equatable {
        /// The system's store (`SSL_CTX_set_default_verify_paths`).
        case system
        /// Only the PEM certificates in this file: a private CA.
        case caFile(String)
    }

    public static let defaultLimit = 1 << 20
    public let trust: Trust
    /// Milliseconds any one connect, read or write may take; the whole exchange gets four times it.
    public let timeout: Int
    /// The most bytes of body accepted; a longer answer is refused rather than cut.
    public let limit: Int

    public init(trust: Trust = .system, timeout milliseconds: Int = 10_000, limit: Int = Self.defaultLimit) {
        self.trust = trust
        timeout = milliseconds
        self.limit = limit
    }

    public func get(_ url: HTTPSURL, headers: [(String, String)] = []) throws(HTTPSError) -> HTTPSResponse {
        try send("GET", url, headers: headers, body: [])
    }

    /// POSTs `form` as `application/x-www-form-urlencoded`.
    public func post(_ url: HTTPSURL, form: [(String, String)], headers: [(String, String)] = []) throws(HTTPSError) -> HTTPSResponse {
        let body = Array(FormEncoding.encode(form).utf8)
        return try send("POST", url, headers: headers + [("Content-Type", "application/x-www-form-urlencoded")], body: body)
    }

    private func send(_ method: String, _ url: HTTPSURL, headers: [(String, String)], body: [UInt8]) throws(HTTPSError) -> HTTPSResponse {
        for (name, value) in headers where (name + value).contains(where: { $0 == "\r" || $0 == "\n" }) {
            throw HTTPSError("The header \(name) has a line break.")
        }
        let connection = try TLSConnection(url: url, trust: trust, timeout: timeout)
        var head = "\(method) \(url.target) HTTP/1.1\r\nHost: \(url.hostHeader)\r\nAccept: application/json\r\n"
            + "User-Agent: liftinglog\r\nConnection: close\r\n"
        if method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try connection.write(Array((head + "\r\n").utf8) + body)
        var reader = ResponseReader(connection: connection, limit: limit)
        return try reader.read()
    }
}
