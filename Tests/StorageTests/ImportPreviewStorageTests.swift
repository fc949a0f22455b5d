import Dispatch
import Domain
import Foundation
import Glibc
@testable import Storage
import Synchronization
import TestSupport
import XCTest

/// Uploads kept at the import's preview (issues 24 and 35): a file in `previews/` beside the
/// database named by a row, one per user, all together under a limit, gone after their hour or
/// once confirmed, and whatever a crash between the steps left swept at the next start.
final class ImportPreviewStorageTests: StorageTestCase {
    private var previews: String { folder.path + "/previews" }

    /// The files in `previews/`, `.partial` ones too.
    private func files() -> [String] {
        PreviewFiles(folder: previews).names().sorted()
    }

    private func contents(_ preview: Database.ImportPreview?) -> [UInt8]? {
        preview.flatMap { $0.file.read(from: 0, count: $0.file.count) }
    }

    func testAPreviewIsTheUsersOwnAFileOfItsOwnAndExpires() throws {
        let user = try makeUser("ada@example.com")
        let other = try makeUser("eve@example.com")
        let id = try keepPreview([1, 2, 3], userID: user.id, now: 1_000, lifetime: 3_600)
        XCTAssertEqual(contents(try database.importPreview(userID: user.id, id: id, kind: .history, now: 4_599)), [1, 2, 3])
        XCTAssertNil(try database.importPreview(userID: other.id, id: id, kind: .history, now: 1_000), "another user's")
        let names = files()
        XCTAssertEqual(names.count, 1)
        XCTAssertTrue(names[0].wholeMatch(of: /[0-9a-f]{64}\.bin/) != nil, "a random name: \(names)")
        XCTAssertEqual(try count("SELECT size FROM import_previews"), 3)

        XCTAssertNil(try database.importPreview(userID: user.id, id: id, kind: .history, now: 4_600), "expired")
        XCTAssertEqual(files(), [], "an expired preview's file goes at the next look")
        XCTAssertEqual(try count("SELECT count(*) FROM import_previews"), 0)
    }

    func testANewUploadReplacesTheUsersEarlierOneAndItsFile() throws {
        let user = try makeUser("ada@example.com")
        let first = try keepPreview([1], userID: user.id)
        let second = try keepPreview([2, 2], userID: user.id)
        XCTAssertNil(try database.importPreview(userID: user.id, id: first, kind: .history, now: 1_000))
        XCTAssertEqual(contents(try database.importPreview(userID: user.id, id: second, kind: .history, now: 1_000)), [2, 2])
        XCTAssertEqual(files().count, 1)
        try database.deleteImportPreview(userID: user.id, id: second)
        XCTAssertEqual(files(), [], "confirmed: the file goes with its row")
    }

    /// Staff keep a schedule upload beside their history preview: one of each kind, each read
    /// only as its kind, both counted in the one limit.
    func testAUserKeepsOneUploadOfEachKindUnderTheOneLimit() throws {
        let user = try makeUser("ada@example.com")
        let history = try keepPreview([1], userID: user.id, kind: .history, limit: 100)
        let schedule = try keepPreview(Array(repeating: 2, count: 50), userID: user.id, kind: .schedule, limit: 100)
        XCTAssertEqual(contents(try database.importPreview(userID: user.id, id: history, kind: .history, now: 1_000)), [1])
        XCTAssertEqual(contents(try database.importPreview(userID: user.id, id: schedule, kind: .schedule, now: 1_000))?.count, 50)
        XCTAssertNil(try database.importPreview(userID: user.id, id: history, kind: .schedule, now: 1_000), "read only as its kind")
        XCTAssertNil(try database.importPreview(userID: user.id, id: schedule, kind: .history, now: 1_000))
        XCTAssertThrowsError(try keepPreview(Array(repeating: 3, count: 51), userID: user.id, kind: .history, limit: 100),
                             "the schedule upload counts against the user's next history one") {
            XCTAssertEqual($0 as? StorageError, .importPreviewsFull(retryAfter: 3_600))
        }
        let next = try keepPreview([4, 4], userID: user.id, kind: .schedule, limit: 100)
        XCTAssertNil(try database.importPreview(userID: user.id, id: schedule, kind: .schedule, now: 1_000), "replaced by the next")
        XCTAssertNotNil(try database.importPreview(userID: user.id, id: history, kind: .history, now: 1_000), "the other kind stays")
        XCTAssertEqual(try count("SELECT count(*) FROM import_previews"), 2)
        XCTAssertEqual(files().count, 2)
        try database.deleteImportPreview(userID: user.id, id: next)
        XCTAssertEqual(files().count, 1)
    }

    func testPreviewsTogetherStayUnderTheLimitAndARefusedOneKeepsNothing() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try keepPreview(Array(repeating: 1, count: 60), userID: ada.id, now: 1_000, limit: 100)
        XCTAssertThrowsError(try keepPreview(Array(repeating: 2, count: 41), userID: eve.id, now: 1_500, limit: 100)) {
            XCTAssertEqual($0 as? StorageError, .importPreviewsFull(retryAfter: 3_100), "until ada's expires")
        }
        XCTAssertEqual(try count("SELECT count(*) FROM import_previews WHERE user_id = \(eve.id)"), 0)
        XCTAssertEqual(files().count, 1, "nothing of the refused upload on disk")
        try keepPreview(Array(repeating: 2, count: 40), userID: eve.id, now: 1_500, limit: 100)
        // Ada's own earlier upload does not count against her next one: it is replaced.
        try keepPreview(Array(repeating: 3, count: 60), userID: ada.id, now: 1_600, limit: 100)
        XCTAssertEqual(try count("SELECT sum(size) FROM import_previews"), 100)
        XCTAssertEqual(files().count, 2)
        // An expired preview frees its place.
        try keepPreview(Array(repeating: 4, count: 60), userID: eve.id, now: 5_200, limit: 100)
        XCTAssertEqual(files().count, 1)
    }

    func testTwoUploadsAtOnceCannotBothPassTheLimit() throws {
        let users = try (0..<8).map { try makeUser("lifter\($0)@example.com") }
        let kept = Atomic<Int>(0)
        let database = database!
        DispatchQueue.concurrentPerform(iterations: users.count) { index in
            let bytes = ExportBytes(Array(repeating: UInt8(index), count: 30)[...])
            if (try? database.saveImportPreview(userID: users[index].id, kind: .history, form: "", bytes: bytes, limit: 100, now: 1_000, lifetime: 3_600)) != nil {
                kept.add(1, ordering: .relaxed)
            }
        }
        XCTAssertEqual(kept.load(ordering: .relaxed), 3, "three of 30 bytes fit in 100")
        XCTAssertEqual(try count("SELECT sum(size) FROM import_previews"), 90)
        XCTAssertEqual(files().count, 3)
    }

    func testWhatACrashBetweenTheStepsLeftIsSweptAtStart() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        let kept = try keepPreview([1, 2], userID: ada.id)
        // A row whose file was never named (the process died while writing it) ...
        let unfinished = try keepPreview([3], userID: eve.id)
        let name = try TestSupport.text("SELECT file FROM import_previews WHERE id = \(unfinished)", in: path)
        XCTAssertEqual(rename(previews + "/" + name, previews + "/" + name + ".partial"), 0)
        // ... and files no row names: a deleted account's, and one left half written.
        for stray in ["\(String(repeating: "a", count: 64)).bin", "\(String(repeating: "b", count: 64)).bin.partial"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: previews + "/" + stray, contents: Data([9])))
        }
        XCTAssertNil(try database.importPreview(userID: eve.id, id: unfinished, kind: .history, now: 1_000), "a row without its file is no preview")
        try database.sweepImportPreviewsAtStart(now: 1_000)
        XCTAssertEqual(try count("SELECT count(*) FROM import_previews"), 1)
        XCTAssertEqual(contents(try database.importPreview(userID: ada.id, id: kept, kind: .history, now: 1_000)), [1, 2])
        XCTAssertEqual(files(), [try TestSupport.text("SELECT file FROM import_previews", in: path)])
    }

    func testADeletedAccountsPreviewFileIsSweptAtTheNextUpload() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try keepPreview([1], userID: ada.id)
        try database.deleteUser(userID: ada.id)
        XCTAssertEqual(files().count, 1)
        try keepPreview([2], userID: eve.id)
        XCTAssertEqual(files(), [try TestSupport.text("SELECT file FROM import_previews", in: path)])
    }

    func testABackupHoldsNoPreview() throws {
        let user = try makeUser("ada@example.com")
        let marker = Array("preview bytes nobody else should see".utf8)
        try keepPreview(marker, userID: user.id)
        let copy = folder.path + "/backup.sqlite"
        try DatabaseCopy.make(from: path, to: copy, replacing: false)
        let backup = try XCTUnwrap(FileManager.default.contents(atPath: copy))
        XCTAssertNil(backup.range(of: Data(marker)), "the upload's bytes are not in the backup")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM import_previews", in: copy), 1, "only the row, naming a file the backup lacks")
    }
}
