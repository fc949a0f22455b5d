import CSQLite

extension Connection {
    /// Runs `body` with this connection's triggers off, for a bulk write that does the
    /// triggers' bookkeeping itself in one pass instead of once per row.
    ///
    /// SQLite compiles triggers into a statement when it is prepared, so `body` must prepare
    /// its writes with `prepare`, never `cached`: a cached statement prepared here would keep
    /// running without its triggers after this returns. Triggers are on again afterwards,
    /// whether `body` returns or throws.
    public func withoutTriggers<T>(_ body: () throws -> T) throws -> T {
        try setTriggers(enabled: false)
        defer { try? setTriggers(enabled: true) }
        return try body()
    }

    /// Runs `body` with a page cache of up to `megabytes` (SQLite's default is 2 MB), then
    /// gives the memory back: a bulk write's index pages stay in memory until its commit
    /// instead of spilling to the WAL midway.
    public func withPageCache<T>(megabytes: Int, _ body: () throws -> T) throws -> T {
        try execute("PRAGMA cache_size = -\(megabytes * 1024)")
        defer { try? execute("PRAGMA cache_size = -2000") }
        return try body()
    }

    private func setTriggers(enabled: Bool) throws {
        let result = liftinglog_enable_triggers(try openHandle(), enabled ? 1 : 0)
        guard result == SQLITE_OK else { throw SQLiteError(extendedCode: result, message: "cannot switch triggers \(enabled ? "on" : "off")") }
    }
}
