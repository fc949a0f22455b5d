import CSQLite

extension Connection {
    /// Runs `body` with this connection's triggers and foreign-key checks off, for a bulk
    /// write that does the triggers' bookkeeping itself in one pass instead of once per row,
    /// and writes each parent row before its children, so the per-row check of the parent
    /// would only ever find it.
    ///
    /// SQLite compiles both into a statement when it is prepared, so `body` must prepare its
    /// writes with `prepare`, never `cached`: a cached statement prepared here would keep
    /// running without them after this returns. Both are on again afterwards, whether `body`
    /// returns or throws. (`PRAGMA foreign_keys` would do nothing inside a transaction.)
    public func withoutTriggersOrForeignKeys<T>(_ body: () throws -> T) throws -> T {
        try setChecks(enabled: false)
        defer { try? setChecks(enabled: true) }
        return try body()
    }

    private func setChecks(enabled: Bool) throws {
        let result = liftinglog_enable_checks(try openHandle(), enabled ? 1 : 0)
        guard result == SQLITE_OK else {
            throw SQLiteError(extendedCode: result, message: "cannot switch triggers and foreign keys \(enabled ? "on" : "off")")
        }
    }
}

extension Connection {
    /// Runs `body` (a big write transaction) without the checkpoint SQLite would otherwise
    /// run in this thread right after its commit, copying every page the write added from
    /// the WAL into the database file: the caller runs `checkpoint()` later, off the path of
    /// the request. Committed data is as safe either way; it is in the synced WAL.
    ///
    /// On a connection that `watchWAL` watches (the write queue's) there is no automatic
    /// checkpoint to turn off, and setting `wal_autocheckpoint` again would put SQLite's back
    /// in place of the watch: `body` just runs.
    public func withoutAutomaticCheckpoint<T>(_ body: () throws -> T) throws -> T {
        guard walPageCount == nil else { return try body() }
        try execute("PRAGMA wal_autocheckpoint = 0")
        defer { try? execute("PRAGMA wal_autocheckpoint = 1000") }
        return try body()
    }

    /// Copies what it can of the WAL into the database file without waiting for readers or
    /// writers (a passive checkpoint).
    public func checkpoint() throws {
        try execute("PRAGMA wal_checkpoint(PASSIVE)")
    }
}
