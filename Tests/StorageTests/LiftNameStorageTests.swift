import Domain
@testable import Storage
import XCTest

/// Renaming and merging lifts in storage (issue 24): one transaction each, the daily bests of
/// every layer (imported ones too) moved and worked out again, the mappings kept pointing at
/// the lift they meant, and nothing while an import runs.
final class LiftNameStorageTests: StorageTestCase {
    func testLiftsAreEachLiftOnceUnderItsFirstSpellingAndLeaveOutAPendingImport() throws {
        let user = try makeUser("ada@example.com")
        try database.addWorkout(userID: user.id, workout("back squat"))
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try database.addWorkout(userID: user.id, workout("Chin Up", weight: 0))
        _ = try leavePendingImport([set("Front Squat")], userID: user.id)
        XCTAssertEqual(try database.lifts(userID: user.id), [Database.Lift(key: "back squat", name: "back squat"),
                                                             Database.Lift(key: "chin up", name: "Chin Up")])
        let other = try makeUser("eve@example.com")
        XCTAssertEqual(try database.lifts(userID: other.id), [])
    }

    func testRenamingAnImportedLiftMovesEveryLayerOfItsBests() throws {
        let user = try makeUser("ada@example.com")
        _ = try importSets([set("Squat (Barbell)", 120, reps: 5, on: "2024-03-01"), set("Squat (Barbell)", 100, reps: 1, on: "2024-03-02")], userID: user.id)
        XCTAssertGreaterThan(try count("SELECT count(*) FROM daily_bests WHERE import_id <> 0"), 0, "the import's own layer")
        let slug = try database.renameLift(userID: user.id, key: "squat (barbell)", to: "Back Squat")
        XCTAssertEqual(slug, "back-squat")
        XCTAssertEqual(try count("SELECT count(*) FROM daily_bests WHERE lift_key = 'squat (barbell)'"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM daily_bests WHERE lift_key = 'back squat'"), 2)
        let record = try XCTUnwrap(database.exerciseRecord(userID: user.id, slug: "back-squat"))
        XCTAssertEqual(record.lift, "Back Squat")
        XCTAssertEqual(record.days, 2)
        XCTAssertEqual(record.record.oneRepMaxKg, 135, accuracy: 1e-9)
        XCTAssertNil(try database.exerciseRecord(userID: user.id, slug: "squat-barbell"))
        XCTAssertEqual(try database.liftNameMapping(userID: user.id), ["squat (barbell)": "back squat"])
    }

    func testMappingsFollowTheLiftThroughRenamesAndMerges() throws {
        let user = try makeUser("ada@example.com")
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try database.addWorkout(userID: user.id, workout("Squat"))
        try database.rememberLiftNames(userID: user.id, ["squat (barbell)": "back squat"])
        _ = try database.renameLift(userID: user.id, key: "back squat", to: "Low Bar Squat")
        XCTAssertEqual(try database.liftNameMapping(userID: user.id), ["squat (barbell)": "low bar squat", "back squat": "low bar squat"])
        _ = try database.mergeLift(userID: user.id, key: "low bar squat", into: "squat")
        XCTAssertEqual(try database.liftNameMapping(userID: user.id),
                       ["squat (barbell)": "squat", "back squat": "squat", "low bar squat": "squat"])
        _ = try database.renameLift(userID: user.id, key: "squat", to: "Back Squat")
        XCTAssertEqual(try database.liftNameMapping(userID: user.id)["back squat"], nil, "a name is never mapped to itself")
        XCTAssertEqual(try database.liftNameMapping(userID: user.id)["squat (barbell)"], "back squat")
    }

    func testTheLiftersRoutinesFollowTheLiftAndNoOneElses() throws {
        let user = try makeUser("ada@example.com")
        let other = try makeUser("eve@example.com")
        let squat = RoutineExercise(lift: "Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg)
        for owner in [user.id, other.id] {
            try database.addWorkout(userID: owner, workout("Back Squat"))
            try database.addWorkout(userID: owner, workout("Squat"))
            _ = try database.addRoutine(userID: owner, Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [squat])]))
        }
        _ = try database.addRoutine(userID: nil, Routine(name: "Gym program", days: [RoutineDay(name: "A", exercises: [squat])]))
        _ = try database.mergeLift(userID: user.id, key: "squat", into: "back squat")
        XCTAssertEqual(try count("""
            SELECT count(*) FROM routine_exercises e JOIN routine_days d ON d.id = e.day_id JOIN routines r ON r.id = d.routine_id
            WHERE r.user_id = \(user.id) AND e.lift = 'Back Squat' AND e.lift_key = 'back squat'
            """), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM routine_exercises WHERE lift_key = 'squat'"), 2, "the other lifter's and the gym's")
    }

    func testNothingMovesWhileAnImportRuns() throws {
        let user = try makeUser("ada@example.com")
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try database.addWorkout(userID: user.id, workout("Squat"))
        _ = try leavePendingImport([set("Squat", 150, reps: 1)], userID: user.id)
        XCTAssertThrowsError(try database.renameLift(userID: user.id, key: "squat", to: "Front")) { XCTAssertEqual($0 as? StorageError, .importRunning) }
        XCTAssertThrowsError(try database.mergeLift(userID: user.id, key: "squat", into: "back squat")) { XCTAssertEqual($0 as? StorageError, .importRunning) }
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE lift_key = 'squat'"), 2)
    }

    func testRefusalsNameTheirReason() throws {
        let user = try makeUser("ada@example.com")
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try database.addWorkout(userID: user.id, workout("Squat"))
        XCTAssertThrowsError(try database.renameLift(userID: user.id, key: "squat", to: "BACK squat")) {
            XCTAssertEqual($0 as? StorageError, .liftNameTaken("BACK squat"))
        }
        XCTAssertThrowsError(try database.mergeLift(userID: user.id, key: "squat", into: "squat")) { XCTAssertEqual($0 as? StorageError, .mergeIntoItself) }
        XCTAssertThrowsError(try database.mergeLift(userID: user.id, key: "squat", into: "deadlift")) { XCTAssertEqual($0 as? StorageError, .noSuchLift) }
        let other = try makeUser("eve@example.com")
        XCTAssertThrowsError(try database.renameLift(userID: other.id, key: "squat", to: "Mine")) { XCTAssertEqual($0 as? StorageError, .noSuchLift) }
    }
}
