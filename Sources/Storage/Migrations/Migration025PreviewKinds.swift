import SQLite

extension Schema {
    /// An upload waits for the history import's preview or for the schedule import's round
    /// that names the front desk's locations (issue 35): one per user and kind, so `user_id`
    /// is no longer unique alone. SQLite cannot drop a column's UNIQUE, so the table is made
    /// again; the uploads waiting are kept (all history), and so is the AUTOINCREMENT's
    /// sequence, so an old page's id never names a newer upload.
    static let migration025 = Migration("uploads kept for the schedule import too, one per user and kind", sql: """
        CREATE TABLE import_previews_by_kind(
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('history', 'schedule')),
            form TEXT NOT NULL,
            file TEXT NOT NULL,
            size INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            UNIQUE(user_id, kind)
        );
        INSERT INTO import_previews_by_kind(id, user_id, kind, form, file, size, expires_at)
            SELECT id, user_id, 'history', form, file, size, expires_at FROM import_previews;
        DELETE FROM sqlite_sequence WHERE name = 'import_previews_by_kind';
        INSERT INTO sqlite_sequence(name, seq) SELECT 'import_previews_by_kind', seq FROM sqlite_sequence WHERE name = 'import_previews';
        DROP TABLE import_previews;
        ALTER TABLE import_previews_by_kind RENAME TO import_previews;
        CREATE INDEX import_previews_by_expiry ON import_previews(expires_at);
        """)
}
