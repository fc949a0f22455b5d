/// Two routes of one method that match exactly the same paths: the later could never run.
/// Found when the table is built, so the app refuses to start instead of hiding a page.
public struct RouteConflict: Error, Sendable, CustomStringConvertible {
    public let method: HTTPMethod
    public let first: String
    public let second: String

    public var description: String {
        "The routes \(method) \(first) and \(method) \(second) match the same paths, so \(second) could never be reached. Rename one of them."
    }
}
