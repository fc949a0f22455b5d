import Domain
import Storage
import Templates

/// One planned set of a session started from a routine day: a row of the start form, with
/// the target filled in and what was done in that set last time beside it.
struct SessionRow: Sendable {
    let exercise: StoredRoutine.Exercise
    /// 1-based within the exercise.
    let set: Int
    var weight: String
    var reps: String
    let lastTime: String

    /// The rows of a day: one per set of each exercise's next targets (a wave has its three).
    static func rows(_ day: StoredRoutine.Day, targets: [Int64: NextTargets], lastTimes: [Int64: [String]]) -> [SessionRow] {
        day.exercises.flatMap { exercise in
            let next = targets[exercise.id]?.sets ?? []
            let last = lastTimes[exercise.id] ?? []
            return next.enumerated().map { index, target in
                SessionRow(exercise: exercise, set: index + 1, weight: target.weight.map(NumberText.plain) ?? "", reps: String(target.reps),
                           lastTime: last.indices.contains(index) ? last[index] : "")
            }
        }
    }

    /// The start form's exercises, each with its rows; `index` (1-based, across the day) names
    /// a row's inputs' ids and the errors beside them.
    static func templateValue(_ rows: [SessionRow], targets: [Int64: NextTargets], errors: FieldErrors?) -> TemplateValue {
        var exercises: [TemplateValue] = []
        var index = 0
        for exercise in groupedByExercise(rows) {
            let plan = exercise[0].exercise
            let next = targets[plan.id]
            exercises.append([
                "id": .string(String(plan.id)), "lift": .string(plan.plan.lift), "unit": .string(plan.plan.unit.rawValue),
                "rest": .int(plan.plan.restSeconds), "rest_text": .string(RoutineQuantity.clock(plan.plan.restSeconds)),
                "targets": .string(next.map(RoutineView.text) ?? ""), "reason": .string(next?.reason ?? ""), "note": .string(plan.plan.note),
                "rows": .list(exercise.map { row in
                    index += 1
                    return [
                        "index": .int(index), "set": .int(row.set), "weight": .string(row.weight), "reps": .string(row.reps),
                        "last": .string(row.lastTime), "weight_error": .string(errors?.message(for: "weight-\(index)") ?? ""),
                        "reps_error": .string(errors?.message(for: "reps-\(index)") ?? ""),
                    ]
                }),
            ])
        }
        return .list(exercises)
    }

    private static func groupedByExercise(_ rows: [SessionRow]) -> [[SessionRow]] {
        var groups: [[SessionRow]] = []
        for row in rows {
            if groups.last?.first?.exercise.id == row.exercise.id { groups[groups.count - 1].append(row) } else { groups.append([row]) }
        }
        return groups
    }
}
