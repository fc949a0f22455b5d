import SQLite

extension Schema {
    /// The same lift under other names (issue 24).
    ///
    /// - `lift_names`: what an imported spelling is, by its `LiftName.key`: the key of the
    ///   lifter's lift it was mapped to at an import's preview, or merged or renamed into on
    ///   `/history`. A later import applies it without asking.
    /// - `import_previews`: an upload waiting for the lifter to choose what its new names are.
    ///   The bytes are kept here rather than in the browser, so the file is uploaded once and
    ///   the confirmation is a small form; the row is nothing any page shows, one per user (a
    ///   new upload replaces it), gone once confirmed or past `expires_at` (cleared at each new
    ///   preview and at start-up). AUTOINCREMENT, so an old page's id never names a newer preview.
    static let migration019 = Migration("lift names remembered across imports, and imports waiting for the lifter's choice", sql: """
        CREATE TABLE lift_names(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            spelling TEXT NOT NULL,
            lift_key TEXT NOT NULL,
            PRIMARY KEY(user_id, spelling)
        ) WITHOUT ROWID;
        CREATE TABLE import_previews(
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
            form TEXT NOT NULL,
            body BLOB NOT NULL,
            expires_at INTEGER NOT NULL
        );
        CREATE INDEX import_previews_by_expiry ON import_previews(expires_at);
        """)
}
