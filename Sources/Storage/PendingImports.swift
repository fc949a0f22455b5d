import SQLite

/// The life of a history import that writes in short transactions (migration 12), or of an
/// archive of routes (migration 20): begun as a 'pending' `imports` row whose id its rows
/// carry, made visible in one small transaction, or undone, by itself when it fails or at the
/// next start when its process died.
enum PendingImports {
    /// The condition that keeps a row of `workouts` or `daily_bests` out of every page while
    /// the import that wrote it runs. Every query that reads those tables for a page has it.
    static let visible = "import_id NOT IN (SELECT id FROM imports WHERE state = 'pending')"

    /// `visible`, plus the rows of the running import `?` (0 for none): what that import's
    /// records are computed from.
    static let visibleWithImport = "import_id NOT IN (SELECT id FROM imports WHERE state = 'pending' AND id <> ?)"

    /// The import's row, pending; `.importRunning` when the user has one running already.
    static func begin(userID: Int64, source: String, sha256: String, on connection: Connection) throws -> Int64 {
        do {
            return try connection.transaction {
                try connection.cached("INSERT INTO imports(user_id, source, sha256, added, already, rejected, state) VALUES (?, ?, ?, 0, 0, 0, 'pending')")
                    .run([userID, source, sha256])
                return connection.lastInsertRowID
            }
        } catch let error as SQLiteError where error.isUniqueViolation {
            throw StorageError.importRunning
        }
    }

    /// Throws `.importCancelled` unless the import is still pending: the account may have
    /// been deleted meanwhile, and with foreign keys off its rows would outlive it.
    static func checkPending(_ importID: Int64, on connection: Connection) throws {
        let pending = try connection.cached("SELECT 1 FROM imports WHERE id = ? AND state = 'pending'").first([importID]) { _ in true }
        guard pending == true else { throw StorageError.importCancelled }
    }

    /// The one small transaction that shows the whole import: its days' counts, its lifts'
    /// records (one row per lift of the file at most) and its own row, whose update bumps the
    /// user's data version (migration 8). `alongside` runs first in it: changes to the
    /// entries stored already, shown with the import's own.
    static func makeVisible(_ importID: Int64, userID: Int64, added: Int, already: Int, rejected: Int, on connection: Connection,
                            alongside: () throws -> Void = {}) throws {
        try connection.transaction {
            try checkPending(importID, on: connection)
            try alongside()
            try connection.cached("UPDATE workout_dates SET entry_count = entry_count + pending_count, pending_count = 0 WHERE user_id = ? AND pending_count > 0")
                .run([userID])
            try connection.cached("""
                INSERT INTO exercise_records(user_id, lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg)
                SELECT user_id, lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg FROM import_records WHERE user_id = ? AND true
                ON CONFLICT(user_id, lift_key) DO UPDATE SET lift = excluded.lift, days = excluded.days, latest_date = excluded.latest_date,
                    latest_kg = excluded.latest_kg, pr_date = excluded.pr_date, pr_kg = excluded.pr_kg
                """).run([userID])
            try connection.cached("DELETE FROM import_records WHERE user_id = ?").run([userID])
            try connection.cached("UPDATE imports SET state = 'visible', added = ?, already = ?, rejected = ? WHERE id = ?")
                .run([added, already, rejected, importID])
        }
    }

    /// Deletes what the import wrote, in short transactions, its row last, so an undo cut
    /// short is finished at the next start. Returns false when `deadline` came first.
    @discardableResult
    static func undo(_ importID: Int64, userID: Int64, on connection: Connection, deadline: ContinuousClock.Instant? = nil) throws -> Bool {
        let clock = ContinuousClock()
        var finished = true
        let inTime = { () -> Bool in
            finished = deadline.map { clock.now < $0 } ?? true
            return finished
        }
        // Deleted with the triggers off: the rows were never counted in `entry_count`. They
        // lie from the import's first id on (migration 22); each step starts past the last
        // row it deleted, so other users' rows among them are passed over once.
        var from = try connection.cached("SELECT first_workout_id FROM imports WHERE id = ? AND first_workout_id IS NOT NULL")
            .firstValue([importID]) { $0.int64() }
        try connection.withoutTriggersOrForeignKeys {
            let sets = try connection.prepare("""
                DELETE FROM workouts WHERE id IN (SELECT id FROM workouts WHERE id >= ? AND import_id = ? ORDER BY id LIMIT 500) RETURNING id
                """)
            try ShortTransactions().run(on: connection) {
                guard let start = from else { return false }
                var last: Int64?
                last = try sets.allValues([start, importID]) { $0.int64() }.max()
                from = last.map { $0 + 1 }
                return from != nil && inTime()
            }
        }
        guard finished else { return false }
        // An archive of routes (migration 20).
        let routes = try connection.prepare("DELETE FROM routes WHERE id IN (SELECT id FROM routes WHERE import_id = ? LIMIT 200)")
        try ShortTransactions().run(on: connection) {
            try routes.run([importID])
            return connection.changes > 0 && inTime()
        }
        guard finished else { return false }
        var keys = try connection.prepare("SELECT DISTINCT lift_key FROM daily_bests WHERE user_id = ? AND import_id = ?")
            .allValues([userID, importID]) { $0.string() }
        let bests = try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ? AND import_id = ?")
        try ShortTransactions().run(on: connection) {
            if let key = keys.popLast() { try bests.run([userID, key, importID]) }
            return !keys.isEmpty && inTime()
        }
        guard finished else { return false }
        try connection.transaction {
            try connection.cached("UPDATE workout_dates SET pending_count = 0 WHERE user_id = ? AND pending_count > 0").run([userID])
            try connection.cached("DELETE FROM workout_dates WHERE user_id = ? AND entry_count <= 0 AND pending_count = 0").run([userID])
            try connection.cached("DELETE FROM import_records WHERE user_id = ?").run([userID])
            // The sessions it made for its sets (migration 34); few, one per workout of the file.
            try connection.cached("DELETE FROM workout_sessions WHERE user_id = ? AND import_id = ?").run([userID, importID])
            try connection.cached("DELETE FROM imports WHERE id = ?").run([importID])
        }
        return true
    }

    private enum PendingColumn: String, ColumnName {
        case id, userID = "user_id"
    }

    /// Undoes the imports a process that died left pending. Only for start-up, before
    /// anything serves: a running import's rows are pending too.
    static func undoAll(on connection: Connection) throws {
        let pending = try connection.prepare("SELECT id, user_id FROM imports WHERE state = 'pending'")
            .all(reading: PendingColumn.self) { ($0.int64(.id), $0.int64(.userID)) }
        for (importID, userID) in pending {
            try undo(importID, userID: userID, on: connection)
        }
    }
}
