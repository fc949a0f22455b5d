import Foundation
import Synchronization
import TestClient
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// The supervised binary against a request that really crashes its server process (the
/// test-only `CrashRoute`): the request is quarantined, so repeating it costs one crash, not
/// an outage, and the other users are served throughout.
final class CrashQuarantineTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    private func startServer() throws -> ServerProcess {
        try ServerProcess(folder: folder, environment: [CrashRoute.variable: "1"])
    }

    private func signedUp(_ port: UInt16, _ email: String, _ name: String) throws -> CookieJar {
        var jar = CookieJar()
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=\(email)&password=correct+horse+battery&first_name=\(name)&last_name=T&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        return jar
    }

    func testOneMemberRepeatingACrashingRequestCrashesOneProcessWhileAnotherIsServedWithinASecond() throws {
        let server = try startServer()
        defer { server.stop() }
        var crasher = try signedUp(server.port, "casey%40example.com", "Casey")
        let bystander = Bystander(port: server.port, jar: try signedUp(server.port, "sam%40example.com", "Sam"), path: "/", expecting: "Hello, Sam")
        let firstProcess = try XCTUnwrap(server.child)
        let running = DispatchGroup()
        DispatchQueue.global().async(group: running) { bystander.run() }
        try waitUntil(timeout: 5, "the bystander's first pages") { bystander.visits.withLock { $0.count } >= 3 }

        for attempt in 1...100 {
            let started = Date()
            let page = try? crasher.get(server.port, "/test-only/crash/1")
            let seconds = Date().timeIntervalSince(started)
            if attempt == 1 {
                XCTAssertNil(page, "the first try crashes the process that serves it")
                continue
            }
            XCTAssertEqual(page?.status, 500, "try \(attempt)")
            XCTAssertTrue(page?.text.contains("Request id:") == true, "try \(attempt): \(page?.text ?? "no answer")")
            XCTAssertLessThan(seconds, 1, "try \(attempt) answered at once")
        }
        usleep(300_000)
        bystander.stop.store(true, ordering: .relaxed)
        running.wait()

        let visits = bystander.visits.withLock { $0 }
        XCTAssertGreaterThan(visits.count, 20, "the bystander kept asking throughout")
        for visit in visits {
            XCTAssertTrue(visit.served, "every page of the bystander's served: \(visit)")
            XCTAssertLessThan(visit.seconds, 1, "every page of the bystander's within a second: \(visit)")
        }
        XCTAssertNotEqual(server.child, firstProcess, "the crashed process was replaced")
        try server.waitForLog("GET /test-only/crash/1 refused without running it", times: 99)
        XCTAssertEqual(server.log.components(separatedBy: "was killed by").count, 2, "one crash only: \(server.log)")
        XCTAssertTrue(server.log.contains("while answering GET /test-only/crash/1 for a member"), server.log)
    }

    /// A stranger's loop of sign-ups, each sending one crashing write under the five spellings
    /// of its path, costs two crashes in all: the spellings are one request, and the second
    /// crash by new accounts of one address pauses that address's sign-ups and writes. A
    /// bystander reading the login page every 100 ms gets every answer within a second.
    func testFreshSignUpsFromOneAddressSendingOneCrashUnderFiveSpellingsCrashTheServerTwiceInAll() throws {
        let server = try startServer()
        defer { server.stop() }
        let bystander = Bystander(port: server.port, jar: CookieJar(), path: "/login", expecting: "Log in", interval: 100_000)
        let running = DispatchGroup()
        DispatchQueue.global().async(group: running) { bystander.run() }
        try waitUntil(timeout: 5, "the bystander's first pages") { bystander.visits.withLock { $0.count } >= 3 }

        var accounts = 0, crashingTries = 0
        for number in 1...100 {
            guard var jar = try? signedUp(server.port, "stranger\(number)%40example.com", "Stranger"),
                  let home = try? jar.get(server.port, "/"), home.text.contains("Hello, Stranger") else { continue }
            accounts += 1
            for spelling in ["1", "01", "001", "%31", "+1"] {
                crashingTries += 1
                _ = try? jar.post(server.port, "/test-only/crash/\(spelling)", "csrf_token=\(home.csrf)")
            }
        }
        usleep(300_000)
        bystander.stop.store(true, ordering: .relaxed)
        running.wait()

        try server.waitForLog("visitors or new accounts from this address crashed server processes 2 times")
        // Read to the end: the last sign-up's refusal is the last line.
        try server.waitForLog("POST /signup refused without running it", times: 98)
        XCTAssertEqual(server.log.components(separatedBy: "was killed by").count - 1, 2, "two crashes in all: \(server.log)")
        XCTAssertEqual(accounts, 2, "sign-ups from the address paused after its second crash")
        XCTAssertEqual(crashingTries, 10)
        XCTAssertTrue(server.log.contains("POST /test-only/crash/1 for a member from 127.0.0.1"), server.log)
        let visits = bystander.visits.withLock { $0 }
        XCTAssertGreaterThan(visits.count, 10, "the bystander kept asking throughout")
        for visit in visits {
            XCTAssertTrue(visit.served, "every login page served: \(visit)")
            XCTAssertLessThan(visit.seconds, 1, "every login page within a second: \(visit)")
        }
    }

    /// The handler that names the crashing request runs on a stack of its own, so a thread
    /// whose stack overflowed is blamed too.
    func testAStackOverflowIsBlamedOnItsRequest() throws {
        let server = try startServer()
        defer { server.stop() }
        XCTAssertNil(try? TestClient(port: server.port).request("GET", "/test-only/crash/overflow"))
        try server.waitForLog("while answering GET /test-only/crash/overflow for a visitor")
        XCTAssertTrue(server.log.contains("was killed by SIGSEGV"), server.log)
        let again = try TestClient(port: server.port).request("GET", "/test-only/crash/overflow")
        XCTAssertEqual(again.status, 500)
        XCTAssertTrue(again.text.contains("not run again"), again.text)
    }

    /// Back-off is for crashes nothing explains: crashes each blamed on its request restart at
    /// once, even more of them than the restart policy's burst.
    func testCrashesWithARequestToBlameRestartAtOnce() throws {
        let server = try startServer()
        defer { server.stop() }
        for number in 1...(RestartPolicy.burst + 3) {
            let started = Date()
            XCTAssertNil(try? TestClient(port: server.port).request("GET", "/test-only/crash/\(number)"), "crash \(number)")
            XCTAssertEqual(try TestClient(port: server.port).request("GET", "/healthz").status, 200)
            XCTAssertLessThan(Date().timeIntervalSince(started), 1, "served again within a second of crash \(number)")
        }
        XCTAssertFalse(server.log.contains("since it keeps dying"), server.log)
    }
}

/// Someone reading a page over and over, as a browser would: a GET whose connection closes
/// before any byte of an answer is sent once more, as browsers do with an idempotent request
/// (RFC 9110 §9.2.2), here when the process serving it crashed.
private final class Bystander: Sendable {
    struct Visit: Sendable {
        let seconds: Double
        let served: Bool
    }

    let port: UInt16
    let jar: CookieJar
    let path: String
    /// Text the page shows when it is the right page.
    let expecting: String
    /// Microseconds between two visits.
    let interval: UInt32
    let stop = Atomic<Bool>(false)
    let visits = Mutex<[Visit]>([])

    init(port: UInt16, jar: CookieJar, path: String, expecting: String, interval: UInt32 = 0) {
        self.port = port
        self.jar = jar
        self.path = path
        self.expecting = expecting
        self.interval = interval
    }

    func run() {
        var jar = jar
        while !stop.load(ordering: .relaxed) {
            let started = Date()
            let page = (try? jar.get(port, path)) ?? (try? jar.get(port, path))
            let served = page?.status == 200 && page?.text.contains(expecting) == true
            visits.withLock { $0.append(Visit(seconds: Date().timeIntervalSince(started), served: served)) }
            if interval > 0 { usleep(interval) }
        }
    }
}
