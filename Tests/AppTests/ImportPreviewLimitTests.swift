import Foundation
import HTTP
import TestClient
import TestSupport
import XCTest
@testable import App

/// Caps on the uploads kept at the import's preview (issue 35): one per lifter, all together
/// under `--max-import-previews`, past which an upload gets the busy page and nothing is kept;
/// an expired one's file removed; and never in a backup. In-process, then the real binary.
final class ImportPreviewLimitTests: XCTestCase {
    /// Strong's layout, a squat that looks like the lifter's Back Squat: 576 bytes.
    static let strong = Array(("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        + (1...9).map { "2023-01-\(10 + $0) 08:30:00,Legs,1h,Squat (Barbell),1,\(100 + $0),5,0,0,,,\n" }.joined()).utf8)

    private var apps: [App] = []
    private let clock = SettableClock()

    override func tearDown() { apps.forEach(TestApp.remove) }

    private func makeApp(limit: Int? = nil) throws -> App {
        let app = try TestApp.make {
            $0.importPreviewLimit = limit
            $0.clock = clock.wallClock
        }
        apps.append(app)
        return app
    }

    /// A new lifter with a Back Squat logged, so a Strong squat is asked about.
    private func lifter(_ email: String, on app: App) -> TestBrowser {
        let browser = TestBrowser(app)
        browser.signUp(email: email)
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"),
                                   ("comments", ""), ("date", "2023-01-01")])
        return browser
    }

    @discardableResult
    private func upload(_ browser: TestBrowser) -> Response {
        browser.get("/history/import")
        return browser.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")], file: ("file", "strong.csv", Self.strong))
    }

    /// The confirmation's fields as the preview page shows them, the proposal taken.
    private func confirmation(of page: String) -> [(String, String)] {
        page.matches(of: /<input type="hidden" name="([^"]+)" value="([^"]*)">/).filter { $0.1 != "csrf_token" }
            .map { (String($0.1), String($0.2).replacingOccurrences(of: "&#39;", with: "'")) } + [("lift-0", "back squat")]
    }

    func testASecondUploadReplacesTheFirstWhoseConfirmationIsGone() throws {
        let app = try makeApp()
        let ada = lifter("ada@example.com", on: app)
        let first = upload(ada)
        XCTAssertTrue(first.text.contains(#"action="/history/import/confirm""#), first.text)
        let firstFile = try app.previewFiles()
        let second = upload(ada)
        XCTAssertEqual(try app.previewFiles().count, 1, "one kept upload per lifter")
        XCTAssertNotEqual(try app.previewFiles(), firstFile, "the first one's file is gone")
        let stale = ada.post("/history/import/confirm", confirmation(of: first.text))
        XCTAssertEqual(stale.status, .unprocessableContent)
        XCTAssertTrue(stale.text.contains("That import is no longer waiting for your choice"), stale.text)
        let done = ada.post("/history/import/confirm", confirmation(of: second.text))
        XCTAssertEqual(done.status, .ok, done.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE lift_key = 'back squat'"), 10)
        XCTAssertEqual(try app.previewFiles(), [], "confirming reads the file and removes it")
    }

    func testPastTheLimitAnUploadGetsTheBusyPageAndNothingIsKept() throws {
        let app = try makeApp(limit: Self.strong.count + 100)
        let ada = lifter("ada@example.com", on: app)
        let eve = lifter("eve@example.com", on: app)
        XCTAssertEqual(upload(ada).status, .ok)
        let busy = upload(eve)
        XCTAssertEqual(busy.status, .serviceUnavailable)
        XCTAssertTrue(busy.text.contains("The server is busy with other people&#39;s imports"), busy.text)
        XCTAssertTrue(busy.text.contains("Try again in 60 minutes."), busy.text)
        XCTAssertEqual(busy.headers["Retry-After"], "3600", "until ada's preview expires, the clock standing still")
        XCTAssertEqual(try app.count("SELECT count(*) FROM import_previews"), 1)
        XCTAssertEqual(try app.previewFiles().count, 1, "nothing of eve's upload on disk")
        XCTAssertEqual(upload(ada).status, .ok, "ada's next upload replaces hers and fits")
    }

    func testAnExpiredPreviewsFileIsRemovedAtTheNextUpload() throws {
        let app = try makeApp()
        XCTAssertEqual(upload(lifter("ada@example.com", on: app)).status, .ok)
        let adas = try app.previewFiles()
        clock.advance(Int(ImportPreviewLimit.lifetime))
        XCTAssertEqual(upload(lifter("eve@example.com", on: app)).status, .ok)
        let files = try app.previewFiles()
        XCTAssertEqual(files.count, 1)
        XCTAssertFalse(files.contains(adas[0]), "ada's expired upload is gone from the disk")
    }

    /// On a quiet server nobody uploads again: the idle moment after the hour removes it.
    func testAnExpiredPreviewsFileIsRemovedWhenTheServerIsIdle() throws {
        let app = try makeApp()
        XCTAssertEqual(upload(lifter("ada@example.com", on: app)).status, .ok)
        app.responder.becameIdle()
        clock.advance(Int(ImportPreviewLimit.lifetime) - 1)
        app.responder.becameIdle()
        XCTAssertEqual(try app.previewFiles().count, 1, "a preview within its hour stays")
        clock.advance(1)
        app.responder.becameIdle()
        XCTAssertEqual(try app.previewFiles(), [], "gone from the disk")
        XCTAssertEqual(try app.count("SELECT count(*) FROM import_previews"), 0)
    }

    func testAPreviewLeftByADeadProcessIsGoneAtTheNextStart() throws {
        let app = try makeApp()
        XCTAssertEqual(upload(lifter("ada@example.com", on: app)).status, .ok)
        let folder = app.database.folder + "/previews/"
        let kept = try app.previewFiles()[0]
        try FileManager.default.moveItem(atPath: folder + kept, toPath: folder + kept + ".partial")
        app.database.close()
        let restarted = try App.make(config: app.config)
        defer { restarted.database.close() }
        XCTAssertEqual(try restarted.count("SELECT count(*) FROM import_previews"), 0, "a row without its file")
        XCTAssertEqual(try restarted.previewFiles(), [], "a file half written")
    }

    func testABackupMadeWhileAPreviewWaitsDoesNotHoldIt() throws {
        let app = try makeApp()
        XCTAssertEqual(upload(lifter("ada@example.com", on: app)).status, .ok)
        let backup = app.database.folder + "/backup.sqlite"
        _ = try BackupCommands.backup(config: app.config, file: backup, force: false).get()
        let copy = try XCTUnwrap(FileManager.default.contents(atPath: backup))
        XCTAssertNil(copy.range(of: Data("Squat (Barbell),1,105,5".utf8)), "the upload's lines are not in the backup")
        XCTAssertNotNil(try XCTUnwrap(FileManager.default.contents(atPath: app.database.folder + "/previews/" + app.previewFiles()[0]))
            .range(of: Data("Squat (Barbell),1,105,5".utf8)), "they are in the preview's file")
    }

    // MARK: The real binary

    func testTheLimitHoldsInTheRealBinary() throws {
        let folder = TestApp.temporaryFolder()
        defer { TemporaryFolder(existing: folder).remove() }
        let server = try ServerProcess(folder: folder, arguments: ["--max-import-previews", "1K"])
        defer { server.stop() }
        let first = try uploadOverSocket(as: "ada@example.com", port: server.port)
        XCTAssertEqual(first.status, 200, first.text)
        XCTAssertTrue(first.text.contains(#"action="/history/import/confirm""#))
        let busy = try uploadOverSocket(as: "eve@example.com", port: server.port)
        XCTAssertEqual(busy.status, 503, busy.text)
        XCTAssertNotNil(busy.header("Retry-After"))
        XCTAssertTrue(busy.text.contains("busy with other people"), busy.text)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/previews")
        XCTAssertEqual(files.count, 1, "only ada's upload is kept: \(files)")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM import_previews", in: folder + "/data.sqlite"), 1)
    }

    /// Signs up, logs a Back Squat and uploads the Strong file, over a socket.
    private func uploadOverSocket(as email: String, port: UInt16) throws -> TestClient.Reply {
        var jar = CookieJar()
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=\(email.replacingOccurrences(of: "@", with: "%40"))&password=correct+horse+battery"
            + "&first_name=A&last_name=B&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        let log = try jar.get(port, "/workouts/new")
        try jar.post(port, "/workouts", "lift=Back+Squat&weight=100&unit=kg&reps=5&sets=1&comments=&date=2023-01-01&csrf_token=\(log.csrf)")
        let form = try jar.get(port, "/history/import")
        let (body, contentType) = TestBrowser.multipart([("csrf_token", form.csrf), ("format", "auto"), ("unit", "kg"), ("text", "")],
                                                         file: ("file", "strong.csv", Self.strong))
        let client = try TestClient(port: port, timeout: 30)
        try client.send("POST /history/import HTTP/1.1\r\nHost: localhost\r\nCookie: \(jar.cookieHeader)\r\n"
            + "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n")
        try client.send(body)
        return try client.readReply(method: "POST")
    }
}
