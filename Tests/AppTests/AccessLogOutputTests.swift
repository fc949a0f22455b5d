import Foundation
import TestClient
import TestSupport
import XCTest

/// The access log of the real binary on its standard output: JSON lines that arrive within a
/// second when traffic is slow, all of them by the time it exits, and none when turned off.
final class AccessLogOutputTests: XCTestCase {
    private var folder = ""
    private var output: String { folder + "/access.log" }

    override func setUp() {
        folder = TestApp.temporaryFolder()
    }

    override func tearDown() {
        TemporaryFolder(existing: folder).remove()
    }

    private func lines() -> [String] {
        ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testJSONLinesArriveWithinASecondAndAllOfThemByTheExit() throws {
        let server = try ServerProcess(folder: folder, arguments: ["--log-format", "json"], output: output)
        defer { server.stop() }
        let client = try TestClient(port: server.port)
        XCTAssertEqual(try client.request("GET", "/healthz").status, 200)
        try waitUntil(timeout: 1.2, "the request's line on standard output") { lines().contains { $0.contains("/healthz") } }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines()[0].utf8)) as? [String: Any])
        XCTAssertEqual(object["method"] as? String, "GET")
        XCTAssertEqual(object["path"] as? String, "/healthz")
        XCTAssertEqual(object["status"] as? Int, 200)
        XCTAssertGreaterThan(try XCTUnwrap(object["bytes"] as? Int), 0)
        XCTAssertNotNil(object["duration"] as? Double)
        XCTAssertFalse(try XCTUnwrap(object["request_id"] as? String).isEmpty)
        let time = try XCTUnwrap(object["time"] as? String)
        XCTAssertNotNil(time.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression), time)

        for index in 0..<20 { _ = try client.request("GET", "/login?n=\(index)") }
        server.stop()
        let logged = lines()
        XCTAssertEqual(logged.count, 21, logged.joined(separator: "\n"))
        for line in logged { XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), line) }
    }

    func testNoLinesWhenTheAccessLogIsOff() throws {
        let server = try ServerProcess(folder: folder, arguments: ["--no-access-log"], output: output)
        let client = try TestClient(port: server.port)
        XCTAssertEqual(try client.request("GET", "/healthz").status, 200)
        XCTAssertEqual(try client.request("GET", "/login").status, 200)
        server.stop()
        XCTAssertEqual(lines(), [])
    }
}
