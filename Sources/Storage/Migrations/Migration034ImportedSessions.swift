import SQLite

extension Schema {
    /// Live sessions from our CSV export (issue 36): a history import makes the sessions its
    /// file's sets were ticked in, and marks them with its id as it marks its sets (migration
    /// 12), so an import undone takes them away and none shows while it is pending.
    static let migration034 = Migration("sessions made by a history import", sql: """
        ALTER TABLE workout_sessions ADD COLUMN import_id INTEGER NOT NULL DEFAULT 0;
        """)
}
