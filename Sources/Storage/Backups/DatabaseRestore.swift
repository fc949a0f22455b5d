import Glibc
import SQLite

/// What `DatabaseRestore.restore` did.
public struct RestoreReport: Sendable, Equatable {
    /// The schema version of the file restored, before it was migrated.
    public let restoredVersion: Int
    /// The schema version the database is at now.
    public let currentVersion: Int
    /// Where the database that was replaced went; nil when there was none.
    public let kept: String?
}

/// Puts a backup in place of the database. The caller holds the `DatabaseLock`, so no
/// server has the file open.
public enum DatabaseRestore {
    /// Checks that `file` is a Lifting Log database this build can read, copies it beside
    /// `path`, moves the current database (with its `-wal` and `-shm`) to `kept`, puts the
    /// copy in its place and migrates it.
    public static func restore(_ file: String, into path: String, keepingOldAs kept: String) throws(RestoreError) -> RestoreReport {
        let version = try schemaVersion(of: file)
        let incoming = path + ".restoring"
        do {
            try DatabaseCopy.make(from: file, to: incoming, replacing: true)
        } catch {
            throw .copying(error)
        }
        defer { unlink(incoming) }
        let keptPath = DatabaseFiles.exists(path) ? kept : nil
        do {
            if let keptPath {
                // A damaged database, the usual reason to restore, may refuse; then its `-wal`
                // and `-shm` move with it.
                try? checkpoint(path)
                try DatabaseFiles.move(path, to: keptPath)
            }
            try DatabaseFiles.move(incoming, to: path)
            try DatabaseFiles.sync(DatabaseFiles.folder(of: path))
        } catch {
            // Nothing of the old database may be lost: put it back where it was.
            if let keptPath { try? DatabaseFiles.move(keptPath, to: path) }
            throw .copying(error)
        }
        do {
            let database = try Database(path: path)
            database.close()
        } catch {
            throw .migration("\(error)", kept: keptPath)
        }
        return RestoreReport(restoredVersion: version, currentVersion: Schema.migrator.latestVersion, kept: keptPath)
    }

    /// The schema version of `file`, once it proves to be a Lifting Log database no newer
    /// than this build.
    static func schemaVersion(of file: String) throws(RestoreError) -> Int {
        guard DatabaseFiles.exists(file) else { throw .noFile(file) }
        let version: Int
        do {
            let connection = try Connection(path: file, mode: .readOnly)
            defer { connection.close() }
            let marker = try connection.prepare("""
                SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('schema_migrations', 'users')
                """).firstValue { $0.int() }
            guard marker == 2 else { throw RestoreError.notLiftingLog(file) }
            version = try Migrator.version(of: connection)
        } catch let error as RestoreError {
            throw error
        } catch let error as SQLiteError where error.isNotADatabase {
            throw .notSQLite(file)
        } catch {
            throw .copying(.cannotRead(file, reason: "\(error)"))
        }
        let known = Schema.migrator.latestVersion
        guard version <= known else { throw .newerSchema(file, found: version, known: known) }
        return version
    }

    /// Moves every write in the WAL into the file itself, so the kept copy needs no `-wal`.
    private static func checkpoint(_ path: String) throws(BackupError) {
        do {
            let connection = try Connection(path: path)
            defer { connection.close() }
            try connection.prepare("PRAGMA wal_checkpoint(TRUNCATE)").run()
        } catch {
            throw .cannotRead(path, reason: "\(error)")
        }
    }
}
