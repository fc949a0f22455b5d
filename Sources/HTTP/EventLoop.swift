import CLinux
import Glibc
import Synchronization

/// One thread with one epoll set: it accepts, reads, parses, runs fast handlers inline and
/// writes. Slow handlers go to the worker pool and come back through `completions`.
final class EventLoop: @unchecked Sendable {
    struct Completion: Sendable {
        let fd: Int32
        let generation: UInt64
        let request: Request
        let response: Response
        let startedAt: Double
    }

    private let index: Int
    private let core: ServerCore
    private let epoll: Int32
    private let wakeFD: Int32
    private let completions = Mutex<[Completion]>([])
    let metrics = LoopMetrics()

    // Loop-thread state: touched only by `run()` and what it calls. The fields written per
    // request skip the runtime's exclusivity check (`@exclusivity(unchecked)`): one thread
    // ever touches them, and the checks cost more than the writes.
    private var connections: [Int32: ClientConnection] = [:]
    private var listening = true
    @exclusivity(unchecked) private var requestCounter = 0
    /// Waits in a row that ended with no event, whether this loop has counted itself quiet
    /// (`ServerCore.loopWentQuiet`), and `requestCounter` when it last did.
    private var quietWaits = 0
    private var isQuiet = false
    private var requestsAtQuiet = 0
    /// This loop told the responder the server became idle and has not yet told it that it
    /// sleeps (`HTTPResponder.willSleep`).
    private var sleepsNext = false
    private var nextSweep = 0.0
    private var now = Clock.monotonic()
    private var clockSecond = -1
    private var dateText = ""
    private var logTime = ""
    @exclusivity(unchecked) private var log: AccessLog
    private let readBuffer: ReadBuffer
    /// Held open only to be closed when accept fails with EMFILE (see `refuseWithoutDescriptors`).
    private var spareDescriptor: Int32 = open("/dev/null", O_RDONLY | O_CLOEXEC)
    private var pausedListeners: [(listener: Int32, until: Double)] = []

    init(index: Int, core: ServerCore) throws(SocketError) {
        self.index = index
        self.core = core
        log = AccessLog(enabled: core.configuration.accessLog, format: core.configuration.accessLogFormat)
        readBuffer = try ReadBuffer()
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw SocketError("epoll_create1") }
        wakeFD = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard wakeFD >= 0 else { throw SocketError("eventfd") }
        register(wakeFD, EPOLLIN.rawValue)
        for listener in core.listeners {
            // EPOLLEXCLUSIVE wakes one loop per new connection instead of all of them.
            register(listener, EPOLLIN.rawValue | EPOLLEXCLUSIVE.rawValue)
        }
    }

    deinit {
        if spareDescriptor >= 0 { close(spareDescriptor) }
        close(epoll)
        close(wakeFD)
    }

    /// Safe from any thread.
    func post(_ completion: Completion) {
        completions.withLock { $0.append(completion) }
        wake()
    }

    func wake() {
        var one: UInt64 = 1
        _ = write(wakeFD, &one, 8)
    }

    func run() {
        var events = [epoll_event](repeating: epoll_event(), count: 256)
        var stopDeadline: Double?
        while true {
            let timeout = waitTimeout
            if sleepsNext && timeout < 0 {
                sleepsNext = false
                core.responder.willSleep()
            }
            let count = epoll_wait(epoll, &events, Int32(events.count), timeout)
            tick()
            noticeIdle(afterWaitWith: count)
            for event in events.prefix(max(0, Int(count))) {
                handle(fd: event.data.fd, events: event.events)
            }
            if now >= nextSweep { sweep() }
            resumeListeners()
            if core.isStopping {
                let deadline = stopDeadline ?? now + core.configuration.shutdownGrace
                stopDeadline = deadline
                if drainForStop(force: now >= deadline) { break }
            }
            log.flush()
        }
        log.flush()
    }

    /// Four empty waits of 250 ms: a second with nothing to do.
    static let idleTicks = 4

    /// 250 ms while the clock matters: open connections have deadlines, a paused listener
    /// its pause, and a quiet spell must last a second to count. After that an idle loop waits
    /// for an event only (a connection, a completion, `wake` at stop): a server nobody uses
    /// runs no code at all, so what `becameIdle` gave back stays given back.
    private var waitTimeout: Int32 {
        connections.isEmpty && pausedListeners.isEmpty && quietWaits >= Self.idleTicks ? -1 : 250
    }

    /// Tells the responder once per quiet spell of the whole server, when the last busy loop
    /// goes quiet: the first after start (what start-up left behind goes too), then each that
    /// followed requests. A server nobody used since the last one stays silent, so it is not
    /// woken for nothing; one loop going quiet while another serves does not count.
    private func noticeIdle(afterWaitWith count: Int32) {
        guard count == 0 else {
            quietWaits = 0
            if isQuiet {
                isQuiet = false
                core.loopWoke()
            }
            return
        }
        quietWaits += 1
        guard quietWaits == Self.idleTicks, !isQuiet else { return }
        isQuiet = true
        let served = requestCounter != requestsAtQuiet
        requestsAtQuiet = requestCounter
        // This loop's own memory goes as soon as it is quiet; what all loops share goes when the
        // last one is (`becameIdle`), and the views of the binary's code once it sleeps
        // (`willSleep`), as code run after that drop maps it back.
        readBuffer.release()
        ThreadStack.releaseUnusedPages()
        if core.loopWentQuiet(served: served) {
            core.responder.becameIdle()
            sleepsNext = true
        }
    }

    // MARK: Events

    private func handle(fd: Int32, events: UInt32) {
        if fd == wakeFD {
            var value: UInt64 = 0
            _ = read(wakeFD, &value, 8)
            finishCompletions()
        } else if core.listeners.contains(fd) {
            acceptConnections(fd)
        } else if let connection = connections[fd] {
            if events & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0 && events & EPOLLIN.rawValue == 0 {
                closeConnection(connection)
                return
            }
            if events & EPOLLIN.rawValue != 0 { readFrom(connection) }
            if connections[fd] === connection, events & EPOLLOUT.rawValue != 0 { flush(connection) }
        }
    }

    private func acceptConnections(_ listener: Int32) {
        guard listening else { return }
        for _ in 0..<64 {
            let fd: Int32, address: String
            switch Socket.accept(listener) {
            case .connection(let accepted, let peer): (fd, address) = (accepted, peer)
            case .none: return
            case .outOfDescriptors: return refuseWithoutDescriptors(listener)
            }
            guard core.admitConnection() || evictIdleConnection() else {
                refuse(fd)
                continue
            }
            let parser = RequestParser(limits: core.configuration.limits, spool: core.spool) { [core] head in core.responder.admit(head) }
            let connection = ClientConnection(fd: fd, address: address, generation: core.nextGeneration(), parser: parser, now: now)
            connections[fd] = connection
            connection.interest = EPOLLIN.rawValue
            register(fd, connection.interest)
        }
    }

    /// At the connection limit, makes room as nginx does: the keep-alive connection that has
    /// waited longest with nothing in progress is closed and its place given to the new one.
    /// Only this loop's connections are looked at (each loop owns its own, and new connections
    /// spread over the loops); when none of them is idle the newcomer gets the 503.
    private func evictIdleConnection() -> Bool {
        var oldest: ClientConnection?
        for connection in connections.values where connection.isIdle && connection.lastActivity < oldest?.lastActivity ?? .infinity {
            oldest = connection
        }
        guard let oldest else { return false }
        closeConnection(oldest)
        return core.admitConnection()
    }

    /// Out of file descriptors (EMFILE): the waiting client would keep the listener readable
    /// and this loop spinning. The spare descriptor is given up for a moment to take the
    /// client and tell it 503; if even that fails, the listener is left alone for a moment.
    private func refuseWithoutDescriptors(_ listener: Int32) {
        if spareDescriptor >= 0 {
            close(spareDescriptor)
            if case .connection(let fd, _) = Socket.accept(listener) { refuse(fd) }
            spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
        }
        if spareDescriptor < 0 {
            epoll_ctl(epoll, EPOLL_CTL_DEL, listener, nil)
            pausedListeners.append((listener, now + 0.1))
        }
    }

    /// Watches the paused listeners again once their pause is over.
    private func resumeListeners() {
        guard !pausedListeners.isEmpty else { return }
        if spareDescriptor < 0 { spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        let due = pausedListeners.filter { $0.until <= now }
        pausedListeners.removeAll { $0.until <= now }
        for (listener, _) in due where listening { register(listener, EPOLLIN.rawValue | EPOLLEXCLUSIVE.rawValue) }
    }

    /// Past the connection limit: a short 503 and close, best effort, never blocking.
    private func refuse(_ fd: Int32) {
        core.refusalResponse.withUnsafeBytes { _ = send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(fd)
    }

    private func readFrom(_ connection: ClientConnection) {
        if connection.lingerDeadline != nil { return drain(connection) }
        let count = recv(connection.fd, readBuffer.bytes.baseAddress, readBuffer.bytes.count, 0)
        if count > 0 {
            connection.parser.append(UnsafeRawBufferPointer(rebasing: readBuffer.bytes[0..<count]))
            connection.lastActivity = now
            connection.noteProgress(now: now)
            processRequests(connection)
        } else if count == 0 {
            connection.readClosed = true
            processRequests(connection)
            if connections[connection.fd] === connection && !connection.busy && connection.pendingOutput == 0 {
                closeConnection(connection)
            }
        } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
            closeConnection(connection)
        }
    }

    /// Parses and answers what is buffered, one request at a time, until a request goes to a
    /// worker, the client has too much unread output, or more bytes are needed.
    private func processRequests(_ connection: ClientConnection) {
        while !connection.busy && !connection.closeAfterWrite && connection.pendingOutput < 1 << 20 {
            let request: Request
            do {
                guard let next = try connection.parser.next() else {
                    if let (head, response) = connection.parser.answered { writeLastAnswer(response, for: head, on: connection) }
                    break
                }
                request = next
            } catch {
                writeLastAnswer(core.responder.respond(to: error, request: nil), for: nil, on: connection)
                break
            }
            connection.noteProgress(now: now)
            dispatch(request, on: connection)
        }
        flush(connection)
    }

    /// Takes the request over from the parser (`consuming`): it is changed in place, not copied.
    private func dispatch(_ request: consuming Request, on connection: ClientConnection) {
        requestCounter += 1
        request.id = RequestID.make(loop: index, count: requestCounter)
        request.remoteAddress = connection.address
        let startedAt = now
        guard core.responder.runsOnWorker(&request) else {
            finish(request, core.responder.respond(to: request), on: connection, startedAt: startedAt)
            return
        }
        let (fd, generation, core, job) = (connection.fd, connection.generation, self.core, request)
        let accepted = core.workers.submit { [self] in
            let request = job
            let isUpload = request.bodyCount > core.configuration.limits.maxBodyBytes
            if isUpload { core.uploads.wait() }
            let response = core.responder.respond(to: request)
            if isUpload { core.uploads.signal() }
            post(Completion(fd: fd, generation: generation, request: request, response: response, startedAt: startedAt))
        }
        if accepted {
            connection.busy = true
        } else {
            let error = HTTPError(.serviceUnavailable, "The server is busy. Please try again in a moment.", headers: ["Retry-After": "1"])
            finish(request, core.responder.respond(to: error, request: request), on: connection, startedAt: startedAt)
        }
    }

    private func finishCompletions() {
        var done = completions.withLock { list in
            defer { list.removeAll(keepingCapacity: true) }
            return list
        }
        // Taken out one by one, first first, rather than copied out of the list and then
        // destroyed with it: a completion holds a whole request and response.
        done.reverse()
        while let completion = done.popLast() {
            guard let connection = connections[completion.fd], connection.generation == completion.generation else { continue }
            connection.busy = false
            finish(completion.request, completion.response, on: connection, startedAt: completion.startedAt)
            if connections[connection.fd] === connection { processRequests(connection) }
        }
    }

    private func finish(_ request: Request, _ response: Response, on connection: ClientConnection, startedAt: Double) {
        let keepAlive = request.keepAlive && !core.isStopping && !(connection.readClosed && !connection.parser.hasPartialRequest)
        writeResponse(response, for: request, on: connection, keepAlive: keepAlive, startedAt: startedAt)
    }

    /// An answer given before the request was read to its end: the client may still be
    /// sending, so the connection lingers once it is sent.
    private func writeLastAnswer(_ response: Response, for request: Request?, on connection: ClientConnection) {
        connection.lingers = true
        writeResponse(response, for: request, on: connection, keepAlive: false, startedAt: now)
    }

    private func writeResponse(_ response: Response, for request: Request?, on connection: ClientConnection,
                               keepAlive: Bool, startedAt: Double) {
        let before = connection.pendingOutput
        ResponseSerializer.write(response, date: dateText, keepAlive: keepAlive, version: request?.version ?? .http1_1,
                                 isHead: request?.method == .head, into: &connection.output)
        if !keepAlive { connection.closeAfterWrite = true }
        let seconds = Clock.monotonic() - startedAt
        metrics.record(route: response.route, method: request?.method, status: response.status.code, seconds: seconds)
        // `Int(exactly:)` never traps (HTTP depends on no module of ours, so not Domain's `Int(clamping:)`).
        let microseconds = Int(exactly: (seconds * 1_000_000).rounded(.towardZero)) ?? 0
        log.record(time: logTime, request: request, status: response.status.code, bytes: connection.pendingOutput - before,
                   microseconds: microseconds)
    }

    // MARK: Writing

    private func flush(_ connection: ClientConnection) {
        while connection.pendingOutput > 0 {
            let sent = connection.output.write { Socket.send(connection.fd, $0) }
            if sent > 0 {
                connection.lastWriteProgress = now
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                break
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                closeConnection(connection)
                return
            }
        }
        if connection.pendingOutput == 0 && connection.lingerDeadline == nil {
            connection.lastActivity = now
            if connection.closeAfterWrite || (connection.readClosed && !connection.busy) {
                endConnection(connection)
                return
            }
        }
        updateInterest(connection)
    }

    private func updateInterest(_ connection: ClientConnection) {
        var wanted: UInt32 = 0
        let reads = !connection.busy && !connection.readClosed && !connection.closeAfterWrite && connection.pendingOutput < 1 << 20
        if reads || connection.lingerDeadline != nil {
            wanted |= EPOLLIN.rawValue
        }
        if connection.pendingOutput > 0 { wanted |= EPOLLOUT.rawValue }
        guard wanted != connection.interest else { return }
        connection.interest = wanted
        var event = epoll_event(events: wanted, data: epoll_data_t(fd: connection.fd))
        epoll_ctl(epoll, EPOLL_CTL_MOD, connection.fd, &event)
    }

    // MARK: Closing

    /// Closes a connection whose last answer is sent. One that answered before its request
    /// was read to its end lingers instead (RFC 9112 §9.6, as nginx's lingering close): closed
    /// with unread bytes in its receive queue, the socket would send a reset, and the client's
    /// system would drop the answer still waiting to be read, so a 413 for a file too large
    /// would show as "connection reset". So the write side is shut down (the client sees the
    /// answer end) and what the client still sends is read and dropped until it closes, or
    /// `lingerTime`, `lingerBytes` or a pause of `lingerTimeout` are over. A lingering
    /// connection still counts against `maxConnections`, and with nothing in progress it may
    /// be closed to make room for a new one (`evictIdleConnection`).
    private func endConnection(_ connection: ClientConnection) {
        guard connection.lingers && !connection.readClosed && !core.isStopping else { return closeConnection(connection) }
        shutdown(connection.fd, Int32(SHUT_WR))
        connection.lingerDeadline = now + core.configuration.lingerTime
        connection.lingerBudget = core.configuration.lingerBytes
        connection.lastActivity = now
        updateInterest(connection)
    }

    /// Reads and drops what a lingering connection's client sends. A few reads a turn, so that
    /// a fast sender does not hold up the loop's other connections.
    private func drain(_ connection: ClientConnection) {
        for _ in 0..<16 {
            let count = recv(connection.fd, readBuffer.bytes.baseAddress, readBuffer.bytes.count, 0)
            if count > 0 {
                connection.lingerBudget -= count
                connection.lastActivity = now
                if connection.lingerBudget <= 0 { return closeConnection(connection) }
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                return closeConnection(connection)
            } else if errno != EINTR {
                return
            }
        }
    }

    private func closeConnection(_ connection: ClientConnection) {
        guard connections.removeValue(forKey: connection.fd) != nil else { return }
        epoll_ctl(epoll, EPOLL_CTL_DEL, connection.fd, nil)
        close(connection.fd)
        core.releaseConnection()
    }

    // MARK: Time

    private func tick() {
        now = Clock.monotonic()
        let second = Clock.unixTime()
        guard second != clockSecond else { return }
        clockSecond = second
        dateText = HTTPDate.format(unixTime: second)
        logTime = Clock.isoTime(second)
    }

    /// Enforces the header, body, idle and write deadlines. A slow client only ever costs its
    /// own connection.
    private func sweep() {
        nextSweep = now + 0.25
        for connection in Array(connections.values) {
            switch connection.expiry(now: now, configuration: core.configuration) {
            case .none:
                continue
            case .headerTimeout, .bodyTimeout:
                connection.parser.abandonBody()
                let error = HTTPError(.requestTimeout, "The request took too long to arrive.")
                writeLastAnswer(core.responder.respond(to: error, request: nil), for: nil, on: connection)
                flush(connection)
            case .idle, .writeStalled, .lingerOver:
                closeConnection(connection)
            }
        }
    }

    /// During a graceful stop: stop accepting, close what is idle, let the rest finish.
    /// Returns true when nothing is left.
    private func drainForStop(force: Bool) -> Bool {
        if listening {
            listening = false
            for listener in core.listeners { epoll_ctl(epoll, EPOLL_CTL_DEL, listener, nil) }
        }
        for connection in Array(connections.values) {
            let idle = !connection.busy && connection.pendingOutput == 0 && !connection.parser.hasPartialRequest
            if idle || force { closeConnection(connection) }
        }
        return connections.isEmpty
    }

    private func register(_ fd: Int32, _ events: UInt32) {
        var event = epoll_event(events: events, data: epoll_data_t(fd: fd))
        epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event)
    }
}
