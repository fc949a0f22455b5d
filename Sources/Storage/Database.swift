import Glibc
import SQLite
import Synchronization

/// The application's database: creates the file and its folder on first start, brings the
/// schema up to date, and hands out connections. All SQL of the app lives in this module.
/// A moment of the database (`Database.commitMoment`), compared with `==`.
public typealias CommitMoment = CommitWatch.Moment

public final class Database: Sendable {
    public let path: String
    /// Connections for reads (and for the history import, which manages its own transaction).
    let pool: ConnectionPool
    /// The one connection that `write` uses: writes queue up and commit together.
    let writes: WriteQueue
    let factSearchCache = FactSearchCache()
    /// Whether anything was committed since the gym's version was last read (see `gymVersion`).
    let commits: CommitWatch?
    /// The gym's version as last read, with the WAL index as it was just before that read.
    let gymVersionSeen = Mutex<(moment: CommitWatch.Moment, version: Int)?>(nil)
    /// Set by `cancelImports()` when the server stops; imports check it between steps.
    let importsCancelled = Atomic<Bool>(false)

    /// Opens (creating if needed) the database at `path` and applies pending migrations.
    public init(path: String, maximumConnections: Int = 4) throws(StorageError) {
        self.path = path
        try Self.createFolder(of: path)
        pool = ConnectionPool(path: path, maximumConnections: maximumConnections)
        writes = WriteQueue(path: path)
        do {
            try pool.withConnection { try Schema.migrator.migrate($0) }
        } catch {
            pool.close()
            throw StorageError.cannotOpen(path, reason: "\(error)")
        }
        commits = CommitWatch(path: path)
    }

    /// The database as every reader sees it now, read from the WAL index in memory
    /// (`CommitWatch`): while two moments are equal, nothing was committed between them by any
    /// process. Nil when it cannot be told (not in WAL mode, or a writer rewriting the header):
    /// the caller then reads the database.
    public func commitMoment() -> CommitMoment? {
        commits?.now()
    }

    /// The folder the database file and its `-wal` and `-shm` companions are in.
    public var folder: String { DatabaseFiles.folder(of: path) }

    public func close() {
        commits?.close()
        writes.close()
        pool.close()
    }

    /// Closes the connections not in use (see `ConnectionPool.closeIdle`).
    public func closeIdleConnections() {
        writes.closeIdle()
        pool.closeIdle()
    }

    /// Creates the folder a database file goes in, with its parents, when missing (`mkdir -p`).
    static func createFolder(of path: String) throws(StorageError) {
        let folder = DatabaseFiles.folder(of: path)
        guard folder != "." else { return }
        var partial = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            partial += part
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw StorageError.cannotCreateFolder(folder, reason: String(cString: strerror(errno)))
            }
            partial += "/"
        }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw StorageError.cannotCreateFolder(folder, reason: "a file of that name is in the way")
        }
    }

    /// Runs `body` with a connection of the pool, turning SQLite failures into storage errors.
    func read<T>(_ body: (Connection) throws -> T) throws(StorageError) -> T {
        try Self.storageErrors { try pool.withConnection(body) }
    }

    /// Runs `body` as one transaction: all of it is stored, or none, and once this returns it
    /// is on disk. Writes of other threads waiting at the same time are committed with it, in
    /// one sync (`WriteQueue`), and they take turns in the order they came, so writers of this
    /// process never wait for each other on SQLite's lock and never see "database is locked"
    /// (only a writer outside the queue can hold them up: another process, or a transaction
    /// opened on a pool connection). Every write goes through here; a long one (an import) in
    /// short bodies, as each holds up the writes queued behind it. Inside a body, `write`
    /// nests (a savepoint).
    func write<T>(_ body: (Connection) throws -> T) throws(StorageError) -> T {
        try Self.storageErrors { try writes.write(body) }
    }

    private static func storageErrors<T>(_ body: () throws -> T) throws(StorageError) -> T {
        do {
            return try body()
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.database("\(error)")
        }
    }
}

extension Database {
    /// Proves the database answers a query, for the health check.
    public func ping() throws(StorageError) {
        _ = try read { try $0.cached("SELECT 1").firstValue { $0.int() } }
    }
}
