/// Linear progression: after a session where every set reached its reps at the weight asked
/// for (or heavier), the next asks for the weight actually lifted plus the increment; a missed
/// session asks for the same weight again; the third miss in a row takes 10 % off, rounded to
/// the increment's step, and starts the count again. A rep range asks for its bottom.
struct LinearProgression {
    let exercise: RoutineExercise
    let planned: Double
    let increment: Double

    /// The weight asked for next and why, replaying every logged session in order: what the
    /// lifter actually did decides, not what was planned.
    func next(_ sessions: [RoutineSession], today: CalendarDate) -> (weight: Double, reason: String) {
        let unit = exercise.unit
        let reps = exercise.reps.low
        let step = LoadStep.of(increment: increment, unit: unit)
        var target = planned
        var misses = 0
        var reason = "no sets logged yet: the planned \(RoutineWording.weight(planned, unit))"
        for session in sessions {
            let done = "\(RoutineWording.sets(session, unit)) \(RoutineWording.when(session.date, today: today))"
            if session.reachedAll(sets: exercise.sets, reps: reps, target: target) {
                let next = session.workingWeight + increment
                target = session.converted ? LoadStep.rounded(next, step: step, unit: unit) : next
                misses = 0
                reason = "all \(done): \(RoutineWording.weight(target, unit))"
                continue
            }
            misses += 1
            let asked = "\(exercise.sets) × \(reps) at \(RoutineWording.weight(target, unit))"
            if misses == 3 {
                target = LoadStep.rounded(target * 0.9, step: step, unit: unit)
                misses = 0
                reason = "missed 3 sessions in a row (\(done), short of \(asked)): \(RoutineWording.weight(target, unit)) (−10 %)"
            } else {
                let warning = misses == 2 ? "; a third miss in a row takes 10 % off" : ""
                reason = "\(done), short of \(asked): \(RoutineWording.weight(target, unit)) again\(warning)"
            }
        }
        return (target, reason)
    }
}
