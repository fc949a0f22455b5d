import SQLite
import XCTest

private enum LiftColumn: String, ColumnName {
    case id, name, weight
}

private enum OwnerColumn: String, ColumnName {
    case id, email
}

private enum CountColumn: String, ColumnName {
    case lift, sets

    func expression(table: String?) -> String? {
        self == .sets ? "COUNT(*)" : nil
    }
}

final class NamedRowTests: XCTestCase {
    private func liftTable() throws -> Connection {
        let connection = try openTemporaryDatabase()
        try connection.execute("""
            CREATE TABLE owners(id INTEGER PRIMARY KEY, email TEXT);
            CREATE TABLE lifts(id INTEGER PRIMARY KEY, name TEXT, weight REAL, owner_id INTEGER);
            INSERT INTO owners VALUES (7, 'ann@example.com');
            INSERT INTO lifts VALUES (1, 'Squat', 100.5, 7), (2, 'Bench', 60, 7);
            """)
        return connection
    }

    func testTheEnumWritesTheSelectList() {
        XCTAssertEqual(LiftColumn.selectList(), "id, name, weight")
        XCTAssertEqual(LiftColumn.selectList(from: "l"), "l.id AS \"id\", l.name AS \"name\", l.weight AS \"weight\"")
        XCTAssertEqual(OwnerColumn.selectList(joined: "o"), "o.id AS \"o.id\", o.email AS \"o.email\"")
        XCTAssertEqual(CountColumn.selectList(), "lift, COUNT(*) AS \"sets\"")
    }

    func testColumnsAreReadByName() throws {
        let connection = try liftTable()
        // The SQL's order differs from the enum's: the names decide.
        let lifts = try connection.prepare("SELECT weight, name, id FROM lifts ORDER BY id")
            .all(reading: LiftColumn.self) { row in "\(row.int64(.id)) \(row.string(.name)) \(row.double(.weight))" }
        XCTAssertEqual(lifts, ["1 Squat 100.5", "2 Bench 60.0"])
    }

    func testAMissingColumnThrowsWithItsNameAndTheSQL() throws {
        let connection = try liftTable()
        let sql = "SELECT id, name FROM lifts"
        XCTAssertThrowsError(try connection.prepare(sql).all(reading: LiftColumn.self) { $0.double(.weight) }) { error in
            let error = error as? SQLiteError
            XCTAssertEqual(error?.sql, sql)
            XCTAssertTrue(error?.message.contains("\"weight\"") ?? false, "\(String(describing: error))")
        }
    }

    func testADuplicateColumnThrows() throws {
        let connection = try liftTable()
        XCTAssertThrowsError(try connection.prepare("SELECT id, name, weight, weight FROM lifts").first(reading: LiftColumn.self) { $0.int(.id) }) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.contains("2 columns named \"weight\"") ?? false, "\(error)")
        }
    }

    func testAJoinedTableIsReadByItsAlias() throws {
        let connection = try liftTable()
        let sql = "SELECT \(LiftColumn.selectList(from: "l")), \(OwnerColumn.selectList(joined: "o")) FROM lifts l JOIN owners o ON o.id = l.owner_id ORDER BY l.id"
        let read = try connection.prepare(sql).all(reading: LiftColumn.self) { row in
            let owner = try row.joined(OwnerColumn.self, as: "o")
            return "\(row.int64(.id)) \(row.string(.name)) \(owner.int64(.id)) \(owner.string(.email))"
        }
        XCTAssertEqual(read, ["1 Squat 7 ann@example.com", "2 Bench 7 ann@example.com"])
    }

    func testAComputedColumnIsReadByItsName() throws {
        let connection = try liftTable()
        let counts = try connection.prepare("SELECT \(CountColumn.selectList()) FROM (SELECT name AS lift FROM lifts) GROUP BY lift ORDER BY lift")
            .all(reading: CountColumn.self) { "\($0.string(.lift)) \($0.int(.sets))" }
        XCTAssertEqual(counts, ["Bench 1", "Squat 1"])
    }

    func testASoleColumnReadsOneValueAndRefusesMore() throws {
        let connection = try liftTable()
        XCTAssertEqual(try connection.prepare("SELECT COUNT(*) FROM lifts").firstValue { $0.int() }, 2)
        XCTAssertEqual(try connection.prepare("SELECT name FROM lifts ORDER BY id").allValues { $0.string() }, ["Squat", "Bench"])
        XCTAssertNil(try connection.prepare("SELECT name FROM lifts WHERE id = 99").firstValue { $0.string() })
        XCTAssertThrowsError(try connection.prepare("SELECT id, name FROM lifts").firstValue { $0.int() }) { error in
            XCTAssertTrue((error as? SQLiteError)?.message.contains("2 columns") ?? false, "\(error)")
        }
    }

    /// A cached `SELECT *` is recompiled by SQLite after `ALTER TABLE`; the reads stay on
    /// their columns, before and after, whatever the new column's place.
    func testAColumnAddedToTheTableDoesNotShiftARead() throws {
        let connection = try liftTable()
        let read = { try connection.cached("SELECT * FROM lifts ORDER BY id").all(reading: LiftColumn.self) { "\($0.string(.name)) \($0.double(.weight))" } }
        XCTAssertEqual(try read(), ["Squat 100.5", "Bench 60.0"])
        try connection.execute("ALTER TABLE lifts ADD COLUMN comment TEXT DEFAULT 'x'")
        try connection.execute("CREATE TABLE lifts2(comment TEXT, weight REAL, id INTEGER PRIMARY KEY, name TEXT); INSERT INTO lifts2 SELECT comment, weight, id, name FROM lifts; DROP TABLE lifts; ALTER TABLE lifts2 RENAME TO lifts")
        XCTAssertEqual(try read(), ["Squat 100.5", "Bench 60.0"])
    }
}
