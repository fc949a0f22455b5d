import Foundation
import TestClient
import TestSupport
import XCTest

/// `liftinglog serve` runs the server in a child process and starts a new one when it dies: a
/// Swift trap in one request cannot be caught, but it must not stop the server for everyone.
final class SupervisorTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    func testAfterATrapANewServerProcessServesTheSameSessionAtOnce() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        var jar = CookieJar()
        let signup = try jar.get(server.port, "/signup")
        try jar.post(server.port, "/signup", "email=trap%40example.com&password=correct+horse+battery&first_name=Tracy&last_name=T&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        // How a Swift trap ends a process on x86-64, and on arm64.
        for (signal, name) in [(SIGILL, "SIGILL (Illegal instruction)"), (SIGTRAP, "SIGTRAP (Trace/breakpoint trap)")] {
            let crashed = try XCTUnwrap(server.child, "a server process under the supervisor")
            let started = Date()
            kill(crashed, signal)
            try waitUntil(timeout: 2, "the end of process \(crashed)") { !isRunning(crashed) }
            let home = try jar.get(server.port, "/")
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "served again within a couple of seconds")
            XCTAssertEqual(home.status, 200)
            XCTAssertTrue(home.text.contains("Hello, Tracy"), "still logged in: \(home.text)")
            try server.waitForLog("server process \(crashed) ran")
            XCTAssertTrue(server.log.contains("was killed by \(name)"), server.log)
        }
    }

    func testSIGTERMStopsTheServerProcessGracefullyAndTheSupervisorExitsZero() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        XCTAssertEqual(try TestClient(port: server.port).request("GET", "/healthz").status, 200)
        let serving = try XCTUnwrap(server.child)
        server.process.terminate()
        try server.waitForLog("stopping after signal \(SIGTERM)")
        server.process.waitUntilExit()
        XCTAssertEqual(server.process.terminationReason, .exit)
        XCTAssertEqual(server.process.terminationStatus, 0)
        XCTAssertFalse(isRunning(serving))
    }

    /// SIGKILL cannot be passed on, so the kernel tells the server process (PR_SET_PDEATHSIG).
    func testTheServerProcessDoesNotOutliveAKilledSupervisor() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        let serving = try XCTUnwrap(server.child)
        kill(server.pid, SIGKILL)
        // Not `waitUntilExit`: Foundation sees the exit only once every process holding its
        // descriptors has closed them, the server process too.
        do {
            try waitUntil(timeout: 2, "the end of orphaned server process \(serving)") { !isRunning(serving) }
        } catch {
            kill(serving, SIGKILL)
            throw error
        }
        XCTAssertThrowsError(try TestClient(port: server.port), "nothing listens on the port any more")
    }

    /// A server process that exits by itself has said why (here: no templates); starting it
    /// again would only say it again, so the supervisor exits with its status.
    func testAServerProcessThatExitsByItselfIsNotStartedAgain() throws {
        let (status, log) = try ServerProcess.run(folder: folder, arguments: ["--resources", folder])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(log.components(separatedBy: "No Views/ folder").count, 2, log)
        XCTAssertFalse(log.contains("starting a new one"), log)
    }

    func testWithoutTheSupervisorOneProcessServes() throws {
        let server = try ServerProcess(folder: folder, arguments: ["--no-supervisor"])
        defer { server.stop() }
        XCTAssertEqual(try TestClient(port: server.port).request("GET", "/healthz").status, 200)
        XCTAssertNil(server.child)
    }
}
