import Synchronization

/// What the server counts, for a `/metrics` page: made before the server so the page's
/// handler can hold it, filled in when the server starts.
public final class ServerMetrics: Sendable {
    public struct Snapshot: Sendable {
        public var requests = RequestCounts()
        public var openConnections = 0
        /// Jobs waiting for a worker thread, not counting those running.
        public var workerQueueDepth = 0
    }

    private struct Sources: Sendable {
        var core: ServerCore?
        var loops: [LoopMetrics] = []
    }

    private let sources = Mutex(Sources())

    public init() {}

    func attach(core: ServerCore, loops: [LoopMetrics]) {
        sources.withLock { $0 = Sources(core: core, loops: loops) }
    }

    /// Every loop's counts merged, with the gauges as they are now; all zero before the
    /// server starts.
    public func snapshot() -> Snapshot {
        let (core, loops) = sources.withLock { ($0.core, $0.loops) }
        var snapshot = Snapshot()
        for loop in loops { snapshot.requests.merge(loop.read()) }
        snapshot.openConnections = core?.openConnectionCount ?? 0
        snapshot.workerQueueDepth = core?.workers.queueDepth ?? 0
        return snapshot
    }
}
