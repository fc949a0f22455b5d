import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import App

/// One lifter's big history import never holds up another's writes (issue 23): it writes in
/// short transactions, so the others' saves go through while it runs, none of them seeing
/// "database is locked".
final class ImportConcurrencyTests: XCTestCase {
    /// The size of the history file imported, in MiB: `LIFTINGLOG_TEST_IMPORT_MB` when set (50
    /// is the case), else one that still takes the importer several seconds.
    static let megabytes = ProcessInfo.processInfo.environment["LIFTINGLOG_TEST_IMPORT_MB"].flatMap(Int.init) ?? 4

    /// A Fitbod history of about `megabytes` MiB: five lifts over ten years of training days.
    static func history(megabytes: Int) -> (bytes: [UInt8], lines: Int) {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let lifts = ["Back Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row"]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(megabytes << 20 + 64)
        var line = 0
        while bytes.count < megabytes << 20 {
            let day = line / 60 % 3_600
            let date = "\(months[day / 28 % 12]) \(day % 28 + 1) \(2010 + day / 336)"
            bytes += Array("\(date),\(lifts[line % lifts.count]),1,\(line % 12 + 1),\(45 + line % 300)\n".utf8)
            line += 1
        }
        return (bytes, line)
    }

    /// What the savers saw: each save's status and time, and whether the import was pending
    /// (written but not yet visible) while the save ran.
    private final class Saves: Sendable {
        struct Save { let status: Int; let seconds: Double; let duringImport: Bool }
        let all = Mutex<[Save]>([])
        let importDone = Atomic<Bool>(false)
        let importPending = Atomic<Bool>(false)
    }

    func testTwentyUsersSaveWorkoutsWhileABigImportRuns() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let importer = TestBrowser(app)
        importer.signUp(email: "importer@example.com")
        let savers = (0..<20).map { number in
            let saver = TestBrowser(app)
            saver.signUp(email: "saver\(number)@example.com")
            saver.get("/workouts/new")
            return saver
        }
        let file = Self.history(megabytes: Self.megabytes)
        importer.get("/history/import")
        let saves = Saves()
        let group = DispatchGroup()
        let imported = Mutex<String>("")
        let (shared, sharedSavers) = (Unshared(importer), Unshared(savers))
        run(in: group) {
            let importer = shared.value
            let page = importer.upload("/history/import", [("format", "fitbod"), ("unit", "lb"), ("text", "")], file: ("file", "h.csv", file.bytes))
            imported.withLock { $0 = "\(page.status) " + page.text }
            saves.importDone.store(true, ordering: .relaxed)
        }
        let sharedApp = Unshared(app)
        run(in: group) {
            let app = sharedApp.value
            while !saves.importDone.load(ordering: .relaxed) {
                let pending = (try? app.count("SELECT count(*) FROM imports WHERE state = 'pending'")) ?? 0
                saves.importPending.store(pending > 0, ordering: .relaxed)
                usleep(5_000)
            }
        }
        for number in savers.indices {
            run(in: group) {
                let saver = sharedSavers.value[number]
                var day = 0
                while !saves.importDone.load(ordering: .relaxed) {
                    let started = Date()
                    let wasPending = saves.importPending.load(ordering: .relaxed)
                    day += 1
                    let response = saver.post("/workouts", [("lift", "Front Squat"), ("weight", "\(60 + number)"), ("unit", "kg"), ("reps", "5"),
                                                            ("sets", "1"), ("comments", ""), ("date", String(format: "2024-01-%02d", day % 28 + 1))])
                    let save = Saves.Save(status: response.status.code, seconds: Date().timeIntervalSince(started),
                                          duringImport: wasPending && saves.importPending.load(ordering: .relaxed))
                    saves.all.withLock { $0.append(save) }
                    // Ten saves a second each: a busy gym's worth, which leaves the two cores
                    // of CI to the server rather than to the test's own clients.
                    usleep(100_000)
                }
            }
        }
        group.wait()

        let page = imported.withLock { $0 }
        XCTAssertTrue(page.hasPrefix("200 "), String(page.prefix(300)))
        XCTAssertTrue(page.contains("<output name=\"imported\" data-value=\"\(file.lines)\">"), "every line imported")
        let all = saves.all.withLock { $0 }
        XCTAssertEqual(Dictionary(grouping: all.map(\.status)) { $0 }.mapValues(\.count), [303: all.count], "every save answers 303")
        let during = all.filter(\.duringImport)
        XCTAssertGreaterThanOrEqual(during.count, 20, "saves ran while the import was being written (\(all.count) in all)")
        let times = all.map(\.seconds).sorted()
        let p99 = times[min(times.count - 1, times.count * 99 / 100)]
        XCTAssertLessThan(p99, 1, "p99 of \(all.count) saves, \(during.count) during the import's writes; slowest \(times.last ?? 0) s")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE lift = 'Front Squat'"), all.count, "each save is stored")
    }

    /// A browser, or the app, handed to the one thread that uses it.
    private struct Unshared<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private func run(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread {
            body()
            group.leave()
        }.start()
    }
}
