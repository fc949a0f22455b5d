import CSQLite

extension Connection {
    /// Runs `body` in a transaction: commits when it returns, rolls back and rethrows the
    /// original error when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front. A deferred transaction that reads
    /// and then writes must upgrade its lock, and in WAL that upgrade fails at once with
    /// SQLITE_BUSY (the busy timeout cannot help) when another connection wrote meanwhile.
    ///
    /// A call inside another one becomes a SAVEPOINT: if the inner body throws, only its own
    /// work is undone, and the outer body may catch the error and go on.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        let depth = transactionDepth
        try cached(depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT s\(depth)").run()
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        let result: T
        do {
            result = try body()
            try cached(depth == 0 ? "COMMIT" : "RELEASE s\(depth)").run()
        } catch {
            rollBack(depth: depth)
            throw error
        }
        return result
    }

    /// Runs `body` on one snapshot of the database: every read in it sees the same
    /// committed state (WAL keeps it for this reader), while writers go on. A deferred
    /// `BEGIN` takes no write lock; `body` must not write.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        precondition(transactionDepth == 0, "a snapshot is a transaction of its own")
        try cached("BEGIN DEFERRED").run()
        defer { try? cached("COMMIT").run() }
        return try body()
    }

    /// Undoes the transaction or savepoint opened at `depth`. Errors are dropped so the
    /// caller rethrows the one that caused the rollback. SQLite itself rolls the whole
    /// transaction back on some errors (SQLITE_FULL, SQLITE_IOERR, ...); then there is
    /// nothing left to undo.
    private func rollBack(depth: Int) {
        guard !isAutocommit else { return }
        if depth == 0 {
            try? cached("ROLLBACK").run()
        } else {
            try? cached("ROLLBACK TO s\(depth)").run()
            try? cached("RELEASE s\(depth)").run()
        }
    }

    /// Ends a transaction a caller left open with a plain `BEGIN`, so the next user of a
    /// pooled connection does not inherit it.
    func rollBackAbandonedTransaction() {
        guard !isAutocommit else { return }
        try? cached("ROLLBACK").run()
    }
}
