import Dispatch
import Foundation
import SQLite
import Synchronization
import XCTest

final class WriteQueueTests: XCTestCase {
    private var path = ""
    private var queue: WriteQueue!

    override func setUpWithError() throws {
        path = try temporaryDatabasePath()
        queue = WriteQueue(path: path)
        try queue.write { try $0.execute("CREATE TABLE t(n INTEGER UNIQUE)") }
    }

    override func tearDown() {
        queue.close()
    }

    /// Many threads writing at once: every write is stored, and they shared commits.
    func testConcurrentWritersAreAllStoredInFewerCommits() throws {
        let before = queue.commits
        let failures = Atomic(0)
        let group = DispatchGroup()
        for thread in 0..<32 {
            group.enter()
            Thread.detachNewThread { [queue] in
                for write in 0..<25 {
                    do {
                        try queue!.write { try $0.cached("INSERT INTO t VALUES (?)").run([thread * 100 + write]) }
                    } catch {
                        failures.add(1, ordering: .relaxed)
                    }
                }
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(failures.load(ordering: .relaxed), 0)
        XCTAssertEqual(try count(), 800)
        XCTAssertLessThanOrEqual(queue.commits - before, 800)
    }

    /// Writers that come while a group runs wait for it and then commit together, once.
    func testWritersQueuedBehindAGroupCommitTogetherInOneTransaction() throws {
        let before = queue.commits
        let outcomes = try whileAGroupRuns(writes: (1...20).map { n in { try $0.cached("INSERT INTO t VALUES (?)").run([n]) } })
        XCTAssertTrue(outcomes.allSatisfy { $0 == nil }, "\(outcomes)")
        XCTAssertEqual(queue.commits - before, 2, "the running group, then the 20 that waited for it")
        XCTAssertEqual(try count(), 21)
    }

    /// A write that throws is undone alone; the others of its group are stored and its
    /// caller gets its own error.
    func testAFailingWriteRollsBackAloneAndTheRestOfItsGroupIsStored() throws {
        let outcomes = try whileAGroupRuns(writes: [
            { try $0.cached("INSERT INTO t VALUES (1)").run() },
            { connection in
                try connection.cached("INSERT INTO t VALUES (2)").run()
                throw Refused()
            },
            { try $0.cached("INSERT INTO t VALUES (0)").run() },  // taken by the running group's write
            { try $0.cached("INSERT INTO t VALUES (3)").run() },
        ])
        XCTAssertNil(outcomes[0])
        XCTAssertTrue(outcomes[1] is Refused, "\(String(describing: outcomes[1]))")
        XCTAssertEqual((outcomes[2] as? SQLiteError)?.isUniqueViolation, true, "\(String(describing: outcomes[2]))")
        XCTAssertNil(outcomes[3])
        XCTAssertEqual(try values(), [0, 1, 3])
    }

    /// When SQLite ends the whole transaction in the middle of a group (as it does after some
    /// I/O errors), the writes before lose their changes too: their callers must hear of it,
    /// and the writes after are committed in a group of their own.
    func testWritesBeforeATransactionLostInTheMiddleOfAGroupAreReportedAsFailed() throws {
        let outcomes = try whileAGroupRuns(writes: [
            { try $0.cached("INSERT INTO t VALUES (1)").run() },
            { connection in
                try connection.execute("ROLLBACK")
                throw Refused()
            },
            { try $0.cached("INSERT INTO t VALUES (3)").run() },
        ])
        XCTAssertNotNil(outcomes[0], "its write was rolled back with the group")
        XCTAssertTrue(outcomes[1] is Refused)
        XCTAssertNil(outcomes[2])
        XCTAssertEqual(try values(), [0, 3])
    }

    /// A group stops taking writes after `maximumGroupTime`; the rest commit in later groups.
    func testAGroupTakesNoMoreWritesAfterItsTime() throws {
        queue.close()
        queue = WriteQueue(path: path, maximumGroupTime: .zero)
        let before = queue.commits
        let outcomes = try whileAGroupRuns(writes: (1...4).map { n in { try $0.cached("INSERT INTO t VALUES (?)").run([n]) } })
        XCTAssertTrue(outcomes.allSatisfy { $0 == nil })
        XCTAssertEqual(queue.commits - before, 5, "one write a group")
    }

    /// A write inside a write runs as a savepoint of the same transaction: no deadlock, and
    /// an inner failure caught by the outer body undoes the inner part only.
    func testAWriteInsideAWriteNests() throws {
        try queue.write { connection in
            try connection.cached("INSERT INTO t VALUES (1)").run()
            try queue.write { try $0.cached("INSERT INTO t VALUES (2)").run() }
            XCTAssertThrowsError(try queue.write { inner in
                try inner.cached("INSERT INTO t VALUES (3)").run()
                throw Refused()
            })
        }
        XCTAssertEqual(try values(), [1, 2])
    }

    /// Once `write` returns, another connection sees the write.
    func testAReturnedWriteIsVisibleToOtherConnectionsAtOnce() throws {
        let reader = try Connection(path: path, mode: .readOnly)
        for n in 1...5 {
            try queue.write { try $0.cached("INSERT INTO t VALUES (?)").run([n]) }
            XCTAssertEqual(try reader.cached("SELECT count(*) FROM t").first { $0.int(0) }, n)
        }
    }

    func testClosingIdleReopensOnTheNextWriteAndClosingRefusesLaterWrites() throws {
        queue.closeIdle()
        try queue.write { try $0.cached("INSERT INTO t VALUES (1)").run() }
        XCTAssertEqual(try values(), [1])
        queue.close()
        XCTAssertThrowsError(try queue.write { try $0.cached("INSERT INTO t VALUES (2)").run() }) { error in
            XCTAssertTrue("\(error)".contains("closed"), "\(error)")
        }
    }

    // MARK: Helpers

    private struct Refused: Error {}
    private struct TimedOut: Error {}

    /// Starts a write of 0 that holds its group open until `writes`, each on a thread of its
    /// own started in order, are all queued behind it; then lets it finish and returns what
    /// each write threw (nil when it was stored).
    private func whileAGroupRuns(writes: [@Sendable (Connection) throws -> Void]) throws -> [(any Error)?] {
        let release = DispatchSemaphore(value: 0)
        let running = DispatchSemaphore(value: 0)
        let first = Thread { [queue] in
            try? queue!.write { connection in
                try connection.cached("INSERT INTO t VALUES (0)").run()
                running.signal()
                release.wait()
            }
        }
        first.start()
        running.wait()
        let outcomes = Mutex([(any Error)?](repeating: nil, count: writes.count))
        let done = DispatchGroup()
        for (index, write) in writes.enumerated() {
            done.enter()
            Thread.detachNewThread { [queue] in
                do { try queue!.write(write) } catch { outcomes.withLock { $0[index] = error } }
                done.leave()
            }
            try waitUntil { queue.pendingWrites == index + 2 }
        }
        release.signal()
        done.wait()
        return outcomes.withLock { $0 }
    }

    private func waitUntil(_ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            guard Date() < deadline else { throw TimedOut() }
            usleep(1_000)
        }
    }

    private func count() throws -> Int? {
        try Connection(path: path, mode: .readOnly).cached("SELECT count(*) FROM t").first { $0.int(0) }
    }

    private func values() throws -> [Int] {
        try Connection(path: path, mode: .readOnly).cached("SELECT n FROM t ORDER BY n").all { $0.int(0) }
    }
}
