import Domain
import SQLite
@testable import Storage
import XCTest

/// A save's work on the database is the same whatever the lifter has stored (issue 28): the
/// virtual machine steps of `addWorkout`, counted on the write queue's connection, at 10 and
/// at 10,000 stored sets of the lift, each on a day of its own.
final class SaveCostTests: StorageTestCase {
    func testASavesStepsDoNotGrowWithTheLiftsHistory() throws {
        let few = try makeUser("few@example.com")
        let many = try makeUser("many@example.com")
        try importSets(history(days: 10), userID: few.id)
        try importSets(history(days: 10_000), userID: many.id)
        let newDay = CalendarDate(iso: "2026-01-05")!
        let firstSteps = try steps { try database.addWorkout(userID: few.id, workout("Back Squat", weight: 90, on: newDay.iso)) }
        let manySteps = try steps { try database.addWorkout(userID: many.id, workout("Back Squat", weight: 90, on: newDay.iso)) }
        XCTAssertLessThanOrEqual(manySteps, firstSteps + 10, "a save on a new day, 10,000 stored sets against 10 (\(manySteps) against \(firstSteps))")
        let sameDay = try steps { try database.addWorkout(userID: many.id, workout("Back Squat", weight: 200, reps: 1, on: newDay.iso)) }
        let fewSameDay = try steps { try database.addWorkout(userID: few.id, workout("Back Squat", weight: 200, reps: 1, on: newDay.iso)) }
        XCTAssertLessThanOrEqual(sameDay, fewSameDay + 10, "a new PR on a day already trained (\(sameDay) against \(fewSameDay))")
        XCTAssertEqual(try database.exerciseRecord(userID: many.id, slug: "back-squat")?.days, 10_001)
    }

    /// A lifter's day of a thousand sets (a gym's benchmark, a long session) costs its next save
    /// no more than a day of one: the day's best is raised from the stored one, not re-read
    /// from its sets (issue 41: 1,001 sets took 27,566 steps a save).
    func testASavesStepsDoNotGrowWithTheSetsOfItsDay() throws {
        let light = try makeUser("light@example.com")
        let busy = try makeUser("busy@example.com")
        let day = "2026-01-05"
        try database.addWorkout(userID: light.id, workout("Back Squat", weight: 80, on: day))
        for _ in 0..<1_000 { try database.addWorkout(userID: busy.id, workout("Back Squat", weight: 80, on: day)) }
        for (weight, what) in [(70.0, "a set below the day's best"), (120.0, "a set above it")] {
            let lightSteps = try steps { try database.addWorkout(userID: light.id, workout("Back Squat", weight: weight, on: day)) }
            let busySteps = try steps { try database.addWorkout(userID: busy.id, workout("Back Squat", weight: weight, on: day)) }
            XCTAssertLessThanOrEqual(busySteps, lightSteps + 10, "\(what) on a day of 1,000 sets against one (\(busySteps) against \(lightSteps))")
        }
        let best = try database.read { connection in
            try connection.prepare("SELECT kilograms FROM daily_bests WHERE user_id = ? AND date = ?").all([busy.id, day]) { $0.double(0) }
        }
        XCTAssertEqual(best, [BestPerDay.estimateKg(weight: 120, unit: .kg, reps: 5, isWarmup: false)!], "one best for the day, the new set's")
    }

    /// Saves, edits and deletes in a random order (warm-ups, drop sets and RPEs among them) leave
    /// each lift's record and daily bests as reading all of its sets again gives them: the
    /// record folded day by day, and the day's best raised by a save, are the same ones.
    func testRecordsFoldedDayByDayMatchARecountAfterEveryWrite() throws {
        let ada = try makeUser("ada@example.com")
        try importSets(history(days: 20), userID: ada.id)
        var generator = SystemRandomNumberGenerator()
        var ids: [Int64] = []
        for step in 0..<300 {
            let entry = WorkoutInput(date: CalendarDate(daysSinceEpoch: 19_700 + Int.random(in: 0...40, using: &generator)),
                                     lift: ["Back Squat", "back squat", "Bench Press"].randomElement(using: &generator)!,
                                     weight: Double(Int.random(in: 40...60, using: &generator)), unit: .kg,
                                     reps: Int.random(in: 0...13, using: &generator), sets: 1, comments: "",
                                     kind: [.normal, .normal, .warmup, .drop].randomElement(using: &generator)!,
                                     rpe: [nil, RPE(7), RPE(9.5)].randomElement(using: &generator)!)
            switch ids.isEmpty ? 0 : Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                ids.append(try database.addWorkout(userID: ada.id, entry))
            case 6..<8:
                XCTAssertTrue(try database.updateWorkout(userID: ada.id, id: ids.randomElement(using: &generator)!, entry))
            default:
                XCTAssertTrue(try database.deleteWorkout(userID: ada.id, id: ids.remove(at: Int.random(in: 0..<ids.count, using: &generator))))
            }
            let folded = try records()
            try database.write { connection in
                for key in ["back squat", "bench press"] { try HistoryRecords.refresh(userID: ada.id, key: key, on: connection) }
            }
            XCTAssertEqual(folded, try records(), "after write \(step)")
        }
    }

    private func history(days: Int) -> [ImportedSet] {
        (0..<days).map { day in
            ImportedSet(date: CalendarDate(daysSinceEpoch: 9_000 + day), exercise: "Back Squat", sets: 1, reps: 1 + day % 10,
                        weight: Double(60 + day % 50), unit: .kg, kind: .normal)
        }
    }

    private func steps(_ body: () throws -> Void) throws -> Int {
        let before = try database.write { $0.cachedStatementSteps }
        try body()
        return try database.write { $0.cachedStatementSteps } - before
    }

    /// Each lift's record and each day's visible best, as text to compare.
    private func records() throws -> [String] {
        try database.read { connection in
            try connection.prepare("SELECT lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg FROM exercise_records ORDER BY lift_key")
                .all { row in (0..<8).map { row.string($0) }.joined(separator: " | ") }
            + connection.prepare("SELECT lift_key, date, max(kilograms) FROM daily_bests GROUP BY lift_key, date ORDER BY lift_key, date")
                .all { row in (0..<3).map { row.string($0) }.joined(separator: " | ") }
        }
    }
}
