import CSQLite
import Synchronization

extension Connection {
    /// How many transactions this process's connections have committed, to any database file.
    /// Whoever keeps something read from the database in memory notes the count before the
    /// read and may use what it kept while the count is unchanged: nothing this process wrote
    /// since can have changed it. Another process's commits are not counted.
    public static var commitCount: UInt64 { commits.load(ordering: .acquiring) }

    static let commits = Atomic<UInt64>(0)

    /// The WAL size, in pages, at which a commit copies the WAL into the database file:
    /// SQLite's default (SQLITE_DEFAULT_WAL_AUTOCHECKPOINT).
    static let automaticCheckpointPages = 1_000

    /// Counts this connection's commits and checkpoints after a commit that leaves the WAL at
    /// `pages` or more (0: never). SQLite calls a WAL hook after every commit, once the
    /// commit is visible to readers and the write lock is released (sqlite3_wal_hook), so a
    /// reader that saw the old count can never have read the new data under it. The hook is
    /// the one SQLite's own automatic checkpoint uses: it takes that checkpoint's place, and
    /// `PRAGMA wal_autocheckpoint` must not be used on our connections, as it would put
    /// SQLite's hook back and stop the count.
    func countCommits(checkpointingAt pages: Int) throws {
        sqlite3_wal_hook(try openHandle(), Self.afterCommit, UnsafeMutableRawPointer(bitPattern: pages))
    }

    private static let afterCommit: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32 = {
        pages, db, name, walPages in
        Connection.commits.add(1, ordering: .releasing)
        let threshold = Int(bitPattern: pages)
        // What SQLite's default hook does (sqlite3WalDefaultHook): a passive checkpoint, whose
        // failure leaves the pages for the next one.
        if threshold > 0, Int(walPages) >= threshold { sqlite3_wal_checkpoint(db, name) }
        return SQLITE_OK
    }
}
