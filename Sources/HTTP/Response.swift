/// A response as a handler returns it. The server adds `Date`, `Content-Length` and
/// `Connection`; everything else is up to the handler and the middleware.
public struct Response: Sendable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The route pattern that answered (`/workouts/:date`), never the raw path: it labels the
    /// request in the server's metrics, where every distinct value is a series of its own.
    public var route: String?

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
