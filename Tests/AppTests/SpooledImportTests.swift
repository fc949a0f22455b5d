import Crypto
import Foundation
import HTTP
import SQLite
import TestSupport
import XCTest
@testable import App

/// An upload the server wrote to a file is imported from there, a piece at a time, to the
/// same rows as the same upload held in memory.
final class SpooledImportTests: XCTestCase {
    private var app: App!
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        app = try TestApp.make()
        folder = TemporaryFolder(prefix: "liftinglog-spool")
    }

    override func tearDown() {
        TestApp.remove(app)
        folder.remove()
    }

    /// Every stored set of the user with `email`, in one comparable text.
    private func rows(of email: String) throws -> [String] {
        let connection = try Connection(path: app.config.databasePath)
        defer { connection.close() }
        return try connection.prepare("""
            SELECT w.date || '|' || w.lift || '|' || w.weight || '|' || w.unit || '|' || w.reps || '|' || w.sets || '|' || w.comments
                || '|' || w.source || '|' || w.kind || '|' || ifnull(w.rpe, '') || '|' || ifnull(w.set_group, '')
            FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = ? ORDER BY 1
            """).all([email]) { $0.string(0) }
    }

    private func importAs(_ email: String, _ bytes: [UInt8], spool: BodySpool?) -> Response {
        let browser = TestBrowser(app)
        browser.signUp(email: email)
        browser.spool = spool
        browser.get("/history/import")
        return browser.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")], file: ("file", "export.csv", bytes))
    }

    func testALargeUploadInAFileImportsTheSameRowsAsInMemory() throws {
        guard let bytes = SharedFixture.bytes("fitbod/sample-large.txt") else { throw XCTSkip("../shared/fixtures/fitbod is not beside the checkout") }
        let spool = BodySpool(folder: folder.path, threshold: 1 << 20, maxFiles: 2)
        let inMemory = importAs("memory@example.com", bytes, spool: nil)
        let spooled = importAs("file@example.com", bytes, spool: spool)
        XCTAssertEqual(spooled.status, .ok)
        XCTAssertTrue(spooled.text.contains(#"<output name="imported" data-value="84390""#), spooled.text)
        XCTAssertEqual(spooled.text.replacingOccurrences(of: "file@", with: "memory@").count, inMemory.text.count)
        let stored = try rows(of: "file@example.com")
        XCTAssertEqual(stored.count, 84_390)
        XCTAssertEqual(stored, try rows(of: "memory@example.com"))
        XCTAssertEqual(spool.openFiles, 0, "the upload's file is closed once it is answered")
        // The hash, worked out beside the reading (`UploadedExport.sha256Aside`), is the file's either way.
        XCTAssertEqual(try importHashes(), [SHA256.hex(bytes[...]), SHA256.hex(bytes[...])])
    }

    private func importHashes() throws -> [String] {
        let connection = try Connection(path: app.config.databasePath)
        defer { connection.close() }
        return try connection.prepare("SELECT sha256 FROM imports ORDER BY id").all { $0.string(0) }
    }

    func testEveryRealExportImportsAlikeFromAFile() throws {
        guard RealStrengthExport.folderIsThere else { throw XCTSkip("../shared/fixtures/real/strength is not beside the checkout") }
        // Every upload goes to a file, however small.
        let spool = BodySpool(folder: folder.path, threshold: 0, maxFiles: 2)
        for (index, file) in RealStrengthExport.all.enumerated() {
            let bytes = try XCTUnwrap(file.bytes)
            let memory = "memory\(index)@example.com", filed = "file\(index)@example.com"
            let inMemory = importAs(memory, bytes, spool: nil)
            let spooled = importAs(filed, bytes, spool: spool)
            XCTAssertEqual(spooled.status, inMemory.status, file.name)
            XCTAssertEqual(try rows(of: filed), try rows(of: memory), file.name)
        }
    }

    /// When the names need the lifter's answer, the upload in a file is kept whole with the
    /// preview, byte for byte, and confirming it imports it.
    func testAnUploadInAFileIsKeptWholeForThePreview() throws {
        let strong = Array("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2023-01-15 08:30:00,Legs,1h,Squat (Barbell),1,120,5,0,0,,,
            2023-01-17 18:00:00,Upper,45m,Bench Press (Barbell),1,80,5,0,0,,,

            """.utf8)
        let browser = TestBrowser(app)
        browser.signUp(email: "preview@example.com")
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("comments", ""),
                                   ("date", "2023-01-01")])
        browser.spool = BodySpool(folder: folder.path, threshold: 0, maxFiles: 2)
        browser.get("/history/import")
        let preview = browser.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")], file: ("file", "strong.csv", strong))
        XCTAssertTrue(preview.text.contains(#"action="/history/import/confirm""#), preview.text)
        let kept = try TestSupport.text("SELECT file FROM import_previews", in: app.config.databasePath)
        XCTAssertEqual(FileManager.default.contents(atPath: app.database.folder + "/previews/" + kept), Data(strong))
        XCTAssertEqual(browser.spool?.openFiles, 0)
    }
}
