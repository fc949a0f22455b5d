import SQLite
import XCTest

final class StatementTests: XCTestCase {
    func testEveryValueTypeRoundTrips() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, v)")
        let values: [SQLiteValue] = [
            .integer(.max), .integer(.min), .real(-3.25), .text("Bänkdrücken 🏋️‍♀️ 卧推"), .text(""),
            .blob([0, 1, 0, 255]), .blob([]), .null,
        ]
        let insert = try connection.prepare("INSERT INTO t(v) VALUES (?)")
        for value in values {
            try insert.run([value])
        }
        let read = try connection.prepare("SELECT v FROM t ORDER BY id").all { $0.value(0) }
        XCTAssertEqual(read, values)
    }

    func testSwiftTypesBindAndReadBack() throws {
        let connection = try openTemporaryDatabase()
        let statement = try connection.prepare("SELECT ?, ?, ?, ?, ?, ?, ?, ?")
        let parameters: [any SQLiteBindable] = [
            7, Int64(1) << 40, 102.5, "Ünïcode ✓", true, [UInt8]([0x00, 0x41, 0x00]), String?.none, Int?.some(3),
        ]
        let row = try statement.first(parameters) { row in
            (row.int(0), row.int64(1), row.double(2), row.string(3), row.bool(4), row.blob(5), row.isNull(6), row.int(7))
        }
        let values = try XCTUnwrap(row)
        XCTAssertEqual(values.0, 7)
        XCTAssertEqual(values.1, 1_099_511_627_776)
        XCTAssertEqual(values.2, 102.5)
        XCTAssertEqual(values.3, "Ünïcode ✓")
        XCTAssertTrue(values.4)
        XCTAssertEqual(values.5, [0x00, 0x41, 0x00])
        XCTAssertTrue(values.6)
        XCTAssertEqual(values.7, 3)
    }

    func testTextWithAnEmbeddedNULIsKeptWhole() throws {
        let connection = try openTemporaryDatabase()
        let read = try connection.prepare("SELECT ?, length(CAST(? AS BLOB))").first(["a\u{0}b", "a\u{0}b"]) {
            ($0.string(0), $0.int(1))
        }
        XCTAssertEqual(read?.0, "a\u{0}b")
        XCTAssertEqual(read?.1, 3)
    }

    func testNullReadsAsEmptyStringOrNil() throws {
        let connection = try openTemporaryDatabase()
        let read = try connection.prepare("SELECT NULL, 'x'").first { row in
            (row.string(0), row.optionalString(0), row.optionalString(1), row.blob(0))
        }
        XCTAssertEqual(read?.0, "")
        XCTAssertNil(read?.1 ?? nil)
        XCTAssertEqual(read?.2, "x")
        XCTAssertEqual(read?.3, [])
    }

    func testCachedStatementIsPreparedOnceAndGivesFreshResults() throws {
        let connection = try openTemporaryDatabase()
        try connection.execute("CREATE TABLE t(x INTEGER)")
        let sql = "SELECT count(*), coalesce(sum(x), 0) FROM t WHERE x > ?"
        let count = try connection.cached(sql)
        XCTAssertTrue(count === (try connection.cached(sql)))
        XCTAssertEqual(try count.first([0]) { [$0.int(0), $0.int(1)] }, [0, 0])
        try connection.cached("INSERT INTO t VALUES (?)").run([5])
        try connection.cached("INSERT INTO t VALUES (?)").run([9])
        XCTAssertEqual(try connection.cached(sql).first([0]) { [$0.int(0), $0.int(1)] }, [2, 14])
        XCTAssertEqual(try connection.cached(sql).first([6]) { [$0.int(0), $0.int(1)] }, [1, 9])
    }

    func testQueryVisitsRowsInOrderAndAllCollectsThem() throws {
        let connection = try openTemporaryDatabase()
        let sql = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) SELECT i FROM n"
        var visited: [Int] = []
        try connection.prepare(sql).query([4]) { visited.append($0.int(0)) }
        XCTAssertEqual(visited, [1, 2, 3, 4])
        XCTAssertEqual(try connection.prepare(sql).all([3]) { $0.int(0) * 10 }, [10, 20, 30])
    }

    func testFirstIsNilWithoutRows() throws {
        let connection = try openTemporaryDatabase()
        XCTAssertNil(try connection.prepare("SELECT 1 WHERE 0").first { $0.int(0) })
    }

    func testWrongParameterCountThrows() throws {
        let connection = try openTemporaryDatabase()
        XCTAssertThrowsError(try connection.prepare("SELECT ?, ?").run([1])) { error in
            XCTAssertEqual(
                (error as? SQLiteError)?.message, "the statement takes 2 parameters but was given 1")
        }
    }

    /// A statement left mid-way would hold its WAL snapshot and block a full checkpoint.
    func testStatementReleasesItsSnapshotAfterFirst() throws {
        let path = try temporaryDatabasePath()
        let reader = try Connection(path: path)
        let writer = try Connection(path: path)
        try writer.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3);")
        XCTAssertEqual(try reader.cached("SELECT x FROM t ORDER BY x").first { $0.int(0) }, 1)
        try writer.execute("INSERT INTO t VALUES (4)")
        let busy = try writer.prepare("PRAGMA wal_checkpoint(TRUNCATE)").first { $0.int(0) }
        XCTAssertEqual(busy, 0)
    }
}
