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

    /// One histogram per series, its count the series' count, and where each series' is:
    /// positions in an array rather than a dictionary's own indices, which stay valid whatever
    /// the dictionary does.
    private var histograms: [DurationHistogram] = []
    private var positions: [Series: Int] = [:]
    /// The series recorded last and its position: a loop mostly answers the same route again,
    /// and comparing a series is cheaper than hashing it.
    private var last: (series: Series, position: Int)?

    public init() {}

    /// Requests by route, method and status.
    public var requests: [Series: Int] { positions.mapValues { histograms[$0].count } }

    /// Durations by route alone, whatever the method and status.
    public var durations: [String: DurationHistogram] {
        positions.reduce(into: [:]) { byRoute, entry in byRoute[entry.key.route, default: DurationHistogram()].merge(histograms[entry.value]) }
    }

    mutating func record(route: String?, method: HTTPMethod?, status: Int, seconds: Double) {
        let series = Series(route: route ?? Self.unmatchedRoute, method: Self.label(method), status: status)
        if let last, last.series == series { return histograms[last.position].observe(seconds) }
        let position = positions[series] ?? add(series)
        histograms[position].observe(seconds)
        last = (series, position)
    }

    mutating func merge(_ other: RequestCounts) {
        for (series, position) in other.positions {
            histograms[positions[series] ?? add(series)].merge(other.histograms[position])
        }
    }

    private mutating func add(_ series: Series) -> Int {
        positions[series] = histograms.count
        histograms.append(DurationHistogram())
        return histograms.count - 1
    }

    /// Equal when each series has the same histogram, wherever it is kept.
    public static func == (lhs: RequestCounts, rhs: RequestCounts) -> Bool {
        lhs.positions.count == rhs.positions.count && lhs.positions.allSatisfy { series, position in
            rhs.positions[series].map { rhs.histograms[$0] == lhs.histograms[position] } ?? false
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
