import Domain
import SQLite
@testable import Storage
import TestSupport
import XCTest

/// Every set is stored in the table and three indexes, no more (migration 22): an imported
/// row no longer goes into an index of imported rows, nor into a second index by lift.
final class ImportedRowIndexTests: StorageTestCase {
    func testAWorkoutRowIsInTheTableAndThreeIndexes() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        let indexes = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'workouts' ORDER BY name")
            .all { $0.string(0) }
        XCTAssertEqual(indexes, ["workouts_by_routine_exercise", "workouts_by_session", "workouts_by_user_date", "workouts_by_user_lift",
                                 "workouts_client_id"],
                       "the client id's, the routine's and the session's indexes are partial: an imported row has none of them")
    }

    func testALiftsSpellingIsOneOrderedReadOfTheLiftIndex() throws {
        let plan = try database.read { try LiftSpellings.queryPlan(on: $0) }
        XCTAssertTrue(plan.contains("USING INDEX workouts_by_user_lift (user_id=? AND lift_key=?)"), plan)
        XCTAssertFalse(plan.contains("TEMP B-TREE"), "no sort of the lift's sets: \(plan)")
    }

    func testTheEarliestSetsSpellingIsTheLifts() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Back Squat", on: "2024-03-01"))
        try importSets([set("BACK SQUAT", on: "2024-02-01"), set("back squat", on: "2024-04-01")], userID: ada.id)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat'"), 3, "the import takes the stored spelling")
        XCTAssertEqual(try database.lifts(userID: ada.id), [Database.Lift(key: "back squat", name: "Back Squat")])
    }

    /// An undo finds the import's rows from its first id on, and keeps every row of others
    /// written after that id, over more than one step of deletes.
    func testAnUndoneImportTakesOnlyItsOwnRowsFromItsFirstIDOn() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try database.addWorkout(userID: ada.id, workout("Row", on: "2024-01-01"))
        let sets = (0..<1_234).map { set("Row", Double($0 % 200 + 1), on: "2024-02-\(String(format: "%02d", $0 % 28 + 1))") }
        let importID = try leavePendingImport(sets, userID: ada.id)
        try database.addWorkout(userID: eve.id, workout("Row", on: "2024-02-02"))
        try database.addWorkout(userID: ada.id, workout("Row", on: "2024-02-03"))
        let first = try count("SELECT first_workout_id FROM imports WHERE id = \(importID)")
        XCTAssertEqual(first, try count("SELECT min(id) FROM workouts WHERE import_id = \(importID)"))
        try database.undoUnfinishedImports()
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE import_id <> 0"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 3, "the rows saved before and during the import stay")
        XCTAssertEqual(try count("SELECT count(*) FROM imports"), 0)
    }

    /// A database upgraded with an import a dead process left pending: migration 22 finds its
    /// first row while the old index still does, and the start's undo clears it.
    func testAnImportLeftPendingBeforeTheUpgradeIsUndoneAfterIt() throws {
        let oldPath = folder.path + "/old.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([
            Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005, Schema.migration006, Schema.migration007,
            Schema.migration008, Schema.migration009, Schema.migration010, Schema.migration011, Schema.migration012, Schema.migration013, Schema.migration014,
            Schema.migration015, Schema.migration016, Schema.migration017, Schema.migration018, Schema.migration019, Schema.migration020, Schema.migration021,
        ]).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets) VALUES (1, '2020-01-01', 'Row', 'row', 50, 'kg', 5, 1);
            INSERT INTO imports(id, user_id, source, sha256, added, already, rejected, state) VALUES (7, 1, 'fitbod', '', 0, 0, 0, 'pending');
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, import_id) VALUES (1, '2020-01-01', 'Row', 'row', 60, 'kg', 5, 1, 7);
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, import_id) VALUES (1, '2020-01-01', 'Row', 'row', 70, 'kg', 5, 1, 7);
            UPDATE workout_dates SET entry_count = 1, pending_count = 2;
            """)
        old.close()
        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        XCTAssertEqual(try TestSupport.count("SELECT first_workout_id FROM imports WHERE id = 7", in: oldPath), 2)
        try upgraded.undoUnfinishedImports()
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM workouts", in: oldPath), 1)
        XCTAssertEqual(try TestSupport.count("SELECT entry_count + pending_count FROM workout_dates", in: oldPath), 1)
    }
}
