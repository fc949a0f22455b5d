import Dispatch
import Domain
import Foundation
import SQLite
import Synchronization
import XCTest
@testable import Storage

/// Writers of many threads at once: none fails, none waits behind a stream of others.
final class ConcurrentWriteTests: StorageTestCase {
    /// Saves from 48 threads at once, as the worker threads make them: every one is stored.
    func testConcurrentSavesAreAllStored() throws {
        let users = try (0..<4).map { try makeUser("lifter\($0)@example.com").id }
        let failures = Mutex<[String]>([])
        let done = DispatchGroup()
        for thread in 0..<48 {
            done.enter()
            Thread.detachNewThread { [database] in
                for save in 0..<10 {
                    let date = CalendarDate(iso: String(format: "2025-%02d-%02d", 1 + save, 1 + thread % 28))!
                    let lift = save % 2 == 0 ? "Back Squat" : "Deadlift"
                    do {
                        try database!.addWorkout(userID: users[thread % 4],
                                                 WorkoutInput(date: date, lift: lift, weight: 100, unit: .kg, reps: 5, sets: 1, comments: ""))
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
                done.leave()
            }
        }
        done.wait()
        XCTAssertEqual(failures.withLock { $0 }, [])
        let stored = try users.map { try database.workoutDays(userID: $0, limit: 1000, offset: 0).reduce(0) { $0 + $1.entryCount } }
        XCTAssertEqual(stored, [120, 120, 120, 120])
    }

    /// A write waits its turn behind writes that follow each other without a break (an import
    /// in chunks, say), never longer. With a connection each, writers waiting for SQLite's lock
    /// sleep and retry, the lock is taken again in between, and the one waiting gave up with
    /// "database is locked" after the busy timeout (5 s).
    func testAWriteIsNotStarvedByWritesBackToBack() throws {
        let user = try makeUser("saver@example.com").id
        let stop = Atomic(false)
        let chunks = Thread { [database] in
            while !stop.load(ordering: .relaxed) {
                _ = try? database!.write { connection in
                    try connection.execute("UPDATE users SET first_name = first_name WHERE id = \(user)")
                    usleep(20_000)
                }
            }
        }
        chunks.start()
        defer { stop.store(true, ordering: .relaxed) }
        usleep(50_000)
        let started = Date()
        XCTAssertNoThrow(try database.addWorkout(userID: user, workout("Bench Press")))
        let waited = Date().timeIntervalSince(started)
        XCTAssertLessThan(waited, 1, "a save waited \(waited) s behind writes back to back")
    }
}
