import CSQLite

/// A compiled statement. Each call binds all its parameters, steps, and resets the statement
/// when done, so it can be run again and, in WAL, never holds a read snapshot between uses
/// (a statement left mid-way would keep the WAL from being checkpointed).
///
/// Parameters are positional (`?`), and their count must match the SQL: every call replaces
/// every binding, so no value from an earlier call can leak into the next one.
public final class Statement {
    @usableFromInline
    let handle: OpaquePointer
    /// The positions of each `ColumnName` enum read from this statement (see `NamedRow`).
    @usableFromInline
    var columnPositions: [ColumnPositions] = []

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The virtual machine steps this statement has run since it was compiled (triggers it
    /// fired included): a measure of the rows it read that no timing on a shared machine gives.
    public var virtualMachineSteps: Int {
        Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 0))
    }

    /// The SQL text with its placeholders, as given to `prepare`.
    public var sql: String {
        String(cString: sqlite3_sql(handle))
    }

    /// Runs a write (or any statement whose rows are not needed) to completion.
    public func run(_ parameters: [any SQLiteBindable] = []) throws {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Calls `each` for every row. The `Row` is only valid during that call.
    @inlinable
    public func query(_ parameters: [any SQLiteBindable] = [], _ each: (Row) throws -> Void) throws {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        let row = Row(handle: handle)
        while try step() {
            try each(row)
        }
    }

    /// The first row mapped by `map`, or nil when there is none; later rows are not computed.
    @inlinable
    public func first<T>(_ parameters: [any SQLiteBindable] = [], map: (Row) throws -> T) throws -> T? {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        return try step() ? map(Row(handle: handle)) : nil
    }

    /// Every row mapped by `map`. `query`, `first` and `all` are inlinable, so each is compiled
    /// for the caller's row type instead of handling every row through generic calls.
    @inlinable
    public func all<T>(_ parameters: [any SQLiteBindable] = [], map: (Row) throws -> T) throws -> [T] {
        var results: [T] = []
        try query(parameters) { row in
            results.append(try map(row))
        }
        return results
    }

    /// True when a row is ready, false when the statement is done.
    @usableFromInline
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw error()
        }
    }

    func error() -> SQLiteError {
        SQLiteError(db: sqlite3_db_handle(handle), sql: sql)
    }
}
