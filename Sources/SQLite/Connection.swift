import CSQLite

/// One connection to a database file, used by one thread at a time.
///
/// It is opened with `SQLITE_OPEN_NOMUTEX`: SQLite then takes no lock of its own on each
/// call, which is safe because a connection is never shared (see `ConnectionPool`), and it
/// is why `Connection` is not `Sendable`.
public final class Connection {
    private var handle: OpaquePointer?
    private var statementCache: [String: Statement] = [:]
    var transactionDepth = 0

    /// How a connection opens its file.
    public enum Mode: Sendable {
        /// Read and write, creating the file (not its folder) when missing, in WAL mode.
        case readWrite
        /// Read only, an existing file as it is: for copying a live database or looking into
        /// a file before trusting it, without changing its journal mode.
        case readOnly
    }

    /// Opens the database at `path`.
    public init(path: String, mode: Mode = .readWrite) throws {
        _ = Connection.configured
        var db: OpaquePointer?
        let flags = (mode == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &db, flags, nil)
        guard result == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            sqlite3_close_v2(db)
            throw SQLiteError(extendedCode: result, message: "cannot open database \(path): \(reason)")
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        // Set before the pragmas: switching a new file to WAL needs a lock that another
        // connection opening at the same moment may hold. Tries every millisecond for up
        // to 5 s (`WriteLockWaiters`), where `sqlite3_busy_timeout` would back off to 100 ms.
        sqlite3_busy_handler(db, WriteLockWaiters.handler, nil)
        // In place of `sqlite3_wal_autocheckpoint`'s hook, which it does the same as, so
        // that a bulk write can turn it off for every connection (never `PRAGMA wal_autocheckpoint`:
        // it would put SQLite's back).
        sqlite3_wal_hook(db, Connection.walHook, nil)
        do {
            if mode == .readWrite { try execute(Connection.setUp) }
        } catch {
            close()
            throw error
        }
    }

    /// Process-wide settings, made once before the first connection opens (SQLite refuses
    /// them later). Without the memory count, an allocation in SQLite takes no global lock.
    private static let configured: Void = {
        _ = liftinglog_configure_sqlite()
    }()

    /// WAL lets readers run while one writer writes. `synchronous=FULL` fsyncs the WAL at
    /// every commit: with WAL, `NORMAL` only syncs at checkpoints, so an acknowledged write
    /// survives the process being killed but may be lost on power failure or an OS crash.
    /// We promise that a saved workout stays saved, so each write transaction pays one fsync.
    private static let setUp = """
        PRAGMA journal_mode = WAL;
        PRAGMA foreign_keys = ON;
        PRAGMA synchronous = FULL;
        """

    deinit {
        close()
    }

    /// Finalizes the cached statements and closes the connection; later calls throw.
    /// A `Statement` from `prepare` still held elsewhere keeps the file open until it is
    /// released (`sqlite3_close_v2`), so closing never leaves a dangling pointer behind.
    public func close() {
        statementCache.removeAll()
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// Runs a script of one or more statements separated by semicolons, discarding rows.
    public func execute(_ sql: String) throws {
        let db = try openHandle()
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw SQLiteError(db: db, sql: sql)
        }
    }

    /// Compiles one statement. The caller owns it; it is finalized when released.
    public func prepare(_ sql: String) throws -> Statement {
        try prepare(sql, flags: 0)
    }

    /// The statement for `sql`, compiled on first use and kept for the connection's lifetime,
    /// so a hot query is parsed and planned once. Use it only for SQL with fixed text (values
    /// as `?` parameters): each distinct text stays in the cache.
    public func cached(_ sql: String) throws -> Statement {
        if let statement = statementCache[sql] {
            return statement
        }
        let statement = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        statementCache[sql] = statement
        return statement
    }

    /// The virtual machine steps run so far by the statements `cached` keeps, for a test
    /// that proves a write's work does not grow with the rows stored.
    public var cachedStatementSteps: Int {
        statementCache.values.reduce(0) { $0 + $1.virtualMachineSteps }
    }

    /// The rowid of the last successful INSERT on this connection; 0 when closed.
    public var lastInsertRowID: Int64 {
        handle.map { sqlite3_last_insert_rowid($0) } ?? 0
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE; 0 when closed.
    public var changes: Int {
        handle.map { Int(sqlite3_changes($0)) } ?? 0
    }

    /// False while a transaction is open (SQLite's autocommit mode is off).
    var isAutocommit: Bool {
        handle.map { sqlite3_get_autocommit($0) != 0 } ?? true
    }

    func openHandle() throws -> OpaquePointer {
        guard let handle else {
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the connection is closed")
        }
        return handle
    }

    private func prepare(_ sql: String, flags: UInt32) throws -> Statement {
        let db = try openHandle()
        var statement: OpaquePointer?
        let tailIsEmpty = try sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            guard sqlite3_prepare_v3(db, text, -1, flags, &statement, &tail) == SQLITE_OK else {
                throw SQLiteError(db: db, sql: sql)
            }
            return tail.map(Connection.isBlank) ?? true
        }
        guard let statement else {
            throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "no SQL statement to prepare", sql: sql)
        }
        guard tailIsEmpty else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                extendedCode: SQLITE_MISUSE,
                message: "prepare takes one statement but got several; use execute for scripts", sql: sql)
        }
        return Statement(handle: statement)
    }

    /// Whether the text after the first statement holds only spaces and semicolons.
    private static func isBlank(_ tail: UnsafePointer<CChar>) -> Bool {
        var cursor = tail
        while cursor.pointee != 0 {
            switch UInt8(bitPattern: cursor.pointee) {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ";"):
                cursor += 1
            default:
                return false
            }
        }
        return true
    }
}
