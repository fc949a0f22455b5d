import Glibc

/// An exclusive `flock` on `NAME.lock` beside the database, held by a running server (and by
/// `restore` while it swaps the file), so a restore never pulls the file from under a server
/// and two servers never share one database.
///
/// A file of its own, not the database: closing any descriptor of the database file would
/// drop the `fcntl` locks SQLite holds on it in this process. On Linux `flock` and `fcntl`
/// locks do not see each other, so `liftinglog user …` still opens the database while a
/// server runs.
public final class DatabaseLock: Sendable {
    public let path: String
    private let descriptor: Int32

    /// Takes the lock without waiting; throws `.inUse` when another process holds it.
    public init(databasePath: String) throws(StorageError) {
        try Database.createFolder(of: databasePath)
        path = databasePath + ".lock"
        // Close-on-exec: the supervisor holds it for the server processes it starts, which
        // need no copy of their own.
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StorageError.cannotOpen(path, reason: DatabaseFiles.lastError)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            throw reason == EWOULDBLOCK ? StorageError.inUse(databasePath) : StorageError.cannotOpen(path, reason: String(cString: strerror(reason)))
        }
    }

    deinit {
        close(descriptor)
    }
}
