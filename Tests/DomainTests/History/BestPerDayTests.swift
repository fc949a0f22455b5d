import Domain
import XCTest

final class BestPerDayTests: XCTestCase {
    private func set(_ exercise: String = "Back Squat", _ iso: String = "2024-01-02", reps: Int, weight: Double,
                     unit: WeightUnit = .kg, warmup: Bool = false) -> ImportedSet {
        ImportedSet(date: CalendarDate(iso: iso)!, exercise: exercise, sets: 1, reps: reps, weight: weight, unit: unit, kind: warmup ? .warmup : .normal)
    }

    private func day(_ iso: String, _ kilograms: Double) -> DayBest {
        DayBest(date: CalendarDate(iso: iso)!, oneRepMaxKg: kilograms)
    }

    func testBrzyckiAtTheEdgesOfTheCountedReps() {
        XCTAssertEqual(BestPerDay.estimateKg(set(reps: 1, weight: 100)), 100)
        XCTAssertEqual(BestPerDay.estimateKg(set(reps: 5, weight: 100)), 112.5)
        // 100 × 36 / 25 = 144.
        XCTAssertEqual(BestPerDay.estimateKg(set(reps: 12, weight: 100)), 144)
        XCTAssertNil(BestPerDay.estimateKg(set(reps: 13, weight: 100)))
    }

    /// Issue 24: 130 × 36 / 34 = 137.647… shows 137.6. Rounded to hundredths first (137.65),
    /// then to tenths, it showed 137.7.
    func testAnEstimateIsRoundedOnceForDisplay() throws {
        let estimate = try XCTUnwrap(BestPerDay.estimateKg(set(reps: 3, weight: 130)))
        XCTAssertEqual(estimate, 130.0 * 36 / 34)
        XCTAssertEqual(DayBest(date: CalendarDate(iso: "2024-01-02")!, oneRepMaxKg: estimate).value(in: .kg), 137.6)
        // 200 lb × 36 / 34 = 96.06 kg = 211.76 lb: the pounds shown come from the exact kilograms.
        let pounds = try XCTUnwrap(BestPerDay.estimateKg(set(reps: 3, weight: 200, unit: .lb)))
        XCTAssertEqual(DayBest(date: CalendarDate(iso: "2024-01-02")!, oneRepMaxKg: pounds).value(in: .lb), 211.8)
    }

    func testWarmUpsAndSetsWithoutWeightDoNotCount() {
        XCTAssertNil(BestPerDay.estimateKg(set(reps: 5, weight: 100, warmup: true)))
        XCTAssertNil(BestPerDay.estimateKg(set(reps: 10, weight: 0)))
        let history = BestPerDay([set(reps: 1, weight: 200, warmup: true), set(reps: 1, weight: 100)])
        XCTAssertEqual(history.exercises, [ExerciseHistory(name: "Back Squat", days: [day("2024-01-02", 100)])])
    }

    func testPoundsBecomeKilograms() {
        // 225 lb = 102.05828325 kg; by Brzycki for 5 reps × 36 / 32 = 114.81556865625.
        XCTAssertEqual(try XCTUnwrap(BestPerDay.estimateKg(set(reps: 1, weight: 225, unit: .lb))), 102.05828325, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(BestPerDay.estimateKg(set(reps: 5, weight: 225, unit: .lb))), 114.81556865625, accuracy: 1e-9)
    }

    func testBestPerDayPerExerciseWithNamesMatchedWithoutCaseOrSpacing() {
        let history = BestPerDay([
            set("Back Squat", "2024-01-03", reps: 5, weight: 100),
            set("back  squat ", "2024-01-03", reps: 1, weight: 115),
            set("Bench Press", "2024-01-03", reps: 3, weight: 85),
            set("BACK SQUAT", "2024-01-01", reps: 8, weight: 90),
        ])
        XCTAssertEqual(history.exercises, [
            // 90 × 36 / 29 = 111.724…, kept exact.
            ExerciseHistory(name: "Back Squat", days: [day("2024-01-01", 90.0 * 36 / 29), day("2024-01-03", 115)]),
            // 85 × 36 / 34 = 90.
            ExerciseHistory(name: "Bench Press", days: [day("2024-01-03", 90)]),
        ])
    }

    func testPersonalRecordIsTheEarliestDayReachingTheHighest() {
        let history = BestPerDay([
            set("Back Squat", "2024-03-01", reps: 1, weight: 112.5),
            set("Back Squat", "2024-01-01", reps: 1, weight: 100),
            set("Back Squat", "2024-02-01", reps: 5, weight: 100),
        ])
        XCTAssertEqual(history.exercises.first?.personalRecord, day("2024-02-01", 112.5))
        XCTAssertNil(ExerciseHistory(name: "Row", days: []).personalRecord)
    }

    func testStoredAndImportedSetsShareTheRule() {
        XCTAssertEqual(BestPerDay.estimateKg(weight: 225, unit: .lb, reps: 5, isWarmup: false), BestPerDay.estimateKg(set(reps: 5, weight: 225, unit: .lb)))
        XCTAssertNil(BestPerDay.estimateKg(weight: 225, unit: .lb, reps: 5, isWarmup: true))
    }
}
