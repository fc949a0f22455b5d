import Domain
import SQLite

/// Uploads waiting at the import's preview for the lifter's choice of names, or for staff to
/// name the front desk's locations (migrations 19, 24 and 25): a row with the import form's
/// choices and the name of a file in `previews/` (`PreviewFiles`) that holds the bytes. One per
/// lifter and `ImportPreviewKind`, all of them together under a limit of bytes, each gone after its lifetime. `now` is the Unix time in seconds, passed in so a
/// test can move the clock.
///
/// The row is written before its file, and the file takes its name only once whole, so after
/// a crash between the two steps there is a row without a file (its preview is gone: the
/// lifter uploads again) or a file, or a `.partial` one, without a row; the sweep at start-up
/// removes both, and the sweep on each upload and confirmation removes files no row names.
extension Database {
    /// The other users' previews: their bytes together and the soonest expiry.
    private enum OthersColumn: String, ColumnName {
        case others, firstExpiry = "first_expiry"
    }

    private enum PreviewColumn: String, ColumnName {
        case form, file, size
    }

    public struct ImportPreview: Sendable {
        public let id: Int64
        /// The import form's choices, as it posted them (urlencoded).
        public let form: String
        /// The upload, open: it can be read to the end even if it is removed meanwhile.
        public let file: PreviewFile
    }

    var previewFiles: PreviewFiles {
        PreviewFiles(folder: (folder == "/" ? "" : folder) + "/previews")
    }

    /// Bytes free on the disk the previews are kept on, for their default limit.
    public func availableBytesForPreviews() -> Int {
        previewFiles.availableBytes()
    }

    private enum Reservation {
        case kept(id: Int64, replaced: String?)
        case full(retryAfter: Int)
    }

    /// Keeps an upload for `lifetime` seconds, replacing the user's earlier one of that kind,
    /// and returns its id for the next form; its bytes are copied to the file a piece at a time.
    /// Throws `.importPreviewsFull` and keeps nothing when the other users' previews and this
    /// one would hold more than `limit` bytes: the check and the row that reserves the bytes
    /// are one transaction, so two uploads at once cannot both pass.
    public func saveImportPreview(userID: Int64, kind: ImportPreviewKind, form: String, bytes: ExportBytes, limit: Int, now: Int64, lifetime: Int64)
        throws(StorageError) -> Int64 {
        let size = bytes.count
        sweepImportPreviews(now: now)
        let files = previewFiles
        let name = PreviewFiles.newName()
        let reservation: Reservation = try self.write { connection in
            let (others, firstExpiry) = try connection.cached("""
                SELECT coalesce(sum(size), 0) AS others, min(expires_at) AS first_expiry FROM import_previews
                WHERE NOT (user_id = ? AND kind = ?) AND expires_at > ?
                """).first([userID, kind.rawValue, now], reading: OthersColumn.self) {
                    ($0.int(.others), $0.isNull(.firstExpiry) ? nil : $0.int64(.firstExpiry))
                } ?? (0, nil)
            guard size <= limit - others else {
                return .full(retryAfter: Int(max(1, (firstExpiry ?? now + lifetime) - now)))
            }
            let replaced = try connection.cached("DELETE FROM import_previews WHERE user_id = ? AND kind = ? RETURNING file")
                .firstValue([userID, kind.rawValue]) { $0.string() }
            try connection.cached("INSERT INTO import_previews(user_id, kind, form, file, size, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
                .run([userID, kind.rawValue, form, name, size, now + lifetime])
            return .kept(id: connection.lastInsertRowID, replaced: replaced)
        }
        switch reservation {
        case .full(let retryAfter):
            throw StorageError.importPreviewsFull(retryAfter: retryAfter)
        case .kept(let id, let replaced):
            if let replaced { files.remove(replaced) }
            do {
                try files.write(name, bytes)
            } catch {
                try? deleteImportPreview(userID: userID, id: id)
                throw error
            }
            return id
        }
    }

    /// The user's upload of that id and kind, open for reading, unless it expired, a newer one
    /// replaced it, or its file is not there (the process died while writing it).
    public func importPreview(userID: Int64, id: Int64, kind: ImportPreviewKind, now: Int64) throws(StorageError) -> ImportPreview? {
        sweepImportPreviews(now: now)
        let row = try read { connection in
            try connection.cached("SELECT form, file, size FROM import_previews WHERE user_id = ? AND id = ? AND kind = ? AND expires_at > ?")
                .first([userID, id, kind.rawValue, now], reading: PreviewColumn.self) { (form: $0.string(.form), file: $0.string(.file), size: $0.int(.size)) }
        }
        guard let row, let file = previewFiles.reading(row.file), file.count == row.size else { return nil }
        return ImportPreview(id: id, form: row.form, file: file)
    }

    /// Drops the row and its file: once confirmed, or when its file could not be written.
    public func deleteImportPreview(userID: Int64, id: Int64) throws(StorageError) {
        let file = try write { connection in
            try connection.cached("DELETE FROM import_previews WHERE user_id = ? AND id = ? RETURNING file").firstValue([userID, id]) { $0.string() }
        }
        if let file { previewFiles.remove(file) }
    }

    /// Removes the previews past their time, and the files no row names (a deleted account's,
    /// one whose row was replaced while its file was being written). The folder is listed
    /// before the rows are read: a file appears only after its row, so a file being written
    /// now is named by a row read later. A failure leaves the files for the next sweep.
    func sweepImportPreviews(now: Int64) {
        let files = previewFiles
        let listed = files.names()
        let named = try? write { connection in
            let expired = try connection.cached("DELETE FROM import_previews WHERE expires_at <= ? RETURNING file").allValues([now]) { $0.string() }
            let kept = try connection.cached("SELECT file FROM import_previews").allValues { $0.string() }
            return (expired: expired, kept: Set(kept))
        }
        guard let named else { return }
        named.expired.forEach(files.remove)
        for name in listed where !named.kept.contains(Self.previewName(of: name)) {
            files.remove(Self.previewName(of: name))
        }
    }

    /// For a quiet server (`AppResponder.becameIdle`): sweeps once a preview's hour is up, so
    /// that its file goes then and not at the next upload, which on a small server may be days
    /// away. One read of an index when nothing is due.
    public func sweepExpiredImportPreviews(now: Int64) {
        let due = try? read { connection in
            try connection.cached("SELECT min(expires_at) FROM import_previews").firstValue { $0.isNull() ? nil : $0.int64() }
        }
        guard let due = due ?? nil, due <= now else { return }
        sweepImportPreviews(now: now)
    }

    private enum PreviewRowColumn: String, ColumnName {
        case userID = "user_id", id, file
    }

    /// The start-up sweep, before anything serves: also drops the rows whose file never got
    /// its name (the process died while writing it), with their `.partial` files.
    public func sweepImportPreviewsAtStart(now: Int64) throws(StorageError) {
        let files = previewFiles
        let rows = try read { connection in
            try connection.prepare("SELECT user_id, id, file FROM import_previews").all(reading: PreviewRowColumn.self) {
                ($0.int64(.userID), $0.int64(.id), $0.string(.file))
            }
        }
        for (userID, id, file) in rows where !files.exists(file) {
            try deleteImportPreview(userID: userID, id: id)
        }
        sweepImportPreviews(now: now)
    }

    /// The preview a file in the folder belongs to: its name without `.partial`.
    private static func previewName(of name: String) -> String {
        name.hasSuffix(PreviewFiles.partialSuffix) ? String(name.dropLast(PreviewFiles.partialSuffix.count)) : name
    }
}
