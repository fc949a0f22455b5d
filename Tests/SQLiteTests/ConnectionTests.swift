import Foundation
import SQLite
import XCTest

final class ConnectionTests: XCTestCase {
    func testOpenCreatesTheFile() throws {
        let path = try temporaryDatabasePath()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        let connection = try Connection(path: path)
        defer { connection.close() }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func testOpenInAMissingFolderNamesThePath() throws {
        let path = try temporaryDatabasePath() + "-missing/test.db"
        XCTAssertThrowsError(try Connection(path: path)) { error in
            XCTAssertTrue(String(describing: error).contains(path), "\(error)")
        }
    }

    func testPragmasAreSetOnOpen() throws {
        let connection = try openTemporaryDatabase()
        XCTAssertEqual(try connection.prepare("PRAGMA journal_mode").first { $0.string(0) }, "wal")
        XCTAssertEqual(try connection.prepare("PRAGMA foreign_keys").first { $0.int(0) }, 1)
        XCTAssertEqual(try connection.prepare("PRAGMA synchronous").first { $0.int(0) }, 2, "2 is FULL")
    }

    /// A writer finding the lock taken tries again every millisecond, counting its tries, and
    /// gets the lock as soon as the holder commits (SQLite's own timeout backs off to 100 ms).
    func testAWriterWaitsForTheLockTryingEveryMillisecond() throws {
        let path = try temporaryDatabasePath()
        let holder = try Connection(path: path)
        let waiter = try Connection(path: path)
        try holder.execute("CREATE TABLE t(x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)")
        let mark = WriteLockWaiters.mark
        let committing = Thread { [holder = UncheckedConnection(holder)] in
            usleep(200_000)
            try? holder.connection.execute("COMMIT")
        }
        committing.start()
        try waiter.execute("INSERT INTO t VALUES (2)")
        XCTAssertGreaterThan(WriteLockWaiters.mark - mark, 50, "tried again and again for about 200 ms")
        XCTAssertEqual(try waiter.prepare("SELECT count(*) FROM t").first { $0.int(0) }, 2)
    }

    func testAJobLetsWaitersGoOnlyWhileTheyTry() {
        let clock = ContinuousClock()
        let idle = clock.measure { WriteLockWaiters.letWaitersGo(since: WriteLockWaiters.mark) }
        XCTAssertLessThan(idle, .milliseconds(5), "nobody tried: no pause")
        let waited = clock.measure { WriteLockWaiters.letWaitersGo(since: WriteLockWaiters.mark - 1, limit: .milliseconds(30)) }
        XCTAssertGreaterThanOrEqual(waited, .milliseconds(2), "someone tried since the mark: a pause for them")
    }

    /// A connection handed to the one other thread that uses it.
    private struct UncheckedConnection: @unchecked Sendable {
        let connection: Connection
        init(_ connection: Connection) { self.connection = connection }
    }

    func testForeignKeysAreEnforced() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("""
            CREATE TABLE users(id INTEGER PRIMARY KEY);
            CREATE TABLE workouts(id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id));
            """)
        XCTAssertThrowsError(try connection.prepare("INSERT INTO workouts(user_id) VALUES (?)").run([42])) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "FOREIGN KEY constraint failed")
        }
    }

    func testExecuteRunsEveryStatementOfAScript() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2);")
        XCTAssertEqual(try connection.prepare("SELECT sum(x) FROM t").first { $0.int(0) }, 3)
    }

    func testLastInsertRowIDAndChanges() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, x)")
        try connection.prepare("INSERT INTO t(id, x) VALUES (?, ?)").run([41, "a"])
        XCTAssertEqual(connection.lastInsertRowID, 41)
        try connection.prepare("INSERT INTO t(x) VALUES (?)").run(["b"])
        XCTAssertEqual(connection.lastInsertRowID, 42)
        try connection.prepare("UPDATE t SET x = ?").run(["c"])
        XCTAssertEqual(connection.changes, 2)
    }

    func testPrepareRefusesSeveralStatements() throws {
        let connection = try openTemporaryDatabase()
        XCTAssertThrowsError(try connection.prepare("SELECT 1; SELECT 2")) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.contains("use execute") == true, "\(error)")
        }
        XCTAssertEqual(try connection.prepare("SELECT 1; \n").first { $0.int(0) }, 1)
    }

    func testAClosedConnectionThrows() throws {
        let connection = try openTemporaryDatabase()
        _ = try connection.cached("SELECT 1")
        connection.close()
        XCTAssertThrowsError(try connection.cached("SELECT 1")) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "the connection is closed")
        }
        XCTAssertThrowsError(try connection.execute("SELECT 1"))
    }
}
