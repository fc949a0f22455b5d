import Synchronization

/// Counts how many callers are inside a region at once, and the most there ever were.
final class ConcurrencyGauge: Sendable {
    private let counts = Mutex((now: 0, most: 0))

    var most: Int {
        counts.withLock { $0.most }
    }

    func measure<T>(_ body: () throws -> T) rethrows -> T {
        counts.withLock { counts in
            counts.now += 1
            counts.most = max(counts.most, counts.now)
        }
        defer { counts.withLock { $0.now -= 1 } }
        return try body()
    }
}
