/// What can go wrong below the app, with a message for the log or the operator.
public enum StorageError: Error, Sendable, CustomStringConvertible, Equatable {
    case cannotCreateFolder(String, reason: String)
    case cannotOpen(String, reason: String)
    case database(String)
    /// An account with this email exists already.
    case emailTaken

    public var description: String {
        switch self {
        case .cannotCreateFolder(let folder, let reason):
            "Cannot create the database folder \(folder): \(reason). Check the path and its permissions, or pass another --db."
        case .cannotOpen(let path, let reason):
            "Cannot open the database \(path): \(reason)"
        case .database(let detail):
            "Database error: \(detail)"
        case .emailTaken:
            "An account with this email already exists."
        }
    }
}
