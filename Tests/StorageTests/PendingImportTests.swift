import Domain
import SQLite
@testable import Storage
import TestSupport
import XCTest

/// A history import writes in short transactions as a pending import (issue 23): nothing of
/// it reaches any page until its last transaction, what a killed process left is undone at
/// the next start, and the user's own writes meanwhile stay true once it is visible.
final class PendingImportTests: StorageTestCase {
    private let profile = AccountProfile(email: "ada@example.com", firstName: "A", lastName: "B", birthDate: CalendarDate(iso: "1990-01-01")!,
                                         unit: .kg, timeZone: nil, sex: nil, bodyWeight: nil, maxHeartRate: nil)

    /// The pending sets: one more on a day the lifter trained, a new day, a new lift, and a
    /// heavier squat than any stored, so any page that let them through would show a change;
    /// one was ticked in a live session (our own export's `session`), which the import makes.
    private let pendingSets: [ImportedSet] = [
        ImportedSet(date: CalendarDate(iso: "2024-03-01")!, exercise: "Back Squat", sets: 1, reps: 1, weight: 250, unit: .kg),
        ImportedSet(date: CalendarDate(iso: "2024-03-09")!, exercise: "Back Squat", sets: 1, reps: 3, weight: 200, unit: .kg,
                    session: SessionSpan(startedAt: 1_709_975_000, finishedAt: 1_709_978_000)),
        ImportedSet(date: CalendarDate(iso: "2024-03-09")!, exercise: "Sled Push", sets: 1, reps: 5, weight: 80, unit: .kg),
    ]

    /// Every reading the pages make of a user's log, history and export.
    private struct Pages: Equatable {
        var days: [Database.WorkoutDay]
        var entries: [[WorkoutEntry]]
        var all: [WorkoutEntry]
        var liftNames: [String]
        var bestLifts: BestLifts
        var summary: Database.LiftSummary?
        var records: [Database.ExerciseRecord]
        var squat: Database.ExerciseRecord?
        var sled: Database.ExerciseRecord?
        var chart: [DayBest]
        var setOnFirst: [String: Database.ExerciseRecord]
        var export: String
        var dayEntries: [String]
        var squatDayEntries: [String]
        var trainingDates: [CalendarDate]
        var recentRecords: [Database.ExerciseRecord]
        var sessions: [Database.SessionTimes]
    }

    private func described(_ days: [Database.DayEntries]) -> [String] {
        days.map { "\($0.date.iso) \($0.entries.map(\.id)) \($0.records.sorted())" }
    }

    private func pages(_ userID: Int64) throws -> Pages {
        let days = try database.workoutDays(userID: userID, limit: 100, offset: 0)
        var all: [WorkoutEntry] = []
        try database.eachWorkout(userID: userID) { all.append($0) }
        let export = try database.exportAccount(userID: userID, profile: profile, exportedAt: "2024-04-01T00:00:00Z")
        return Pages(days: days, entries: try days.map { try database.workouts(userID: userID, on: $0.date) }, all: all,
                     liftNames: try database.liftNames(userID: userID), bestLifts: try database.bestLifts(userID: userID),
                     summary: try database.liftSummary(userID: userID, lift: "back squat"),
                     records: try database.exerciseRecords(userID: userID),
                     squat: try database.exerciseRecord(userID: userID, slug: "back-squat"),
                     sled: try database.exerciseRecord(userID: userID, slug: "sled-push"),
                     chart: try database.dailyBests(userID: userID, slug: "back-squat", since: nil),
                     setOnFirst: try database.recordsSet(userID: userID, on: CalendarDate(iso: "2024-03-01")!),
                     export: String(decoding: export, as: UTF8.self),
                     dayEntries: described(try database.dayEntries(userID: userID, liftKey: nil, limit: 100, offset: 0)),
                     squatDayEntries: described(try database.dayEntries(userID: userID, liftKey: "back squat", limit: 100, offset: 0)),
                     trainingDates: try database.trainingDates(userID: userID, from: CalendarDate(iso: "2024-01-01")!,
                                                               through: CalendarDate(iso: "2024-12-31")!),
                     recentRecords: try database.recentRecords(userID: userID, limit: 10),
                     sessions: try database.sessionTimes(userID: userID, on: CalendarDate(iso: "2024-03-09")!))
    }

    /// Every row of the tables an import writes, to compare whole states.
    private func tables() throws -> [String] {
        let columns = [
            "workouts": "id, user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, quote(rpe), quote(set_group), quote(session_id), import_id",
            "workout_dates": "user_id, date, entry_count, pending_count",
            "daily_bests": "user_id, lift_key, date, import_id, kilograms",
            "exercise_records": "user_id, lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg",
            "import_records": "user_id, lift_key, import_id, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg",
            "imports": "id, user_id, source, state, added, already, rejected",
            "workout_sessions": "id, user_id, date, started_at, quote(finished_at), import_id",
        ]
        let connection = try Connection(path: path)
        defer { connection.close() }
        return try columns.keys.sorted().flatMap { table in
            let row = columns[table]!.split(separator: ", ").joined(separator: " || '|' || ")
            return try connection.prepare("SELECT '\(table): ' || \(row) FROM \(table) ORDER BY 1").all { $0.string(0) }
        }
    }

    private func seedLog(_ userID: Int64) throws {
        try database.addWorkout(userID: userID, workout("Back Squat", weight: 150, reps: 1, on: "2024-03-01"))
        try importSets([set("Back Squat", 140, reps: 1, on: "2024-03-05")], userID: userID)
    }

    func testAPendingImportIsOnNoPage() throws {
        let ada = try makeUser("ada@example.com")
        try seedLog(ada.id)
        let before = try pages(ada.id)
        try leavePendingImport(pendingSets, userID: ada.id)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE import_id <> 0 AND user_id = \(ada.id)"), 4, "the pending rows are there")
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions WHERE import_id <> 0 AND user_id = \(ada.id)"), 1, "and its session")
        XCTAssertEqual(try pages(ada.id), before, "and no page shows them")

        let pendingID = try count("SELECT max(id) FROM workouts")
        XCTAssertNil(try database.workout(userID: ada.id, id: Int64(pendingID)))
        XCTAssertFalse(try database.updateWorkout(userID: ada.id, id: Int64(pendingID), workout("Row")), "nor can a form change them")
        XCTAssertFalse(try database.deleteWorkout(userID: ada.id, id: Int64(pendingID)))
        let later = WorkoutEntry(id: .max, date: CalendarDate(iso: "2024-03-20")!, lift: "Back Squat", weight: 1, unit: .kg, reps: 1, sets: 1,
                                 comments: "", source: .form, kind: .normal)
        XCTAssertEqual(try database.bestEstimate(userID: ada.id, before: later)?.kilograms, 150, "the form's PR check ignores them")
    }

    func testAnImportComparesWithVisibleSetsOnly() throws {
        let ada = try makeUser("ada@example.com")
        try leavePendingImport([set("Row", 60)], userID: ada.id)
        try database.undoUnfinishedImports()
        XCTAssertEqual(try importSets([set("Row", 60)], userID: ada.id), Database.ImportOutcome(added: 1, already: 0))
    }

    func testOneImportAtATimePerUser() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try leavePendingImport([set("Row")], userID: ada.id)
        XCTAssertThrowsError(try importSets([set("Press")], userID: ada.id)) { XCTAssertEqual($0 as? StorageError, .importRunning) }
        XCTAssertEqual(try importSets([set("Press")], userID: eve.id).added, 1, "another user's import runs meanwhile")
    }

    func testADeadImportIsUndoneAtStartAndLeavesNoTrace() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        try seedLog(ada.id)
        try seedLog(eve.id)
        let before = try tables()
        let beforePages = try pages(ada.id)
        try leavePendingImport(pendingSets, userID: ada.id)
        try leavePendingImport(pendingSets, userID: eve.id)
        // What the next start does (`App.make`).
        try database.undoUnfinishedImports()
        XCTAssertEqual(try tables(), before, "every row of the dead imports is gone (their sessions too), and nothing else changed")
        XCTAssertEqual(try pages(ada.id), beforePages)
        XCTAssertEqual(try importSets(pendingSets, userID: ada.id).added, 3, "and the file can be imported again")
    }

    func testTheUsersOwnWritesDuringTheirImportStayTrueWhenItIsVisible() throws {
        let ada = try makeUser("ada@example.com")
        try seedLog(ada.id)
        let importID = try leavePendingImport(pendingSets, userID: ada.id)
        // Meanwhile, in the same lifts: a heavier single, the stored best deleted, a new day.
        try database.addWorkout(userID: ada.id, workout("Back Squat", weight: 260, reps: 1, on: "2024-03-10"))
        let stored = try XCTUnwrap(try database.workouts(userID: ada.id, on: CalendarDate(iso: "2024-03-01")!).first)
        XCTAssertTrue(try database.deleteWorkout(userID: ada.id, id: stored.id))
        try database.addWorkout(userID: ada.id, workout("Sled Push", weight: 100, reps: 5, on: "2024-03-11"))
        try database.read { connection in
            try PendingImports.makeVisible(importID, userID: ada.id, added: 3, already: 0, rejected: 0, on: connection)
        }
        let visible = try tables().filter { $0.hasPrefix("exercise_records") || $0.hasPrefix("workout_dates") }
        // The same log written without an import in between: what every record must say.
        let fresh = try makeUser("fresh@example.com")
        try seedLog(fresh.id)
        try importSets(pendingSets, userID: fresh.id)
        try database.addWorkout(userID: fresh.id, workout("Back Squat", weight: 260, reps: 1, on: "2024-03-10"))
        let freshStored = try XCTUnwrap(try database.workouts(userID: fresh.id, on: CalendarDate(iso: "2024-03-01")!).first)
        XCTAssertTrue(try database.deleteWorkout(userID: fresh.id, id: freshStored.id))
        try database.addWorkout(userID: fresh.id, workout("Sled Push", weight: 100, reps: 5, on: "2024-03-11"))
        XCTAssertEqual(try database.exerciseRecords(userID: ada.id), try database.exerciseRecords(userID: fresh.id))
        XCTAssertEqual(try database.workoutDays(userID: ada.id, limit: 100, offset: 0), try database.workoutDays(userID: fresh.id, limit: 100, offset: 0))
        XCTAssertEqual(try database.dailyBests(userID: ada.id, slug: "back-squat", since: nil),
                       try database.dailyBests(userID: fresh.id, slug: "back-squat", since: nil))
        XCTAssertEqual(try database.exerciseRecord(userID: ada.id, slug: "back-squat")?.record.oneRepMaxKg, 260)
        XCTAssertFalse(visible.isEmpty)
        XCTAssertEqual(try count("SELECT count(*) FROM import_records"), 0)
        XCTAssertEqual(try count("SELECT sum(pending_count) FROM workout_dates"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE user_id = \(ada.id)"), try count("SELECT sum(entry_count) FROM workout_dates WHERE user_id = \(ada.id)"))
    }

    func testANewLiftSavedDuringAnImportOfItKeepsOneSlug() throws {
        let ada = try makeUser("ada@example.com")
        let importID = try leavePendingImport([set("Sled Push", 80)], userID: ada.id)
        try database.addWorkout(userID: ada.id, workout("sled push", weight: 90, reps: 5, on: "2024-03-11"))
        try database.addWorkout(userID: ada.id, workout("Sled-Push", weight: 90, reps: 5, on: "2024-03-11"))
        try database.read { connection in
            try PendingImports.makeVisible(importID, userID: ada.id, added: 1, already: 0, rejected: 0, on: connection)
        }
        XCTAssertEqual(try database.exerciseRecords(userID: ada.id).map(\.slug).sorted(), ["sled-push", "sled-push-2"])
        XCTAssertEqual(try database.exerciseRecord(userID: ada.id, slug: "sled-push")?.days, 2)
    }

    func testAFileOfMoreExerciseNamesThanTheLimitIsRefusedBeforeAnythingIsWritten() throws {
        let ada = try makeUser("ada@example.com")
        let names = (0...ImportBatch.mostExercises).map { set("Exercise \($0)") }
        XCTAssertThrowsError(try importSets(names, userID: ada.id)) {
            XCTAssertEqual($0 as? StorageError, .tooManyExercises(limit: 5_000))
            XCTAssertTrue("\($0)".contains("5,000"), "\($0)")
        }
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM imports"), 0)
        XCTAssertEqual(try importSets(Array(names.dropLast()), userID: ada.id).added, 5_000, "the limit itself is fine")
        XCTAssertEqual(Set(try database.exerciseRecords(userID: ada.id).map(\.slug)).count, 5_000)
    }

    func testManyNamesSharingASlugEachGetTheirOwn() throws {
        let ada = try makeUser("ada@example.com")
        // Names whose keys differ but whose slug base is the same ("row").
        let names = ["Row", "row!", "row?", "row.", "row-2", "(row)"].map { set($0) }
        try importSets(names, userID: ada.id)
        XCTAssertEqual(try database.exerciseRecords(userID: ada.id).map(\.slug).sorted(),
                       ["row", "row-2", "row-2-2", "row-3", "row-4", "row-5"], "row-2 was taken by row! when the lift named row-2 came")
    }

    func testEachSlugLookupIsAnIndexSearch() throws {
        let plans = try database.read { try LiftSlugs.queryPlans(on: $0) }
        XCTAssertEqual(plans.count, 2)
        for plan in plans {
            let lines = plan.split(separator: "\n")
            XCTAssertFalse(lines.contains { $0.hasPrefix("SCAN") && $0 != "SCAN CONSTANT ROW" }, plan)
            XCTAssertEqual(lines.filter { $0.contains("SEARCH") && ($0.contains("INDEX") || $0.contains("PRIMARY KEY")) }.count, 2, "one index search per table: \(plan)")
        }
    }
}
