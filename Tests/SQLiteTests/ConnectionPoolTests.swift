import Dispatch
import Foundation
import SQLite
import Synchronization
import XCTest

final class ConnectionPoolTests: XCTestCase {
    func testConcurrentWritersKeepEveryRow() throws {
        let pool = ConnectionPool(path: try temporaryDatabasePath())
        defer { pool.close() }
        try pool.withConnection { try $0.execute("CREATE TABLE t(worker INTEGER)") }
        let failures = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: 200) { worker in
            do {
                try pool.withConnection { connection in
                    try connection.transaction {
                        try connection.cached("INSERT INTO t VALUES (?)").run([worker])
                    }
                }
            } catch {
                failures.add(1, ordering: .relaxed)
            }
        }
        XCTAssertEqual(failures.load(ordering: .relaxed), 0)
        let stored = try pool.withConnection { connection in
            try connection.prepare("SELECT count(*), count(DISTINCT worker) FROM t").first { [$0.int(0), $0.int(1)] }
        }
        XCTAssertEqual(stored, [200, 200])
    }

    /// Closing the idle connections leaves the lent one working, and the next caller opens
    /// a new one that sees everything stored; with the last one closed, SQLite has
    /// checkpointed and removed the WAL and its index, whose mapping was the process's.
    func testClosingIdleConnectionsKeepsTheLentOneAndTheNextCallerOpensAnother() throws {
        let path = try temporaryDatabasePath()
        let pool = ConnectionPool(path: path)
        defer { pool.close() }
        let first = try pool.withConnection { connection in
            try connection.execute("CREATE TABLE t(n INTEGER); INSERT INTO t VALUES (1)")
            pool.closeIdle()
            try connection.execute("INSERT INTO t VALUES (2)")
            return connection
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + "-wal"))
        pool.closeIdle()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-shm"))
        let (second, sum) = try pool.withConnection { connection in
            (connection, try connection.cached("SELECT sum(n) FROM t").first { $0.int(0) })
        }
        XCTAssertFalse(first === second, "a closed connection is not lent again")
        XCTAssertEqual(sum, 3)
        XCTAssertThrowsError(try first.execute("SELECT 1"), "the idle connection was closed")
    }

    /// Plain threads rather than `concurrentPerform`, which runs only one thread per core.
    func testNeverLendsMoreThanTheMaximum() throws {
        let pool = ConnectionPool(path: try temporaryDatabasePath(), maximumConnections: 3)
        defer { pool.close() }
        let gauge = ConcurrencyGauge()
        let seen = Mutex(Set<ObjectIdentifier>())
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                defer { done.leave() }
                for _ in 0..<5 {
                    try? pool.withConnection { connection in
                        gauge.measure {
                            seen.withLock { _ = $0.insert(ObjectIdentifier(connection)) }
                            Thread.sleep(forTimeInterval: 0.002)
                        }
                    }
                }
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertLessThanOrEqual(gauge.most, 3)
        XCTAssertGreaterThan(gauge.most, 1, "eight threads sleeping on a connection should overlap")
        XCTAssertLessThanOrEqual(seen.withLock { $0.count }, 3)
    }

    func testACallerWaitsWhileAllConnectionsAreBusy() throws {
        let pool = ConnectionPool(path: try temporaryDatabasePath(), maximumConnections: 1)
        defer { pool.close() }
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let secondEntered = Atomic(false)
        let bothDone = DispatchGroup()
        let identities = Mutex<[ObjectIdentifier]>([])
        DispatchQueue.global().async(group: bothDone) {
            try? pool.withConnection { connection in
                identities.withLock { $0.append(ObjectIdentifier(connection)) }
                holding.signal()
                release.wait()
            }
        }
        holding.wait()
        DispatchQueue.global().async(group: bothDone) {
            try? pool.withConnection { connection in
                identities.withLock { $0.append(ObjectIdentifier(connection)) }
                secondEntered.store(true, ordering: .sequentiallyConsistent)
            }
        }
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertFalse(secondEntered.load(ordering: .sequentiallyConsistent))
        release.signal()
        XCTAssertEqual(bothDone.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(secondEntered.load(ordering: .sequentiallyConsistent))
        let used = identities.withLock { $0 }
        XCTAssertEqual(used.count, 2)
        XCTAssertEqual(used.first, used.last, "the one connection is reused, not reopened")
    }

    func testAbandonedTransactionIsRolledBackOnReturn() throws {
        let pool = ConnectionPool(path: try temporaryDatabasePath(), maximumConnections: 1)
        defer { pool.close() }
        try pool.withConnection { try $0.execute("CREATE TABLE t(x); BEGIN; INSERT INTO t VALUES (1);") }
        let count = try pool.withConnection { try $0.prepare("SELECT count(*) FROM t").first { $0.int(0) } }
        XCTAssertEqual(count, 0)
    }

    func testAClosedPoolThrows() throws {
        let pool = ConnectionPool(path: try temporaryDatabasePath())
        try pool.withConnection { try $0.execute("SELECT 1") }
        pool.close()
        XCTAssertThrowsError(try pool.withConnection { _ in }) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.hasSuffix("is closed") == true, "\(error)")
        }
    }
}
