@testable import Domain
import XCTest

/// Issue 36: a day reads like a logbook, one line per exercise in the order trained.
final class LogbookLineTests: XCTestCase {
    private var nextID: Int64 = 0

    private func entry(_ lift: String, _ weight: Double, _ reps: Int, sets: Int = 1, unit: WeightUnit = .kg, kind: SetKind = .normal,
                       rpe: Double? = nil, group: String? = nil) -> WorkoutEntry {
        nextID += 1
        return WorkoutEntry(id: nextID, date: CalendarDate(iso: "2026-03-02")!, lift: lift, weight: weight, unit: unit, reps: reps, sets: sets,
                            comments: "", kind: kind, rpe: rpe.flatMap(RPE.init), group: group)
    }

    func testSetsAtTheSameWeightFoldAndTheRPEOfThemAllComesOnce() {
        let lines = LogbookLine.lines([entry("Back Squat", 100, 5, rpe: 8), entry("Back Squat", 100, 5, rpe: 8), entry("back squat", 100, 4, rpe: 8)])
        XCTAssertEqual(lines.count, 1, "one lift, whatever its spelling")
        XCTAssertEqual(lines[0].lift, "Back Squat")
        XCTAssertEqual(lines[0].text, "100 kg × 5, 5, 4 @ 8")
        XCTAssertEqual(lines[0].setCount, 3)
        XCTAssertEqual(lines[0].entries.count, 3, "each entry kept for its own row")
    }

    func testDifferentWeightsAreRunsWithTheUnitOnceAtTheEnd() {
        let line = LogbookLine.lines([entry("Bench Press", 100, 5), entry("Bench Press", 105, 3)])[0]
        XCTAssertEqual(line.text, "100 × 5, 105 × 3 (kg)")
        XCTAssertFalse(line.hasOneWeight)
        XCTAssertEqual(line.runTexts, ["100 × 5", "105 × 3"])
        XCTAssertEqual(line.closingUnit, "(kg)")
        let mixed = LogbookLine.lines([entry("Bench Press", 100, 5), entry("Bench Press", 225, 3, unit: .lb)])[0]
        XCTAssertEqual(mixed.text, "100 kg × 5, 225 lb × 3", "two units: each weight says its own")
    }

    func testEachSetKeepsItsOwnRPEWhenTheyDiffer() {
        let line = LogbookLine.lines([entry("Deadlift", 180, 3, rpe: 7), entry("Deadlift", 180, 3, rpe: 8.5), entry("Deadlift", 180, 3)])[0]
        XCTAssertEqual(line.text, "180 kg × 3 @ 7, 3 @ 8.5, 3")
        let some = LogbookLine.lines([entry("Deadlift", 180, 3), entry("Deadlift", 180, 2, rpe: 9.5)])[0]
        XCTAssertEqual(some.text, "180 kg × 3, 2 @ 9.5", "only the set that had one")
    }

    func testWarmUpsAndOtherKindsAreTheirOwnMarkedRuns() {
        let line = LogbookLine.lines([entry("Back Squat", 60, 5, kind: .warmup), entry("Back Squat", 60, 5, kind: .warmup),
                                      entry("Back Squat", 60, 5), entry("Back Squat", 50, 12, kind: .drop), entry("Back Squat", 50, 9, kind: .failure)])[0]
        XCTAssertEqual(line.runs.map(\.kind), [.warmup, .normal, .drop, .failure], "a warm-up never folds into a work set of its weight")
        XCTAssertEqual(line.text, "60 × 5, 5 (warm-up), 60 × 5, 50 × 12 (drop set), 50 × 9 (to failure) (kg)")
    }

    func testAnEntryOfSeveralSetsCountsEachSet() {
        let line = LogbookLine.lines([entry("Row", 60, 8, sets: 3), entry("Row", 60, 6)])[0]
        XCTAssertEqual(line.text, "60 kg × 8, 8, 8, 6")
        XCTAssertEqual(line.setCount, 4)
        let many = LogbookLine.lines([entry("Push-up", 0, 20, sets: 12)])[0]
        XCTAssertEqual(many.text, "0 kg × 20 (12 sets)", "a long run of the same reps is counted, not written out")
    }

    func testSupersetsAreLabelledInTheOrderTheirLiftsCame() {
        let lines = LogbookLine.lines([
            entry("Back Squat", 100, 5),
            entry("Bench Press", 60, 8, group: "A"), entry("Barbell Row", 50, 8, group: "A"),
            entry("Bench Press", 60, 8, group: "A"), entry("Barbell Row", 50, 7, group: "A"),
            entry("Curl", 15, 12, group: "B"), entry("Triceps Pushdown", 20, 12, group: "B"),
            entry("Bench Press", 50, 10),
        ])
        XCTAssertEqual(lines.map(\.lift), ["Back Squat", "Bench Press", "Barbell Row", "Curl", "Triceps Pushdown", "Bench Press"])
        XCTAssertEqual(lines.map(\.label), [nil, "A1", "A2", "B1", "B2", nil])
        XCTAssertEqual(lines[1].text, "60 kg × 8, 8")
        XCTAssertEqual(lines[2].text, "50 kg × 8, 7")
        XCTAssertEqual(lines[5].text, "50 kg × 10", "the same lift alone later is a line of its own")
    }
}
