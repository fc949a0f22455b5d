import Foundation
import SQLite
import Synchronization
import TestClient
import TestSupport
import XCTest

/// What survives the process being killed, and what the server does at its limits: the real
/// binary runs, and SIGKILL goes to the server process, the supervisor's child that serves and
/// writes.
final class DurabilityTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    /// At the process's descriptor limit the server once spun at 100 % CPU and answered no one:
    /// accept failed with EMFILE and left the listener readable forever.
    func testAtTheDescriptorLimitNewClientsGetAnAnswerAndTheServerDoesNotSpin() throws {
        let server = try ServerProcess(folder: folder, descriptorLimit: 64)
        defer { server.stop() }
        let serving = try XCTUnwrap(server.child)
        let silent = try (0..<80).map { _ in try TestClient(port: server.port) }
        Thread.sleep(forTimeInterval: 0.3)
        let before = try cpuTicks(serving)
        Thread.sleep(forTimeInterval: 1)
        let used = try cpuTicks(serving) - before
        XCTAssertLessThan(used, 30, "\(used) ticks of CPU in one second (100 = one core spinning)")
        // Admitted in a silent connection's place, or told to come back: never left hanging.
        let answer = try TestClient(port: server.port).request("GET", "/healthz").status
        XCTAssertTrue([200, 503].contains(answer), "\(answer)")
        _ = silent
    }

    /// User plus system CPU time of a process, in clock ticks (proc(5), fields 14 and 15).
    private func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }

    /// A write that got its 303 is in the database file, not in the process: after SIGKILL the
    /// supervisor starts a new server process, which opens the database afresh and finds it.
    func testLoggedWorkoutSurvivesSIGKILL() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        let port = server.port
        var jar = try signedUp("kill", port: port)
        let form = try jar.get(port, "/workouts/new")
        let saved = try jar.post(port, "/workouts", "lift=Deadlift&weight=200&unit=kg&reps=1&sets=1&comments=&date=2024-05-05&csrf_token=\(form.csrf)")
        XCTAssertEqual(saved.status, 303)
        let writer = try XCTUnwrap(server.child)
        kill(writer, SIGKILL)
        try server.waitForLog("server process \(writer) ran")
        let day = try jar.get(port, "/workouts/2024-05-05")
        XCTAssertEqual(day.status, 200)
        XCTAssertTrue(day.text.contains("Deadlift"))
    }

    /// Saves from 16 clients at once, committed in groups, and SIGKILL in the middle of them:
    /// every save whose 303 reached its client is in the database the next process opens. A
    /// 303 is sent only once the commit holding the save is on disk.
    func testEverySaveThatGotItsRedirectSurvivesSIGKILLUnderConcurrentSaves() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        let port = server.port
        var jar = try signedUp("load", port: port)
        let (cookie, token) = (jar.cookieHeader, try jar.get(port, "/workouts/new").csrf)
        let acknowledged = Mutex<[String]>([])
        let clients = DispatchGroup()
        for client in 0..<16 {
            clients.enter()
            Thread.detachNewThread {
                defer { clients.leave() }
                guard let connection = try? TestClient(port: port) else { return }
                for save in 0..<100_000 {
                    let marker = "c\(client)s\(save)"
                    let body = "lift=Deadlift&weight=\(100 + save % 100)&unit=kg&reps=1&sets=1&comments=\(marker)&date=2024-05-05&csrf_token=\(token)"
                    guard let reply = try? connection.request("POST", "/workouts", headers: [
                        "Cookie": cookie, "Content-Type": "application/x-www-form-urlencoded",
                    ], body: body) else { return }
                    if reply.status == 303 { acknowledged.withLock { $0.append(marker) } }
                }
            }
        }
        try waitUntil(timeout: 20, "200 saves") { acknowledged.withLock { $0.count } >= 200 }
        let writer = try XCTUnwrap(server.child)
        kill(writer, SIGKILL)
        XCTAssertEqual(clients.wait(timeout: .now() + 10), .success, "every client saw its connection end")
        try server.waitForLog("server process \(writer) ran")
        let database = try Connection(path: folder + "/data.sqlite", mode: .readOnly)
        let stored = Set(try database.prepare("SELECT comments FROM workouts").all { $0.string(0) })
        let lost = acknowledged.withLock { $0 }.filter { !stored.contains($0) }
        XCTAssertEqual(lost, [], "saves answered 303 but not stored, of \(acknowledged.withLock { $0.count })")
    }

    /// A browser that has just signed up as NAME@example.com.
    private func signedUp(_ name: String, port: UInt16) throws -> CookieJar {
        var jar = CookieJar()
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=\(name)%40example.com&password=correct+horse+battery&first_name=K&last_name=L&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        return jar
    }

    func testPasswordsNeverReachTheLogs() throws {
        let accessLog = folder + "/access.log"
        let server = try ServerProcess(folder: folder, output: accessLog)
        let port = server.port
        var jar = CookieJar()
        let password = "Unmistakable-Secret-4711"
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=log%40example.com&password=\(password)&first_name=L&last_name=L&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        var stranger = CookieJar()
        let login = try stranger.get(port, "/login")
        try stranger.post(port, "/login", "email=log%40example.com&password=\(password)x&csrf_token=\(login.csrf)")
        try stranger.post(port, "/login?password=\(password)", "email=log%40example.com&password=\(password)&csrf_token=\(login.csrf)")
        server.stop()
        let logged = try String(contentsOfFile: accessLog, encoding: .utf8)
        XCTAssertTrue(logged.contains("POST /login 422"), logged)
        XCTAssertFalse(logged.contains("Unmistakable"), "no password in the access log, not even from a query string")
        XCTAssertFalse(logged.contains("log@example.com"), "nor the email")
    }
}
