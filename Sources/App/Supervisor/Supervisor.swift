import Glibc
import HTTP

/// Runs the server in a child process and starts a new one when it dies of a signal. A Swift
/// trap (overflow, force unwrap, failed precondition) cannot be caught inside a process, so
/// without this one bad request would stop the server for everyone. The supervisor holds the
/// listening socket, so while a new process starts, connections wait in the kernel's queue
/// instead of being refused; sessions live in SQLite, so nobody is logged out. The request
/// that crashed a process is quarantined (`Quarantine`), so repeating it cannot crash the next.
public struct Supervisor {
    private let config: Config
    private let arguments: [String]
    private let environment: [String: String]
    private let logger: Logger

    /// `arguments` and `environment` are this process's own: each server process gets the
    /// same, so it reads the same configuration.
    public init(config: Config, arguments: [String], environment: [String: String]) {
        self.config = config
        self.arguments = arguments
        self.environment = environment
        logger = Logger(level: config.logLevel)
    }

    /// Binds, then serves through one child at a time until SIGTERM or SIGINT, or until a
    /// child exits by itself. Returns the status to exit with.
    public func run() throws(AppError) -> Int32 {
        // Blocked before the first child exists, so its SIGCHLD waits for `sigwait`. Waiting
        // rather than handling keeps the supervisor one plain thread, which the children's
        // PR_SET_PDEATHSIG relies on (`Handover.takeOver`); they unblock them (`ChildProcess.start`).
        var signals = sigset_t()
        sigemptyset(&signals)
        [SIGCHLD, SIGTERM, SIGINT].forEach { sigaddset(&signals, $0) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let crashRecord = try CrashRecord.create()
        let handover = Handover(listener: try bind().fd, supervisor: getpid(), crashRecord: crashRecord.descriptor)
        var policy = RestartPolicy()
        while true {
            let child = try ChildProcess.start(arguments: arguments, environment: handover.environment(adding: environment))
            // From here the supervisor only waits: the code it ran to get here need not stay mapped.
            FileCopies.release()
            let (exit, stopping) = wait(for: child, signals: &signals)
            // A stop that was asked for, or a server that chose to exit (a start-up error it
            // has explained): either way there is nothing to restart.
            guard !stopping, case .killed = exit else { return exit.exitStatus }
            let died = ContinuousClock.now
            let culprit = crashRecord.culprit
            crashRecord.clearSlots()
            // With the request that crashed it refused from now on, the next process is as safe
            // as this one was: start it at once. Back-off is for crashes no request explains,
            // such as one at start-up.
            let delay = culprit == nil ? policy.delay(started: child.started, died: died) : .zero
            let kept = culprit.map { crashRecord.quarantine.add($0, now: CrashRecord.now()) } ?? false
            logger.error("server process \(child.pid) ran \((died - child.started).components.seconds) s and \(exit)"
                + (culprit.map { Self.blame($0, kept: kept) } ?? "") + "; "
                + (delay == .zero ? "starting a new one." : "starting a new one in \(delay.components.seconds) s, since it keeps dying."))
            // Nothing runs during the wait, so a stop then is a clean one.
            if delay > .zero, backOff(delay, signals: &signals) { return 0 }
        }
    }

    private static func blame(_ culprit: RequestKey, kept: Bool) -> String {
        " while answering \(culprit.method) \(culprit.path) for \(culprit.session == nil ? "a visitor" : "a member") from \(culprit.address): "
            + (kept ? "that request from the same person gets a 500 page for the next \(Quarantine.duration / 60) min instead of running"
                    : "the quarantine is full (\(Quarantine.capacity) requests), so it keeps the older ones and refuses writes of visitors and new accounts")
    }

    private func bind() throws(AppError) -> ListeningSocket {
        let listener: ListeningSocket
        do {
            listener = try ListeningSocket(host: config.server.host, port: config.server.port)
        } catch {
            throw AppError.cannotListen(config.server, error)
        }
        // Every child inherits it, and the supervisor starts nothing else.
        _ = fcntl(listener.fd, F_SETFD, 0)
        return listener
    }

    /// Waits for the child to end, passing SIGTERM and SIGINT on to it; says whether one came.
    private func wait(for child: ChildProcess, signals: inout sigset_t) -> (exit: ChildExit, stopping: Bool) {
        var stopping = false
        while true {
            var received: Int32 = 0
            sigwait(&signals, &received)
            if received == SIGCHLD {
                if let exit = child.reap() { return (exit, stopping) }
            } else {
                stopping = true
                child.signal(received)
            }
        }
    }

    /// Sleeps through a crash loop's wait; true when SIGTERM or SIGINT came meanwhile.
    private func backOff(_ delay: Duration, signals: inout sigset_t) -> Bool {
        let deadline = ContinuousClock.now + delay
        var left = delay
        while left > .zero {
            var timeout = timespec(tv_sec: Int(left.components.seconds), tv_nsec: Int(left.components.attoseconds / 1_000_000_000))
            let received = sigtimedwait(&signals, nil, &timeout)
            if received == SIGTERM || received == SIGINT { return true }
            left = deadline - .now
        }
        return false
    }
}
