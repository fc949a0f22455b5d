/// Handles one routed request. Throwing an `HTTPError` answers with its status; anything
/// else becomes a 500 in the application's error middleware.
public typealias Handler = @Sendable (Request) throws -> Response

/// Looks at a request's head before its body is read: a response answers the request from
/// the head alone (a login redirect), nil lets the body be read. Throws as a `Handler` does.
public typealias HeadCheck = @Sendable (Request) throws -> Response?

/// A handler with the check its requests' heads get first (`Route.checkHead`).
public struct Endpoint: Sendable {
    public let checkHead: HeadCheck?
    public let handler: Handler

    public init(checkHead: HeadCheck?, handler: @escaping Handler) {
        self.checkHead = checkHead
        self.handler = handler
    }
}

/// A method and path table with `:name` parameters (`/workouts/:date`, `/routes/:id.gpx`).
/// Which route answers never depends on the order of registration: a literal segment beats a
/// parameter, compared from the left. Built once at start-up, then only read.
public struct Router: Sendable {
    public enum Match: Sendable {
        case found(Route, parameters: PathParameters)
        /// The path exists under other methods: answer 405 with these in `Allow`.
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    /// Every route, in registration order, for listing the table.
    public private(set) var routes: [Route] = []
    /// The routes by their number of segments: a path is tried against one table only.
    private var tables: [RouteTable] = []
    private var conflicts: [RouteConflict] = []

    public init() {}

    /// Adds a route. Slow or writing handlers (password hashing, fsync on commit) run on the
    /// worker pool so they never stall an event loop; by default every method but GET and
    /// HEAD does; `onWorker` may also decide per request (`WorkerChoice.perRequest`).
    /// `bodyLimit` raises or lowers the server's body limit for this route only.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil,
                             _ endpoint: Endpoint) {
        let worker = onWorker ?? .fixed(method != .get && method != .head)
        let route = Route(method: method, pattern: pattern, worker: worker, bodyLimit: bodyLimit, endpoint: endpoint)
        if let twin = routes.first(where: { $0.method == method && $0.shape == route.shape }) {
            conflicts.append(RouteConflict(method: method, first: twin.pattern, second: pattern))
        }
        routes.append(route)
        let count = route.path.segments.count
        while tables.count <= count { tables.append(RouteTable()) }
        tables[count].add(route)
    }

    public mutating func get(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ handler: @escaping Handler) {
        get(pattern, onWorker: onWorker, bodyLimit: bodyLimit, Endpoint(checkHead: nil, handler: handler))
    }

    public mutating func get(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ endpoint: Endpoint) {
        add(.get, pattern, onWorker: onWorker, bodyLimit: bodyLimit, endpoint)
    }

    public mutating func post(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ handler: @escaping Handler) {
        post(pattern, onWorker: onWorker, bodyLimit: bodyLimit, Endpoint(checkHead: nil, handler: handler))
    }

    public mutating func post(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ endpoint: Endpoint) {
        add(.post, pattern, onWorker: onWorker, bodyLimit: bodyLimit, endpoint)
    }

    /// The table, or the first pair of routes that shadow each other.
    public func validated() throws(RouteConflict) -> Router {
        if let conflict = conflicts.first { throw conflict }
        return self
    }

    /// Finds the route for a raw (percent-encoded) path: the most specific pattern that fits,
    /// then its method. HEAD is answered by the GET route when there is no HEAD route of its
    /// own (RFC 9110 §9.3.2). The path is read in place and compared byte for byte: a String
    /// compares non-ASCII text by its canonical form (KELVIN SIGN equals K).
    public func match(_ method: HTTPMethod, path: String) -> Match {
        var path = path
        return path.withUTF8 { path in
            // The segments are the parts after the leading slash, empty ones included; a path
            // without one (never an origin-form target) names no route.
            guard path.first == UInt8(ascii: "/") else { return .notFound }
            let count = path.count { $0 == UInt8(ascii: "/") }
            guard count < tables.count, let shape = tables[count].shape(fitting: path, from: 1) else { return .notFound }
            return Self.choose(method, among: shape.routes, path: path, from: 1)
        }
    }

    /// The route for `method` among those of the shape that fits the path, else 405 with the
    /// methods they take.
    private static func choose(_ method: HTTPMethod, among routes: [Route], path: UnsafeBufferPointer<UInt8>, from start: Int) -> Match {
        var getFallback: Route?
        for route in routes {
            if route.method == method { return .found(route, parameters: route.path.parameters(in: path, from: start)) }
            if method == .head && route.method == .get { getFallback = route }
        }
        if let route = getFallback { return .found(route, parameters: route.path.parameters(in: path, from: start)) }
        var allowed = routes.map(\.method)
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return .methodNotAllowed(allowed: allowed)
    }
}
