import SQLite

extension Schema {
    /// A history import in short transactions, invisible until it is whole (issue 23): its
    /// rows carry its id while its `imports` row is 'pending', and every page reads through
    /// `PendingImports.visible`, so flipping that one row shows all of it at once, and a
    /// crash leaves only rows no page shows (cleared at the next start).
    ///
    /// - `workouts.import_id`: the import that wrote the row, 0 for any other write.
    /// - `workout_dates.pending_count`: a running import's sets of the day, added to
    ///   `entry_count` when it turns visible; a day row with only those is shown by no page,
    ///   and the triggers no longer delete a day that still holds them.
    /// - `daily_bests` gets a layer per import (`import_id`, 0 for the sets written one at a
    ///   time): an import writes its own sets' bests into its layer, and a page takes the
    ///   best of the visible layers, so no row of an earlier layer changes when it turns visible.
    /// - `import_records`: the records the user's lifts will have once the running import is
    ///   visible, copied into `exercise_records` in its final transaction (at most one per
    ///   lift of the file, `ImportBatch.mostExercises`).
    /// One running import per user (`imports_pending`), so each user has at most one layer
    /// of pending rows.
    static let migration012 = Migration("imports in short transactions, invisible while pending", sql: """
        ALTER TABLE imports ADD COLUMN state TEXT NOT NULL DEFAULT 'visible' CHECK (state IN ('pending', 'visible'));
        CREATE UNIQUE INDEX imports_pending ON imports(user_id) WHERE state = 'pending';
        ALTER TABLE workouts ADD COLUMN import_id INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX workouts_by_import ON workouts(import_id) WHERE import_id <> 0;
        ALTER TABLE workout_dates ADD COLUMN pending_count INTEGER NOT NULL DEFAULT 0;
        DROP TRIGGER workout_deleted;
        CREATE TRIGGER workout_deleted AFTER DELETE ON workouts BEGIN
            UPDATE workout_dates SET entry_count = entry_count - 1 WHERE user_id = OLD.user_id AND date = OLD.date;
            DELETE FROM workout_dates WHERE user_id = OLD.user_id AND date = OLD.date AND entry_count <= 0 AND pending_count = 0;
        END;
        DROP TRIGGER workout_moved;
        CREATE TRIGGER workout_moved AFTER UPDATE OF date ON workouts WHEN NEW.date <> OLD.date BEGIN
            UPDATE workout_dates SET entry_count = entry_count - 1 WHERE user_id = OLD.user_id AND date = OLD.date;
            DELETE FROM workout_dates WHERE user_id = OLD.user_id AND date = OLD.date AND entry_count <= 0 AND pending_count = 0;
        END;
        CREATE TABLE daily_bests_by_import(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            lift_key TEXT NOT NULL,
            date TEXT NOT NULL,
            import_id INTEGER NOT NULL DEFAULT 0,
            kilograms REAL NOT NULL,
            PRIMARY KEY(user_id, lift_key, date, import_id)
        ) WITHOUT ROWID;
        INSERT INTO daily_bests_by_import(user_id, lift_key, date, kilograms) SELECT user_id, lift_key, date, kilograms FROM daily_bests;
        DROP TABLE daily_bests;
        ALTER TABLE daily_bests_by_import RENAME TO daily_bests;
        CREATE TABLE import_records(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            lift_key TEXT NOT NULL,
            import_id INTEGER NOT NULL,
            slug TEXT NOT NULL,
            lift TEXT NOT NULL,
            days INTEGER NOT NULL,
            latest_date TEXT NOT NULL,
            latest_kg REAL NOT NULL,
            pr_date TEXT NOT NULL,
            pr_kg REAL NOT NULL,
            PRIMARY KEY(user_id, lift_key),
            UNIQUE(user_id, slug)
        ) WITHOUT ROWID;
        """)
    // The records of a database older than migration 4, whose sets had none, are computed by
    // migration 26 (`Schema.refreshEveryRecord`): `HistoryRecords` reads the columns it adds.
}
