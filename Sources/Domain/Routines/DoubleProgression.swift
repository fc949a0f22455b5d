/// Double progression within a rep range (8-12): each set asks for one more rep than it got
/// last time, never below the bottom nor above the top; once every set reaches the top at the
/// weight asked for, the weight goes up by the increment and every set starts again at the
/// bottom. Reps are counted set by set (the first set logged against the first set planned),
/// so a lifter who gets 12, 10, 9 is asked for 12, 11, 10: each set climbs at its own pace. A
/// set done lighter than asked keeps the reps it was asked for.
struct DoubleProgression {
    let exercise: RoutineExercise
    let planned: Double
    let increment: Double

    func next(_ sessions: [RoutineSession], today: CalendarDate) -> (weight: Double, reps: [Int], reason: String) {
        let unit = exercise.unit
        let (low, high) = (exercise.reps.low, exercise.reps.high)
        let step = LoadStep.of(increment: increment, unit: unit)
        var target = planned
        var reps = Array(repeating: low, count: exercise.setCount)
        var reason = "no sets logged yet: \(RoutineWording.reps(reps)) at \(RoutineWording.weight(planned, unit)), "
            + "then a rep more a set each session up to \(high)"
        for session in sessions {
            let done = "\(RoutineWording.sets(session, unit)) \(RoutineWording.when(session.date, today: today))"
            if session.reachedAll(sets: exercise.sets, reps: high, target: target) {
                let next = session.workingWeight + increment
                target = session.converted ? LoadStep.rounded(next, step: step, unit: unit) : next
                reps = Array(repeating: low, count: exercise.setCount)
                reason = "all \(done), the top of \(exercise.reps.text): \(RoutineWording.reps(reps)) at \(RoutineWording.weight(target, unit))"
                continue
            }
            for index in reps.indices where index < session.reps.count && session.reachedWeight(index, target: target) {
                let got = session.reps[index]
                reps[index] = got >= high ? high : max(low, got + 1)
            }
            reason = "\(done): a rep more a set up to \(high), \(RoutineWording.reps(reps)) at \(RoutineWording.weight(target, unit))"
        }
        return (target, reps, reason)
    }
}
