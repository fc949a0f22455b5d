/// One parsed HTTP request. `path` and `query` are the raw (still percent-encoded) parts of the
/// origin-form target (RFC 9112 §3.2.1); the router decodes path segments itself.
public struct Request: Sendable {
    public var method: HTTPMethod
    public var target: String
    public var path: String
    public var query: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The body when it went to a file as it arrived (a large upload, `BodySpool`); `body`
    /// is then empty. Multipart parsing reads it from there (`multipart()`).
    public var spooledBody: SpooledBody?
    /// Path parameters filled in by the router, already percent-decoded.
    public var parameters = PathParameters()
    /// The route found for it when the responder decided where it runs
    /// (`HTTPResponder.runsOnWorker`), with `parameters` filled in, so that answering it needs
    /// no second lookup; nil when none was found or looked for.
    public var route: Route?
    /// The peer's address as seen on the socket.
    public var remoteAddress: String = ""
    /// A short id that ties the access log, the error log and the 500 page together.
    public var id: String = ""

    public init(method: HTTPMethod, target: String, version: HTTPVersion = .http1_1,
                headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.method = method
        self.target = target
        if let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = ""
        }
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// The body's length, wherever it is held.
    public var bodyCount: Int { spooledBody?.count ?? body.count }

    /// Whether the connection stays open after this exchange (RFC 9112 §9.3).
    public var keepAlive: Bool {
        let tokens = headers.values(for: "Connection").flatMap { $0.split(separator: ",") }
        func has(_ token: String) -> Bool {
            tokens.contains { HTTPHeaders.sameName($0.trimmingASCIISpaces(), token) }
        }
        if has("close") { return false }
        return version.minor >= 1 || has("keep-alive")
    }
}

extension Substring {
    func trimmingASCIISpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
