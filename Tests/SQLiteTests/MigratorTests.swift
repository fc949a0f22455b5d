import SQLite
import XCTest

final class MigratorTests: XCTestCase {
    private let first = Migration("create users", sql: "CREATE TABLE users(id INTEGER PRIMARY KEY, email TEXT)")
    private let second = Migration("add unit", sql: "ALTER TABLE users ADD COLUMN unit TEXT NOT NULL DEFAULT 'kg'")
    private let third = Migration("create sessions", sql: """
        CREATE TABLE sessions(id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users ON DELETE CASCADE);
        CREATE INDEX sessions_user ON sessions(user_id);
        """)

    private func recorded(_ connection: Connection) throws -> [String] {
        try connection.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all {
            "\($0.int(0)) \($0.string(1))"
        }
    }

    private func tables(_ connection: Connection) throws -> [String] {
        try connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all {
            $0.string(0)
        }
    }

    func testAppliesInOrderAndRecordsEachVersion() throws {
        let connection = try openTemporaryDatabase()
        try Migrator([first, second, third]).migrate(connection)
        XCTAssertEqual(try recorded(connection), ["1 create users", "2 add unit", "3 create sessions"])
        XCTAssertEqual(try tables(connection), ["schema_migrations", "sessions", "users"])
        try connection.prepare("INSERT INTO users(email) VALUES (?)").run(["a@b.c"])
        XCTAssertEqual(try connection.prepare("SELECT unit FROM users").first { $0.string(0) }, "kg")
        let appliedAt = try connection.prepare("SELECT applied_at FROM schema_migrations").first { $0.string(0) }
        XCTAssertNotNil(appliedAt?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/))
    }

    func testRerunAppliesOnlyWhatIsNew() throws {
        let connection = try openTemporaryDatabase()
        try Migrator([first, second]).migrate(connection)
        try Migrator([first, second]).migrate(connection)
        XCTAssertEqual(try recorded(connection), ["1 create users", "2 add unit"])
        try Migrator([first, second, third]).migrate(connection)
        XCTAssertEqual(try recorded(connection), ["1 create users", "2 add unit", "3 create sessions"])
    }

    func testFailingMigrationChangesNothingAndIsNamed() throws {
        let connection = try openTemporaryDatabase()
        let broken = Migration("create plates", sql: "CREATE TABLE plates(kg REAL); CREATE TABLE oops(;")
        XCTAssertThrowsError(try Migrator([first, broken, third]).migrate(connection)) { error in
            guard case let .failed(version, name, underlying)? = error as? MigrationError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(version, 2)
            XCTAssertEqual(name, "create plates")
            XCTAssertEqual(underlying.message, "near \";\": syntax error")
            XCTAssertTrue(String(describing: error).hasPrefix("Migration 2 \"create plates\" failed"), "\(error)")
        }
        XCTAssertEqual(try recorded(connection), ["1 create users"])
        XCTAssertEqual(try tables(connection), ["schema_migrations", "users"])
    }

    func testASwiftStepRunsInTheSameTransactionAsItsSQL() throws {
        let connection = try openTemporaryDatabase()
        try Migrator([first]).migrate(connection)
        try connection.prepare("INSERT INTO users(email) VALUES (?)").run(["ADA@Example.COM"])
        let backfill = Migration("lowercase emails", sql: "ALTER TABLE users ADD COLUMN key TEXT") { connection in
            let emails = try connection.prepare("SELECT email FROM users").all { $0.string(0) }
            for email in emails { try connection.prepare("UPDATE users SET key = ? WHERE email = ?").run([email.lowercased(), email]) }
        }
        try Migrator([first, backfill]).migrate(connection)
        XCTAssertEqual(try connection.prepare("SELECT key FROM users").first { $0.string(0) }, "ada@example.com")

        let failing = Migration("fails in Swift", sql: "CREATE TABLE plates(kg REAL)") { connection in
            try connection.execute("INSERT INTO nowhere VALUES (1)")
        }
        XCTAssertThrowsError(try Migrator([first, backfill, failing]).migrate(connection))
        XCTAssertEqual(try recorded(connection), ["1 create users", "2 lowercase emails"])
        XCTAssertFalse(try tables(connection).contains("plates"), "the SQL of a migration whose Swift step failed is rolled back")
    }

    func testNewerSchemaIsRefused() throws {
        let connection = try openTemporaryDatabase()
        try Migrator([first, second, third]).migrate(connection)
        XCTAssertThrowsError(try Migrator([first, second]).migrate(connection)) { error in
            XCTAssertEqual(
                String(describing: error),
                "This database was written by a newer version of Lifting Log (schema 3, this build knows 2). "
                    + "Upgrade Lifting Log or use another --db file.")
        }
        XCTAssertEqual(try recorded(connection).count, 3)
    }
}
