import Foundation
import Glibc
import TestClient
import TestSupport
import XCTest

/// The real `liftinglog` binary in a process of its own, started as an operator starts it: for
/// the tests about processes, signals and what survives them.
final class ServerProcess {
    let process: Process
    private(set) var port: UInt16 = 0
    private let errors: Pipe
    /// Standard error read so far: the app's log.
    private(set) var log = ""

    /// Starts `liftinglog serve` on a free port with its database in `folder` and returns once
    /// it listens. The access log goes to `output` if given; `descriptorLimit` sets `ulimit -n`;
    /// `environment` adds variables (the test-only ones).
    init(folder: String, arguments: [String] = [], output: String? = nil, descriptorLimit: Int? = nil,
         environment: [String: String] = [:]) throws {
        (process, errors) = try Self.launch(Self.serve(folder: folder) + arguments, output: output, descriptorLimit: descriptorLimit,
                                            environment: environment)
        try waitForLog("/ (database")
        port = UInt16(log.components(separatedBy: "http://127.0.0.1:")[1].prefix { $0.isNumber })!
    }

    /// Runs `liftinglog serve` with a database in `folder` and `arguments` until it exits by
    /// itself: its exit status and standard error.
    static func run(folder: String, arguments: [String]) throws -> (status: Int32, log: String) {
        let (process, errors) = try launch(serve(folder: folder) + arguments, output: nil, descriptorLimit: nil)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, log)
    }

    /// Runs `liftinglog` with `arguments` (a command other than serve) until it exits: its
    /// exit status, standard output and standard error.
    static func command(_ arguments: [String]) throws -> (status: Int32, output: String, log: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let (process, errors) = try launch(arguments, output: folder.path + "/output", descriptorLimit: nil)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: folder.path + "/output", encoding: .utf8), log)
    }

    var pid: Int32 { process.processIdentifier }

    /// The server process the supervisor runs now, if any: its only child (proc(5),
    /// /proc/PID/task/TID/children, where the supervisor's one thread is its main thread).
    var child: Int32? {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }.first
    }

    /// SIGTERM, then waits for the exit, with SIGKILL after 15 s so that a failing test does
    /// not hang; nothing if it has exited already.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if (try? waitUntil(timeout: 15, "the exit") { !isRunning(pid) }) == nil { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// Reads standard error until `text` has appeared in it `times` times; fails after `timeout` seconds.
    func waitForLog(_ text: String, times: Int = 1, timeout: Double = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var descriptor = pollfd(fd: errors.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while log.components(separatedBy: text).count <= times {
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&descriptor, 1, left) == 1 else { throw TestClient.Failure(description: "no \"\(text)\" in the log within \(timeout) s: \(log)") }
            let count = read(descriptor.fd, &buffer, buffer.count)
            guard count > 0 else { throw TestClient.Failure(description: "liftinglog exited before logging \"\(text)\": \(log)") }
            log += String(decoding: buffer.prefix(count), as: UTF8.self)
        }
    }

    private static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("liftinglog").path
    }

    private static func serve(folder: String) -> [String] {
        ["serve", "--port", "0", "--db", folder + "/data.sqlite", "--resources", TestApp.projectRoot, "--log-level", "info"]
    }

    private static func launch(_ arguments: [String], output: String?, descriptorLimit: Int?,
                               environment added: [String: String] = [:]) throws -> (Process, Pipe) {
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw XCTSkip("liftinglog binary not built at \(binary)") }
        let process = Process()
        // Through a shell for its limits: no core files from the crashes tests cause; `exec`
        // keeps the process id.
        let limits = ["ulimit -c 0"] + (descriptorLimit.map { ["ulimit -n \($0)"] } ?? [])
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", (limits + ["exec \"$0\" \"$@\""]).joined(separator: " && "), binary] + arguments
        // The Swift runtime's backtracer catches SIGILL and the like to print a backtrace, then
        // runs the trapping instruction again to die of it. A signal sent with kill(2) has no
        // instruction to run again and is survived: without the backtracer it does what a trap does.
        // No LIFTINGLOG_ settings from the shell running the tests either: only the flags count.
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LIFTINGLOG_") }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(added) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        if let output {
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        try process.run()
        return (process, errors)
    }
}

/// Whether process `pid` still runs; a zombie, dead but not yet reaped, does not (proc(5):
/// the state is the field after the parenthesised name in /proc/PID/stat).
func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let name = stat.range(of: ") ", options: .backwards) else { return false }
    return stat[name.upperBound] != "Z"
}

/// Polls `condition` every 20 ms; fails after `timeout` seconds.
func waitUntil(timeout: Double, _ what: String, _ condition: () -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { throw TestClient.Failure(description: "\(what) did not happen within \(timeout) s") }
        usleep(20_000)
    }
}
