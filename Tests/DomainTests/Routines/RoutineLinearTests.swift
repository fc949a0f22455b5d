import Domain
import XCTest

/// Linear progression against sessions worked out by hand: 3 × 5 at 100 kg, +2.5 kg.
final class RoutineLinearTests: XCTestCase {
    let squat = RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg,
                                restSeconds: 180, rule: .linear(increment: 2.5))

    func weights(_ targets: NextTargets) -> [Double?] { targets.sets.map(\.weight) }

    func testNoHistoryAsksForThePlannedLoad() {
        let next = squat.nextTargets(history: [], today: thursday)
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 100, reps: 5), count: 3))
        XCTAssertEqual(next.unit, .kg)
        XCTAssertNil(next.trainingMax)
        XCTAssertEqual(next.reason, "no sets logged yet: the planned 100 kg")
    }

    func testEverySetReachedAddsTheIncrement() {
        let next = squat.nextTargets(history: session("2026-11-23", 100, reps: [5, 5, 5]), today: thursday)
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 102.5, reps: 5), count: 3))
        XCTAssertEqual(next.reason, "all 3 × 5 at 100 kg last Monday: 102.5 kg")
    }

    func testMoreRepsThanAskedIsAHit() {
        let next = squat.nextTargets(history: session("2026-11-23", 100, reps: [6, 5, 8]), today: thursday)
        XCTAssertEqual(weights(next), [102.5, 102.5, 102.5])
        XCTAssertEqual(next.reason, "all 6, 5, 8 reps at 100 kg last Monday: 102.5 kg")
    }

    func testASingleMissRepeatsTheWeight() {
        let history = session("2026-11-19", 100, reps: [5, 5, 5]) + session("2026-11-23", 102.5, reps: [5, 5, 3])
        let next = squat.nextTargets(history: history, today: thursday)
        XCTAssertEqual(weights(next), [102.5, 102.5, 102.5])
        XCTAssertEqual(next.reason, "5, 5, 3 reps at 102.5 kg last Monday, short of 3 × 5 at 102.5 kg: 102.5 kg again")
    }

    /// 100 hit → 102.5 hit → 105 missed three times → 94.5, rounded to the 2.5 kg step: 95.
    func testThreeMissesInARowTakeTenPercentOff() {
        let hits = session("2026-11-02", 100, reps: [5, 5, 5]) + session("2026-11-05", 102.5, reps: [5, 5, 5])
        let misses = session("2026-11-09", 105, reps: [5, 4, 4]) + session("2026-11-12", 105, reps: [5, 5, 4])
        let afterTwo = squat.nextTargets(history: hits + misses, today: thursday)
        XCTAssertEqual(weights(afterTwo), [105, 105, 105])
        XCTAssertEqual(afterTwo.reason,
                       "5, 5, 4 reps at 105 kg on Thu 12 Nov, short of 3 × 5 at 105 kg: 105 kg again; a third miss in a row takes 10 % off")
        let third = session("2026-11-16", 105, reps: [5, 5, 3])
        let next = squat.nextTargets(history: hits + misses + third, today: thursday)
        XCTAssertEqual(weights(next), [95, 95, 95])
        XCTAssertEqual(next.reason, "missed 3 sessions in a row (5, 5, 3 reps at 105 kg on Mon 16 Nov, short of 3 × 5 at 105 kg): 95 kg (−10 %)")
    }

    /// Three misses at 100 → 90; hits at 90 and 92.5 → 95; after the deload the count starts
    /// again, so two misses at 95 repeat 95.
    func testTheCountStartsAgainAfterADeload() {
        let misses = ["2026-11-02", "2026-11-05", "2026-11-09"].flatMap { session($0, 100, reps: [5, 5, 2]) }
        let again = session("2026-11-12", 90, reps: [5, 5, 5]) + session("2026-11-16", 92.5, reps: [5, 5, 5])
        XCTAssertEqual(weights(squat.nextTargets(history: misses, today: thursday)), [90, 90, 90])
        XCTAssertEqual(weights(squat.nextTargets(history: misses + again, today: thursday)), [95, 95, 95])
        let missAgain = session("2026-11-19", 95, reps: [3, 3, 3]) + session("2026-11-23", 95, reps: [4, 3, 3])
        XCTAssertEqual(weights(squat.nextTargets(history: misses + again + missAgain, today: thursday)), [95, 95, 95])
    }

    func testAHitBetweenMissesStartsTheCountAgain() {
        let history = session("2026-11-02", 100, reps: [5, 5, 4]) + session("2026-11-05", 100, reps: [5, 5, 4])
            + session("2026-11-09", 100, reps: [5, 5, 5])
            + session("2026-11-12", 102.5, reps: [5, 4, 4]) + session("2026-11-16", 102.5, reps: [5, 4, 4])
        XCTAssertEqual(weights(squat.nextTargets(history: history, today: thursday)), [102.5, 102.5, 102.5])
    }

    /// Targets follow what was lifted: 105 instead of the 100 asked gives 107.5; 95 is a miss.
    func testTheWeightLiftedNotThePlanDecides() {
        XCTAssertEqual(weights(squat.nextTargets(history: session("2026-11-23", 105, reps: [5, 5, 5]), today: thursday)),
                       [107.5, 107.5, 107.5])
        let lighter = squat.nextTargets(history: session("2026-11-23", 95, reps: [5, 5, 5]), today: thursday)
        XCTAssertEqual(weights(lighter), [100, 100, 100])
        XCTAssertEqual(lighter.reason, "3 × 5 at 95 kg last Monday, short of 3 × 5 at 100 kg: 100 kg again")
    }

    func testFewerSetsThanPlannedIsAMiss() {
        XCTAssertEqual(weights(squat.nextTargets(history: session("2026-11-23", 100, reps: [5, 5]), today: thursday)),
                       [100, 100, 100])
    }

    func testHistoryInAnyOrderGivesTheSameTargets() {
        let history = session("2026-11-02", 100, reps: [5, 5, 5]) + session("2026-11-05", 102.5, reps: [5, 5, 3])
            + session("2026-11-09", 102.5, reps: [5, 5, 5])
        let ordered = squat.nextTargets(history: history, today: thursday)
        XCTAssertEqual(weights(ordered), [105, 105, 105])
        XCTAssertEqual(squat.nextTargets(history: history.reversed(), today: thursday).sets, ordered.sets)
    }

    /// 225 lb is 102.06 kg: at or above the 100 kg asked, so a hit; plus 2.5 is 104.56, which
    /// rounds once to the 2.5 kg step: 105. 220 lb (99.79 kg) is within 1 % of 100 kg.
    func testPoundsLoggedAgainstAKilogramExercise() {
        let next = squat.nextTargets(history: session("2026-11-23", 225, .lb, reps: [5, 5, 5]), today: thursday)
        XCTAssertEqual(weights(next), [105, 105, 105])
        XCTAssertEqual(next.reason, "all 3 × 5 at 102.06 kg last Monday: 105 kg")
        XCTAssertEqual(weights(squat.nextTargets(history: session("2026-11-23", 220, .lb, reps: [5, 5, 5]), today: thursday)),
                       [102.5, 102.5, 102.5])
        XCTAssertEqual(weights(squat.nextTargets(history: session("2026-11-23", 215, .lb, reps: [5, 5, 5]), today: thursday)),
                       [100, 100, 100], "215 lb is 97.52 kg: more than 1 % under the 100 kg asked")
    }

    /// A bench press in pounds, +5 lb: 85 kg logged is 187.39 lb, +5 is 192.39, rounded to 190.
    func testKilogramsLoggedAgainstAPoundExercise() {
        let bench = RoutineExercise(lift: "Bench Press", sets: 3, reps: .exactly(5), load: .weight(185, .lb), unit: .lb,
                                    rule: .linear(increment: 5))
        let next = bench.nextTargets(history: session("2026-11-23", 85, .kg, reps: [5, 5, 5]), today: thursday)
        XCTAssertEqual(next.unit, .lb)
        XCTAssertEqual(next.sets.map(\.weight), [190, 190, 190])
        XCTAssertEqual(next.reason, "all 3 × 5 at 187.39 lb last Monday: 190 lb")
        let same = bench.nextTargets(history: session("2026-11-23", 185, .lb, reps: [5, 5, 5]), today: thursday)
        XCTAssertEqual(same.sets.map(\.weight), [190, 190, 190])
    }

    func testAPlanInTheOtherUnitIsConvertedAndRoundedOnce() {
        var exercise = squat
        exercise.load = .weight(225, .lb)
        XCTAssertEqual(weights(exercise.nextTargets(history: [], today: thursday)), [102.5, 102.5, 102.5])
    }

    /// A weight off the 2.5 kg grid that the lifter loaded stays exact: 101 + 2.5 is 103.5.
    func testLoggedWeightsAreKeptExact() {
        XCTAssertEqual(weights(squat.nextTargets(history: session("2026-11-23", 101, reps: [5, 5, 5]), today: thursday)),
                       [103.5, 103.5, 103.5])
    }

    /// Of a range, linear asks for the bottom: 3 × 8-12 reached at 8 reps is a hit.
    func testARangeAsksForItsBottom() {
        var exercise = squat
        exercise.reps = .range(8, 12)
        XCTAssertEqual(exercise.nextTargets(history: [], today: thursday).sets.map(\.reps), [8, 8, 8])
        XCTAssertEqual(weights(exercise.nextTargets(history: session("2026-11-23", 100, reps: [8, 8, 8]), today: thursday)),
                       [102.5, 102.5, 102.5])
    }
}
