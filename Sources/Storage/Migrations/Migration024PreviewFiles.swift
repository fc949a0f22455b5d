import SQLite

extension Schema {
    /// An upload waiting at the import's preview lives in a file of its own (issue 35), not in
    /// `import_previews.body`: a row's bytes went into every backup, and the pages an expired
    /// one freed stayed in the database file. The row now names its file in
    /// `<data>/previews/` (`PreviewFiles`, a random name) and says how large it is, so the
    /// previews' total can be held under a cap. Uploads waiting when the server is upgraded
    /// are dropped with their bytes: the lifter chooses the file again, as after the hour.
    static let migration024 = Migration("import previews kept as files beside the database, with their sizes", sql: """
        DELETE FROM import_previews;
        ALTER TABLE import_previews DROP COLUMN body;
        ALTER TABLE import_previews ADD COLUMN file TEXT NOT NULL DEFAULT '';
        ALTER TABLE import_previews ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
        """)
}
