/// A request method token (RFC 9110 §9). Unknown tokens are kept so the server can answer 501.
public struct HTTPMethod: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let get = HTTPMethod("GET")
    public static let head = HTTPMethod("HEAD")
    public static let post = HTTPMethod("POST")
    public static let put = HTTPMethod("PUT")
    public static let delete = HTTPMethod("DELETE")
    public static let options = HTTPMethod("OPTIONS")
    public static let patch = HTTPMethod("PATCH")
    public static let trace = HTTPMethod("TRACE")
    public static let connect = HTTPMethod("CONNECT")

    /// The methods this server implements; any other token gets 501 (RFC 9110 §9.1).
    public static let known: Set<HTTPMethod> = [.get, .head, .post, .put, .delete, .options, .patch, .trace, .connect]

    public var isKnown: Bool { Self.known.contains(self) }

    public var description: String { rawValue }
}
