import SQLite

/// A long write (a history import, or undoing one) as a series of short transactions, so
/// the write lock is never held for long: each runs steps for about `budget`, and between
/// two the writers that waited meanwhile go first (`WriteLockWaiters`). What readers must
/// not see half of stays pending until one last small transaction (`PendingImports`).
struct ShortTransactions {
    /// Work per transaction, while nobody else waits for the lock.
    static let budget = Duration.milliseconds(20)
    /// Work per transaction after one during which others waited: they wait less for the next.
    static let budgetWhileOthersWrite = Duration.milliseconds(5)

    /// Runs at the start of each transaction and may throw to stop the whole write there,
    /// with what the earlier transactions committed left in place.
    var check: () throws -> Void = {}

    /// Calls `step` until it returns false (nothing left), in transactions of about `budget`.
    func run(on connection: Connection, _ step: () throws -> Bool) throws {
        let clock = ContinuousClock()
        var more = true
        var budget = Self.budget
        while more {
            let mark = WriteLockWaiters.mark
            try connection.transaction {
                try check()
                let end = clock.now + budget
                repeat { more = try step() } while more && clock.now < end
            }
            budget = WriteLockWaiters.letWaitersGo(since: mark) ? Self.budgetWhileOthersWrite : Self.budget
        }
    }
}
