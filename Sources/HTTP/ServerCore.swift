import Dispatch
import Synchronization

/// What every event loop shares: settings, the responder, the workers and the counters.
final class ServerCore: Sendable {
    let configuration: ServerConfiguration
    let responder: any HTTPResponder
    let listeners: [Int32]
    let workers: WorkerPool
    /// Requests with a body over the server's usual limit (only upload routes take one) are
    /// handled one per core at a time: their handlers parse megabytes, and the worker threads,
    /// many so that writes can share a sync, must not all do that at once.
    let uploads: DispatchSemaphore
    let refusalResponse: [UInt8]
    /// Where large uploads are written as they arrive; nil without a spool folder.
    let spool: BodySpool?
    private let openConnections = Atomic<Int>(0)
    private let generations = Atomic<UInt64>(0)
    private let stopping = Atomic<Bool>(false)
    /// The loops that have had something to do since their last quiet second, and whether any
    /// of them served a request meanwhile. Every loop starts busy, and start-up counts as
    /// served, so the first quiet second after start is told too.
    private let quiet: Mutex<(busyLoops: Int, served: Bool)>

    init(configuration: ServerConfiguration, responder: any HTTPResponder, listeners: [Int32]) {
        self.configuration = configuration
        self.responder = responder
        self.listeners = listeners
        quiet = Mutex((max(1, configuration.eventLoops), true))
        workers = WorkerPool(threads: configuration.workerThreads, queueLimit: configuration.workerQueueLimit)
        uploads = DispatchSemaphore(value: ServerConfiguration.coreCount)
        spool = configuration.spoolFolder.map {
            BodySpool(folder: $0, threshold: configuration.spoolThreshold, maxFiles: configuration.maxSpooledBodies)
        }
        let text = "The server has too many open connections. Please try again in a moment.\n"
        refusalResponse = Array("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(text.utf8.count)\r\nRetry-After: 1\r\nConnection: close\r\n\r\n\(text)".utf8)
    }

    var isStopping: Bool { stopping.load(ordering: .acquiring) }

    func beginStop() { stopping.store(true, ordering: .releasing) }

    /// Counts a new connection in, or says no when the limit is reached.
    func admitConnection() -> Bool {
        let limit = configuration.maxConnections
        var current = openConnections.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = openConnections.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    func releaseConnection() { openConnections.subtract(1, ordering: .relaxed) }

    var openConnectionCount: Int { openConnections.load(ordering: .relaxed) }

    /// A quiet loop had an event.
    func loopWoke() {
        quiet.withLock { $0.busyLoops += 1 }
    }

    /// A loop had a second with nothing to do; true when it was the last busy one and some
    /// loop served a request since the server was last quiet: the moment to tell the
    /// responder. Caches shared by the loops must not go while another loop is at work.
    func loopWentQuiet(served: Bool) -> Bool {
        quiet.withLock { state in
            state.busyLoops -= 1
            state.served = state.served || served
            guard state.busyLoops == 0, state.served else { return false }
            state.served = false
            return true
        }
    }

    func nextGeneration() -> UInt64 { generations.add(1, ordering: .relaxed).newValue }
}
