import Domain

/// The rules of one routine exercise row, collecting each problem under its field's full name.
struct RowCheck {
    let values: [String: String]
    let prefix: String
    private(set) var errors: [FieldError] = []

    init(values: [String: String], prefix: String) {
        self.values = values
        self.prefix = prefix
    }

    private mutating func fail(_ field: String, _ message: String) {
        errors.append(FieldError(field: prefix + field, message: message))
    }

    private func value(_ field: String) -> String { values[field] ?? "" }

    mutating func lift() -> String? {
        let lift = value("lift")
        guard RoutineLimits.liftLength.contains(lift.count) else {
            fail("lift", "Name the lift in at most \(RoutineLimits.liftLength.upperBound) characters")
            return nil
        }
        return lift
    }

    mutating func whole(_ field: String, in range: ClosedRange<Int>, _ message: String) -> Int? {
        let text = value(field)
        guard let number = BoundedNumber.integer(text, in: range) else {
            fail(field, message)
            return nil
        }
        return number
    }

    /// The superset the row is done in: empty for none, else a letter A to Z.
    mutating func group() -> String?? {
        let group = value("group")
        if group.isEmpty { return .some(nil) }
        guard RoutineLimits.isSupersetGroup(group) else {
            fail("group", "Choose a superset, A to Z, or none")
            return nil
        }
        return .some(group)
    }

    mutating func reps() -> RepTarget? {
        guard let reps = RepTarget(text: value("reps")) else {
            fail("reps", "Reps are a number from 1 to 100, or a range such as 8-12")
            return nil
        }
        return reps
    }

    mutating func load(unit: WeightUnit) -> LoadTarget? {
        switch value("load_kind") {
        case "weight":
            guard let weight = decimal("load", in: RoutineLimits.weight,
                                       "Give the weight, from 0 (body weight) to 2,000 \(unit.rawValue)") else { return nil }
            return .weight(weight, unit)
        case "percent":
            return decimal("load", in: RoutineLimits.percent, "Give the percentage of the training max, from 1 to 200").map { .percentOfTrainingMax($0) }
        case "rpe":
            guard let rpe = decimal("load", in: RoutineLimits.rpe, "Give an RPE from 1 to 10"), (rpe * 2).rounded() == rpe * 2 else {
                if errors.last?.field != prefix + "load" { fail("load", "An RPE goes in halves, such as 8 or 8.5") }
                return nil
            }
            return .rpe(rpe)
        default:
            fail("load_kind", "Choose a weight, a percentage of the training max, or an RPE")
            return nil
        }
    }

    mutating func rest() -> Int? {
        let text = value("rest")
        guard !text.isEmpty else { return 0 }
        guard let seconds = RoutineQuantity.seconds(text), RoutineLimits.restSeconds.contains(seconds) else {
            fail("rest", "Rest is minutes and seconds such as 2:30, at most 60:00")
            return nil
        }
        return seconds
    }

    mutating func note() -> String {
        let note = value("note")
        if note.count > RoutineLimits.noteLength { fail("note", "Keep the note to \(RoutineLimits.noteLength) characters") }
        return note
    }

    /// An empty increment takes the usual one for the unit (and for a wave, for the lift).
    mutating func rule(lift: String, unit: WeightUnit, reps: RepTarget?) -> ProgressionRule? {
        let rule = value("rule")
        let fallback = rule == "wave" ? ProgressionRule.defaultCycleIncrement(lift: lift, unit: unit) : ProgressionRule.defaultIncrement(unit: unit)
        let increment = value("increment").isEmpty ? fallback
            : decimal("increment", in: RoutineLimits.increment, "The increment is a weight more than 0 and at most 100 \(unit.rawValue)")
        switch rule {
        case "linear": return increment.map { .linear(increment: $0) }
        case "double":
            if case .exactly = reps { fail("reps", "Double progression needs a range of reps, such as 8-12") }
            return increment.map { .double(increment: $0) }
        case "wave":
            let trainingMax = decimal("training_max", in: 0.01...RoutineLimits.weight.upperBound, "A wave needs the training max, more than 0 and at most 2,000 \(unit.rawValue)")
            guard let increment, let trainingMax else { return nil }
            return .wave(trainingMax: trainingMax, cycleIncrement: increment)
        case "none": return ProgressionRule.none
        default:
            fail("rule", "Choose how the weight progresses")
            return nil
        }
    }

    /// A decimal as the routine's text reads one (`RoutineQuantity.decimal`: digits, at most
    /// two decimals, no sign or exponent), typed with a point or a comma, within `range`.
    mutating func decimal(_ field: String, in range: ClosedRange<Double>, _ message: String) -> Double? {
        guard let number = RoutineQuantity.decimal(String(value(field).map { $0 == "," ? "." : $0 })), range.contains(number) else {
            fail(field, message)
            return nil
        }
        return number
    }
}
