import HTTP

/// A route's page as `Access` wraps it, with its freshness checked against who may open it:
/// a wrong pairing (`.gym` on a member's page, `.user` on a visitor's, any kept page on a
/// POST) stops the server as the route table is built, naming the path, rather than serving
/// pages silently stale or never kept.
public struct PageRoute: Sendable {
    let endpoint: Endpoint
    let freshness: Freshness
    /// Why the pairing is wrong, whatever the method; nil when it fits.
    let mismatch: String?

    /// Why the page cannot be routed for `method`; nil when it fits.
    func problem(for method: HTTPMethod) -> String? {
        mismatch ?? (method == .get || freshness == .none ? nil : "only a GET's page is kept; a \(method) is .none")
    }

    /// The endpoint to route `method` and `pattern` to, once the pairing is found to fit.
    func checked(_ method: HTTPMethod, _ pattern: String) -> Endpoint {
        if let problem = problem(for: method) { preconditionFailure("\(method) \(pattern): \(problem)") }
        return endpoint
    }
}

extension Router {
    /// `get` for a page of `Access`, its freshness checked (`PageRoute`).
    public mutating func get(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ page: PageRoute) {
        get(pattern, onWorker: onWorker, bodyLimit: bodyLimit, page.checked(.get, pattern))
    }

    /// `post` for a page of `Access`, its freshness checked (`PageRoute`).
    public mutating func post(_ pattern: String, onWorker: WorkerChoice? = nil, bodyLimit: Int? = nil, _ page: PageRoute) {
        post(pattern, onWorker: onWorker, bodyLimit: bodyLimit, page.checked(.post, pattern))
    }
}
