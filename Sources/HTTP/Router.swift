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
        case found(Route, parameters: [String: String])
        /// The path exists under other methods: answer 405 with these in `Allow`.
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    /// Every route, in registration order, for listing the table.
    public private(set) var routes: [Route] = []
    /// The routes whose every segment is literal, by their path: most requests name one, and
    /// a path that one of them fits is answered by the routes of that path alone (a literal
    /// beats any parameter), so one dictionary lookup finds them.
    private var literal: [String: [Route]] = [:]
    /// The other routes by their number of segments, most specific first, so a lookup reads
    /// one short list and stops at its first fitting pattern.
    private var bySegmentCount: [Int: [Route]] = [:]
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
        if route.isLiteral {
            literal[pattern, default: []].append(route)
            return
        }
        var list = bySegmentCount[route.segments.count, default: []]
        let place = list.firstIndex { route.isMoreSpecific(than: $0) } ?? list.endIndex
        list.insert(route, at: place)
        bySegmentCount[route.segments.count] = list
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
    /// own (RFC 9110 §9.3.2).
    public func match(_ method: HTTPMethod, path: String) -> Match {
        // Compared as bytes, as the segments are below: a String compares non-ASCII text by
        // its canonical form (KELVIN SIGN equals K).
        if let routes = literal[path], path.utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.choose(method, among: routes.map { ($0, [:]) })
        }
        var path = path
        return path.withUTF8 { match(method, bytes: $0) }
    }

    /// The path is read in place: its segments are ranges of its bytes, compared byte for byte.
    private func match(_ method: HTTPMethod, bytes: UnsafeBufferPointer<UInt8>) -> Match {
        let segments = Self.segments(of: bytes).dropFirst()
        guard let candidates = bySegmentCount[segments.count] else { return .notFound }
        var fitting: [(Route, [String: String])] = []
        for route in candidates {
            // Patterns of equal rank may interleave; only the first fitting shape counts.
            if let (first, _) = fitting.first, route.shape != first.shape { continue }
            if let parameters = route.parameters(for: segments, in: bytes) { fitting.append((route, parameters)) }
        }
        return Self.choose(method, among: fitting)
    }

    /// The route for `method` among those of one shape that fit the path, else 405 with the
    /// methods they take, or 404 when none fits.
    private static func choose(_ method: HTTPMethod, among fitting: [(Route, [String: String])]) -> Match {
        var allowed: [HTTPMethod] = []
        var getFallback: (Route, [String: String])?
        for (route, parameters) in fitting {
            if route.method == method { return .found(route, parameters: parameters) }
            if method == .head && route.method == .get { getFallback = (route, parameters) }
            allowed.append(route.method)
        }
        if let (route, parameters) = getFallback { return .found(route, parameters: parameters) }
        guard !allowed.isEmpty else { return .notFound }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return .methodNotAllowed(allowed: allowed)
    }

    /// The parts between slashes, empty ones included, as `split` would give them.
    private static func segments(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var segments: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            segments.append(start..<index)
            start = index + 1
        }
        segments.append(start..<bytes.count)
        return segments
    }
}
