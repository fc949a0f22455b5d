import Domain
import Storage
import XCTest

final class WorkoutStorageTests: StorageTestCase {
    func testTheFirstSpellingOfALiftIsKeptForEveryLaterOne() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try database.addWorkout(userID: eve.id, workout("BACK SQUAT"))
        try database.addWorkout(userID: ada.id, workout("Back Squat"))
        try database.addWorkout(userID: ada.id, workout("back  squat"))
        try importSets([set(" back squat "), set("Front Squat")], userID: ada.id, source: .strong)
        XCTAssertEqual(try database.liftNames(userID: ada.id), ["Back Squat", "Front Squat"], "another user's spelling does not leak")
        XCTAssertEqual(try database.liftNames(userID: eve.id), ["BACK SQUAT"])
    }

    func testEditingTheOnlyEntryOfALiftCanRenameIt() throws {
        let ada = try makeUser("ada@example.com")
        let id = try database.addWorkout(userID: ada.id, workout("Squat"))
        XCTAssertTrue(try database.updateWorkout(userID: ada.id, id: id, workout("Back Squat")))
        XCTAssertEqual(try database.workout(userID: ada.id, id: id)?.lift, "Back Squat")
    }

    func testBatchInsertIsOneTransactionWithItsSource() throws {
        let ada = try makeUser("ada@example.com")
        let outcome = try importSets((1...500).map { set("Row", Double($0), reps: $0 % 12 + 1, on: "2024-01-0\($0 % 9 + 1)") },
                                     userID: ada.id, source: .hevy)
        XCTAssertEqual(outcome, Database.ImportOutcome(added: 500, already: 0))
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE source = 'hevy'"), 500)
        XCTAssertEqual(try count("SELECT sum(entry_count) FROM workout_dates"), 500, "the triggers counted every row")
        let days = try database.workoutDays(userID: ada.id, limit: 20, offset: 0)
        XCTAssertEqual(days.first?.date, CalendarDate(iso: "2024-01-09"), "typed dates, newest first")
        XCTAssertEqual(try database.workouts(userID: ada.id, on: days[0].date).first?.source, .hevy)
    }

    func testProfileFactsAreStoredAndCleared() throws {
        let ada = try makeUser("ada@example.com")
        let weight = BodyWeight(value: 82.5, unit: .kg, date: CalendarDate(iso: "2026-11-01")!)
        let today = CalendarDate(iso: "2026-11-22")!
        let profile = try ProfileInput.parse(firstName: "Ada", lastName: "L", birthDate: "1990-01-01", unit: "kg", sex: "female",
                                             bodyWeight: "82.5", bodyWeightDate: "2026-11-01", today: today).get()
        try database.updateProfile(userID: ada.id, profile, timeZone: "America/Los_Angeles")
        let stored = try XCTUnwrap(try database.credentials(email: "ada@example.com")?.user)
        XCTAssertEqual(stored.timeZone, "America/Los_Angeles")
        XCTAssertEqual(stored.sex, .female)
        XCTAssertEqual(stored.bodyWeight, weight)
        XCTAssertEqual(try database.credentials(email: "ada@example.com")?.passwordHash, "x", "the hash still follows the user's columns")
        let plain = try ProfileInput.parse(firstName: "Ada", lastName: "L", birthDate: "1990-01-01", unit: "kg", today: today).get()
        try database.updateProfile(userID: ada.id, plain, timeZone: nil)
        let cleared = try XCTUnwrap(try database.credentials(email: "ada@example.com")?.user)
        XCTAssertNil(cleared.timeZone)
        XCTAssertNil(cleared.sex)
        XCTAssertNil(cleared.bodyWeight)
    }
}
