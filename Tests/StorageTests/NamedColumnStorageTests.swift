import Domain
@testable import Storage
import XCTest

/// Storage reads every row by column name (`NamedRow`), so a column a later migration adds
/// cannot move what a read finds.
final class NamedColumnStorageTests: StorageTestCase {
    /// Columns added by `ALTER TABLE` after the reads ran once (their statements kept and then
    /// recompiled by SQLite), named like columns the reads know, leave every read as it was.
    func testColumnsAddedByAlterTableLeaveReadsRight() throws {
        let user = try makeUser("lifter@example.com")
        let day = CalendarDate(iso: "2024-03-01")!
        try database.addWorkout(userID: user.id, workout("Squat", weight: 120, reps: 3))
        try database.addWorkout(userID: user.id, workout("Bench Press", weight: 80, reps: 5))
        let read = { [database] in
            (try database!.user(id: user.id), try database!.workouts(userID: user.id, on: day),
             try database!.exerciseRecords(userID: user.id), try database!.workoutDays(userID: user.id, limit: 10, offset: 0))
        }
        let before = try read()
        XCTAssertEqual(before.1.map(\.lift), ["Squat", "Bench Press"])
        XCTAssertEqual(before.2.count, 2)

        try database.write { connection in
            try connection.execute("""
                ALTER TABLE users ADD COLUMN nickname TEXT NOT NULL DEFAULT 'Nick';
                ALTER TABLE users ADD COLUMN weight REAL NOT NULL DEFAULT 999;
                ALTER TABLE workouts ADD COLUMN tempo TEXT NOT NULL DEFAULT '3-1-1';
                ALTER TABLE workouts ADD COLUMN reps_in_reserve INTEGER NOT NULL DEFAULT 42;
                ALTER TABLE exercise_records ADD COLUMN note TEXT NOT NULL DEFAULT 'x';
                """)
        }
        let after = try read()
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)
        XCTAssertEqual(after.2, before.2)
        XCTAssertEqual(after.3, before.3)
    }
}
