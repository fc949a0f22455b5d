/// One client connection. Owned by a single event loop and touched only on its thread.
final class ClientConnection {
    let fd: Int32
    let address: String
    /// Tells a late worker result for a closed connection from one for a new connection that
    /// reused the same descriptor.
    let generation: UInt64
    var parser: RequestParser
    /// Only its event loop's thread touches it: no runtime exclusivity check per response.
    @exclusivity(unchecked) var output = OutputQueue()
    /// A request of this connection is on the worker pool; later pipelined requests wait so
    /// responses go out in order (RFC 9112 §9.3.2).
    var busy = false
    var closeAfterWrite = false
    /// The answer going out was given before the request had been read to its end (a parse
    /// error, a refused head, a timeout): the client may still be sending, so the connection
    /// ends by lingering (`EventLoop.endConnection`) rather than at once.
    var lingers = false
    /// Set while lingering: until when what the client sends is read and dropped, and how many
    /// bytes more.
    var lingerDeadline: Double?
    var lingerBudget = 0
    var readClosed = false
    var interest: UInt32 = 0
    var lastActivity: Double
    var lastWriteProgress: Double
    var headerStartedAt: Double?
    var bodyStartedAt: Double?

    init(fd: Int32, address: String, generation: UInt64, parser: RequestParser, now: Double) {
        self.fd = fd
        self.address = address
        self.generation = generation
        self.parser = parser
        lastActivity = now
        lastWriteProgress = now
    }

    var pendingOutput: Int { output.pending }

    /// Open with nothing in progress: no request on a worker, none half-received, nothing
    /// left to send. Such a connection can be closed without losing anything.
    var isIdle: Bool { !busy && !parser.hasPartialRequest && pendingOutput == 0 }

    /// Records when the current request's head and body started arriving, for the deadlines.
    func noteProgress(now: Double) {
        if parser.isReadingBody {
            headerStartedAt = nil
            if bodyStartedAt == nil { bodyStartedAt = now }
        } else if parser.hasPartialRequest {
            bodyStartedAt = nil
            if headerStartedAt == nil { headerStartedAt = now }
        } else {
            headerStartedAt = nil
            bodyStartedAt = nil
        }
    }

    enum Expiry { case none, headerTimeout, bodyTimeout, idle, writeStalled, lingerOver }

    func expiry(now: Double, configuration: ServerConfiguration) -> Expiry {
        if let deadline = lingerDeadline {
            return now >= deadline || now - lastActivity > configuration.lingerTimeout ? .lingerOver : .none
        }
        if pendingOutput > 0 && now - lastWriteProgress > configuration.writeTimeout { return .writeStalled }
        // The last answer is on its way: the request's own deadlines no longer apply.
        if busy || closeAfterWrite { return .none }
        if let start = bodyStartedAt, now - start > configuration.bodyTimeout { return .bodyTimeout }
        if let start = headerStartedAt, now - start > configuration.headerTimeout { return .headerTimeout }
        if !parser.hasPartialRequest && pendingOutput == 0 && now - lastActivity > configuration.idleTimeout { return .idle }
        return .none
    }
}
