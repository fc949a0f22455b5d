import Domain
import XCTest

final class DaySummaryTests: XCTestCase {
    private let day = CalendarDate(iso: "2024-03-01")!

    private func entry(_ lift: String, _ weight: Double, _ unit: WeightUnit = .kg, reps: Int, sets: Int = 1, warmup: Bool = false) -> WorkoutEntry {
        WorkoutEntry(id: 1, date: day, lift: lift, weight: weight, unit: unit, reps: reps, sets: sets, comments: "", kind: warmup ? .warmup : .normal)
    }

    func testTopSetIsTheHeaviestThenTheMostReps() {
        let summary = DaySummary(date: day, entries: [entry("Back Squat", 140, reps: 3), entry("back squat", 140, reps: 5),
                                                      entry("Back Squat", 100, reps: 10, sets: 3)], unit: .kg)
        XCTAssertEqual(summary.lifts.count, 1, "one lift whatever the spelling")
        XCTAssertEqual(summary.lifts[0].topSet.reps, 5)
        XCTAssertEqual(summary.lifts[0].sets, 5)
        XCTAssertEqual(summary.volume, 140 * 3 + 140 * 5 + 3000)
    }

    func testWarmUpsAreTopSetsOnlyWhenNothingElseWasDone() {
        let mixed = DaySummary(date: day, entries: [entry("Deadlift", 200, reps: 1, warmup: true), entry("Deadlift", 180, reps: 3)], unit: .kg)
        XCTAssertEqual(mixed.lifts[0].topSet.weight, 180)
        let warmUps = DaySummary(date: day, entries: [entry("Deadlift", 60, reps: 5, warmup: true)], unit: .kg)
        XCTAssertEqual(warmUps.lifts[0].topSet.weight, 60)
    }

    func testUnitsAreComparedAndTheVolumeConverted() {
        let summary = DaySummary(date: day, entries: [entry("Bench Press", 100, reps: 1), entry("Bench Press", 225, .lb, reps: 1)], unit: .lb)
        XCTAssertEqual(summary.lifts[0].topSet.unit, .lb, "225 lb is 102.1 kg: heavier than 100 kg")
        XCTAssertEqual(summary.volume, 100 / 0.45359237 + 225, accuracy: 1e-9)
        XCTAssertEqual(summary.lifts.map(\.name), ["Bench Press"])
    }
}
