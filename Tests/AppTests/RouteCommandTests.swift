import TestSupport
import XCTest
@testable import App

/// `liftinglog routes`, which the route fuzzer (Tests/RouteFuzz) reads instead of a copy of the
/// table: the real binary prints the table its options serve.
final class RouteCommandTests: XCTestCase {
    /// XCTest makes an instance per test: a folder of its own for each.
    private let folder = TemporaryFolder()
    private var database: String { folder.path + "/data.sqlite" }

    override func tearDown() {
        folder.remove()
    }

    private func routes(_ arguments: String...) throws -> (status: Int32, lines: [String], log: String) {
        let (status, output, log) = try ServerProcess.command(["routes", "--db", database, "--resources", TestApp.projectRoot] + arguments)
        return (status, output.split(separator: "\n").map(String.init), log)
    }

    func testPrintsEveryRouteAsMethodAndPatternInRegistrationOrder() throws {
        let (status, lines, log) = try routes()
        XCTAssertEqual(status, 0, log)
        XCTAssertEqual(lines.first, "GET /")
        XCTAssertTrue(lines.contains("POST /routines"), "\(lines)")
        XCTAssertTrue(lines.contains("POST /routines/:id/days/:day"), "\(lines)")
        XCTAssertTrue(lines.contains("GET /routes/:id.gpx"), "\(lines)")
        XCTAssertEqual(lines.filter { !$0.hasPrefix("GET /") && !$0.hasPrefix("POST /") }, [])
        XCTAssertEqual(Set(lines).count, lines.count, "a route printed twice")
        // Only what these options serve: no /metrics without a token, never the test-only page.
        XCTAssertFalse(lines.contains("GET /metrics"))
        XCTAssertFalse(lines.contains { $0.contains("/test-only/") })
    }

    func testTakesTheServersOptionsAndNoOtherWords() throws {
        guard case .routes(let config) = try CommandLineOptions.parse(["routes", "--db", "/srv/live.sqlite"], environment: [:]) else {
            return XCTFail("expected routes")
        }
        XCTAssertEqual(config.databasePath, "/srv/live.sqlite")
        XCTAssertThrowsError(try CommandLineOptions.parse(["routes", "all"], environment: [:]))
        XCTAssertTrue(CommandLineOptions.usage.contains("liftinglog routes [options]"))
    }

    func testTheOptionsChangeTheTable() throws {
        let (status, lines, log) = try routes("--metrics-token", "0123456789abcdef0123")
        XCTAssertEqual(status, 0, log)
        XCTAssertEqual(lines.filter { $0 == "GET /metrics" }.count, 1)
    }

    func testRefusesWhileAServerHoldsTheDatabase() throws {
        let server = try ServerProcess(folder: folder.path)
        defer { server.stop() }
        let (status, lines, log) = try routes()
        XCTAssertNotEqual(status, 0)
        XCTAssertEqual(lines, [])
        XCTAssertTrue(log.contains("A Lifting Log server is running on \(database)"), log)
    }
}
