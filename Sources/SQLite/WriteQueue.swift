import CSQLite
import Dispatch
import Glibc
import Synchronization

/// The writes of many threads to one database file, committed together (group commit).
///
/// With `synchronous=FULL` every commit waits for the disk to sync the WAL, so writers that
/// each commit alone are held to the disk's sync rate, and writers on connections of their
/// own wait for SQLite's write lock by sleeping and polling (the busy timeout), which adds
/// milliseconds and lets a writer lose the race for the lock again and again. Here writers
/// queue up instead, in the order they came: the first of the queue leads, running the
/// bodies of those waiting (itself first, at most `maximumGroup`, for at most
/// `maximumGroupTime`) in one `BEGIN IMMEDIATE` … `COMMIT` on the queue's one connection,
/// each body in a SAVEPOINT of its own, so a body that throws is undone alone and the others
/// are stored. A caller returns only after the COMMIT that holds its write has returned, so
/// once `write` returns the write is on disk. The leader then hands the queue to the first
/// writer that came meanwhile, which leads the next group: no thread of its own, and a write
/// with nobody else around runs on its caller's thread at once.
///
/// `@unchecked Sendable`: `state`'s lock guards the queue, the idle connection and who
/// leads; a job's fields are written by the leader before it wakes the job's thread
/// (the semaphore orders the two), and the connection is used only by the one leader, which
/// takes it out of `state` for its group and puts it back after.
public final class WriteQueue: @unchecked Sendable {
    /// One caller's write, waiting in the queue until a leader has run and committed it.
    private final class Job: @unchecked Sendable {
        /// The caller's body; dropped once it has run, before the caller is woken.
        var body: ((Connection) throws -> Void)?
        /// Why the write is not stored: its body threw, or its group's transaction failed.
        var failure: (any Error)?
        var isDone = false
        let thread = pthread_self()
        /// Signalled when the job is done, or when its thread is to lead the next group.
        let wake = DispatchSemaphore(value: 0)

        init(_ body: @escaping (Connection) throws -> Void) {
            self.body = body
        }
    }

    /// The connection while no group runs.
    private struct Idle: @unchecked Sendable {
        let connection: Connection
    }

    private struct State {
        var queue: [Job] = []
        var idle: Idle?
        /// The thread running a group now; a `write` from inside one of its bodies runs nested.
        var leader: pthread_t?
        var isClosed = false
    }

    public let path: String
    /// The most writes committed together: they all wait for the slowest group's bodies.
    public let maximumGroup: Int
    /// A group takes no more bodies once it has run this long (it takes at least one).
    public let maximumGroupTime: Duration
    private let state = Mutex(State())
    private let committed = Atomic(0)
    /// The connection of the group running now, for a nested `write`: touched only by the
    /// leader's thread.
    private var leading: Connection?

    public init(path: String, maximumGroup: Int = 64, maximumGroupTime: Duration = .milliseconds(10)) {
        precondition(maximumGroup > 0, "a group holds at least one write")
        self.path = path
        self.maximumGroup = maximumGroup
        self.maximumGroupTime = maximumGroupTime
    }

    /// Runs `body` in a transaction of its own on the queue's connection, committed together
    /// with the writes of other threads waiting at the same time; returns once that commit is
    /// on disk. When `body` throws, its changes are undone and its error rethrown; the others'
    /// are kept. Inside a body, `write` runs nested, as a savepoint of the same group. A body
    /// holds up the whole group, so it must be short (an import writes in chunks), and must
    /// never wait for a write of another thread, which queues behind it.
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        if let connection = nestedConnection() {
            return try connection.transaction { try body(connection) }
        }
        var result: T?
        try withoutActuallyEscaping(body) { body in
            let job = Job { connection in result = try body(connection) }
            try enqueue(job)
            if let failure = job.failure { throw failure }
        }
        guard let result else { preconditionFailure("a write that did not fail has a result") }
        return result
    }

    /// Writes waiting in the queue or running in the group now.
    public var pendingWrites: Int { state.withLock { $0.queue.count } }

    /// Transactions committed so far, each holding the writes of one group: fewer than the
    /// writes when writers came together.
    public var commits: Int { committed.load(ordering: .relaxed) }

    /// Closes the connection when no group is running; the next write opens it again.
    public func closeIdle() {
        let idle = state.withLock { state in
            defer { state.idle = nil }
            return state.idle
        }
        idle?.connection.close()
    }

    /// Refuses later writes; those already queued are still run. Closes the connection now
    /// or, when a group is running, once the queue is empty.
    public func close() {
        state.withLock { $0.isClosed = true }
        closeIdle()
    }

    private func nestedConnection() -> Connection? {
        let isLeader = state.withLock { state in state.leader.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        return isLeader ? leading : nil
    }

    /// Queues `job` and returns when it is done: at once as the leader when nobody leads,
    /// else after waiting for the groups before it, leading one of them if its turn comes.
    private func enqueue(_ job: Job) throws {
        let leads = try state.withLock { state throws(SQLiteError) -> Bool in
            guard !state.isClosed else {
                throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the write queue for \(path) is closed")
            }
            state.queue.append(job)
            guard state.leader == nil else { return false }
            state.leader = job.thread
            return true
        }
        if !leads { job.wake.wait() }
        if !job.isDone { lead() }
    }

    /// Runs the group at the front of the queue (the leader's own job first), then wakes its
    /// writers and hands the queue to the next one waiting.
    private func lead() {
        let (group, idle) = state.withLock { state in
            (Array(state.queue.prefix(maximumGroup)), state.idle.take())
        }
        var connection = idle?.connection
        var taken = group.count
        do {
            let open = try connection ?? Connection(path: path)
            connection = open
            leading = open
            taken = run(group, on: open)
        } catch {
            group.forEach { $0.failure = error }
        }
        leading = nil
        let (next, closing) = state.withLock { state in
            state.queue.removeFirst(taken)
            state.leader = state.queue.first?.thread
            // Closed meanwhile: the last group closes the connection.
            let closing = state.isClosed && state.queue.isEmpty
            if !closing, let connection { state.idle = Idle(connection: connection) }
            return (state.queue.first, closing)
        }
        if closing { connection?.close() }
        // The next leader first: its group commits while this thread wakes the writers of its own.
        next?.wake.signal()
        for job in group.prefix(taken) {
            job.body = nil
            job.isDone = true
            if pthread_equal(job.thread, pthread_self()) == 0 { job.wake.signal() }
        }
    }

    /// Runs the bodies of `group` in order in one transaction, each in a savepoint, and
    /// commits; returns how many it took (it stops early at `maximumGroupTime`, or when SQLite
    /// ended the transaction). Every job it took has its failure set if its write is not stored.
    private func run(_ group: [Job], on connection: Connection) -> Int {
        let deadline = ContinuousClock.now + maximumGroupTime
        var taken = group.count
        do {
            try connection.transaction {
                for (index, job) in group.enumerated() {
                    do {
                        try connection.transaction { try job.body?(connection) }
                    } catch {
                        job.failure = error
                        // Some errors (SQLITE_FULL, SQLITE_IOERR, …) make SQLite roll back the
                        // whole transaction: the writes before this one are gone as well.
                        if connection.isAutocommit {
                            taken = index + 1
                            throw error
                        }
                    }
                    if index + 1 < group.count && ContinuousClock.now > deadline {
                        taken = index + 1
                        break
                    }
                }
            }
            committed.add(1, ordering: .relaxed)
        } catch {
            for job in group.prefix(taken) where job.failure == nil { job.failure = error }
        }
        return taken
    }
}
