import Domain
import HTTP
import Templates

/// The routine editor as typed: the name, then each day's name and rows of exercises, with
/// fields named by place (`day2-name`, `day2-ex3-lift`) so the form needs no script. A row
/// whose lift is empty is a blank row and is left out; "Add a day" and "Add an exercise" are
/// submit buttons (`add`) that show the form again with one more blank day or row.
struct RoutineForm: Sendable {
    struct Day: Sendable {
        var name: String
        var exercises: [RoutineExerciseRow]
    }

    /// Blank exercise rows a day is shown with, so several exercises go in without a round trip.
    static let blankRows = 3

    var name: String
    var days: [Day]
    /// What the plain-text rule refused, by field.
    private(set) var textErrors: [FieldError] = []

    /// A new routine: one day of blank rows in the lifter's unit.
    init(unit: WeightUnit) {
        name = ""
        days = [Day(name: "Day 1", exercises: Array(repeating: RoutineExerciseRow(unit: unit), count: Self.blankRows))]
    }

    /// A stored routine to edit, each day with one blank row more.
    init(routine: Routine, unit: WeightUnit) {
        name = routine.name
        days = routine.days.map { day in
            Day(name: day.name, exercises: day.exercises.map(RoutineExerciseRow.init(exercise:)) + [RoutineExerciseRow(unit: unit)])
        }
    }

    /// The form as posted. Days and rows are read in order while their fields are there, up to
    /// the limits, so no count sent with the form is trusted.
    init(_ data: FormData, unit: WeightUnit) {
        name = ""
        days = []
        name = text(data, "name")
        for dayNumber in 1...RoutineLimits.maxDays {
            let prefix = "day\(dayNumber)"
            guard data[prefix + "-name"] != nil else { break }
            var day = Day(name: text(data, prefix + "-name"), exercises: [])
            for row in 1...RoutineLimits.maxExercisesPerDay {
                let rowPrefix = "\(prefix)-ex\(row)"
                guard data[rowPrefix + "-lift"] != nil else { break }
                var values: [String: String] = [:]
                for field in RoutineExerciseRow.fields { values[field] = text(data, rowPrefix + "-" + field) }
                day.exercises.append(RoutineExerciseRow(values: values, unit: unit))
            }
            days.append(day)
        }
        if days.isEmpty { days = [Day(name: "Day 1", exercises: [RoutineExerciseRow(unit: unit)])] }
    }

    /// A field's value through the plain-text rule; what it refuses is kept as an error.
    private mutating func text(_ data: FormData, _ field: String) -> String {
        switch PlainText.parse(data[field] ?? "", multiline: false) {
        case .success(let text): return String(text.trimmingSpaces())
        case .failure(let problem):
            textErrors.append(FieldError(field: field, message: problem.message))
            return problem.withoutRefused
        }
    }

    /// `add` of the posted form: "day" adds a day, "day3" a row to day 3. False for anything else.
    mutating func add(_ what: String, unit: WeightUnit) -> Bool {
        if what == "day", days.count < RoutineLimits.maxDays {
            days.append(Day(name: "Day \(days.count + 1)", exercises: Array(repeating: RoutineExerciseRow(unit: unit), count: Self.blankRows)))
            return true
        }
        guard what.hasPrefix("day"), let number = BoundedNumber.integer(what.dropFirst(3), in: 1...max(days.count, 1)),
              days.indices.contains(number - 1), days[number - 1].exercises.count < RoutineLimits.maxExercisesPerDay else { return false }
        days[number - 1].exercises.append(RoutineExerciseRow(unit: unit))
        return true
    }

    /// The routine, or every problem found, each named by its field. Blank rows are left out;
    /// a day with no exercise left is dropped.
    var routine: Result<Routine, FieldErrors> {
        var errors: [FieldError] = []
        if !RoutineLimits.nameLength.contains(name.count) {
            errors.append(FieldError(field: "name", message: "Give the routine a name of at most \(RoutineLimits.nameLength.upperBound) characters"))
        }
        var routineDays: [RoutineDay] = []
        for (index, day) in days.enumerated() {
            let prefix = "day\(index + 1)"
            let rows = day.exercises.enumerated().filter { !$0.element.isBlank }
            if rows.isEmpty && day.name.isEmpty { continue }
            if !RoutineLimits.nameLength.contains(day.name.count) {
                errors.append(FieldError(field: prefix + "-name", message: "Give this day a name of at most \(RoutineLimits.nameLength.upperBound) characters"))
            }
            var exercises: [RoutineExercise] = []
            for (row, exercise) in rows {
                switch exercise.exercise(prefix: "\(prefix)-ex\(row + 1)-") {
                case .success(let parsed): exercises.append(parsed)
                case .failure(let problems): errors += problems.errors
                }
            }
            if !exercises.isEmpty { routineDays.append(RoutineDay(name: day.name, exercises: exercises)) }
        }
        if routineDays.isEmpty && errors.isEmpty {
            errors.append(FieldError(field: "day1-ex1-lift", message: "Add at least one exercise: type its lift"))
        }
        let refused = Set(textErrors.map(\.field))
        let shown = textErrors + errors.filter { !refused.contains($0.field) }
        return shown.isEmpty ? .success(Routine(name: name, days: routineDays)) : .failure(FieldErrors(shown))
    }

    /// The form for `routines/form`: each day and row with its fields' names, values and errors.
    func templateValue(errors: FieldErrors?) -> TemplateValue {
        [
            "name": .string(name), "name_error": .string(errors?.message(for: "name") ?? ""),
            "can_add_day": .bool(days.count < RoutineLimits.maxDays),
            "days": .list(days.enumerated().map { index, day in
                let prefix = "day\(index + 1)"
                return [
                    "number": .int(index + 1), "prefix": .string(prefix), "name": .string(day.name),
                    "name_field": .string(prefix + "-name"), "name_error": .string(errors?.message(for: prefix + "-name") ?? ""),
                    "can_add_row": .bool(day.exercises.count < RoutineLimits.maxExercisesPerDay),
                    "exercises": .list(day.exercises.enumerated().map { row, exercise in
                        exercise.templateValue(prefix: "\(prefix)-ex\(row + 1)-", number: row + 1, errors: errors)
                    }),
                ]
            }),
        ]
    }
}
