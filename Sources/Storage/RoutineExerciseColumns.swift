import Domain
import SQLite

/// How a planned exercise's load and rule are written in `routine_exercises` (see migration
/// 017) and read back.
enum RoutineExerciseColumns {
    /// `routine_exercises.load_kind`.
    enum LoadKind: String {
        case weight, percent, rpe
    }

    enum Column: String, ColumnName {
        case id, lift, sets, repsMin = "reps_min", repsMax = "reps_max", loadKind = "load_kind", load, unit, restSeconds = "rest_s"
        case note, rule, ruleArguments = "rule_args", group = "set_group"
    }

    static let select = Column.selectList()

    /// The values after `day_id, position` of the insert and update, in `select`'s order less `id`.
    static func values(_ exercise: RoutineExercise) -> [any SQLiteBindable] {
        let (kind, load) = self.load(exercise.load, unit: exercise.unit)
        let (rule, arguments) = self.rule(exercise.rule)
        return [exercise.lift, LiftName.key(exercise.lift), exercise.sets, exercise.reps.low, exercise.reps.high, kind, load,
                exercise.unit.rawValue, exercise.restSeconds, exercise.note, rule, arguments, exercise.group]
    }

    /// A weight in another unit than the exercise's is kept in the exercise's, to the hundredth.
    private static func load(_ load: LoadTarget, unit: WeightUnit) -> (String, Double) {
        switch load {
        case .weight(let weight, let given):
            (LoadKind.weight.rawValue, given == unit ? weight : (unit.fromKilograms(given.toKilograms(weight)) * 100).rounded() / 100)
        case .percentOfTrainingMax(let percent): (LoadKind.percent.rawValue, percent)
        case .rpe(let rpe): (LoadKind.rpe.rawValue, rpe)
        }
    }

    private static func rule(_ rule: ProgressionRule) -> (String, String) {
        switch rule {
        case .linear(let increment): ("linear", "\(increment)")
        case .double(let increment): ("double", "\(increment)")
        case .wave(let trainingMax, let cycleIncrement): ("wave", "\(trainingMax) \(cycleIncrement)")
        case .none: ("none", "")
        }
    }

    /// A row of `select`. The CHECK constraints keep the kinds and units to the known ones.
    static func exercise(_ row: NamedRow<Column>) -> StoredRoutine.Exercise {
        let unit = WeightUnit(rawValue: row.string(.unit)) ?? .kg
        let (low, high) = (row.int(.repsMin), row.int(.repsMax))
        let load: LoadTarget = switch LoadKind(rawValue: row.string(.loadKind)) ?? .weight {
        case .weight: .weight(row.double(.load), unit)
        case .percent: .percentOfTrainingMax(row.double(.load))
        case .rpe: .rpe(row.double(.load))
        }
        // An increment or a training max, as the editor took them (increments stay far below).
        let arguments = row.string(.ruleArguments).split(separator: " ").compactMap { BoundedNumber.decimal($0, in: RoutineLimits.weight) }
        let rule: ProgressionRule = switch row.string(.rule) {
        case "linear": .linear(increment: arguments.first ?? ProgressionRule.defaultIncrement(unit: unit))
        case "double": .double(increment: arguments.first ?? ProgressionRule.defaultIncrement(unit: unit))
        case "wave" where arguments.count == 2: .wave(trainingMax: arguments[0], cycleIncrement: arguments[1])
        default: .none
        }
        let plan = RoutineExercise(lift: row.string(.lift), sets: row.int(.sets), reps: low == high ? .exactly(low) : .range(low, high),
                                   load: load, unit: unit, restSeconds: row.int(.restSeconds), note: row.string(.note), rule: rule,
                                   group: row.isNull(.group) ? nil : row.string(.group))
        return StoredRoutine.Exercise(id: row.int64(.id), plan: plan)
    }
}
