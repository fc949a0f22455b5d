import Glibc
import SQLite

/// A consistent copy of a database file, made while a server may be writing to it.
///
/// `VACUUM INTO` rather than the online backup API (`sqlite3_backup_*`): it reads the whole
/// database in one read transaction, and in WAL mode writers go on meanwhile, so the copy is
/// the database as of one instant; the backup API stepped in pieces starts over whenever
/// another connection writes, and stepped in one piece is no better. It also writes a
/// compact, self-contained file in rollback mode (no `-wal` beside it), and it is one
/// prepared statement, with no second connection to set up on the copy.
public enum DatabaseCopy {
    /// Copies the database at `source` to `destination` through a temporary file beside it,
    /// which takes the final name only after `PRAGMA integrity_check` passes on it. An existing
    /// `destination` stays untouched unless `replacing`.
    public static func make(from source: String, to destination: String, replacing: Bool) throws(BackupError) {
        guard DatabaseFiles.exists(source) else { throw .noDatabase(source) }
        let folder = DatabaseFiles.folder(of: destination)
        guard DatabaseFiles.isFolder(folder) else { throw .noFolder(folder) }
        guard replacing || !DatabaseFiles.exists(destination) else { throw .exists(destination) }
        let temporary = "\(destination).partial-\(getpid())"
        unlink(temporary)
        defer { unlink(temporary) }
        try vacuum(source, into: temporary, for: destination)
        try DatabaseFiles.sync(temporary)
        try checkIntegrity(of: temporary, copiedFrom: source)
        try putInPlace(temporary, at: destination, replacing: replacing)
        try DatabaseFiles.sync(folder)
    }

    /// Errors name `destination`, the file the person asked for, not the temporary one.
    private static func vacuum(_ source: String, into temporary: String, for destination: String) throws(BackupError) {
        let connection: Connection
        do {
            connection = try Connection(path: source, mode: .readOnly)
        } catch {
            throw .cannotRead(source, reason: (error as? SQLiteError)?.message ?? "\(error)")
        }
        defer { connection.close() }
        do {
            try connection.prepare("VACUUM INTO ?").run([temporary])
        } catch {
            throw .copying(error, destination: destination)
        }
    }

    private static func checkIntegrity(of copy: String, copiedFrom source: String) throws(BackupError) {
        let problems: [String]
        do {
            let connection = try Connection(path: copy, mode: .readOnly)
            defer { connection.close() }
            problems = try connection.prepare("PRAGMA integrity_check").allValues { $0.string() }
        } catch {
            throw .integrity(source, report: "\(error)")
        }
        guard problems == ["ok"] else { throw .integrity(source, report: problems.prefix(5).joined(separator: "; ")) }
    }

    /// `link` rather than `rename` when nothing may be replaced: it fails if a file took the
    /// name since the first check, where `rename` would silently overwrite it.
    private static func putInPlace(_ temporary: String, at destination: String, replacing: Bool) throws(BackupError) {
        let placed = replacing ? rename(temporary, destination) : link(temporary, destination)
        guard placed == 0 else {
            throw errno == EEXIST ? .exists(destination) : .cannotWrite(destination, reason: DatabaseFiles.lastError)
        }
    }
}
