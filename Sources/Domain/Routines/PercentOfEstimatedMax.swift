/// A percentage load outside a wave: a share of a training max worked out from the log, as
/// 5/3/1 defines one: 90 % of the best one-rep max estimated (Brzycki, as the day page does)
/// from any logged set of 1 to 12 reps. Before any such set there is no weight to ask for.
struct PercentOfEstimatedMax {
    let exercise: RoutineExercise
    let percent: Double

    func targets(_ sessions: [RoutineSession], today: CalendarDate) -> NextTargets {
        let unit = exercise.unit
        let share = "\(NumberText.plain(percent)) % of the training max"
        guard let best = best(sessions) else {
            return exercise.same(SetTarget(weight: nil, reps: exercise.reps.low),
                                 reason: "\(share): log a set of 1 to 12 reps first, and the training max will be 90 % of its estimated one-rep max")
        }
        let trainingMax = best.estimate * 0.9
        let weight = LoadStep.rounded(trainingMax * percent / 100, step: LoadStep.standard(unit), unit: unit)
        let reason = "\(share) \(RoutineWording.weight(trainingMax, unit)) (90 % of the \(RoutineWording.weight(best.estimate, unit)) "
            + "one-rep max estimated from \(best.reps) × \(RoutineWording.weight(best.weight, unit)) \(RoutineWording.when(best.date, today: today))): "
            + RoutineWording.weight(weight, unit)
        return exercise.same(SetTarget(weight: weight, reps: exercise.reps.low), reason: reason, trainingMax: trainingMax)
    }

    /// The set with the highest estimate, the latest of equal ones.
    private func best(_ sessions: [RoutineSession]) -> (estimate: Double, weight: Double, reps: Int, date: CalendarDate)? {
        var best: (estimate: Double, weight: Double, reps: Int, date: CalendarDate)?
        for session in sessions {
            for (weight, reps) in zip(session.weights, session.reps) where weight > 0 && OneRepMaxEstimate.reps.contains(reps) {
                let estimate = OneRepMaxFormula.brzycki.estimate(weight: weight, reps: reps)
                if estimate >= best?.estimate ?? 0 { best = (estimate, weight, reps, session.date) }
            }
        }
        return best
    }
}
