import CSQLite
import Synchronization

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
    /// While above 0, only the connections running a bulk write run the checkpoint SQLite
    /// would otherwise run right after any commit once the WAL holds 1,000 pages (`walHook`).
    private static let bulkWrites = Atomic<Int>(0)

    /// SQLite's automatic checkpoint (its default WAL hook: a passive checkpoint in the
    /// committing thread once the WAL holds 1,000 pages, after the write lock is released),
    /// left to the bulk writers while any runs. Their hook's `context` is their `Checkpointer`,
    /// which runs it on its own thread.
    static let walHook: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32 = { context, db, name, pages in
        guard pages >= 1_000 else { return SQLITE_OK }
        if let context {
            Unmanaged<Checkpointer>.fromOpaque(context).takeUnretainedValue().request()
        } else if bulkWrites.load(ordering: .relaxed) == 0 {
            sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        }
        return SQLITE_OK
    }

    /// Runs `body` (a big write in many short transactions) as the connection that copies
    /// the WAL into the database file for everyone, after its own commits: the pages it
    /// writes are copied and synced a little at a time (by a `Checkpointer`, on the other
    /// core, while the write goes on: a tenth of a million-set import's time was these copies
    /// and syncs in its own thread), where otherwise every other writer's commit would do it
    /// inside the request that saved, or one checkpoint of the whole write would sync hundreds
    /// of MB at its end while others wait for their own sync. Committed data is as safe either
    /// way; it is in the WAL.
    public func checkpointingForEveryone<T>(_ body: () throws -> T) throws -> T {
        let db = try openHandle()
        let checkpointer = try Checkpointer(path: String(cString: sqlite3_db_filename(db, "main")))
        Self.bulkWrites.add(1, ordering: .relaxed)
        sqlite3_wal_hook(db, Self.walHook, Unmanaged.passUnretained(checkpointer).toOpaque())
        defer {
            sqlite3_wal_hook(db, Self.walHook, nil)
            Self.bulkWrites.subtract(1, ordering: .relaxed)
            checkpointer.stop()
        }
        return try body()
    }

    /// Runs `body` with commits that do not wait for the WAL to reach the disk
    /// (`synchronous = NORMAL`; it is synced before the next checkpoint, and by any later
    /// commit of another connection): for a write whose commits need not survive a power
    /// failure, such as the rows of a pending import, which are undone anyway when lost
    /// (`PendingImports`). The commits that make anything visible come after, with the sync.
    /// A commit still holds the write lock, so not waiting for the disk in it lets others in sooner.
    public func withoutSyncAtCommit<T>(_ body: () throws -> T) throws -> T {
        try execute("PRAGMA synchronous = NORMAL")
        defer { try? execute("PRAGMA synchronous = FULL") }
        return try body()
    }
}

extension Connection {
    /// Runs `body` with a page cache of at most `kibibytes`, the connection's own size again
    /// afterwards: for a write of many pages that are written once and not read again (a
    /// long track's points), which would otherwise fill the whole cache with them before
    /// SQLite spills them to the WAL, memory the upload's peak counts (issue 23).
    public func withPageCache<T>(kibibytes: Int, _ body: () throws -> T) throws -> T {
        let size = try prepare("PRAGMA cache_size").first { $0.int(0) } ?? -2_000
        try execute("PRAGMA cache_size = \(-max(kibibytes, 1))")
        defer { try? execute("PRAGMA cache_size = \(size)") }
        return try body()
    }
}
