import Domain
import Storage

/// The blocks a session starts with or adds: a routine day's next targets (with what each set
/// was last time beside it), or a lift's sets of last time.
struct SessionPlan {
    let services: Services
    let user: User

    func blocks(of day: StoredRoutine.Day, in routine: StoredRoutine) throws -> [PlannedBlock] {
        let targets = try RoutinePages(services: services).nextTargets(routine, user: user)
        let lastTimes = try RoutineSessionPages(services: services).lastTimes(day, user: user)
        return day.exercises.map { exercise in
            let next = targets[exercise.id]
            let last = lastTimes[exercise.id] ?? []
            let rows = (next?.sets ?? []).enumerated().map { index, target in
                PlannedBlock.Row(weight: target.weight.map(NumberText.plain) ?? "", reps: String(target.reps),
                                 rpe: target.rpe.map(NumberText.plain) ?? "", lastTime: last.indices.contains(index) ? last[index] : "")
            }
            return PlannedBlock(lift: exercise.plan.lift, unit: exercise.plan.unit, restSeconds: exercise.plan.restSeconds,
                                plan: next.map(RoutineView.text) ?? "", routineExerciseID: exercise.id,
                                rows: rows.isEmpty ? [PlannedBlock.Row(weight: "", reps: "")] : rows)
        }
    }

    /// An exercise added during the session, in the unit the lifter last did it in.
    func block(lift: String, restSeconds: Int) throws -> PlannedBlock {
        let last = try services.database.liftSummary(userID: user.id, lift: lift)?.lastEntries ?? []
        return PlannedBlock.fromLastTime(lift: lift, unit: last.first?.unit ?? user.unit, restSeconds: restSeconds, lastTime: last,
                                         maxRows: SessionPages.maxRows)
    }
}
