import SQLite

extension Schema {
    /// A version of everything a user's pages show, so a page built from it can carry an ETag
    /// and a repeat visit be answered 304 without building it. It lives on the user's row so
    /// the session check, which reads that row on every request anyway, reads it for free.
    ///
    /// Triggers bump it for every write path, the users row itself included (profile, unit,
    /// time zone, role, …; the `WHEN` leaves out the bump's own update). `workout_dates`,
    /// `daily_bests` and `exercise_records` are derived from `workouts` in the same transaction,
    /// so the trigger on `workouts` covers them. The bulk import runs with triggers off and
    /// bumps explicitly (`ImportBatch.finish`).
    static let migration008 = Migration("a per-user data version, bumped by every write to the user's data", sql: """
        ALTER TABLE users ADD COLUMN data_version INTEGER NOT NULL DEFAULT 0;
        CREATE TRIGGER user_changed AFTER UPDATE ON users WHEN NEW.data_version = OLD.data_version BEGIN
            UPDATE users SET data_version = data_version + 1 WHERE id = NEW.id;
        END;
        """ + ["workouts", "routes", "recent_searches", "imports"].map(bumpTriggers).joined())

    /// A trigger for each kind of row change on `table`, bumping the version of the row's user.
    static func bumpTriggers(_ table: String) -> String {
        [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")].map { event, row in
            """
            CREATE TRIGGER \(table)_\(event.lowercased())_bumps_version AFTER \(event) ON \(table) BEGIN
                UPDATE users SET data_version = data_version + 1 WHERE id = \(row).user_id;
            END;

            """
        }.joined()
    }
}
