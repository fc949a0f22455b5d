import Synchronization

/// One event loop's request counts. Only its own loop records into them and a scrape reads
/// them, so the lock is uncontended but for the moment of a scrape: counting costs no lock
/// shared by all loops.
final class LoopMetrics: Sendable {
    private let counts = Mutex(RequestCounts())

    func record(route: String?, method: HTTPMethod?, status: Int, seconds: Double) {
        counts.withLock { $0.record(route: route, method: method, status: status, seconds: seconds) }
    }

    func read() -> RequestCounts {
        counts.withLock { $0 }
    }
}
