import Domain
import XCTest

/// Percentages of a training max without a wave, RPE loads, no rule, and the reasons' dates.
final class RoutineLoadTests: XCTestCase {
    /// 5 × 100 kg estimates 112.5 kg (Brzycki: 100 × 36 / 32); the training max is 90 % of it,
    /// 101.25; 80 % of that is 81, rounded to 2.5 kg: 80.
    func testAPercentageOfTheTrainingMaxEstimatedFromTheLog() {
        let bench = RoutineExercise(lift: "Bench Press", sets: 3, reps: .exactly(5), load: .percentOfTrainingMax(80), unit: .kg,
                                    rule: .linear(increment: 2.5))
        let history = session("2026-11-16", 95, reps: [5, 5, 5]) + session("2026-11-23", 100, reps: [5, 4, 3])
        let next = bench.nextTargets(history: history, today: thursday)
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 80, reps: 5), count: 3))
        XCTAssertEqual(next.trainingMax, 101.25)
        XCTAssertEqual(next.reason,
                       "80 % of the training max 101.25 kg (90 % of the 112.5 kg one-rep max estimated from 5 × 100 kg last Monday): 80 kg")
    }

    func testAPercentageWithNothingLoggedHasNoWeightYet() {
        let bench = RoutineExercise(lift: "Bench Press", sets: 2, reps: .exactly(5), load: .percentOfTrainingMax(80), unit: .kg)
        let next = bench.nextTargets(history: session("2026-11-23", 100, reps: [20]), today: thursday)
        XCTAssertEqual(next.sets, [SetTarget(weight: nil, reps: 5), SetTarget(weight: nil, reps: 5)])
        XCTAssertNil(next.trainingMax)
        XCTAssertEqual(next.reason,
                       "80 % of the training max: log a set of 1 to 12 reps first, and the training max will be 90 % of its estimated one-rep max")
    }

    /// 225 lb × 1 against a kg exercise: 102.06 kg, a training max of 91.85, 90 % is 82.67: 82.5.
    func testAPercentageFromPoundsLogged() {
        let squat = RoutineExercise(lift: "Squat", sets: 1, reps: .exactly(3), load: .percentOfTrainingMax(90), unit: .kg)
        let next = squat.nextTargets(history: session("2026-11-23", 225, .lb, reps: [1]), today: thursday)
        XCTAssertEqual(next.sets.map(\.weight), [82.5])
        XCTAssertEqual(next.trainingMax ?? 0, 91.853, accuracy: 0.001)
    }

    func testAnRPELoadHasRepsAndTheRPENoWeight() {
        let chins = RoutineExercise(lift: "Chin-up", sets: 3, reps: .exactly(8), load: .rpe(8), unit: .kg, rule: .linear(increment: 2.5))
        XCTAssertEqual(chins.nextTargets(history: [], today: thursday).sets,
                       Array(repeating: SetTarget(weight: nil, reps: 8, rpe: 8), count: 3))
        let next = chins.nextTargets(history: session("2026-11-25", 10, reps: [8, 8, 7]), today: thursday)
        XCTAssertEqual(next.sets.map(\.weight), [nil, nil, nil])
        XCTAssertEqual(next.reason, "RPE 8 for 3 × 8: pick the weight on the day (last time 8, 8, 7 reps at 10 kg yesterday)")
    }

    func testNoRuleAsksForThePlannedLoadEverySession() {
        let curl = RoutineExercise(lift: "Curl", sets: 2, reps: .exactly(10), load: .weight(15, .kg), unit: .kg)
        let history = session("2026-11-19", 20, reps: [12, 12]) + session("2026-11-23", 20, reps: [12, 12])
        let next = curl.nextTargets(history: history, today: thursday)
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 15, reps: 10), count: 2))
        XCTAssertEqual(next.reason, "no progression rule: the planned 15 kg every session")
        let dips = RoutineExercise(lift: "Dip", sets: 3, reps: .range(8, 12), load: .weight(0, .kg), unit: .kg)
        XCTAssertEqual(dips.nextTargets(history: [], today: thursday).reason, "no progression rule: the planned body weight every session")
        XCTAssertEqual(dips.nextTargets(history: [], today: thursday).sets.map(\.weight), [0, 0, 0])
    }

    func testReasonsSayWhenFromToday() {
        let squat = RoutineExercise(lift: "Back Squat", sets: 1, reps: .exactly(5), load: .weight(100, .kg), unit: .kg,
                                    rule: .linear(increment: 2.5))
        let cases = [("2026-11-26", "today"), ("2026-11-25", "yesterday"), ("2026-11-24", "last Tuesday"),
                     ("2026-11-20", "last Friday"), ("2026-11-19", "on Thu 19 Nov"), ("2025-12-01", "on Mon 1 Dec 2025"),
                     ("2026-11-27", "on Fri 27 Nov")]
        for (date, words) in cases {
            let next = squat.nextTargets(history: session(date, 100, reps: [5]), today: thursday)
            XCTAssertEqual(next.reason, "all 1 × 5 at 100 kg \(words): 102.5 kg", date)
        }
    }

    /// Weights that differ within a session are listed set by set.
    func testASessionOfMixedWeightsIsListedSetBySet() {
        let squat = RoutineExercise(lift: "Back Squat", sets: 2, reps: .exactly(5), load: .weight(100, .kg), unit: .kg,
                                    rule: .linear(increment: 2.5))
        let next = squat.nextTargets(history: session("2026-11-23", 100, reps: [5]) + session("2026-11-23", 105, reps: [5]),
                                     today: thursday)
        XCTAssertEqual(next.reason, "all 5 × 100 kg, 5 × 105 kg last Monday: 102.5 kg")
    }
}
