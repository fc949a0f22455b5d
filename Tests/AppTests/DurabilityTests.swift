import Foundation
import TestClient
import TestSupport
import XCTest

/// A write that got its 303 survives the process being killed at once: the real binary is
/// started, a workout is logged over a socket, the process gets SIGKILL and is started again.
final class DurabilityTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    private var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("liftinglog").path
    }

    /// Starts `liftinglog serve` on a free port and returns it once it listens. With
    /// `output`, the access log goes to that file.
    private func start(output: String? = nil, descriptorLimit: Int? = nil) throws -> (Process, UInt16) {
        let process = Process()
        let arguments = ["serve", "--port", "0", "--db", folder + "/data.sqlite", "--resources", TestApp.projectRoot, "--log-level", "info"]
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        let errors = Pipe()
        process.standardError = errors
        if let output {
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        try process.run()
        var text = ""
        while !text.contains("/ (database") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { throw TestClient.Failure(description: "server exited: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        let port = text.components(separatedBy: "http://127.0.0.1:")[1].prefix { $0.isNumber }
        return (process, UInt16(port)!)
    }

    /// At the process's descriptor limit the server once spun at 100 % CPU and answered no one:
    /// accept failed with EMFILE and left the listener readable forever.
    func testAtTheDescriptorLimitNewClientsGetAnAnswerAndTheServerDoesNotSpin() throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("liftinglog binary not built at \(binary)") }
        let (process, port) = try start(descriptorLimit: 64)
        defer { process.terminate(); process.waitUntilExit() }
        let silent = try (0..<80).map { _ in try TestClient(port: port) }
        Thread.sleep(forTimeInterval: 0.3)
        let before = try cpuTicks(process.processIdentifier)
        Thread.sleep(forTimeInterval: 1)
        let used = try cpuTicks(process.processIdentifier) - before
        XCTAssertLessThan(used, 30, "\(used) ticks of CPU in one second (100 = one core spinning)")
        // Admitted in a silent connection's place, or told to come back: never left hanging.
        let answer = try TestClient(port: port).request("GET", "/healthz").status
        XCTAssertTrue([200, 503].contains(answer), "\(answer)")
        _ = silent
    }

    /// User plus system CPU time of a process, in clock ticks (proc(5), fields 14 and 15).
    private func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }

    func testLoggedWorkoutSurvivesSIGKILL() throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("liftinglog binary not built at \(binary)") }
        var (process, port) = try start()
        var jar = CookieJar()
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=kill%40example.com&password=correct+horse+battery&first_name=K&last_name=L&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        let form = try jar.get(port, "/workouts/new")
        let saved = try jar.post(port, "/workouts", "lift=Deadlift&weight=200&unit=kg&reps=1&sets=1&comments=&date=2024-05-05&csrf_token=\(form.csrf)")
        XCTAssertEqual(saved.status, 303)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        (process, port) = try start()
        defer { process.terminate(); process.waitUntilExit() }
        let day = try jar.get(port, "/workouts/2024-05-05")
        XCTAssertEqual(day.status, 200)
        XCTAssertTrue(day.text.contains("Deadlift"))
    }

    func testPasswordsNeverReachTheLogs() throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("liftinglog binary not built at \(binary)") }
        let accessLog = folder + "/access.log"
        let (process, port) = try start(output: accessLog)
        var jar = CookieJar()
        let password = "Unmistakable-Secret-4711"
        let signup = try jar.get(port, "/signup")
        try jar.post(port, "/signup", "email=log%40example.com&password=\(password)&first_name=L&last_name=L&birth_date=1990-01-01&csrf_token=\(signup.csrf)")
        var stranger = CookieJar()
        let login = try stranger.get(port, "/login")
        try stranger.post(port, "/login", "email=log%40example.com&password=\(password)x&csrf_token=\(login.csrf)")
        try stranger.post(port, "/login?password=\(password)", "email=log%40example.com&password=\(password)&csrf_token=\(login.csrf)")
        process.terminate()
        process.waitUntilExit()
        let logged = try String(contentsOfFile: accessLog, encoding: .utf8)
        XCTAssertTrue(logged.contains("POST /login 422"), logged)
        XCTAssertFalse(logged.contains("Unmistakable"), "no password in the access log, not even from a query string")
        XCTAssertFalse(logged.contains("log@example.com"), "nor the email")
    }

    func testSIGTERMStopsGracefullyWithExitZero() throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("liftinglog binary not built at \(binary)") }
        let (process, port) = try start()
        XCTAssertEqual(try TestClient(port: port).request("GET", "/healthz").status, 200)
        process.terminate()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}

/// Cookies and the CSRF token over real sockets, for the tests that run the binary.
struct CookieJar {
    struct Page {
        let status: Int
        let text: String
        var csrf: String {
            guard let range = text.range(of: #"name="csrf_token" value="[^"]+""#, options: .regularExpression) else { return "" }
            return String(text[range].dropFirst(#"name="csrf_token" value=""#.count).dropLast())
        }
    }

    private var cookies: [String: String] = [:]

    mutating func get(_ port: UInt16, _ path: String) throws -> Page {
        try exchange(port, "GET", path, body: nil)
    }

    @discardableResult
    mutating func post(_ port: UInt16, _ path: String, _ body: String) throws -> Page {
        try exchange(port, "POST", path, body: body)
    }

    private mutating func exchange(_ port: UInt16, _ method: String, _ path: String, body: String?) throws -> Page {
        var headers = ["Cookie": cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")]
        if body != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        let reply = try TestClient(port: port).request(method, path, headers: headers, body: body ?? "")
        for header in reply.headers where header.name.lowercased() == "set-cookie" {
            let pair = header.value.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
        }
        return Page(status: reply.status, text: reply.text)
    }
}
