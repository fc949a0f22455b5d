/// The plain-text document a lifter pastes to a friend (`/routines/:id.txt`, the import):
///
///     # Strength 5x5
///
///     ## Day A
///     Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg
///     Bench Press 3x8-12 @ 60kg, rest 2:00, double +2.5kg
///     A1 Overhead Press 3x8 @ 40kg
///     A2 Chin-up 3x8 @ bodyweight
///
/// `#` names the routine (the first line that is not blank), `##` starts a day, every other
/// line that is not blank is an exercise of the day above it (`RoutineExerciseLine`); a label
/// like A1, A2 before the lift joins exercises into superset A. Sizes and
/// counts are checked before anything is built from them; a mistake is a `RoutineTextError`
/// naming its line. `parse(format(r)) == r` for every routine whose `problem` is nil.
public enum RoutineText {
    public static func parse(_ text: String) throws(RoutineTextError) -> Routine {
        guard text.utf8.count <= RoutineLimits.maxTextBytes else {
            throw RoutineTextError(line: 1, message: "the text is \(NumberText.grouped(text.utf8.count / 1024)) KB; "
                                   + "a routine's text is at most \(RoutineLimits.maxTextBytes / 1024) KB")
        }
        var name: String?
        var days: [RoutineDay] = []
        var number = 0
        var start = text.startIndex
        while start < text.endIndex || number == 0 {
            let end = text[start...].firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) ?? text.endIndex
            number += 1
            guard number <= RoutineLimits.maxLines else {
                throw RoutineTextError(line: number, message: "a routine's text has at most \(NumberText.grouped(RoutineLimits.maxLines)) lines")
            }
            let line = try clean(text[start..<end], number: number)
            start = end < text.endIndex ? text.index(after: end) : end
            if line.isEmpty { continue }
            guard let named = name else {
                name = try self.name(line, number: number)
                continue
            }
            if line.hasPrefix("##") {
                guard days.count < RoutineLimits.maxDays else {
                    throw RoutineTextError(line: number, message: "a routine holds at most \(RoutineLimits.maxDays) days; this would be day \(days.count + 1)")
                }
                days.append(RoutineDay(name: try heading(line.dropFirst(2), number: number, what: "day", example: "## Day A"), exercises: []))
            } else if line.hasPrefix("#") {
                throw RoutineTextError(line: number, message: "the routine is already named “\(named)”: start a day with ##, as in ## Day A")
            } else {
                guard let day = days.last else {
                    throw RoutineTextError(line: number, message: "this exercise has no day: put a day's heading above it, as in ## Day A")
                }
                guard day.exercises.count < RoutineLimits.maxExercisesPerDay else {
                    throw RoutineTextError(line: number, message: "“\(day.name)” already has \(RoutineLimits.maxExercisesPerDay) exercises, "
                                           + "the most a day holds: start another day with ##")
                }
                days[days.count - 1].exercises.append(try RoutineExerciseLine(number: number).parse(line, after: day.exercises))
            }
        }
        guard let name else {
            throw RoutineTextError(line: 1, message: "the text is empty: start with the routine's name, as in # Strength 5x5")
        }
        return Routine(name: name, days: days)
    }

    public static func format(_ routine: Routine) -> String {
        var text = "# \(routine.name)\n"
        for day in routine.days {
            text += "\n## \(day.name)\n"
            for (exercise, label) in zip(day.exercises, SupersetLabels.labels(day.exercises.map(\.group))) {
                text += RoutineExerciseLine.format(exercise, label: label) + "\n"
            }
        }
        return text
    }

    /// The line within its length, holding no refused character (`PlainText`), in NFC,
    /// without the spaces around it. Its length is checked in bytes before characters are counted.
    private static func clean(_ line: Substring, number: Int) throws(RoutineTextError) -> Substring {
        let limit = RoutineLimits.maxLineLength
        // Characters are counted only in a line of at most 8 bytes a character.
        guard line.utf8.count <= limit * 8 else {
            throw RoutineTextError(line: number, message: "the line is over \(NumberText.grouped(limit * 8)) bytes long; keep a line to \(limit) characters or fewer")
        }
        guard line.utf8.count <= limit || line.count <= limit else {
            throw RoutineTextError(line: number, message: "the line is \(NumberText.grouped(line.count)) characters long; keep a line to \(limit) or fewer")
        }
        switch PlainText.parse(String(line), multiline: false) {
        case .success(let text): return Substring(text).trimmingSpaces()
        case .failure(let problem): throw RoutineTextError(line: number, message: problem.message)
        }
    }

    /// The first line: the routine's name after `#`.
    private static func name(_ line: Substring, number: Int) throws(RoutineTextError) -> String {
        guard line.hasPrefix("#"), !line.hasPrefix("##") else {
            throw RoutineTextError(line: number, message: "start with the routine's name on a line of its own, as in # Strength 5x5")
        }
        return try heading(line.dropFirst(), number: number, what: "routine", example: "# Strength 5x5")
    }

    private static func heading(_ text: Substring, number: Int, what: String, example: String) throws(RoutineTextError) -> String {
        let name = text.trimmingSpaces()
        guard !name.isEmpty else {
            throw RoutineTextError(line: number, message: "the \(what)'s name is missing: write it after the #, as in \(example)")
        }
        guard name.count <= RoutineLimits.nameLength.upperBound else {
            throw RoutineTextError(line: number, message: "the \(what)'s name is \(name.count) characters; keep it to \(RoutineLimits.nameLength.upperBound) or fewer")
        }
        return String(name)
    }
}
