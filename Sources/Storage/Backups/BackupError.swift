import SQLite

/// Why a copy of the database (a backup, or the file being restored) was not made, in
/// words the person running the command can act on.
public enum BackupError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The database to copy is not there.
    case noDatabase(String)
    /// The folder the copy should go in is not there.
    case noFolder(String)
    /// The copy would replace a file that exists.
    case exists(String)
    /// The disk ran out of space while writing the copy.
    case diskFull(String)
    case cannotWrite(String, reason: String)
    case cannotRead(String, reason: String)
    /// `PRAGMA integrity_check` found problems in the copy, which was thrown away.
    case integrity(String, report: String)

    public var description: String {
        switch self {
        case .noDatabase(let path):
            "There is no database at \(path). Pass the one the server uses with --db or LIFTINGLOG_DB."
        case .noFolder(let folder):
            "The folder \(folder) does not exist. Create it first, or write the backup somewhere else."
        case .exists(let path):
            "\(path) already exists. Choose another name, or add --force to replace it."
        case .diskFull(let path):
            "The disk is full: \(path) could not be written, and nothing was kept. Free some space and try again."
        case .cannotWrite(let path, let reason):
            "Cannot write \(path): \(reason). Check the folder's permissions and free space."
        case .cannotRead(let path, let reason):
            "Cannot read the database \(path): \(reason)"
        case .integrity(let path, let report):
            "The copy of \(path) failed SQLite's integrity check and was not kept: \(report). "
                + "The database itself may be damaged; keep your older backups."
        }
    }

    /// A failure of SQLite while writing the copy.
    static func copying(_ error: any Error, destination: String) -> BackupError {
        if let error = error as? SQLiteError {
            return error.isDiskFull ? .diskFull(destination) : .cannotWrite(destination, reason: error.message)
        }
        return .cannotWrite(destination, reason: "\(error)")
    }
}
