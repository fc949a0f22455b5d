/// An error that knows the status it should be answered with. The message is shown to the
/// person on the error page, so it must be safe to show and say what to do.
public struct HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    public let status: HTTPStatus
    public let message: String
    /// Extra response headers, such as `Allow` for 405 or `Retry-After` for 429.
    public var headers: HTTPHeaders

    public init(_ status: HTTPStatus, _ message: String, headers: HTTPHeaders = HTTPHeaders()) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(message)" }
}
