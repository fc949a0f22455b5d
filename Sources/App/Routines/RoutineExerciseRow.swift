import Domain
import Templates

/// One exercise row of the routine editor as typed, and its rules: every number is read into
/// its bounded range (`RoutineLimits`) before it is used.
struct RoutineExerciseRow: Sendable {
    /// The row's fields, the last part of their names (`day1-ex2-lift`).
    static let fields = ["lift", "sets", "reps", "load_kind", "load", "unit", "rest", "note", "rule", "increment", "training_max", "group"]

    private(set) var values: [String: String]

    /// A blank row: the common 3 × 5 with linear progression and two minutes' rest.
    init(unit: WeightUnit) {
        values = ["lift": "", "sets": "3", "reps": "5", "load_kind": "weight", "load": "", "unit": unit.rawValue, "rest": "2:00",
                  "note": "", "rule": "linear", "increment": "", "training_max": "", "group": ""]
    }

    init(values: [String: String], unit: WeightUnit) {
        self.values = values
        if values["unit"] == "" { self.values["unit"] = unit.rawValue }
    }

    init(exercise: RoutineExercise) {
        values = ["lift": exercise.lift, "sets": String(exercise.sets), "reps": exercise.reps.text, "unit": exercise.unit.rawValue,
                  "rest": RoutineQuantity.clock(exercise.restSeconds), "note": exercise.note, "increment": "", "training_max": "",
                  "group": exercise.group ?? ""]
        switch exercise.load {
        case .weight(let weight, _): (values["load_kind"], values["load"]) = ("weight", NumberText.plain(weight))
        case .percentOfTrainingMax(let percent): (values["load_kind"], values["load"]) = ("percent", NumberText.plain(percent))
        case .rpe(let rpe): (values["load_kind"], values["load"]) = ("rpe", NumberText.plain(rpe))
        }
        switch exercise.rule {
        case .linear(let increment): (values["rule"], values["increment"]) = ("linear", NumberText.plain(increment))
        case .double(let increment): (values["rule"], values["increment"]) = ("double", NumberText.plain(increment))
        case .wave(let trainingMax, let increment):
            (values["rule"], values["increment"], values["training_max"]) = ("wave", NumberText.plain(increment), NumberText.plain(trainingMax))
        case .none: values["rule"] = "none"
        }
    }

    /// A row with no lift is one the lifter did not fill in.
    var isBlank: Bool { (values["lift"] ?? "").isEmpty }

    /// The planned exercise, or the row's problems under its fields' full names (`prefix` + field).
    func exercise(prefix: String) -> Result<RoutineExercise, FieldErrors> {
        var check = RowCheck(values: values, prefix: prefix)
        let lift = check.lift()
        let sets = check.whole("sets", in: RoutineLimits.sets, "Sets must be a whole number from 1 to 20")
        let reps = check.reps()
        let unit = WeightUnit(rawValue: values["unit"] ?? "") ?? .kg
        let load = check.load(unit: unit)
        let rest = check.rest()
        let note = check.note()
        let rule = check.rule(lift: lift ?? "", unit: unit, reps: reps)
        let group = check.group()
        guard let lift, let sets, let reps, let load, let rest, let rule, let group, check.errors.isEmpty else { return .failure(FieldErrors(check.errors)) }
        let exercise = RoutineExercise(lift: lift, sets: sets, reps: reps, load: load, unit: unit, restSeconds: rest, note: note, rule: rule,
                                       group: group)
        // What the fields' own rules let through but the routine's text could not hold (an @ in
        // the lift, a third decimal, a wave on a weight): shown at the row's first field.
        if let problem = exercise.problem { return .failure(FieldErrors([FieldError(field: prefix + "lift", message: problem)])) }
        return .success(exercise)
    }

    /// The row for `routines/form`: each field's `name` (its id too), `value` and `error`, and the
    /// choices of its selects.
    func templateValue(prefix: String, number: Int, errors: FieldErrors?) -> TemplateValue {
        var row: [String: TemplateValue] = ["number": .int(number)]
        for field in Self.fields {
            let value = values[field] ?? ""
            var cell: [String: TemplateValue] = [
                "name": .string(prefix + field), "value": .string(value), "error": .string(errors?.message(for: prefix + field) ?? ""),
            ]
            if let choices = Self.choices[field] {
                cell["options"] = .list(choices.map { ["value": .string($0.0), "label": .string($0.1), "selected": .bool($0.0 == value)] })
            }
            row[field] = .dictionary(cell)
        }
        return .dictionary(row)
    }

    private static let choices: [String: [(String, String)]] = [
        "load_kind": [("weight", "Weight"), ("percent", "% of training max"), ("rpe", "RPE")],
        "unit": [("kg", "kg"), ("lb", "lb")],
        // A superset's exercises share a letter; the text numbers them A1, A2 in order.
        "group": [("", "None")] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { (String($0), "Superset \($0)") },
        // Short enough for a phone's drop-down ("Linear: ad…" was all it showed, issue 37); the
        // field's hint says what each does.
        "rule": [("linear", "Linear"), ("double", "Double progression"), ("wave", "Wave (5/3/1)"), ("none", "None")],
    ]
}
