import Domain
import XCTest

/// Issue 36: routines plan supersets (A1, A2 in the text) and hold an RPE target against the
/// RPE logged.
final class RoutineSupersetAndRPETests: XCTestCase {
    let text = """
        # Upper

        ## Day A
        Back Squat 3x5 @ 100kg, linear +2.5kg
        A1 Bench Press 3x8 @ 60kg, none
        A2 Barbell Row 3x8 @ 50kg, none
        B1 Curl 2x12 @ 15kg, none
        B2 Triceps Pushdown 2x12 @ 20kg, none
        B3 Face Pull 2x15 @ 10kg, none

        """

    func testSupersetsReadAndWriteAsA1A2() throws {
        let routine = try RoutineText.parse(text)
        let day = routine.days[0].exercises
        XCTAssertEqual(day.map(\.lift), ["Back Squat", "Bench Press", "Barbell Row", "Curl", "Triceps Pushdown", "Face Pull"])
        XCTAssertEqual(day.map(\.group), [nil, "A", "A", "B", "B", "B"])
        XCTAssertEqual(day[1], RoutineExercise(lift: "Bench Press", sets: 3, reps: .exactly(8), load: .weight(60, .kg), unit: .kg, group: "A"))
        XCTAssertEqual(RoutineText.format(routine), text, "the labels are written back in order")
        XCTAssertNil(day.compactMap(\.problem).first)
    }

    func testALabelOutOfOrderSaysWhichItShouldBe() {
        for (line, message) in [
            ("A2 Bench Press 3x8 @ 60kg", "line 4: “A2”: superset A starts here, so this is A1"),
            ("A1 Bench Press 3x8 @ 60kg\nA3 Row 3x8 @ 50kg", "line 5: “A3”: superset A has 1 so far, so this is A2"),
            ("A1 Bench Press 3x8 @ 60kg\nA1 Row 3x8 @ 50kg", "line 5: “A1”: superset A has 1 so far, so this is A2"),
        ] {
            XCTAssertThrowsError(try RoutineText.parse("# R\n\n## Day\n" + line), line) { error in
                XCTAssertEqual((error as? RoutineTextError)?.description, message)
            }
        }
        XCTAssertEqual(try RoutineText.parse("# R\n## Day\nA1 Bench Press 3x8 @ 60kg\n## Other\nA1 Row 3x8 @ 50kg").days[1].exercises[0].group, "A",
                       "each day numbers its own supersets")
        XCTAssertEqual(try RoutineText.parse("# R\n## Day\nAb Wheel 3x10 @ bodyweight").days[0].exercises[0].lift, "Ab Wheel",
                       "a first word that is no label is the lift's")
    }

    func testALiftNamedLikeALabelOrABadGroupIsAProblem() {
        var exercise = RoutineExercise(lift: "A1 Row", sets: 3, reps: .exactly(8), load: .weight(50, .kg), unit: .kg)
        XCTAssertNotNil(exercise.problem)
        exercise.lift = "Row"
        exercise.group = "a"
        XCTAssertEqual(exercise.problem, "A superset is a capital letter from A to Z.")
        exercise.group = "Z"
        XCTAssertNil(exercise.problem)
    }

    private func rpeSession(_ date: String, _ weight: Double, _ sets: [(Int, Double?)], unit: WeightUnit = .kg) -> [LoggedSet] {
        sets.map { LoggedSet(date: CalendarDate(iso: date)!, weight: weight, unit: unit, reps: $0.0, rpe: $0.1) }
    }

    func testAnRPETargetComparesWithTheRPELogged() {
        let squat = RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .rpe(8), unit: .kg)
        let harder = squat.nextTargets(history: rpeSession("2026-11-25", 100, [(5, 8), (5, 9), (5, 9.5)]), today: thursday)
        XCTAssertEqual(harder.reason, "RPE 8 planned, 9.5 logged: weight kept, 100 kg (last time 3 × 5 at 100 kg yesterday)")
        XCTAssertEqual(harder.sets, Array(repeating: SetTarget(weight: 100, reps: 5, rpe: 8), count: 3))
        let onPlan = squat.nextTargets(history: rpeSession("2026-11-25", 100, [(5, 8), (5, nil)]), today: thursday)
        XCTAssertTrue(onPlan.reason.hasPrefix("RPE 8 planned, 8 logged: weight kept, 100 kg"), onPlan.reason)
        let easier = squat.nextTargets(history: rpeSession("2026-11-23", 100, [(5, 6.5), (5, 7)]), today: thursday)
        XCTAssertEqual(easier.reason, "RPE 8 planned, 7 logged: 102.5 kg, +2.5 kg (last time 2 × 5 at 100 kg last Monday)")
        XCTAssertEqual(easier.sets.map(\.weight), [102.5, 102.5, 102.5])
        let older = rpeSession("2026-11-16", 100, [(5, 10)]) + rpeSession("2026-11-23", 90, [(5, 7)])
        XCTAssertEqual(squat.nextTargets(history: older, today: thursday).sets.first?.weight, 92.5, "only the last session counts")
    }

    func testAnRPETargetInOtherUnitsAndWithoutAnRPELogged() {
        let bench = RoutineExercise(lift: "Bench Press", sets: 1, reps: .exactly(5), load: .rpe(8), unit: .kg)
        let pounds = bench.nextTargets(history: rpeSession("2026-11-25", 225, [(5, 9)], unit: .lb), today: thursday)
        XCTAssertEqual(pounds.sets.first?.weight, 102.5, "225 lb is 102.06 kg, rounded to what a bar carries")
        let none = bench.nextTargets(history: rpeSession("2026-11-25", 100, [(5, nil)]), today: thursday)
        XCTAssertEqual(none.sets.first?.weight, nil as Double?, "no RPE logged: the lifter picks the weight")
        XCTAssertEqual(none.reason, "RPE 8 for 1 × 5: pick the weight on the day (last time 1 × 5 at 100 kg yesterday)")
    }
}
