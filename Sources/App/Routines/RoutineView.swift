import Domain
import Storage
import Templates

/// Routines as the templates read them: each exercise's plan in a line, and the next
/// session's targets in words.
enum RoutineView {
    /// A routine with its days, each day's exercises with their plans, and when `targets` are
    /// given (the lifter's own routine) the next session's targets and why.
    static func value(_ routine: StoredRoutine, targets: [Int64: NextTargets]? = nil) -> TemplateValue {
        [
            "id": .string(String(routine.id)), "name": .string(routine.name),
            "day_count": .string(routine.days.count == 1 ? "1 day" : "\(routine.days.count) days"),
            "days": .list(routine.days.map { day in
                [
                    "position": .int(day.position), "name": .string(day.name),
                    "lifts": .string(day.exercises.map(\.plan.lift).joined(separator: ", ")),
                    "exercises": .list(zip(day.exercises, SupersetLabels.labels(day.exercises.map(\.plan.group))).map { exercise, label in
                        var value: [String: TemplateValue] = ["lift": .string(exercise.plan.lift), "plan": .string(plan(exercise.plan)),
                                                              "note": .string(exercise.plan.note), "label": .string(label ?? "")]
                        if let next = targets?[exercise.id] {
                            value["targets"] = .string(text(next))
                            value["reason"] = .string(next.reason)
                        }
                        return .dictionary(value)
                    }),
                ]
            }),
        ]
    }

    /// "3 × 8-12 @ 60 kg · rest 2:00 · double +2.5 kg".
    static func plan(_ exercise: RoutineExercise) -> String {
        var parts = ["\(exercise.sets) × \(exercise.reps.text) @ \(load(exercise.load, unit: exercise.unit))"]
        if exercise.restSeconds > 0 { parts.append("rest \(RoutineQuantity.clock(exercise.restSeconds))") }
        parts.append(rule(exercise.rule, unit: exercise.unit))
        return parts.joined(separator: " · ")
    }

    private static func load(_ load: LoadTarget, unit: WeightUnit) -> String {
        switch load {
        case .weight(0, _): "body weight"
        case .weight(let weight, let given): weightText(weight, given)
        case .percentOfTrainingMax(let percent): "\(NumberText.plain(percent)) % of the training max"
        case .rpe(let rpe): "RPE \(NumberText.plain(rpe))"
        }
    }

    private static func rule(_ rule: ProgressionRule, unit: WeightUnit) -> String {
        switch rule {
        case .linear(let increment): "linear +\(weightText(increment, unit))"
        case .double(let increment): "double +\(weightText(increment, unit))"
        case .wave(let trainingMax, let increment): "wave, training max \(weightText(trainingMax, unit)) +\(weightText(increment, unit)) a cycle"
        case .none: "no progression"
        }
    }

    /// "3 × 5 @ 102.5 kg", or set by set where they differ: "5 @ 70 kg, 3 @ 80 kg, 1 @ 90 kg".
    static func text(_ targets: NextTargets) -> String {
        var groups: [(count: Int, set: SetTarget)] = []
        for set in targets.sets {
            if let last = groups.last, last.set == set { groups[groups.count - 1].count += 1 } else { groups.append((1, set)) }
        }
        return groups.map { group in
            let target = self.target(group.set, unit: targets.unit)
            return group.count > 1 ? "\(group.count) × \(target)" : target
        }.joined(separator: ", ")
    }

    /// "5 @ 100 kg", "5 @ 100 kg, RPE 8" (the weight an RPE target was last done at), "8 @ RPE 8", "5".
    static func target(_ set: SetTarget, unit: WeightUnit) -> String {
        if let weight = set.weight { return "\(set.reps) @ \(weightText(weight, unit))" + (set.rpe.map { ", RPE \(NumberText.plain($0))" } ?? "") }
        if let rpe = set.rpe { return "\(set.reps) @ RPE \(NumberText.plain(rpe))" }
        return "\(set.reps)"
    }

    static func weightText(_ weight: Double, _ unit: WeightUnit) -> String {
        "\(NumberText.plain(weight)) \(unit.rawValue)"
    }
}
