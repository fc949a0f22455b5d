import SQLite
import XCTest

final class SQLiteErrorTests: XCTestCase {
    private func makeUsers() throws -> Connection {
        let connection = try openTemporaryDatabase()
        try connection.execute("""
            CREATE TABLE users(id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT)
            """)
        return connection
    }

    private func insertError(_ connection: Connection, _ parameters: [any SQLiteBindable]) -> SQLiteError? {
        do {
            try connection.cached("INSERT INTO users(email, password_hash) VALUES (?, ?)").run(parameters)
            return nil
        } catch {
            return error as? SQLiteError
        }
    }

    func testUniqueViolationIsDetected() throws {
        let connection = try makeUsers()
        XCTAssertNil(insertError(connection, ["ada@example.com", "h1"]))
        let error = try XCTUnwrap(insertError(connection, ["ADA@example.com", "h2"]))
        XCTAssertTrue(error.isUniqueViolation)
        XCTAssertEqual(error.code, 19, "SQLITE_CONSTRAINT")
        XCTAssertEqual(error.code, 19)
        XCTAssertEqual(error.extendedCode, 2067)
        XCTAssertEqual(error.message, "UNIQUE constraint failed: users.email")
    }

    func testNotNullViolationIsAConstraintButNotUnique() throws {
        let connection = try makeUsers()
        let error = try XCTUnwrap(insertError(connection, [String?.none, "h"]))
        XCTAssertEqual(error.code, 19, "SQLITE_CONSTRAINT")
        XCTAssertFalse(error.isUniqueViolation)
    }

    func testDescriptionHasTheSQLButNotTheBoundValues() throws {
        let connection = try makeUsers()
        XCTAssertNil(insertError(connection, ["ada@example.com", "hunter2-secret"]))
        let error = try XCTUnwrap(insertError(connection, ["ada@example.com", "hunter2-secret"]))
        XCTAssertEqual(error.sql, "INSERT INTO users(email, password_hash) VALUES (?, ?)")
        XCTAssertEqual(
            error.description,
            "SQLite error 2067 (constraint failed): UNIQUE constraint failed: users.email; "
                + "SQL: INSERT INTO users(email, password_hash) VALUES (?, ?)")
        XCTAssertFalse(error.description.contains("hunter2-secret"))
        XCTAssertFalse(error.description.contains("ada@example.com"))
    }

    func testSyntaxErrorCarriesMessageAndSQL() throws {
        let connection = try openTemporaryDatabase()
        XCTAssertThrowsError(try connection.prepare("SELEC 1")) { error in
            let error = error as? SQLiteError
            XCTAssertEqual(error?.code, 1)
            XCTAssertEqual(error?.message, "near \"SELEC\": syntax error")
            XCTAssertEqual(error?.sql, "SELEC 1")
        }
    }
}
