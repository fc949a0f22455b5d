import Domain
import SQLite
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
        XCTAssertEqual(cleared.bodyWeight, weight, "the body weight is the latest weigh-in: an empty field deletes no weigh-in (issue 38)")
    }
}

final class WorkoutClientIDStorageTests: StorageTestCase {
    private let first = ClientID("6b1b7a8e-7f43-4d37-9a0e-4b1f0a6a3c11")!

    func testTheSameClientIDStoresOneEntryAndAnswersWithItsID() throws {
        let ada = try makeUser("ada@example.com")
        let id = try database.addWorkout(userID: ada.id, workout("Squat"), clientID: first)
        let again = try database.addWorkout(userID: ada.id, workout("Squat", weight: 140), clientID: ClientID(first.description.uppercased()))
        XCTAssertEqual(again, id, "the retry is answered with the first entry")
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 1)
        XCTAssertEqual(try database.workout(userID: ada.id, id: id)?.weight, 100, "the first send is the entry")
        XCTAssertEqual(try count("SELECT entry_count FROM workout_dates"), 1)
    }

    func testTheUniqueIndexRefusesASecondRowOfOneClientID() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Squat"), clientID: first)
        XCTAssertThrowsError(try Connection(path: path).execute("""
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, client_id)
            SELECT user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, client_id FROM workouts
            """))
    }

    func testEntriesWithoutAClientIDAreEachStored() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Squat"))
        try database.addWorkout(userID: ada.id, workout("Squat"))
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 2)
    }

    func testAnotherUsersClientIDIsTheirOwn() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        let adas = try database.addWorkout(userID: ada.id, workout("Squat"), clientID: first)
        let eves = try database.addWorkout(userID: eve.id, workout("Bench"), clientID: first)
        XCTAssertNotEqual(adas, eves)
        XCTAssertEqual(try database.workout(userID: eve.id, id: eves)?.lift, "Bench")
        XCTAssertNil(try database.workout(userID: eve.id, id: adas))
    }

    func testConcurrentDuplicatesStoreOneEntryAndAllAnswerWithIt() throws {
        let ada = try makeUser("ada@example.com")
        let ids = (0..<4).map { _ in ClientID(UUID().uuidString)! }
        let answers = Answers()
        let (database, inputs) = (database!, (0..<64).map { workout("Squat", weight: Double($0)) })
        DispatchQueue.concurrentPerform(iterations: inputs.count) { attempt in
            let id = ids[attempt % ids.count]
            do {
                let stored = try database.addWorkout(userID: ada.id, inputs[attempt], clientID: id)
                answers.add(id, stored)
            } catch {
                answers.fail("\(error)")
            }
        }
        XCTAssertEqual(answers.failures, [])
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 4)
        XCTAssertEqual(try count("SELECT sum(entry_count) FROM workout_dates"), 4, "a refused try counts no entry")
        for id in ids { XCTAssertEqual(answers.stored[id]?.count, 1, "every try of \(id) got the same entry") }
    }

    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var stored: [ClientID: Set<Int64>] = [:]
        private(set) var failures: [String] = []
        func add(_ id: ClientID, _ entry: Int64) { lock.withLock { _ = stored[id, default: []].insert(entry) } }
        func fail(_ message: String) { lock.withLock { failures.append(message) } }
    }
}
