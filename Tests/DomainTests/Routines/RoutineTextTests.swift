import Domain
import XCTest

/// The routine's plain text: reading, writing, and reading what was written.
final class RoutineTextTests: XCTestCase {
    let example = """
        # Strength 5x5

        ## Day A
        Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg
        Bench Press 3x8-12 @ 60kg, rest 2:00, double +2.5kg
        Deadlift 3x5 @ 85% TM 180kg, wave +5kg
        Chin-up 3x8 @ RPE 8, rest 1:30, none

        ## Day B
        Overhead Press 5x5 @ 95lb, rest 1:30, linear +5lb, note: strict, no leg drive
        Dip 3x8-12 @ bodyweight, double +2.5kg
        Curl 2x10 @ 70%, none, in lb

        """

    func testTheIssuesExampleReadsAsWritten() throws {
        let routine = try RoutineText.parse(example)
        XCTAssertEqual(routine.name, "Strength 5x5")
        XCTAssertEqual(routine.days.map(\.name), ["Day A", "Day B"])
        let a = routine.days[0].exercises
        XCTAssertEqual(a[0], RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg,
                                             restSeconds: 180, note: "", rule: .linear(increment: 2.5)))
        XCTAssertEqual(a[1], RoutineExercise(lift: "Bench Press", sets: 3, reps: .range(8, 12), load: .weight(60, .kg), unit: .kg,
                                             restSeconds: 120, rule: .double(increment: 2.5)))
        XCTAssertEqual(a[2], RoutineExercise(lift: "Deadlift", sets: 3, reps: .exactly(5), load: .percentOfTrainingMax(85), unit: .kg,
                                             rule: .wave(trainingMax: 180, cycleIncrement: 5)))
        XCTAssertEqual(a[3], RoutineExercise(lift: "Chin-up", sets: 3, reps: .exactly(8), load: .rpe(8), unit: .kg, restSeconds: 90))
        let b = routine.days[1].exercises
        XCTAssertEqual(b[0], RoutineExercise(lift: "Overhead Press", sets: 5, reps: .exactly(5), load: .weight(95, .lb), unit: .lb,
                                             restSeconds: 90, note: "strict, no leg drive", rule: .linear(increment: 5)))
        XCTAssertEqual(b[1].load, .weight(0, .kg))
        XCTAssertEqual(b[2].unit, .lb)
        XCTAssertEqual(b[2].load, .percentOfTrainingMax(70))
    }

    func testFormatWritesTheSameText() throws {
        XCTAssertEqual(RoutineText.format(try RoutineText.parse(example)), example)
    }

    /// Every rule, load and rep kind, in both units, goes through the text and back.
    func testEveryKindRoundTrips() throws {
        var exercises: [RoutineExercise] = []
        let loads: [LoadTarget] = [.weight(102.5, .kg), .weight(225, .lb), .weight(0, .kg), .weight(0, .lb), .weight(0.25, .kg),
                                   .percentOfTrainingMax(82.5), .rpe(7.5), .rpe(10)]
        for unit in WeightUnit.allCases {
            for load in loads {
                let rules: [ProgressionRule] = [.linear(increment: 1.25), .double(increment: 5), .none]
                    + (load == .percentOfTrainingMax(82.5) ? [.wave(trainingMax: 187.5, cycleIncrement: 2.5)] : [])
                for rule in rules {
                    for reps in [RepTarget.exactly(5), .range(8, 12), .exactly(100)] where rule != .double(increment: 5) || reps == .range(8, 12) {
                        exercises.append(RoutineExercise(lift: "Lift \(exercises.count)", sets: exercises.count % 20 + 1, reps: reps,
                                                         load: load, unit: unit, restSeconds: exercises.count * 37 % 3601,
                                                         note: exercises.count % 3 == 0 ? "" : "note, with: commas @ and # \(exercises.count)",
                                                         rule: rule))
                    }
                }
            }
        }
        XCTAssertGreaterThan(exercises.count, 100)
        let days = stride(from: 0, to: exercises.count, by: 30).map { start in
            RoutineDay(name: "Day \(start / 30 + 1)", exercises: Array(exercises[start..<min(start + 30, exercises.count)]))
        }
        let routine = Routine(name: "Everything", days: days)
        XCTAssertNil(routine.problem)
        let text = RoutineText.format(routine)
        XCTAssertEqual(try RoutineText.parse(text), routine, text)
        XCTAssertEqual(RoutineText.format(try RoutineText.parse(text)), text)
    }

    func testPoundsAndUnitsWrittenTogether() throws {
        let routine = try RoutineText.parse("# P\n## D\nSquat 3x5 @ 225 lbs, rest 90s, linear +5 LB\nPress 1x5 @ 100kg, linear +5lb\nRow 3x5 @ RPE 8, in lb\n")
        let exercises = routine.days[0].exercises
        XCTAssertEqual(exercises[0].load, .weight(225, .lb))
        XCTAssertEqual(exercises[0].unit, .lb)
        XCTAssertEqual(exercises[0].restSeconds, 90)
        XCTAssertEqual(exercises[0].rule, .linear(increment: 5))
        XCTAssertEqual(exercises[1].load, .weight(100, .kg), "a planned load may be in the other unit")
        XCTAssertEqual(exercises[1].unit, .lb, "the rule's unit is the exercise's")
        XCTAssertEqual(exercises[2].unit, .lb)
        XCTAssertEqual(exercises[2].rule, .none, "no rule is none")
        XCTAssertEqual(RoutineText.format(routine), "# P\n\n## D\nSquat 3x5 @ 225lb, rest 1:30, linear +5lb\nPress 1x5 @ 100kg, linear +5lb\nRow 3x5 @ RPE 8, none, in lb\n")
    }

    /// A rule without an increment takes the default: 2.5 kg / 5 lb, or a wave's by the lift.
    func testDefaultIncrements() throws {
        let routine = try RoutineText.parse("""
            # Defaults
            ## Day
            Bench 3x5 @ 60kg, linear
            Bench 3x8-12 @ 135lb, double
            Front Squat 3x5 @ 85% TM 100kg, wave
            Press 3x5 @ 85% TM 100lb, wave
            """)
        XCTAssertEqual(routine.days[0].exercises.map(\.rule), [.linear(increment: 2.5), .double(increment: 5),
                                                               .wave(trainingMax: 100, cycleIncrement: 5),
                                                               .wave(trainingMax: 100, cycleIncrement: 5)])
    }

    func testHeadingsBlankLinesAndLineEndings() throws {
        let routine = try RoutineText.parse("\r\n  #  Push Pull  \r\n\r\n##Push\rBench 3x5 @ 60kg, none\n   \n## ### Pull\n")
        XCTAssertEqual(routine.name, "Push Pull")
        XCTAssertEqual(routine.days.map(\.name), ["Push", "### Pull"])
        XCTAssertEqual(routine.days[1].exercises, [])
        XCTAssertEqual(try RoutineText.parse(RoutineText.format(routine)), routine)
        XCTAssertEqual(try RoutineText.parse("# Only a name"), Routine(name: "Only a name", days: []))
    }

    func testEnDashRangeAndTimesSign() throws {
        let exercise = try RoutineText.parse("# R\n## D\nRow 4×8–10 @ 50kg, double +2.5kg").days[0].exercises[0]
        XCTAssertEqual(exercise.sets, 4)
        XCTAssertEqual(exercise.reps, .range(8, 10))
    }

    /// Each kind of mistake has its own message, naming its line.
    func testBadLinesEachSayWhatToWrite() {
        let lines: [(String, String)] = [
            ("Back Squat 3x5", "“Back Squat 3x5” has no load: add @ and the weight after the sets and reps, as in Back Squat 3x5 @ 100kg"),
            ("@ 100kg", "the line starts with @: put the lift, its sets and reps before it, as in Back Squat 3x5 @ 100kg"),
            ("3x5 @ 100kg", "“3x5” needs the lift's name and then its sets and reps, as in Back Squat 3x5"),
            ("Squat 3-5 @ 100kg", "“3-5” is not sets and reps: write them as 3x5 (3 sets of 5) or 3x8-12 before the @"),
            ("Squat x5 @ 100kg", "“x5” needs the number of sets before the x, as in 3x5"),
            ("Squat 3x @ 100kg", "“3x” needs reps after the x, as in 3x5"),
            ("Squat 25x5 @ 100kg", "“25x5”: the sets before the x are a whole number from 1 to 20"),
            ("Squat 3x12-8 @ 100kg", "“3x12-8”: the reps after the x are a whole number from 1 to 100, or a range from low to high like 8-12"),
            ("Squat 3x5 @", "nothing after the @: write the load there, a weight (100kg), a percentage (85%) or an RPE (RPE 8)"),
            ("Squat 3x5 @ 100", "“100” needs a unit: 100kg or 100lb"),
            ("Squat 3x5 @ heavy", "“heavy” is not a load: write a weight (100kg), a percentage (85%) or an RPE (RPE 8)"),
            ("Squat 3x5 @ 2500kg", "“2500kg”: a weight is from 0 to 2,000 with at most two decimals"),
            ("Squat 3x5 @ 100.125kg", "“100.125kg”: a weight is from 0 to 2,000 with at most two decimals"),
            ("Squat 3x5 @ RPE 8.3", "“RPE 8.3”: an RPE is from 1 to 10 in halves, as in RPE 8 or RPE 7.5"),
            ("Squat 3x5 @ 250%", "“250%”: a percentage of the training max is from 1 to 200 with at most two decimals, as in 85%"),
            ("Squat 3x5 @ 85% 180kg, wave", "“85% 180kg”: write the training max after TM, as in 85% TM 180kg"),
            ("Squat 3x5 @ 85% TM 0kg, wave", "“85% TM 0kg”: a training max is from 0.01 to 2,000 with at most two decimals"),
            ("Squat 3x5 @ 100kg, rest 3", "“rest 3”: write the rest in minutes and seconds (rest 3:00) or in seconds (rest 90s)"),
            ("Squat 3x5 @ 100kg, rest 61:00", "“rest 61:00”: rest at most 60:00 between sets"),
            ("Squat 3x5 @ 100kg, rest 3:00, rest 2:00", "“rest 2:00” is a second rest time; keep one"),
            ("Squat 3x5 @ 100kg, in stone", "“in stone” is not a unit: write in kg or in lb"),
            ("Squat 3x5 @ RPE 8, in kg, in lb", "“in lb” is a second unit; keep one"),
            ("Squat 3x5 @ 100kg, linear, none", "two rules, “linear” and “none”: keep one"),
            ("Squat 3x5 @ 100kg, quickly", "“quickly” is not a rest time, rule or note: write for example rest 3:00, linear +2.5kg or note: slow on the way down"),
            ("Squat 3x5 @ 100kg, none +2.5kg", "“none +2.5kg”: none takes no increment; write just none"),
            ("Squat 3x5 @ 100kg, linear +2.5", "“linear +2.5”: write the increment with its unit, as in linear +2.5kg or linear +5lb"),
            ("Squat 3x5 @ 100kg, linear +0kg", "“linear +0kg”: an increment is more than 0 and at most 100, with at most two decimals"),
            ("Squat 3x5 @ 85% TM 180lb, wave +5kg", "the training max is in lb and the increment in kg: write both in one unit"),
            ("Squat 3x5 @ 100kg, linear +2.5kg, in lb", "“in lb” but the rule is in kg: write both in one unit"),
            ("Squat 3x5 @ 85% TM 180kg, linear", "a training max (TM) is only used by a wave: add , wave +5kg, or write the load as a percentage alone (85%)"),
            ("Squat 3x5 @ 100kg, double", "double progression needs a rep range to climb, as in 3x8-12"),
            ("Squat 3x5 @ 100kg, wave", "a wave works from a training max: write the load as a percentage of it, as in @ 85% TM 180kg, wave +5kg"),
            ("Squat 3x5 @ 100kg, note: " + String(repeating: "n", count: 201), "the note is 201 characters; keep it to 200 or fewer"),
            (String(repeating: "L", count: 101) + " 3x5 @ 100kg", "the lift's name is 101 characters; keep it to 100 or fewer"),
            ("# Again", "the routine is already named “R”: start a day with ##, as in ## Day A"),
            ("##", "the day's name is missing: write it after the #, as in ## Day A"),
            ("## " + String(repeating: "d", count: 81), "the day's name is 81 characters; keep it to 80 or fewer"),
            ("Squat 3x5 @ 100kg\u{1B}", "Remove the control character U+001B (character 18); use letters, numbers and punctuation only."),
            ("Squat 3x5 @ 100kg\tnone", "Remove the line break or tab U+0009 (character 18); use letters, numbers and punctuation only."),
            (String(repeating: "é", count: 501), "the line is 501 characters long; keep a line to 500 or fewer"),
            (String(repeating: "e\u{301}\u{301}\u{301}", count: 600), "the line is over 4,000 bytes long; keep a line to 500 characters or fewer"),
        ]
        var messages = Set<String>()
        for (line, message) in lines {
            XCTAssertThrowsError(try RoutineText.parse("# R\n\n## D\n" + line + "\nCurl 3x10 @ 10kg")) { error in
                XCTAssertEqual(error as? RoutineTextError, RoutineTextError(line: 4, message: message), line)
            }
            messages.insert(message)
        }
        XCTAssertEqual(messages.count, lines.count, "every mistake has its own message")
    }

    func testTheStructureOfTheDocument() {
        let cases: [(String, RoutineTextError)] = [
            ("", RoutineTextError(line: 1, message: "the text is empty: start with the routine's name, as in # Strength 5x5")),
            ("\n  \n", RoutineTextError(line: 1, message: "the text is empty: start with the routine's name, as in # Strength 5x5")),
            ("\n## Day A\n", RoutineTextError(line: 2, message: "start with the routine's name on a line of its own, as in # Strength 5x5")),
            ("#\n", RoutineTextError(line: 1, message: "the routine's name is missing: write it after the #, as in # Strength 5x5")),
            ("# R\nSquat 3x5 @ 100kg", RoutineTextError(line: 2, message: "this exercise has no day: put a day's heading above it, as in ## Day A")),
        ]
        for (text, error) in cases {
            XCTAssertThrowsError(try RoutineText.parse(text)) { XCTAssertEqual($0 as? RoutineTextError, error, text) }
        }
        XCTAssertEqual(RoutineTextError(line: 4, message: "“3x” needs reps after the x, as in 3x5").description,
                       "line 4: “3x” needs reps after the x, as in 3x5")
    }

    /// Limits are checked before values are built: the 15th day, the 31st exercise, the
    /// 1,001st line, and a text over 512 KB, each refused naming where.
    func testLimits() {
        let fifteenDays = "# R\n" + (1...15).map { "## Day \($0)\n" }.joined()
        XCTAssertThrowsError(try RoutineText.parse(fifteenDays)) {
            XCTAssertEqual($0 as? RoutineTextError, RoutineTextError(line: 16, message: "a routine holds at most 14 days; this would be day 15"))
        }
        XCTAssertNoThrow(try RoutineText.parse("# R\n" + (1...14).map { "## Day \($0)\n" }.joined()))
        let thirtyOne = "# R\n## A\n" + String(repeating: "Curl 3x10 @ 10kg\n", count: 31)
        XCTAssertThrowsError(try RoutineText.parse(thirtyOne)) {
            XCTAssertEqual($0 as? RoutineTextError,
                           RoutineTextError(line: 33, message: "“A” already has 30 exercises, the most a day holds: start another day with ##"))
        }
        let manyLines = "# R\n" + String(repeating: "\n", count: 1_000)
        XCTAssertThrowsError(try RoutineText.parse(manyLines)) {
            XCTAssertEqual($0 as? RoutineTextError, RoutineTextError(line: 1_001, message: "a routine's text has at most 1,000 lines"))
        }
        XCTAssertNoThrow(try RoutineText.parse("# R\n" + String(repeating: "\n", count: 998)))
        let huge = String(repeating: "x", count: 600 * 1024)
        XCTAssertThrowsError(try RoutineText.parse(huge)) {
            XCTAssertEqual($0 as? RoutineTextError, RoutineTextError(line: 1, message: "the text is 600 KB; a routine's text is at most 512 KB"))
        }
    }

    func testProblemsOfRoutinesBuiltInCode() {
        let good = RoutineExercise(lift: "Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg, rule: .linear(increment: 2.5))
        XCTAssertNil(good.problem)
        var bad = good
        let cases: [(WritableKeyPath<RoutineExercise, String>, String, String)] = [
            (\.lift, "", "Enter the lift's name."),
            (\.lift, " Squat", "Remove the spaces around the lift's name."),
            (\.lift, "Squat @ home", "A lift's name cannot hold @: the routine's text puts the load after it."),
            (\.lift, "#1 Squat", "A lift's name cannot start with #: the routine's text starts headings with it."),
            (\.lift, "Squat\u{7}", "Remove the control character U+0007 (character 6); use letters, numbers and punctuation only."),
            (\.note, String(repeating: "n", count: 201), "Keep the note to 200 characters or fewer."),
        ]
        for (path, value, message) in cases {
            bad = good
            bad[keyPath: path] = value
            XCTAssertEqual(bad.problem, message, value)
        }
        let changes: [(RoutineExercise) -> RoutineExercise] = [
            { var e = $0; e.sets = 0; return e },
            { var e = $0; e.reps = .range(8, 8); return e },
            { var e = $0; e.load = .weight(.nan, .kg); return e },
            { var e = $0; e.load = .percentOfTrainingMax(0.5); return e },
            { var e = $0; e.load = .rpe(8.25); return e },
            { var e = $0; e.restSeconds = -1; return e },
            { var e = $0; e.rule = .linear(increment: 0); return e },
            { var e = $0; e.rule = .double(increment: 2.5); return e },
            { var e = $0; e.rule = .wave(trainingMax: 100, cycleIncrement: 5); return e },
            { var e = $0; e.load = .percentOfTrainingMax(85); e.rule = .wave(trainingMax: .infinity, cycleIncrement: 5); return e },
        ]
        for change in changes {
            let exercise = change(good)
            XCTAssertNotNil(exercise.problem, "\(exercise)")
            // What has a problem does not come back from the text as itself.
            let routine = Routine(name: "R", days: [RoutineDay(name: "D", exercises: [exercise])])
            XCTAssertNotEqual(try? RoutineText.parse(RoutineText.format(routine)), routine, "\(exercise)")
        }
        XCTAssertEqual(Routine(name: "R", days: Array(repeating: RoutineDay(name: "D", exercises: []), count: 15)).problem,
                       "A routine holds at most 14 days.")
        XCTAssertEqual(Routine(name: "R", days: [RoutineDay(name: "D", exercises: [bad])]).problem,
                       "D: Keep the note to 200 characters or fewer.")
    }
}
