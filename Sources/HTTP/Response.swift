/// A response as a handler returns it. The server adds `Date`, `Content-Length` and
/// `Connection`; everything else is up to the handler and the middleware.
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8] {
        // Forms made of the old body would be sent for the new one.
        didSet { compressedForms = nil }
    }
    /// The route pattern that answered (`/workouts/:date`), never the raw path: it labels the
    /// request in the server's metrics, where every distinct value is a series of its own.
    public var route: String?
    /// Where the compressed forms of this body are kept once made (`encode(for:)`), when it is
    /// sent more than once (a cached page, a static file); nil compresses it for this response.
    public var compressedForms: CompressedForms?

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
