import Glibc
import SQLite
@testable import Storage
import TestSupport
import XCTest

final class DatabaseCopyTests: StorageTestCase {
    private var copy: String { folder.path + "/copy.sqlite" }

    func testTheCopyHoldsTheDataAndNoTemporaryFileStays() throws {
        _ = try makeUser("a@example.com")
        try DatabaseCopy.make(from: path, to: copy, replacing: false)
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM users WHERE email = 'a@example.com'", in: copy), 1)
        XCTAssertEqual(try folderEntries().filter { $0.contains("partial") }, [])
    }

    func testAnExistingFileIsReplacedOnlyWhenAskedTo() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: copy, contents: Data("keep me".utf8)))
        XCTAssertThrowsError(try DatabaseCopy.make(from: path, to: copy, replacing: false)) { error in
            XCTAssertEqual(error as? BackupError, .exists(copy))
        }
        XCTAssertEqual(FileManager.default.contents(atPath: copy), Data("keep me".utf8))
        try DatabaseCopy.make(from: path, to: copy, replacing: true)
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM schema_migrations", in: copy), Schema.migrator.latestVersion)
    }

    func testAMissingDatabaseOrFolderIsNamed() {
        XCTAssertThrowsError(try DatabaseCopy.make(from: folder.path + "/none.sqlite", to: copy, replacing: false)) { error in
            XCTAssertEqual(error as? BackupError, .noDatabase(folder.path + "/none.sqlite"))
        }
        XCTAssertThrowsError(try DatabaseCopy.make(from: path, to: folder.path + "/missing/copy.sqlite", replacing: false)) { error in
            XCTAssertEqual(error as? BackupError, .noFolder(folder.path + "/missing"))
            XCTAssertTrue("\(error)".contains("does not exist"))
        }
    }

    func testADamagedDatabaseIsNotReportedAsBackedUp() throws {
        database.close()
        let broken = folder.path + "/broken.sqlite"
        // A valid header and first page, then garbage where the tables' pages were.
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: try checkpointed(path)))
        for index in 4096..<min(bytes.count, 12_288) { bytes[index] = 0xA5 }
        XCTAssertTrue(FileManager.default.createFile(atPath: broken, contents: bytes))
        XCTAssertThrowsError(try DatabaseCopy.make(from: broken, to: copy, replacing: false))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy))
    }

    private func checkpointed(_ file: String) throws -> String {
        let connection = try Connection(path: file)
        _ = try connection.prepare("PRAGMA wal_checkpoint(TRUNCATE)").first { $0.int(0) }
        connection.close()
        return file
    }

    private func folderEntries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }
}
