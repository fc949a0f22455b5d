import Domain
import XCTest

/// Double progression against sessions worked out by hand: 3 × 8-12 at 60 kg, +2.5 kg.
final class RoutineDoubleTests: XCTestCase {
    let bench = RoutineExercise(lift: "Bench Press", sets: 3, reps: .range(8, 12), load: .weight(60, .kg), unit: .kg,
                                rule: .double(increment: 2.5))

    func targets(_ history: [LoggedSet]) -> NextTargets { bench.nextTargets(history: history, today: thursday) }

    func testNoHistoryAsksForTheBottomOfTheRange() {
        let next = targets([])
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 60, reps: 8), count: 3))
        XCTAssertEqual(next.reason, "no sets logged yet: 3 × 8 at 60 kg, then a rep more a set each session up to 12")
    }

    func testEachSetAsksForOneMoreRepThanItGot() {
        let next = targets(session("2026-11-23", 60, reps: [10, 9, 8]))
        XCTAssertEqual(next.sets, [SetTarget(weight: 60, reps: 11), SetTarget(weight: 60, reps: 10), SetTarget(weight: 60, reps: 9)])
        XCTAssertEqual(next.reason, "10, 9, 8 reps at 60 kg last Monday: a rep more a set up to 12, 11, 10, 9 at 60 kg")
    }

    func testASetAtTheTopStaysThere() {
        let next = targets(session("2026-11-23", 60, reps: [12, 12, 11]))
        XCTAssertEqual(next.sets.map(\.reps), [12, 12, 12])
        XCTAssertEqual(next.sets.map(\.weight), [60, 60, 60])
        XCTAssertEqual(next.reason, "12, 12, 11 reps at 60 kg last Monday: a rep more a set up to 12, 3 × 12 at 60 kg")
    }

    func testEverySetAtTheTopAddsTheIncrementAndGoesBackToTheBottom() {
        let next = targets(session("2026-11-23", 60, reps: [12, 12, 12]))
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 62.5, reps: 8), count: 3))
        XCTAssertEqual(next.reason, "all 3 × 12 at 60 kg last Monday, the top of 8-12: 3 × 8 at 62.5 kg")
    }

    func testUnderTheBottomAsksForTheBottom() {
        XCTAssertEqual(targets(session("2026-11-23", 60, reps: [7, 6, 6])).sets.map(\.reps), [8, 8, 8])
    }

    /// A set done lighter than asked does not count: it keeps the reps it was asked for.
    func testALighterSetKeepsItsTarget() {
        let history = session("2026-11-23", 60, reps: [10, 10]) + session("2026-11-23", 50, reps: [10])
        XCTAssertEqual(targets(history).sets.map(\.reps), [11, 11, 8])
    }

    /// Four sessions: 8,8,8 → 9,9,9; 10,9,9 → 11,10,10; 12,12,10 → 12,12,11; 12,12,12 → 62.5 × 8;
    /// then 9,8,8 at 62.5 → 10,9,9.
    func testASequenceUpTheRangeAndOver() {
        let history = session("2026-11-02", 60, reps: [8, 8, 8]) + session("2026-11-05", 60, reps: [10, 9, 9])
            + session("2026-11-09", 60, reps: [12, 12, 10]) + session("2026-11-12", 60, reps: [12, 12, 12])
        XCTAssertEqual(targets(Array(history.prefix(3))).sets.map(\.reps), [9, 9, 9])
        XCTAssertEqual(targets(Array(history.prefix(6))).sets.map(\.reps), [11, 10, 10])
        XCTAssertEqual(targets(Array(history.prefix(9))).sets.map(\.reps), [12, 12, 11])
        XCTAssertEqual(targets(history).sets, Array(repeating: SetTarget(weight: 62.5, reps: 8), count: 3))
        let after = targets(history + session("2026-11-16", 62.5, reps: [9, 8, 8]))
        XCTAssertEqual(after.sets, [SetTarget(weight: 62.5, reps: 10), SetTarget(weight: 62.5, reps: 9), SetTarget(weight: 62.5, reps: 9)])
    }

    /// The top reached at 132.5 lb (60.1 kg) against 60 kg: 62.6 kg, rounded once to 62.5.
    func testPoundsLoggedAgainstAKilogramExercise() {
        let next = targets(session("2026-11-23", 132.5, .lb, reps: [12, 12, 12]))
        XCTAssertEqual(next.sets, Array(repeating: SetTarget(weight: 62.5, reps: 8), count: 3))
    }

    /// A single rep number works as a range of one: every set at 10 adds the increment.
    func testAnExactRepTargetProgressesTheWeight() {
        var exercise = bench
        exercise.reps = .exactly(10)
        XCTAssertEqual(exercise.nextTargets(history: session("2026-11-23", 60, reps: [10, 10, 10]), today: thursday).sets,
                       Array(repeating: SetTarget(weight: 62.5, reps: 10), count: 3))
        XCTAssertEqual(exercise.nextTargets(history: session("2026-11-23", 60, reps: [10, 9, 10]), today: thursday).sets.map(\.reps),
                       [10, 10, 10])
    }
}
