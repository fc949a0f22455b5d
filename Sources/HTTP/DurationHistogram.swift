/// How long requests took, counted into fixed buckets as a Prometheus histogram wants them.
public struct DurationHistogram: Sendable, Equatable {
    /// Upper bounds in seconds: from a page served from memory (well under a millisecond) to a
    /// large import on a worker (seconds).
    public static let bounds: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    /// Observations per bucket, not cumulative; the last one is above every bound (+Inf).
    private var buckets = [Int](repeating: 0, count: DurationHistogram.bounds.count + 1)
    public private(set) var sum = 0.0

    public init() {}

    mutating func observe(_ seconds: Double) {
        buckets[Self.bounds.firstIndex { seconds <= $0 } ?? Self.bounds.count] += 1
        sum += seconds
    }

    mutating func merge(_ other: DurationHistogram) {
        for index in buckets.indices { buckets[index] += other.buckets[index] }
        sum += other.sum
    }

    /// Observations at or under each bound, then the total (the `+Inf` bucket).
    public var cumulativeCounts: [Int] {
        var total = 0
        return buckets.map { total += $0; return total }
    }

    public var count: Int { buckets.reduce(0, +) }
}
