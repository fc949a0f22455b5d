/// Requests answered, by route pattern, method and status, and their durations by route.
/// Every label comes from a bounded set (the route table's patterns, the known methods, the
/// statuses the server sends), so the number of series stays bounded whatever clients send.
public struct RequestCounts: Sendable, Equatable {
    public struct Series: Hashable, Sendable {
        public let route: String
        public let method: String
        public let status: Int
    }

    /// The route label of a request no route answered: an unknown path, a static file's
    /// miss, or bytes that never became a request.
    public static let unmatchedRoute = "(unmatched)"

    public private(set) var requests: [Series: Int] = [:]
    public private(set) var durations: [String: DurationHistogram] = [:]

    public init() {}

    mutating func record(route: String?, method: HTTPMethod?, status: Int, seconds: Double) {
        let route = route ?? Self.unmatchedRoute
        // A client may send any token as a method: only the ones the server knows become labels.
        let method = method.map { $0.isKnown ? $0.rawValue : "other" } ?? "other"
        requests[Series(route: route, method: method, status: status), default: 0] += 1
        durations[route, default: DurationHistogram()].observe(seconds)
    }

    mutating func merge(_ other: RequestCounts) {
        requests.merge(other.requests, uniquingKeysWith: +)
        durations.merge(other.durations) { mine, theirs in
            var both = mine
            both.merge(theirs)
            return both
        }
    }
}
