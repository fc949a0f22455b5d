import Domain
import XCTest

/// 5/3/1 against a training max of 180 kg, +5 kg a cycle, weights rounded to 2.5 kg.
final class RoutineWaveTests: XCTestCase {
    let deadlift = RoutineExercise(lift: "Deadlift", sets: 3, reps: .exactly(5), load: .percentOfTrainingMax(85), unit: .kg,
                                   rule: .wave(trainingMax: 180, cycleIncrement: 5))

    /// `count` sessions on distinct dates, a week apart.
    func sessions(_ count: Int) -> [LoggedSet] {
        (0..<count).flatMap { index in
            session(CalendarDate(iso: "2026-01-05")!.adding(days: 7 * index).iso, 100, reps: [5, 5, 5])
        }
    }

    func targets(after count: Int) -> NextTargets { deadlift.nextTargets(history: sessions(count), today: thursday) }

    /// 65/75/85 % of 180 is 117/135/153: 117.5/135/152.5 on the 2.5 kg step.
    func testWeekOneIsFivesWithTheLastSetOpen() {
        let next = targets(after: 0)
        XCTAssertEqual(next.sets, [SetTarget(weight: 117.5, reps: 5), SetTarget(weight: 135, reps: 5),
                                   SetTarget(weight: 152.5, reps: 5, asManyAsPossible: true)])
        XCTAssertEqual(next.trainingMax, 180)
        XCTAssertEqual(next.reason, "week 1 of cycle 1 (training max 180 kg): 65/75/85 % for 5/5/5+, 117.5/135/152.5 kg")
    }

    /// 70/80/90 % is 126/144/162: 125/145/162.5.
    func testWeekTwoIsThrees() {
        let next = targets(after: 1)
        XCTAssertEqual(next.sets, [SetTarget(weight: 125, reps: 3), SetTarget(weight: 145, reps: 3),
                                   SetTarget(weight: 162.5, reps: 3, asManyAsPossible: true)])
        XCTAssertEqual(next.reason, "week 2 of cycle 1 (training max 180 kg): 70/80/90 % for 3/3/3+, 125/145/162.5 kg")
    }

    /// 75/85/95 % is 135/153/171: 135/152.5/170.
    func testWeekThreeIsFiveThreeOne() {
        let next = targets(after: 2)
        XCTAssertEqual(next.sets, [SetTarget(weight: 135, reps: 5), SetTarget(weight: 152.5, reps: 3),
                                   SetTarget(weight: 170, reps: 1, asManyAsPossible: true)])
    }

    /// 40/50/60 % is 72/90/108: 72.5/90/107.5, no open set.
    func testWeekFourIsTheDeload() {
        let next = targets(after: 3)
        XCTAssertEqual(next.sets, [SetTarget(weight: 72.5, reps: 5), SetTarget(weight: 90, reps: 5), SetTarget(weight: 107.5, reps: 5)])
        XCTAssertEqual(next.reason, "week 4 of cycle 1, deload (training max 180 kg): 40/50/60 % for 5/5/5, 72.5/90/107.5 kg")
    }

    /// After four sessions the training max is 185: 120.25/138.75/157.25 → 120/140/157.5.
    func testTheNextCycleRaisesTheTrainingMax() {
        let next = targets(after: 4)
        XCTAssertEqual(next.trainingMax, 185)
        XCTAssertEqual(next.sets.map(\.weight), [120, 140, 157.5])
        XCTAssertEqual(next.reason,
                       "week 1 of cycle 2 (training max 185 kg, +5 kg a cycle): 65/75/85 % for 5/5/5+, 120/140/157.5 kg")
        XCTAssertEqual(targets(after: 9).trainingMax, 190, "cycle 3, week 2")
        XCTAssertEqual(targets(after: 9).sets.map(\.reps), [3, 3, 3])
    }

    /// Sessions are dates: five sets logged over two entries on one day are one session.
    func testSessionsAreDistinctDates() {
        let oneDay = session("2026-11-23", 100, reps: [5, 5]) + session("2026-11-23", 110, reps: [5, 5, 5])
        XCTAssertEqual(deadlift.nextTargets(history: oneDay, today: thursday).sets.map(\.reps), [3, 3, 3])
    }

    /// In pounds the step is 5 lb: 65/75/85 % of a 203 lb training max, 131.95/152.25/172.55,
    /// are 130/150/175.
    func testPoundsRoundToFivePounds() {
        let press = RoutineExercise(lift: "Overhead Press", sets: 3, reps: .exactly(5), load: .percentOfTrainingMax(85),
                                    unit: .lb, rule: .wave(trainingMax: 203, cycleIncrement: 5))
        let next = press.nextTargets(history: [], today: thursday)
        XCTAssertEqual(next.unit, .lb)
        XCTAssertEqual(next.sets.map(\.weight), [130, 150, 175])
    }

    func testDefaultCycleIncrementFollowsTheLift() {
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Back Squat", unit: .kg), 5)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "romanian  deadlift", unit: .kg), 5)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Leg Press", unit: .lb), 10)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Walking Lunge", unit: .kg), 5)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Bench Press", unit: .kg), 2.5)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Overhead Press", unit: .lb), 5)
        XCTAssertEqual(ProgressionRule.defaultCycleIncrement(lift: "Chin-up", unit: .kg), 2.5)
        XCTAssertEqual(ProgressionRule.defaultIncrement(unit: .kg), 2.5)
        XCTAssertEqual(ProgressionRule.defaultIncrement(unit: .lb), 5)
    }
}
