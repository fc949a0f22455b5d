import CSQLite
import Dispatch
import Synchronization

/// Connections to one database file, opened when first needed, up to a maximum; a caller
/// borrows one for the length of a closure and waits while all are busy.
///
/// `@unchecked Sendable` because `Connection` is not `Sendable`. The invariant that makes
/// sharing the pool safe: `slots` admits at most `maximumConnections` borrowers at once,
/// the idle list lives inside `state`'s lock, and a connection is either idle (used by no
/// one) or lent to exactly one caller between `checkOut` and `checkIn`, so no two threads
/// ever use the same connection at once.
public final class ConnectionPool: @unchecked Sendable {
    /// An idle connection as the lock sees it: sendable because whoever takes it out of
    /// the idle list is its only user (see above).
    private struct Idle: @unchecked Sendable {
        let connection: Connection
    }

    private struct State {
        var idle: [Idle] = []
        var isClosed = false
    }

    public let path: String
    public let maximumConnections: Int
    /// One permit per connection that may be lent out; a borrower waits here when none is free.
    private let slots: DispatchSemaphore
    private let state = Mutex(State())

    public init(path: String, maximumConnections: Int = 4) {
        precondition(maximumConnections > 0, "a pool needs at least one connection")
        self.path = path
        self.maximumConnections = maximumConnections
        slots = DispatchSemaphore(value: maximumConnections)
    }

    /// Closes the connections nobody is using now (the lent ones are left alone); the next
    /// caller opens one again. A connection holds its parsed schema, its prepared statements,
    /// its lookaside slots and its page cache (up to `cache_size` after a busy spell) for as
    /// long as it is open, and the last one closed also unmaps the WAL index: a few hundred
    /// KB that an idle server does not need, against the fraction of a millisecond an open
    /// costs the first request after a quiet spell.
    public func closeIdle() {
        let idle = state.withLock { state in
            defer { state.idle.removeAll() }
            return state.idle
        }
        idle.forEach { $0.connection.close() }
    }

    /// Runs `body` with a connection of its own. Do not call it again inside `body` on a
    /// pool with one connection free at most: the inner call would wait for itself.
    @inlinable
    public func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    /// Closes the idle connections now and the lent ones when they come back; later
    /// `withConnection` calls, and those waiting, throw.
    public func close() {
        state.withLock { $0.isClosed = true }
        closeIdle()
    }

    @usableFromInline
    func checkOut() throws -> Connection {
        slots.wait()
        let reserved: Connection?? = state.withLock { state in
            // The most recently used connection first: its statement cache and pages are warm.
            state.isClosed ? nil : .some(state.idle.popLast()?.connection)
        }
        guard let reserved else {
            slots.signal()
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the connection pool for \(path) is closed")
        }
        if let connection = reserved { return connection }
        do {
            // Opened outside the lock, since it touches the disk.
            return try Connection(path: path)
        } catch {
            slots.signal()
            throw error
        }
    }

    @usableFromInline
    func checkIn(_ connection: Connection) {
        connection.rollBackAbandonedTransaction()
        let returned = Idle(connection: connection)
        let keep = state.withLock { state in
            if !state.isClosed { state.idle.append(returned) }
            return !state.isClosed
        }
        if !keep { connection.close() }
        slots.signal()
    }
}
