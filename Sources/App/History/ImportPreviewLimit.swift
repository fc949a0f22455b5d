import Domain
import Glibc
import HTTP
import Storage

/// How many bytes the uploads waiting at import previews may take together (issue 35): a
/// stranger's sign-ups must not fill the disk with files they never confirm. The history
/// import's preview and the schedule import's round naming locations both keep theirs here.
enum ImportPreviewLimit {
    static let defaultBytes = 512 << 20
    /// What `--max-import-previews` takes; 0 keeps no preview at all.
    static let range = 0...(1 << 40)
    /// An hour: time to answer the page's questions, not a place to keep files.
    static let lifetime: Int64 = 3600

    /// `configured`, or the default: 512 MB, or a tenth of the disk's free bytes when that is
    /// less, asked at each upload as the disk fills.
    static func bytes(configured: Int?, database: Database) -> Int {
        configured ?? min(defaultBytes, database.availableBytesForPreviews() / 10)
    }

    /// Keeps the user's upload of that kind for `lifetime` (replacing their earlier one) and
    /// returns its id for the next form; past the limit, a 503 saying when to try again.
    static func keep(_ upload: ExportBytes, kind: ImportPreviewKind, form: String, userID: Int64, services: Services) throws -> Int64 {
        let limit = bytes(configured: services.config.importPreviewLimit, database: services.database)
        do {
            return try services.database.saveImportPreview(userID: userID, kind: kind, form: form, bytes: upload, limit: limit,
                                                           now: Int64(services.clock.now()), lifetime: lifetime)
        } catch StorageError.importPreviewsFull(let retryAfter) {
            throw HTTPError(.serviceUnavailable, StorageError.importPreviewsFull(retryAfter: retryAfter).description,
                            headers: ["Retry-After": String(retryAfter)])
        }
    }
}
