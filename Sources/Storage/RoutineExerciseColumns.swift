import Domain
import SQLite

/// How a planned exercise's load and rule are written in `routine_exercises` (see migration
/// 017) and read back.
enum RoutineExerciseColumns {
    /// `routine_exercises.load_kind`.
    enum LoadKind: String {
        case weight, percent, rpe
    }

    static let select = "id, lift, sets, reps_min, reps_max, load_kind, load, unit, rest_s, note, rule, rule_args, set_group"

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
    static func exercise(_ row: Row) -> StoredRoutine.Exercise {
        let unit = WeightUnit(rawValue: row.string(7)) ?? .kg
        let (low, high) = (row.int(3), row.int(4))
        let load: LoadTarget = switch LoadKind(rawValue: row.string(5)) ?? .weight {
        case .weight: .weight(row.double(6), unit)
        case .percent: .percentOfTrainingMax(row.double(6))
        case .rpe: .rpe(row.double(6))
        }
        // An increment or a training max, as the editor took them (increments stay far below).
        let arguments = row.string(11).split(separator: " ").compactMap { BoundedNumber.decimal($0, in: RoutineLimits.weight) }
        let rule: ProgressionRule = switch row.string(10) {
        case "linear": .linear(increment: arguments.first ?? ProgressionRule.defaultIncrement(unit: unit))
        case "double": .double(increment: arguments.first ?? ProgressionRule.defaultIncrement(unit: unit))
        case "wave" where arguments.count == 2: .wave(trainingMax: arguments[0], cycleIncrement: arguments[1])
        default: .none
        }
        let plan = RoutineExercise(lift: row.string(1), sets: row.int(2), reps: low == high ? .exactly(low) : .range(low, high),
                                   load: load, unit: unit, restSeconds: row.int(8), note: row.string(9), rule: rule,
                                   group: row.isNull(12) ? nil : row.string(12))
        return StoredRoutine.Exercise(id: row.int64(0), plan: plan)
    }
}
