/// One entry of the router's table. A class, so trying a route against a path copies one
/// reference rather than its strings, segments and handler.
public final class Route: Sendable {
    public let method: HTTPMethod
    public let pattern: String
    let worker: WorkerChoice
    /// The largest body this route accepts; nil keeps the server's default.
    public let bodyLimit: Int?
    /// Runs on the head of a request that announces a body, before any of the body is read
    /// (`HTTPResponder.admit`); nil lets every such request send up to `bodyLimit`.
    public let checkHead: HeadCheck?
    public let handler: Handler
    let path: PathPattern
    /// The pattern with its parameter names left out: two routes of one shape match exactly
    /// the same paths.
    let shape: String

    init(method: HTTPMethod, pattern: String, worker: WorkerChoice, bodyLimit: Int?, endpoint: Endpoint) {
        precondition(pattern.hasPrefix("/"), "route pattern \(pattern) must start with /")
        self.method = method
        self.pattern = pattern
        self.worker = worker
        self.bodyLimit = bodyLimit
        checkHead = endpoint.checkHead
        handler = endpoint.handler
        path = PathPattern(pattern)
        shape = path.shape
    }

    /// Whether this request runs on the worker pool rather than inline (`WorkerChoice`).
    public func runsOnWorker(_ request: Request) -> Bool {
        worker.runsOnWorker(request)
    }
}
