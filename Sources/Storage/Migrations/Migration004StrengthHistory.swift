import SQLite

extension Schema {
    /// The strength history (issue 11). Imported warm-up sets are kept in the log but marked,
    /// since they count for no estimate. `daily_bests` (the best estimated one-rep max per lift
    /// and day, in kilograms) and `exercise_records` (per lift: training days, latest day, PR)
    /// are derived from `workouts` by `HistoryRecords` on every write, so the history and a
    /// chart read a few rows instead of years of sets. `imports` remembers each import.
    static let migration004 = Migration("strength history: warm-ups, daily bests, records, imports", sql: """
        ALTER TABLE workouts ADD COLUMN warmup INTEGER NOT NULL DEFAULT 0 CHECK (warmup IN (0, 1));
        CREATE TABLE daily_bests(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            lift_key TEXT NOT NULL,
            date TEXT NOT NULL,
            kilograms REAL NOT NULL,
            PRIMARY KEY(user_id, lift_key, date)
        ) WITHOUT ROWID;
        CREATE TABLE exercise_records(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            lift_key TEXT NOT NULL,
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
        CREATE TABLE imports(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            added INTEGER NOT NULL,
            already INTEGER NOT NULL,
            rejected INTEGER NOT NULL,
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
        );
        CREATE INDEX imports_by_user ON imports(user_id, id);
        """)
    // The records of the sets stored before this migration are computed by migration 12:
    // `HistoryRecords` reads the columns that one adds.
}
