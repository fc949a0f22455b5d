import Domain
import SQLite
import Storage
import XCTest

final class HistoryStorageTests: StorageTestCase {
    func testImportingTheSameSetsTwiceAddsNothing() throws {
        let ada = try makeUser("ada@example.com")
        let sets = [set("Back Squat"), set("Back Squat"), set("Bench Press", 80, on: "2024-03-02")]
        XCTAssertEqual(try importSets(sets, userID: ada.id), Database.ImportOutcome(added: 3, already: 0))
        XCTAssertEqual(try importSets(sets, userID: ada.id), Database.ImportOutcome(added: 0, already: 3))
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 3)
    }

    func testALaterExportAddsOnlyTheSetsNotStoredAsAMultiset() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("Back Squat"), set("Back Squat")], userID: ada.id)
        // Three identical sets now where two were: one more, plus the new day; case and
        // spacing of the name do not make a set new.
        let later = [set("back  squat"), set("Back Squat"), set("BACK SQUAT"), set("Back Squat", on: "2024-03-08")]
        XCTAssertEqual(try importSets(later, userID: ada.id), Database.ImportOutcome(added: 2, already: 2))
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat'"), 4, "the first spelling is kept")
    }

    func testSetsAreComparedPerSourceExceptOurOwnExport() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Deadlift", weight: 180, reps: 3))
        let same = [set("Deadlift", 180, reps: 3)]
        XCTAssertEqual(try importSets(same, userID: ada.id, source: .strong), Database.ImportOutcome(added: 1, already: 0),
                       "a Strong set is not the one typed into the form")
        XCTAssertEqual(try importSets(same + same, userID: ada.id, source: .liftinglog, comparedSource: .some(nil)),
                       Database.ImportOutcome(added: 0, already: 2), "our own export holds every source")
    }

    func testAnImportKeepsTheDayCountsAndLeavesTheTriggersOn() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Row", on: "2024-03-01"))
        try importSets([set("Row", on: "2024-03-01"), set("Row", 90, on: "2024-03-01"), set("Row", on: "2024-03-05")], userID: ada.id)
        try database.addWorkout(userID: ada.id, workout("Press", on: "2024-03-09"))
        XCTAssertEqual(try database.workoutDays(userID: ada.id, limit: 10, offset: 0).map(\.entryCount), [1, 1, 3])
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), try count("SELECT sum(entry_count) FROM workout_dates"))
        XCTAssertEqual(try database.exerciseRecord(userID: ada.id, slug: "press")?.days, 1, "a write after the import is counted")
    }

    func testADaysEntriesKeepTheFileOrder() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("C", on: "2024-03-02"), set("B", on: "2024-03-01"), set("A", on: "2024-03-02"), set("D", on: "2024-03-01")],
                       userID: ada.id)
        XCTAssertEqual(try database.workouts(userID: ada.id, on: CalendarDate(iso: "2024-03-02")!).map(\.lift), ["C", "A"])
        XCTAssertEqual(try database.workouts(userID: ada.id, on: CalendarDate(iso: "2024-03-01")!).map(\.lift), ["B", "D"])
    }

    func testSetsAreStoredInDateOrderAcrossTheWholeFile() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("A", on: "2024-03-05"), set("B", on: "2023-01-01"), set("C", on: "2024-03-01"), set("D", on: "2023-01-01")],
                       userID: ada.id)
        let connection = try Connection(path: path)
        defer { connection.close() }
        let stored = try connection.prepare("SELECT date || ' ' || lift FROM workouts ORDER BY id").all { $0.string(0) }
        XCTAssertEqual(stored, ["2023-01-01 B", "2023-01-01 D", "2024-03-01 C", "2024-03-05 A"])
    }

    func testForeignKeysCascadeAgainAfterAnImport() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("Row", on: "2024-03-01"), set("Row", on: "2024-03-05")], userID: ada.id)
        try database.deleteUser(userID: ada.id)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 0, "the sets went with the account, through the cascades")
        XCTAssertEqual(try count("SELECT count(*) FROM workout_dates"), 0)
    }

    func testALiftSpelledTwiceInOneFileTakesItsFirstSpelling() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("back squat", on: "2024-03-05"), set("Back Squat", on: "2024-03-01")], userID: ada.id)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE lift = 'back squat'"), 2, "the file's first line, not its first day")
    }

    func testAnImportIsOneTransaction() throws {
        let ada = try makeUser("ada@example.com")
        let bad = ImportedSet(date: CalendarDate(iso: "2024-01-01")!, exercise: "Row", sets: 1, reps: 5, weight: 50, unit: .kg,
                              comments: String(repeating: "x", count: 10))
        XCTAssertThrowsError(try importSets([bad], userID: 999, source: .hevy), "an unknown user breaks the foreign key")
        struct Interrupted: Error {}
        XCTAssertThrowsError(try database.importHistory(userID: ada.id, source: .hevy, comparedSource: .hevy, sha256: "") { store in
            try store(bad)
            throw Interrupted()
        }, "a failure midway")
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 0, "undoes the sets stored before it")
        try importSets([bad], userID: ada.id, source: .hevy)
        XCTAssertEqual(try count("SELECT count(*) FROM imports WHERE user_id = \(ada.id)"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 1)
    }

    func testRecordsHoldTheLatestBestThePRAndTheTrainingDays() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([
            set("Back Squat", 100, reps: 5, on: "2024-01-01"),  // 112.5
            set("Back Squat", 112.5, reps: 1, on: "2024-02-01"),  // 112.5 again: the PR stays on the earlier day
            set("Back Squat", 90, reps: 5, on: "2024-03-01"),  // 101.25
            set("Back Squat", 200, reps: 5, on: "2024-03-01", warmup: true),  // warm-ups never count
            set("Back Squat", 150, reps: 13, on: "2024-04-01"),  // past 12 reps: no day
            set("Bench Press", 225, reps: 5, on: "2024-02-15", unit: .lb),  // 114.82 kg
        ], userID: ada.id)
        let records = try database.exerciseRecords(userID: ada.id)
        XCTAssertEqual(records.map(\.lift), ["Back Squat", "Bench Press"], "the most recently trained first")
        let squat = records[0]
        XCTAssertEqual(squat.days, 3)
        XCTAssertEqual(squat.latest, DayBest(date: CalendarDate(iso: "2024-03-01")!, oneRepMaxKg: 101.25))
        XCTAssertEqual(squat.record, DayBest(date: CalendarDate(iso: "2024-01-01")!, oneRepMaxKg: 112.5))
        XCTAssertEqual(records[1].record.oneRepMaxKg, 225 * 0.45359237 * 36 / 32, accuracy: 1e-9, "kept exact")
        XCTAssertEqual(records[1].record.value(in: .kg), 114.8)
        XCTAssertEqual(try database.dailyBests(userID: ada.id, slug: "back-squat", since: CalendarDate(iso: "2024-01-15")).map(\.date.iso),
                       ["2024-02-01", "2024-03-01"])
        XCTAssertEqual(try database.dailyBests(userID: ada.id, slug: "back-squat", since: nil).count, 3)
    }

    func testEveryWriteKeepsTheRecordsTrue() throws {
        let ada = try makeUser("ada@example.com")
        try database.addWorkout(userID: ada.id, workout("Deadlift", weight: 150, reps: 1, on: "2024-01-01"))
        let best = try database.addWorkout(userID: ada.id, workout("Deadlift", weight: 180, reps: 1, on: "2024-01-08"))
        XCTAssertEqual(try database.exerciseRecord(userID: ada.id, slug: "deadlift")?.record.oneRepMaxKg, 180)

        XCTAssertTrue(try database.updateWorkout(userID: ada.id, id: best, workout("Deadlift", weight: 140, reps: 1, on: "2024-01-09")))
        let edited = try database.exerciseRecord(userID: ada.id, slug: "deadlift")
        XCTAssertEqual(edited?.record, DayBest(date: CalendarDate(iso: "2024-01-01")!, oneRepMaxKg: 150))
        XCTAssertEqual(edited?.latest, DayBest(date: CalendarDate(iso: "2024-01-09")!, oneRepMaxKg: 140))
        XCTAssertEqual(edited?.days, 2, "the day the set moved from has no best left")

        XCTAssertTrue(try database.deleteWorkout(userID: ada.id, id: best))
        XCTAssertEqual(try database.exerciseRecord(userID: ada.id, slug: "deadlift")?.days, 1)
        let first = try XCTUnwrap(try database.workoutDays(userID: ada.id, limit: 1, offset: 0).first)
        let only = try XCTUnwrap(try database.workouts(userID: ada.id, on: first.date).first)
        XCTAssertTrue(try database.deleteWorkout(userID: ada.id, id: only.id))
        XCTAssertNil(try database.exerciseRecord(userID: ada.id, slug: "deadlift"), "no sets, no record")
        XCTAssertEqual(try count("SELECT count(*) FROM daily_bests"), 0)
    }

    func testAnotherUsersHistoryIsInvisible() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try importSets([set("Back Squat")], userID: eve.id)
        XCTAssertEqual(try database.exerciseRecords(userID: ada.id), [])
        XCTAssertNil(try database.exerciseRecord(userID: ada.id, slug: "back-squat"))
        XCTAssertEqual(try database.dailyBests(userID: ada.id, slug: "back-squat", since: nil), [])
        XCTAssertEqual(try importSets([set("Back Squat")], userID: ada.id).added, 1, "eve's set is not ada's")
    }

    func testSlugsStayUniquePerUser() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("Back Squat"), set("Back-Squat", on: "2024-03-02"), set("Überkopf Drücken")], userID: ada.id)
        let slugs = try database.exerciseRecords(userID: ada.id).map(\.slug).sorted()
        XCTAssertEqual(slugs, ["back-squat", "back-squat-2", "überkopf-drücken"])
    }

    func testRecordsSetOnADayNameTheirLifts() throws {
        let ada = try makeUser("ada@example.com")
        try importSets([set("Row", 60, on: "2024-01-01"), set("Row", 70, on: "2024-01-02"), set("Press", 50, on: "2024-01-01")], userID: ada.id)
        XCTAssertEqual(Set(try database.recordsSet(userID: ada.id, on: CalendarDate(iso: "2024-01-01")!).keys), ["press"])
        XCTAssertEqual(Set(try database.recordsSet(userID: ada.id, on: CalendarDate(iso: "2024-01-02")!).keys), ["row"])
    }
}
