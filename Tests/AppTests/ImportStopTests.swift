import Foundation
import Glibc
import TestClient
import TestSupport
import XCTest

/// A big history import and the end of its process (issue 23): SIGTERM cancels it and the
/// server stops within its grace; SIGKILL leaves rows no page shows, undone at the next start.
/// Either way nothing of the import is left once the server runs again.
final class ImportStopTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    private var database: String { folder + "/data.sqlite" }

    /// Signs up, sends a history big enough to take the debug server many seconds, and
    /// returns once the import is writing (its pending row is in the database), with the
    /// connection that waits for the answer.
    private func startBigImport(on server: ServerProcess) throws -> (jar: CookieJar, upload: TestClient) {
        var jar = CookieJar()
        let signup = try jar.get(server.port, "/signup")
        try jar.post(server.port, "/signup", "email=big%40example.com&password=correct+horse+battery&first_name=B&last_name=I&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        let form = try jar.get(server.port, "/history/import")
        let file = ImportConcurrencyTests.history(megabytes: 8).bytes
        let (body, contentType) = TestBrowser.multipart([("csrf_token", form.csrf), ("format", "fitbod"), ("unit", "lb"), ("text", "")],
                                                         file: ("file", "history.csv", file))
        let upload = try TestClient(port: server.port, timeout: 60)
        try upload.send("POST /history/import HTTP/1.1\r\nHost: localhost\r\nCookie: \(jar.cookieHeader)\r\n"
            + "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n")
        try upload.send(body)
        try waitUntil(timeout: 60, "the import writing") {
            pendingImports() > 0 && (try? TestSupport.count("SELECT count(*) FROM workouts", in: database)) ?? 0 > 0
        }
        return (jar, upload)
    }

    private func pendingImports() -> Int {
        (try? TestSupport.count("SELECT count(*) FROM imports WHERE state = 'pending'", in: database)) ?? 0
    }

    /// What a stopped import must leave: nothing at all, the user's pages empty.
    private func assertNothingOfTheImport(_ jar: inout CookieJar, port: UInt16) throws {
        for table in ["workouts", "workout_dates", "daily_bests", "exercise_records", "import_records", "imports"] {
            XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM \(table)", in: database), 0, table)
        }
        let history = try jar.get(port, "/history")
        XCTAssertEqual(history.status, 200)
        XCTAssertFalse(history.text.contains("Back Squat"), "no exercise on the history page")
        XCTAssertFalse(try jar.get(port, "/workouts").text.contains("/workouts/20"), "no training day in the log")
    }

    func testSIGTERMDuringABigImportStopsWithinTheGraceAndLeavesNothing() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        var (jar, upload) = try startBigImport(on: server)
        let signalled = Date()
        kill(server.pid, SIGTERM)
        try waitUntil(timeout: 15, "the exit") { !isRunning(server.pid) }
        let seconds = Date().timeIntervalSince(signalled)
        XCTAssertLessThan(seconds, 10, "stopped within the 10 s grace")
        server.process.waitUntilExit()
        XCTAssertEqual(server.process.terminationStatus, 0)
        if let reply = try? upload.readReply(method: "POST") {
            XCTAssertEqual(reply.status, 503, "the importer is told the import was stopped")
            XCTAssertTrue(reply.text.contains("Import the file again"), reply.text)
        }
        XCTAssertEqual(pendingImports(), 0, "undone before the exit")

        let restarted = try ServerProcess(folder: folder)
        defer { restarted.stop() }
        try assertNothingOfTheImport(&jar, port: restarted.port)
    }

    func testAnImportKilledMidwayLeavesNothingOnceTheServerRunsAgain() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        var (jar, _) = try startBigImport(on: server)
        let writer = try XCTUnwrap(server.child)
        kill(writer, SIGKILL)
        try server.waitForLog("server process \(writer) ran")
        // The new server process undoes the dead import before it serves.
        XCTAssertEqual(try jar.get(server.port, "/healthz").status, 200)
        XCTAssertEqual(pendingImports(), 0)
        try assertNothingOfTheImport(&jar, port: server.port)
    }
}
