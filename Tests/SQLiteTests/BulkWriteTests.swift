import Foundation
import SQLite
import XCTest

final class BulkWriteTests: XCTestCase {
    private struct Refused: Error {}

    private func openWithParentChildAndTrigger() throws -> Connection {
        let connection = try openTemporaryDatabase()
        try connection.execute("""
            CREATE TABLE days(day TEXT PRIMARY KEY, entries INTEGER NOT NULL DEFAULT 0);
            CREATE TABLE sets(id INTEGER PRIMARY KEY, day TEXT NOT NULL REFERENCES days(day));
            CREATE TRIGGER set_added AFTER INSERT ON sets BEGIN
                UPDATE days SET entries = entries + 1 WHERE day = NEW.day;
            END;
            INSERT INTO days(day) VALUES ('2024-03-01');
            """)
        return connection
    }

    private func entries(_ connection: Connection) throws -> Int? {
        try connection.prepare("SELECT entries FROM days WHERE day = '2024-03-01'").first { $0.int(0) }
    }

    func testTriggersAndForeignKeysAreOffInsideAndOnAgainAfter() throws {
        let connection = try openWithParentChildAndTrigger()
        try connection.transaction {
            try connection.withoutTriggersOrForeignKeys {
                let insert = try connection.prepare("INSERT INTO sets(day) VALUES (?)")
                try insert.run(["2024-03-01"])
                try insert.run(["1999-01-01"])
            }
        }
        XCTAssertEqual(try entries(connection), 0, "the trigger did not run")
        XCTAssertEqual(try connection.prepare("SELECT count(*) FROM sets").first { $0.int(0) }, 2, "the orphan was not checked")

        try connection.prepare("INSERT INTO sets(day) VALUES (?)").run(["2024-03-01"])
        XCTAssertEqual(try entries(connection), 1, "the trigger runs again")
        XCTAssertThrowsError(try connection.prepare("INSERT INTO sets(day) VALUES (?)").run(["1999-01-02"])) { error in
            XCTAssertEqual((error as? SQLiteError)?.message, "FOREIGN KEY constraint failed")
        }
    }

    func testChecksAreOnAgainWhenTheBodyThrows() throws {
        let connection = try openWithParentChildAndTrigger()
        XCTAssertThrowsError(try connection.withoutTriggersOrForeignKeys { throw Refused() })
        XCTAssertThrowsError(try connection.prepare("INSERT INTO sets(day) VALUES (?)").run(["1999-01-01"]))
        try connection.prepare("INSERT INTO sets(day) VALUES (?)").run(["2024-03-01"])
        XCTAssertEqual(try entries(connection), 1)
    }

    /// During a bulk write only its own commits lead to checkpoints (another's commit would
    /// copy the bulk write's pages into the file in the request that committed), run by its
    /// `Checkpointer` on a thread of its own; after it, even after an error, every connection
    /// checkpoints after its commits again.
    func testDuringABulkWriteOnlyItsConnectionCheckpoints() throws {
        let path = try temporaryDatabasePath()
        let bulk = try Connection(path: path)
        let other = try Connection(path: path)
        try other.execute("CREATE TABLE t(v BLOB); PRAGMA wal_checkpoint(TRUNCATE)")
        let fileSize = { (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        let writePages = { (connection: Connection) in
            try connection.transaction {
                let insert = try connection.prepare("INSERT INTO t(v) VALUES (zeroblob(4000))")
                for _ in 0..<1_200 { try insert.run() }
            }
        }
        let before = fileSize()
        try bulk.checkpointingForEveryone {
            try writePages(other)
            XCTAssertEqual(fileSize(), before, "the other connection's commit of 1,200 pages left them in the WAL")
            try writePages(bulk)
            let deadline = Date() + 10
            while fileSize() <= before + 2_000 * 4_000, Date() < deadline { usleep(10_000) }
            XCTAssertGreaterThan(fileSize(), before + 2_000 * 4_000, "the bulk writer's commit had both writes copied into the file")
        }
        XCTAssertThrowsError(try bulk.checkpointingForEveryone { throw Refused() })
        let afterwards = fileSize()
        try writePages(other)
        XCTAssertGreaterThan(fileSize(), afterwards + 1_000 * 4_000, "after it, any commit checkpoints again")
    }
}
