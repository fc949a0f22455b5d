import CSQLite
import Synchronization

/// Tells whether a commit became visible in a WAL database since an earlier moment, by any
/// process, from memory and without a system call: a read of the database costs two `fcntl`
/// calls (the WAL read lock) besides the statement, which halved the rate of pages served from
/// the page cache when each asked for a version kept in the file.
///
/// Every connection to a WAL database maps the WAL index (the `-shm` file) and starts each read
/// from its header (<https://sqlite.org/walformat.html>, "The WAL-Index Header"): 48 bytes
/// holding, among others, `iChange` (moved by every transaction), `mxFrame` (the last frame of
/// the last commit) and the WAL's salts (new whenever the WAL starts over). A commit becomes
/// visible to readers exactly when the writer rewrites this header, after its frames are on
/// disk; so while the header is the same, every read sees the same database. The writer writes
/// the header's second copy, then the first; like SQLite's own readers, `now()` reads the first
/// then the second and trusts them only when they agree and the index is initialised.
///
/// The mapping is SQLite's own, of a connection opened for it and used for nothing else, so it
/// stays valid (and the `-shm` file stays in place) until `close`. Nil from `init` when the
/// database is not in WAL mode or its WAL index is not in shared memory (`locking_mode =
/// EXCLUSIVE`); callers then read the database each time.
///
/// `@unchecked Sendable`: the connection and the mapping are touched only inside `state`'s lock.
public final class CommitWatch: @unchecked Sendable {
    /// The WAL-index header at one moment.
    public struct Moment: Equatable, Sendable {
        let words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

        public static func == (left: Moment, right: Moment) -> Bool {
            left.words == right.words
        }
    }

    private struct State {
        var connection: Connection?
        var header: UnsafeRawPointer?
    }

    private let state: Mutex<State>

    /// The size of a region of the WAL index (`WALINDEX_PGSZ`); the header is at the start of the first.
    private static let regionSize: Int32 = 32_768

    public init?(path: String) {
        guard let connection = try? Connection(path: path), let header = try? Self.mapHeader(connection) else { return nil }
        state = Mutex(State(connection: connection, header: UnsafeRawPointer(header)))
    }

    /// Reads once, so the WAL index is mapped, and asks the VFS for the first region of the
    /// connection's mapping.
    private static func mapHeader(_ connection: Connection) throws -> UnsafeMutableRawPointer? {
        guard try connection.prepare("PRAGMA journal_mode").first(map: { $0.string(0) }) == "wal" else {
            connection.close()
            return nil
        }
        _ = try connection.prepare("SELECT count(*) FROM sqlite_master").first { $0.int(0) }
        let db = try connection.openHandle()
        var file: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK, let file,
              let methods = file.pointee.pMethods, methods.pointee.iVersion >= 2, let map = methods.pointee.xShmMap else {
            connection.close()
            return nil
        }
        var region: UnsafeMutableRawPointer?
        guard map(file, 0, regionSize, 0, &region) == SQLITE_OK, let region else {
            connection.close()
            return nil
        }
        return region
    }

    /// The header as it is now; nil while a writer is rewriting it, or after `close`.
    public func now() -> Moment? {
        state.withLock { state in
            guard let header = state.header else { return nil }
            let first = Self.words(header)
            atomicMemoryFence(ordering: .acquiring)
            let second = Self.words(header + 48)
            // `isInit`, the byte after `iVersion`, `unused` and `iChange`.
            guard first == second, header.load(fromByteOffset: 12, as: UInt8.self) == 1 else { return nil }
            return Moment(words: first)
        }
    }

    private static func words(_ copy: UnsafeRawPointer) -> (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) {
        (copy.load(as: UInt64.self), copy.load(fromByteOffset: 8, as: UInt64.self), copy.load(fromByteOffset: 16, as: UInt64.self),
         copy.load(fromByteOffset: 24, as: UInt64.self), copy.load(fromByteOffset: 32, as: UInt64.self), copy.load(fromByteOffset: 40, as: UInt64.self))
    }

    /// Closes the connection, and with it the mapping; `now` answers nil from then on.
    public func close() {
        state.withLock { state in
            state.header = nil
            state.connection?.close()
            state.connection = nil
        }
    }
}
