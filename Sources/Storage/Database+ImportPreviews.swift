import SQLite

/// Uploads waiting at the import's preview for the lifter's choice of names (migration 19).
/// `now` is the Unix time in seconds, passed in so a test can move the clock.
extension Database {
    public struct ImportPreview: Sendable, Equatable {
        public let id: Int64
        /// The import form's choices, as it posted them (urlencoded).
        public let form: String
        public let bytes: [UInt8]
    }

    /// Keeps the upload for `lifetime` seconds, replacing the user's earlier one, and clears
    /// everyone's expired ones; returns its id for the confirmation form.
    public func saveImportPreview(userID: Int64, form: String, bytes: [UInt8], now: Int64, lifetime: Int64) throws(StorageError) -> Int64 {
        try write { connection in
            try connection.cached("DELETE FROM import_previews WHERE expires_at <= ? OR user_id = ?").run([now, userID])
            try connection.cached("INSERT INTO import_previews(user_id, form, body, expires_at) VALUES (?, ?, ?, ?)")
                .run([userID, form, bytes, now + lifetime])
            return connection.lastInsertRowID
        }
    }

    /// The user's upload of that id, unless it expired or a newer one replaced it.
    public func importPreview(userID: Int64, id: Int64, now: Int64) throws(StorageError) -> ImportPreview? {
        try read { connection in
            try connection.cached("SELECT id, form, body FROM import_previews WHERE user_id = ? AND id = ? AND expires_at > ?")
                .first([userID, id, now]) { ImportPreview(id: $0.int64(0), form: $0.string(1), bytes: $0.blob(2)) }
        }
    }

    public func deleteImportPreview(userID: Int64, id: Int64) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM import_previews WHERE user_id = ? AND id = ?").run([userID, id])
        }
    }

    /// Clears the uploads nobody confirmed in time; for start-up, as a preview is otherwise
    /// cleared only when someone makes another.
    public func deleteExpiredImportPreviews(now: Int64) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM import_previews WHERE expires_at <= ?").run([now])
        }
    }
}
