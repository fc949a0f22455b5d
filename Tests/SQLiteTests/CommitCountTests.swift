import SQLite
import XCTest

/// XCTest runs these one at a time, so no other test commits while one counts.
final class CommitCountTests: XCTestCase {
    private struct Refused: Error {}

    func testEveryCommitCountsOnceAndReadsDoNot() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(v INTEGER)")
        let start = Connection.commitCount
        try connection.prepare("INSERT INTO t(v) VALUES (1)").run()
        XCTAssertEqual(Connection.commitCount, start + 1, "a statement outside a transaction commits")
        try connection.transaction {
            try connection.prepare("INSERT INTO t(v) VALUES (2)").run()
            XCTAssertEqual(Connection.commitCount, start + 1, "nothing counts before the commit")
            try connection.prepare("UPDATE t SET v = v + 1").run()
        }
        XCTAssertEqual(Connection.commitCount, start + 2, "a transaction counts once, when it commits")
        XCTAssertEqual(try connection.prepare("SELECT sum(v) FROM t").first { $0.int(0) }, 5)
        XCTAssertEqual(Connection.commitCount, start + 2, "a read commits nothing")
    }

    func testARolledBackTransactionDoesNotCount() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(v INTEGER)")
        let start = Connection.commitCount
        XCTAssertThrowsError(try connection.transaction {
            try connection.prepare("INSERT INTO t(v) VALUES (1)").run()
            throw Refused()
        })
        XCTAssertEqual(Connection.commitCount, start)
    }

    func testCommitsAreCountedWithoutTheAutomaticCheckpointToo() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(v INTEGER)")
        let start = Connection.commitCount
        try connection.withoutAutomaticCheckpoint {
            try connection.prepare("INSERT INTO t(v) VALUES (1)").run()
        }
        try connection.prepare("INSERT INTO t(v) VALUES (2)").run()
        XCTAssertEqual(Connection.commitCount, start + 2)
    }
}
