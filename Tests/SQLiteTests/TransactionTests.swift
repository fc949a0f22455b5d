import SQLite
import XCTest

final class TransactionTests: XCTestCase {
    private struct Abort: Error {}

    private func makeTable() throws -> Connection {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(x TEXT)")
        return connection
    }

    private func values(_ connection: Connection) throws -> [String] {
        try connection.prepare("SELECT x FROM t ORDER BY rowid").all { $0.string(0) }
    }

    func testCommitsAndReturnsTheBodyValue() throws {
        let connection = try makeTable()
        let id = try connection.transaction {
            try connection.cached("INSERT INTO t VALUES (?)").run(["kept"])
            return connection.lastInsertRowID
        }
        XCTAssertEqual(id, 1)
        XCTAssertEqual(try values(connection), ["kept"])
    }

    func testRollsBackAndRethrowsTheOriginalError() throws {
        let connection = try makeTable()
        XCTAssertThrowsError(
            try connection.transaction {
                try connection.cached("INSERT INTO t VALUES (?)").run(["gone"])
                throw Abort()
            }
        ) { error in
            XCTAssertTrue(error is Abort, "\(error)")
        }
        XCTAssertEqual(try values(connection), [])
        try connection.transaction { try connection.cached("INSERT INTO t VALUES (?)").run(["next"]) }
        XCTAssertEqual(try values(connection), ["next"])
    }

    func testNestedTransactionUndoesOnlyItsOwnWork() throws {
        let connection = try makeTable()
        try connection.transaction {
            try connection.cached("INSERT INTO t VALUES (?)").run(["outer"])
            XCTAssertThrowsError(
                try connection.transaction {
                    try connection.cached("INSERT INTO t VALUES (?)").run(["inner"])
                    throw Abort()
                })
            try connection.transaction {
                try connection.cached("INSERT INTO t VALUES (?)").run(["inner kept"])
            }
        }
        XCTAssertEqual(try values(connection), ["outer", "inner kept"])
    }

    func testFailingOuterBodyUndoesCommittedInnerWork() throws {
        let connection = try makeTable()
        XCTAssertThrowsError(
            try connection.transaction {
                try connection.transaction {
                    try connection.cached("INSERT INTO t VALUES (?)").run(["inner"])
                }
                throw Abort()
            })
        XCTAssertEqual(try values(connection), [])
    }
}
