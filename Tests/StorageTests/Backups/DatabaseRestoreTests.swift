import Foundation
import SQLite
import TestSupport
@testable import Storage
import XCTest

final class DatabaseRestoreTests: StorageTestCase {
    private var kept: String { path + ".before-restore-20261123-033000" }
    /// The schema version of this build: the last migration's.
    private let latest = Schema.migrator.latestVersion

    private func emails(in file: String) throws -> [String] {
        let connection = try Connection(path: file, mode: .readOnly)
        defer { connection.close() }
        return try connection.prepare("SELECT email FROM users ORDER BY email").all { $0.string(0) }
    }

    func testTheBackupTakesThePlaceAndTheReplacedDatabaseIsKept() throws {
        _ = try makeUser("before@example.com")
        let backup = folder.path + "/backup.sqlite"
        try DatabaseCopy.make(from: path, to: backup, replacing: false)
        _ = try makeUser("after@example.com")
        database.close()
        let report = try DatabaseRestore.restore(backup, into: path, keepingOldAs: kept)
        XCTAssertEqual(report, RestoreReport(restoredVersion: latest, currentVersion: latest, kept: kept))
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept + "-wal"), "checkpointed: the kept file stands alone")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".restoring"))
        XCTAssertEqual(try emails(in: path), ["before@example.com"])
        XCTAssertEqual(try emails(in: kept), ["after@example.com", "before@example.com"], "the kept file holds every write")
    }

    func testAnOlderSchemaIsMigratedOnTheSpot() throws {
        database.close()
        let old = folder.path + "/old.sqlite"
        let connection = try Connection(path: old)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003]).migrate(connection)
        try connection.execute("""
            INSERT INTO users(email, password_hash, first_name, last_name, birth_date) VALUES ('old@example.com', 'x', 'A', 'B', '1990-01-01')
            """)
        connection.close()
        let report = try DatabaseRestore.restore(old, into: path, keepingOldAs: kept)
        XCTAssertEqual(report.restoredVersion, 3)
        XCTAssertEqual(report.currentVersion, latest)
        XCTAssertEqual(try TestSupport.count("SELECT max(version) FROM schema_migrations", in: path), latest)
        XCTAssertEqual(try emails(in: path), ["old@example.com"])
    }

    func testADamagedDatabaseIsReplacedAndKeptAsItWas() throws {
        let backup = folder.path + "/backup.sqlite"
        try DatabaseCopy.make(from: path, to: backup, replacing: false)
        database.close()
        let damage = Data(String(repeating: "damaged ", count: 1_000).utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: damage))
        XCTAssertEqual(try DatabaseRestore.restore(backup, into: path, keepingOldAs: kept).kept, kept)
        XCTAssertEqual(FileManager.default.contents(atPath: kept), damage)
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM users", in: path), 0)
    }

    func testWithoutADatabaseThereIsNothingToKeep() throws {
        database.close()
        let backup = folder.path + "/backup.sqlite"
        try DatabaseCopy.make(from: path, to: backup, replacing: false)
        let fresh = folder.path + "/new/liftinglog.sqlite"
        try FileManager.default.createDirectory(atPath: folder.path + "/new", withIntermediateDirectories: false)
        XCTAssertNil(try DatabaseRestore.restore(backup, into: fresh, keepingOldAs: fresh + ".kept").kept)
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM users", in: fresh), 0)
    }

    func testFilesThatAreNotLiftingLogDatabasesAreRefusedAndNothingChanges() throws {
        _ = try makeUser("stays@example.com")
        database.close()
        let text = folder.path + "/notes.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: text, contents: Data(String(repeating: "not a database\n", count: 100).utf8)))
        let other = folder.path + "/other.sqlite"
        let connection = try Connection(path: other)
        try connection.execute("CREATE TABLE things(name TEXT)")
        connection.close()
        let newer = folder.path + "/newer.sqlite"
        try DatabaseCopy.make(from: path, to: newer, replacing: false)
        let future = try Connection(path: newer)
        try future.execute("INSERT INTO schema_migrations VALUES (\(latest + 1), 'from the future', '2030-01-01T00:00:00Z')")
        future.close()
        let cases: [(String, RestoreError)] = [
            (folder.path + "/none.sqlite", .noFile(folder.path + "/none.sqlite")),
            (text, .notSQLite(text)),
            (other, .notLiftingLog(other)),
            (newer, .newerSchema(newer, found: latest + 1, known: latest)),
        ]
        for (file, expected) in cases {
            XCTAssertThrowsError(try DatabaseRestore.restore(file, into: path, keepingOldAs: kept)) { error in
                XCTAssertEqual(error as? RestoreError, expected)
            }
        }
        XCTAssertEqual(try emails(in: path), ["stays@example.com"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept))
    }
}
