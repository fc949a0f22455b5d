/// Why `liftinglog restore` left the database as it was, or what it could not finish.
public enum RestoreError: Error, Sendable, CustomStringConvertible, Equatable {
    case noFile(String)
    case notSQLite(String)
    /// An SQLite file without Lifting Log's tables.
    case notLiftingLog(String)
    case newerSchema(String, found: Int, known: Int)
    case copying(BackupError)
    /// The restored file is in place but its schema could not be brought up to date; the
    /// database it replaced is kept under `kept`.
    case migration(String, kept: String?)

    public var description: String {
        switch self {
        case .noFile(let file):
            "There is no file \(file) to restore."
        case .notSQLite(let file):
            "\(file) is not an SQLite database, so not a Lifting Log backup. Nothing was changed."
        case .notLiftingLog(let file):
            "\(file) is an SQLite database but not Lifting Log's (it has no schema_migrations and users tables). Nothing was changed."
        case let .newerSchema(file, found, known):
            "\(file) was written by a newer Lifting Log (schema \(found), this build knows \(known)). "
                + "Upgrade Lifting Log first, then restore. Nothing was changed."
        case .copying(let error):
            "\(error) Nothing was changed."
        case let .migration(reason, kept):
            "The backup is in place but could not be brought up to date: \(reason)"
                + (kept.map { " The database it replaced is kept as \($0)." } ?? "")
        }
    }
}
