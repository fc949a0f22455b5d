/// Requests answered, by route pattern, method and status, with their durations. Every label
/// comes from a bounded set (the route table's patterns, the known methods, the statuses the
/// server sends), so the number of series stays bounded whatever clients send.
public struct RequestCounts: Sendable, Equatable {
    public struct Series: Hashable, Sendable {
        public let route: String
        public let method: String
        public let status: Int
    }

    /// The route label of a request no route answered: an unknown path, a static file's
    /// miss, or bytes that never became a request.
    public static let unmatchedRoute = "(unmatched)"

    /// One histogram per series, its count the series' count: a request costs one lookup.
    private var histograms: [Series: DurationHistogram] = [:]

    public init() {}

    /// Requests by route, method and status.
    public var requests: [Series: Int] { histograms.mapValues(\.count) }

    /// Durations by route alone, whatever the method and status.
    public var durations: [String: DurationHistogram] {
        histograms.reduce(into: [:]) { byRoute, entry in byRoute[entry.key.route, default: DurationHistogram()].merge(entry.value) }
    }

    mutating func record(route: String?, method: HTTPMethod?, status: Int, seconds: Double) {
        let series = Series(route: route ?? Self.unmatchedRoute, method: Self.label(method), status: status)
        histograms[series, default: DurationHistogram()].observe(seconds)
    }

    mutating func merge(_ other: RequestCounts) {
        histograms.merge(other.histograms) { mine, theirs in
            var both = mine
            both.merge(theirs)
            return both
        }
    }

    /// A client may send any token as a method: only the ones the server knows become labels.
    /// Compared one by one, which is cheaper than hashing the token into `HTTPMethod.known`.
    private static func label(_ method: HTTPMethod?) -> String {
        switch method?.rawValue {
        case "GET": "GET"
        case "HEAD": "HEAD"
        case "POST": "POST"
        case let other? where HTTPMethod.known.contains(HTTPMethod(other)): other
        default: "other"
        }
    }
}
