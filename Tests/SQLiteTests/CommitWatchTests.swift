import SQLite
import XCTest

/// `CommitWatch`: the WAL index's header stays the same while nothing is committed, and moves
/// with every commit, of any connection, a rolled-back one excepted.
final class CommitWatchTests: XCTestCase {
    private struct Undone: Error {}

    func testTheMomentMovesWithEveryCommitOfAnyConnectionAndOnlyThen() throws {
        let path = try temporaryDatabasePath()
        let writer = try Connection(path: path)
        defer { writer.close() }
        try writer.execute("CREATE TABLE t(x INTEGER)")
        let watch = try XCTUnwrap(CommitWatch(path: path))
        let start = try XCTUnwrap(watch.now())
        XCTAssertEqual(watch.now(), start)
        _ = try writer.prepare("SELECT count(*) FROM t").first { $0.int(0) }
        XCTAssertEqual(watch.now(), start, "a read commits nothing")

        try writer.execute("INSERT INTO t VALUES (1)")
        let first = try XCTUnwrap(watch.now())
        XCTAssertNotEqual(first, start, "a commit")
        let other = try Connection(path: path)
        defer { other.close() }
        try other.transaction { try other.execute("INSERT INTO t VALUES (2)") }
        let second = try XCTUnwrap(watch.now())
        XCTAssertNotEqual(second, first, "another connection's commit")
        XCTAssertThrowsError(try other.transaction { try other.execute("INSERT INTO t VALUES (3)"); throw Undone() })
        XCTAssertEqual(watch.now(), second, "rolled back: nothing visible changed")

        try writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try writer.execute("INSERT INTO t VALUES (4)")
        XCTAssertNotEqual(watch.now(), second, "the WAL started over")
        watch.close()
        XCTAssertNil(watch.now())
    }
}
