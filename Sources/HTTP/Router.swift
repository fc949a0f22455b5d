/// Handles one routed request. Throwing an `HTTPError` answers with its status; anything
/// else becomes a 500 in the application's error middleware.
public typealias Handler = @Sendable (Request) throws -> Response

/// A method and path table with `:name` parameters (`/workouts/:date`). Built once at start-up,
/// then only read, so lookups need no locking.
public struct Router: Sendable {
    public enum Match: Sendable {
        case found(Route, parameters: [String: String])
        /// The path exists under other methods: answer 405 with these in `Allow`.
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    private var routes: [Route] = []

    public init() {}

    /// Adds a route. Slow or writing handlers (password hashing, fsync on commit) run on the
    /// worker pool so they never stall an event loop; by default every method but GET and
    /// HEAD does.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, onWorker: Bool? = nil,
                             _ handler: @escaping Handler) {
        let worker = onWorker ?? (method != .get && method != .head)
        routes.append(Route(method: method, pattern: pattern, runsOnWorker: worker, handler: handler))
    }

    public mutating func get(_ pattern: String, onWorker: Bool? = nil, _ handler: @escaping Handler) {
        add(.get, pattern, onWorker: onWorker, handler)
    }

    public mutating func post(_ pattern: String, onWorker: Bool? = nil, _ handler: @escaping Handler) {
        add(.post, pattern, onWorker: onWorker, handler)
    }

    /// Finds the route for a raw (percent-encoded) path. HEAD is answered by the GET route
    /// when there is no HEAD route of its own (RFC 9110 §9.3.2).
    public func match(_ method: HTTPMethod, path: String) -> Match {
        let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        var allowed: [HTTPMethod] = []
        var getFallback: (Route, [String: String])?
        for route in routes {
            guard let parameters = route.parameters(for: segments) else { continue }
            if route.method == method { return .found(route, parameters: parameters) }
            if method == .head && route.method == .get { getFallback = (route, parameters) }
            allowed.append(route.method)
        }
        if let (route, parameters) = getFallback { return .found(route, parameters: parameters) }
        guard !allowed.isEmpty else { return .notFound }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return .methodNotAllowed(allowed: allowed)
    }
}
