import Foundation
import SQLite
import Synchronization
import TestSupport
import XCTest

/// `liftinglog backup` and `liftinglog restore`, run as the real binary beside a real server.
final class BackupCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var database: String { folder.path + "/data.sqlite" }

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func liftinglog(_ arguments: String...) throws -> (status: Int32, output: String, log: String) {
        try ServerProcess.command(arguments + ["--db", database])
    }

    func testABackupWhileTheServerServesAndWritesGoOnHoldsEveryAcknowledgedWrite() throws {
        let server = try ServerProcess(folder: folder.path)
        defer { server.stop() }
        let acknowledged = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let writer = Thread { [database] in
            guard let connection = try? Connection(path: database) else { return }
            while !stop.load(ordering: .relaxed) {
                let number = acknowledged.load(ordering: .relaxed)
                guard (try? connection.prepare("""
                    INSERT INTO users(email, password_hash, first_name, last_name, birth_date) VALUES (?, 'x', 'W', 'W', '1990-01-01')
                    """).run(["writer\(number)@example.com"])) != nil else { break }
                acknowledged.store(number + 1, ordering: .relaxed)
            }
            connection.close()
        }
        writer.start()
        try waitUntil(timeout: 10, "20 writes") { acknowledged.load(ordering: .relaxed) >= 20 }
        let before = acknowledged.load(ordering: .relaxed)
        let backup = folder.path + "/backup.sqlite"
        let result = try liftinglog("backup", backup)
        let after = acknowledged.load(ordering: .relaxed)
        stop.store(true, ordering: .relaxed)
        XCTAssertEqual(result.status, 0, result.log)
        XCTAssertEqual(result.output, backup + "\n")
        XCTAssertGreaterThan(after, before, "writes went on while the backup ran")
        let copy = try Connection(path: backup, mode: .readOnly)
        defer { copy.close() }
        XCTAssertEqual(try copy.prepare("PRAGMA integrity_check").all { $0.string(0) }, ["ok"])
        let written = try copy.prepare("SELECT count(*) FROM users WHERE email LIKE 'writer%'").first { $0.int(0) } ?? 0
        XCTAssertGreaterThanOrEqual(written, before)
        for number in [0, before / 2, before - 1] {
            XCTAssertEqual(try copy.prepare("SELECT count(*) FROM users WHERE email = ?").first(["writer\(number)@example.com"]) { $0.int(0) }, 1)
        }
        XCTAssertEqual(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)).filter { $0.contains("backup") }, ["backup.sqlite"],
                       "no temporary file is left beside it")
    }

    func testAnExistingFileIsKeptUnlessForced() throws {
        XCTAssertEqual(try liftinglog("user", "add", "a@example.com", "A", "B", "1990-01-01").status, 0)
        let backup = folder.path + "/backup.sqlite"
        XCTAssertTrue(FileManager.default.createFile(atPath: backup, contents: Data("older".utf8)))
        let refused = try liftinglog("backup", backup)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.log.contains("\(backup) already exists. Choose another name, or add --force"), refused.log)
        XCTAssertEqual(FileManager.default.contents(atPath: backup), Data("older".utf8))
        let forced = try liftinglog("backup", backup, "--force")
        XCTAssertEqual(forced.status, 0, forced.log)
        XCTAssertEqual(try count("SELECT count(*) FROM users", in: backup), 1)
    }

    func testABackupOfNoDatabaseSaysWhichItLookedFor() throws {
        let result = try liftinglog("backup", folder.path + "/backup.sqlite")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.log.contains("There is no database at \(database)"), result.log)
        XCTAssertFalse(FileManager.default.fileExists(atPath: database), "looking did not create it")
    }

    func testRestoreRefusesWhileAServerHoldsTheDatabase() throws {
        XCTAssertEqual(try liftinglog("user", "add", "a@example.com", "A", "B", "1990-01-01").status, 0)
        let backup = folder.path + "/backup.sqlite"
        XCTAssertEqual(try liftinglog("backup", backup).status, 0)
        let server = try ServerProcess(folder: folder.path)
        defer { server.stop() }
        let refused = try liftinglog("restore", backup)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.log.contains("A Lifting Log server is running on \(database)"), refused.log)
        XCTAssertEqual(try liftinglog("user", "add", "b@example.com", "B", "C", "1990-01-01").status, 0,
                       "the user commands still work beside the server")
        XCTAssertEqual(try count("SELECT count(*) FROM users", in: database), 2)
        let second = try ServerProcess.run(folder: folder.path, arguments: ["--no-supervisor"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.log.contains("is using \(database)"), "a second server on the same file stops: \(second.log)")
    }

    func testRestorePutsTheBackupInPlaceAndKeepsTheReplacedDatabase() throws {
        XCTAssertEqual(try liftinglog("user", "add", "a@example.com", "A", "B", "1990-01-01").status, 0)
        let backup = folder.path + "/backup.sqlite"
        XCTAssertEqual(try liftinglog("backup", backup).status, 0)
        XCTAssertEqual(try liftinglog("user", "add", "b@example.com", "B", "C", "1990-01-01").status, 0)
        let restored = try liftinglog("restore", backup)
        XCTAssertEqual(restored.status, 0, restored.log)
        let kept = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("data.sqlite.before-restore-") })
        XCTAssertNotNil(kept.wholeMatch(of: /data\.sqlite\.before-restore-\d{8}-\d{6}/), kept)
        XCTAssertTrue(restored.output.contains("kept as \(folder.path)/\(kept)"), restored.output)
        XCTAssertEqual(try count("SELECT count(*) FROM users", in: database), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM users", in: folder.path + "/" + kept), 2)
        let server = try ServerProcess(folder: folder.path)
        defer { server.stop() }
        XCTAssertTrue(server.log.contains("listening"), "a server starts on the restored database")
    }

    func testRestoreRefusesAFileThatIsNotABackup() throws {
        XCTAssertEqual(try liftinglog("user", "add", "a@example.com", "A", "B", "1990-01-01").status, 0)
        let text = folder.path + "/notes.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: text, contents: Data(String(repeating: "a line of notes\n", count: 200).utf8)))
        let refused = try liftinglog("restore", text)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.log.contains("is not an SQLite database"), refused.log)
        XCTAssertEqual(try count("SELECT count(*) FROM users", in: database), 1)
    }

    func testServeStartsTheScheduleOnlyWithAFolderItCanWrite() throws {
        let missing = try ServerProcess.run(folder: folder.path, arguments: ["--backup-dir", folder.path + "/missing"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.log.contains("The backup folder (--backup-dir) \(folder.path)/missing is missing"), missing.log)
        let server = try ServerProcess(folder: folder.path, arguments: ["--backup-dir", folder.path])
        defer { server.stop() }
        try server.waitForLog("backing up daily at 03:30 on the gym's clocks into \(folder.path)")
    }
}
