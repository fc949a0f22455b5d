import Glibc
import Synchronization

/// The HTTP/1.1 server: listening sockets, one event loop per core, a worker pool for slow
/// handlers, and a graceful stop.
public final class Server: Sendable {
    public let configuration: ServerConfiguration
    /// What the running server counts; stays readable after a stop.
    public let metrics: ServerMetrics
    private let responder: any HTTPResponder
    private let state = Mutex<State>(State())

    private struct State: @unchecked Sendable {
        var core: ServerCore?
        var loops: [EventLoop] = []
        var threads: [pthread_t] = []
        var port: UInt16 = 0
        var descriptors: DescriptorLimit?
        var maxConnections = 0
    }

    public init(configuration: ServerConfiguration, responder: any HTTPResponder, metrics: ServerMetrics = ServerMetrics()) {
        self.configuration = configuration
        self.responder = responder
        self.metrics = metrics
    }

    /// Binds (or takes `configuration.listener`) and starts the loops; returns the port
    /// actually bound (useful with port 0).
    @discardableResult
    public func start() throws(SocketError) -> UInt16 {
        let listener: ListeningSocket
        if let inherited = configuration.listener {
            listener = inherited
        } else {
            listener = try ListeningSocket(host: configuration.host, port: configuration.port)
        }
        let descriptors = DescriptorLimit.raise()
        var sized = configuration
        sized.maxConnections = descriptors.connections(configured: configuration.maxConnections,
                                                       spooledBodies: configuration.spoolFolder == nil ? 0 : configuration.maxSpooledBodies)
        let core = ServerCore(configuration: sized, responder: responder, listeners: [listener.fd])
        var loops: [EventLoop] = []
        do {
            for index in 0..<max(1, configuration.eventLoops) {
                loops.append(try EventLoop(index: index, core: core))
            }
        } catch {
            close(listener.fd)
            core.workers.shutdown()
            throw error
        }
        metrics.attach(core: core, loops: loops.map(\.metrics))
        let threads = loops.map { loop in ThreadLauncher.start { loop.run() } }
        state.withLock {
            $0 = State(core: core, loops: loops, threads: threads, port: listener.port, descriptors: descriptors, maxConnections: sized.maxConnections)
        }
        return listener.port
    }

    public var port: UInt16 { state.withLock { $0.port } }

    /// What `start()` found and set: the descriptor limit, and the connection limit that fits.
    public var limits: (descriptors: DescriptorLimit?, maxConnections: Int) {
        state.withLock { ($0.descriptors, $0.maxConnections) }
    }

    /// Stops accepting and lets in-flight requests finish; returns at once. Call `wait()`.
    public func stop() {
        let (core, loops) = state.withLock { ($0.core, $0.loops) }
        core?.beginStop()
        loops.forEach { $0.wake() }
    }

    /// Blocks until every loop has finished and the workers are idle.
    public func wait() {
        let (core, threads) = state.withLock { ($0.core, $0.threads) }
        threads.forEach(ThreadLauncher.join)
        core?.workers.shutdown()
        core?.listeners.forEach { close($0) }
        state.withLock { $0 = State() }
    }
}
