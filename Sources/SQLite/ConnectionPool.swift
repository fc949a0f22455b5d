import CSQLite
import Foundation

/// Connections to one database file, opened when first needed, up to a maximum; a caller
/// borrows one for the length of a closure and waits while all are busy.
///
/// `@unchecked Sendable` because `Connection` is not `Sendable`. The invariant that makes
/// sharing the pool safe: `idle`, `openCount` and `isClosed` are only touched with
/// `condition` locked, and a connection is either in `idle` (used by no one) or lent to
/// exactly one caller between `checkOut` and `checkIn`, so no two threads ever use the
/// same connection at once.
public final class ConnectionPool: @unchecked Sendable {
    public let path: String
    public let maximumConnections: Int
    private let condition = NSCondition()
    private var idle: [Connection] = []
    private var openCount = 0
    private var isClosed = false

    public init(path: String, maximumConnections: Int = 4) {
        precondition(maximumConnections > 0, "a pool needs at least one connection")
        self.path = path
        self.maximumConnections = maximumConnections
    }

    /// Runs `body` with a connection of its own. Do not call it again inside `body` on a
    /// pool with one connection free at most: the inner call would wait for itself.
    public func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    /// Closes the idle connections now and the lent ones when they come back; later
    /// `withConnection` calls, and those waiting, throw.
    public func close() {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        for connection in idle {
            connection.close()
        }
        openCount -= idle.count
        idle.removeAll()
        condition.broadcast()
    }

    private func checkOut() throws -> Connection {
        if let connection = try reserve() {
            return connection
        }
        do {
            return try Connection(path: path)
        } catch {
            condition.lock()
            openCount -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    /// An idle connection, or nil when the caller may open a new one (its slot is counted
    /// already). Opening happens outside the lock, since it touches the disk.
    private func reserve() throws -> Connection? {
        condition.lock()
        defer { condition.unlock() }
        while !isClosed {
            // The most recently used connection first: its statement cache and pages are warm.
            if let connection = idle.popLast() {
                return connection
            }
            if openCount < maximumConnections {
                openCount += 1
                return nil
            }
            condition.wait()
        }
        throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the connection pool for \(path) is closed")
    }

    private func checkIn(_ connection: Connection) {
        connection.rollBackAbandonedTransaction()
        condition.lock()
        defer { condition.unlock() }
        if isClosed {
            connection.close()
            openCount -= 1
        } else {
            idle.append(connection)
        }
        condition.signal()
    }
}
