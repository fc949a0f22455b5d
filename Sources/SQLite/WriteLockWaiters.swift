import CSQLite
import Glibc
import Synchronization

/// How a connection waits for the write lock, and how a long job that writes in short
/// transactions (a history import) lets the waiting writers go first between two.
///
/// SQLite's own busy timeout sleeps ever longer between tries, up to 100 ms: a writer
/// waiting behind a job that takes the lock again right after each commit keeps missing
/// the moments it is free, and gives up after its timeout with "database is locked". Here
/// a waiter tries again every millisecond and counts its tries, so the job sees that
/// someone waited and holds back its next transaction until they have had their turn.
public enum WriteLockWaiters {
    /// Tries for the lock that found it taken, in the whole process.
    private static let tries = Atomic<Int>(0)
    /// How long a connection waits for the lock before its statement fails with SQLITE_BUSY.
    static let timeout = Duration.seconds(5)
    private static let pause: useconds_t = 1_000

    /// The busy handler every connection gets: `count` is how many times it was called for
    /// this wait. Returning 0 gives up.
    static let handler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { _, count in
        guard Duration.microseconds(Int64(count) * Int64(pause)) < timeout else { return 0 }
        tries.add(1, ordering: .relaxed)
        usleep(pause)
        return 1
    }

    /// A mark to pass to `letWaitersGo` after the transaction that starts now.
    public static var mark: Int { tries.load(ordering: .relaxed) }

    /// Called between two short transactions of a long job, with the `mark` taken before the
    /// first: while connections keep trying for the lock (they tried since the last look), it
    /// sleeps, so they take it; it returns once a pause passes without a try, or after
    /// `limit`, so the job still moves on while others write without a break. Returns
    /// whether anyone had tried since `mark`.
    @discardableResult
    public static func letWaitersGo(since mark: Int, limit: Duration = .milliseconds(50)) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + limit
        var seen = mark
        while clock.now < end {
            let now = tries.load(ordering: .relaxed)
            if now == seen { break }
            seen = now
            // Two pauses: a waiter asleep in its pause wakes and tries within one.
            usleep(2 * pause)
        }
        return seen != mark
    }
}
