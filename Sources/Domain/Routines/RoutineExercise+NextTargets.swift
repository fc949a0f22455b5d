extension RoutineExercise {
    /// The next session's targets from `history`: every set logged from this routine exercise,
    /// in any order and any unit (converted through `WeightUnit`); sessions are the distinct
    /// dates, and within a date the sets keep the order given. `today` is for wording.
    ///
    /// An RPE load has a weight once an RPE was logged against it (until then the lifter picks
    /// it). A percentage load is a wave's when the rule is `wave`; otherwise it is a share of a training max estimated from the log and
    /// the rule adds nothing to it (the estimate already rises with what is lifted). A rule of
    /// `none` asks for the planned load every session: a plan always has one (0 is body weight).
    public func nextTargets(history: [LoggedSet], today: CalendarDate) -> NextTargets {
        let sessions = RoutineSession.sessions(history, unit: unit)
        switch (load, rule) {
        case (.rpe(let rpe), _):
            return rpeTargets(rpe, sessions: sessions, today: today)
        case (_, .wave(let trainingMax, let cycleIncrement)):
            return waveTargets(trainingMax: trainingMax, cycleIncrement: cycleIncrement, sessions: sessions)
        case (.percentOfTrainingMax(let percent), _):
            return PercentOfEstimatedMax(exercise: self, percent: percent).targets(sessions, today: today)
        case (.weight(let value, let loadUnit), .linear(let increment)):
            let progression = LinearProgression(exercise: self, planned: planned(value, loadUnit, increment: increment), increment: increment)
            let (weight, reason) = progression.next(sessions, today: today)
            return same(SetTarget(weight: weight, reps: reps.low), reason: reason)
        case (.weight(let value, let loadUnit), .double(let increment)):
            let progression = DoubleProgression(exercise: self, planned: planned(value, loadUnit, increment: increment), increment: increment)
            let (weight, reps, reason) = progression.next(sessions, today: today)
            return NextTargets(sets: reps.map { SetTarget(weight: weight, reps: $0) }, unit: unit, reason: reason)
        case (.weight(let value, let loadUnit), .none):
            let weight = planned(value, loadUnit, increment: LoadStep.standard(unit))
            return same(SetTarget(weight: weight, reps: reps.low),
                        reason: "no progression rule: the planned \(RoutineWording.weight(weight, unit)) every session")
        }
    }

    /// `sets` copies of one set's target.
    func same(_ set: SetTarget, reason: String, trainingMax: Double? = nil) -> NextTargets {
        NextTargets(sets: Array(repeating: set, count: setCount), unit: unit, reason: reason, trainingMax: trainingMax)
    }

    /// The sets planned, within the limits even for a value built in code (a negative count
    /// would trap, a huge one fill memory).
    var setCount: Int { min(max(sets, 0), RoutineLimits.sets.upperBound) }

    /// The planned weight in the exercise's unit: planned in the other unit, it is converted and
    /// rounded to the rule's step (225 lb planned for a kg exercise is 102.5 kg).
    private func planned(_ value: Double, _ loadUnit: WeightUnit, increment: Double) -> Double {
        guard loadUnit != unit else { return value }
        return LoadStep.rounded(unit.converting(value, from: loadUnit), step: LoadStep.of(increment: increment, unit: unit), unit: unit)
    }

    /// The reps at an RPE. When the last session logged an RPE, its hardest set is held against
    /// the plan: harder than planned or on it, the weight is kept; easier, it goes up a step
    /// (2.5 kg or 5 lb). Without one the lifter picks the weight, starting from last time.
    private func rpeTargets(_ rpe: Double, sessions: [RoutineSession], today: CalendarDate) -> NextTargets {
        let planned = "RPE \(NumberText.plain(rpe))"
        guard let last = sessions.last else {
            return same(SetTarget(weight: nil, reps: reps.low, rpe: rpe), reason: "\(planned) for \(sets) × \(reps.text): pick the weight on the day")
        }
        let lastTime = "last time \(RoutineWording.sets(last, unit)) \(RoutineWording.when(last.date, today: today))"
        guard let hardest = last.hardest else {
            return same(SetTarget(weight: nil, reps: reps.low, rpe: rpe),
                        reason: "\(planned) for \(sets) × \(reps.text): pick the weight on the day (\(lastTime))")
        }
        let compared = "\(planned) planned, \(NumberText.plain(hardest.rpe)) logged"
        let weight = last.converted ? LoadStep.rounded(hardest.weight, step: LoadStep.standard(unit), unit: unit) : hardest.weight
        guard hardest.rpe < rpe else {
            return same(SetTarget(weight: weight, reps: reps.low, rpe: rpe),
                        reason: "\(compared): weight kept, \(RoutineWording.weight(weight, unit)) (\(lastTime))")
        }
        let step = LoadStep.standard(unit)
        return same(SetTarget(weight: weight + step, reps: reps.low, rpe: rpe),
                    reason: "\(compared): \(RoutineWording.weight(weight + step, unit)), +\(RoutineWording.weight(step, unit)) (\(lastTime))")
    }

    /// 5/3/1: the week follows from the sessions logged (four a cycle), and the training max
    /// rises by `cycleIncrement` after each whole cycle. Weights round to 2.5 kg or 5 lb.
    private func waveTargets(trainingMax: Double, cycleIncrement: Double, sessions: [RoutineSession]) -> NextTargets {
        let (completedCycles, weekIndex) = sessions.count.quotientAndRemainder(dividingBy: WaveWeek.cycle.count)
        let week = WaveWeek.cycle[weekIndex]
        let max = trainingMax + Double(completedCycles) * cycleIncrement
        let step = LoadStep.standard(unit)
        let targets = week.percents.indices.map { index in
            SetTarget(weight: LoadStep.rounded(max * week.percents[index] / 100, step: step, unit: unit), reps: week.reps[index],
                      asManyAsPossible: week.lastSetOpen && index == week.percents.count - 1)
        }
        let deload = week.lastSetOpen ? "" : ", deload"
        let rise = completedCycles == 0 ? "" : ", +\(RoutineWording.weight(cycleIncrement, unit)) a cycle"
        let weights = targets.compactMap(\.weight).map { NumberText.plain($0) }.joined(separator: "/")
        let reason = "week \(weekIndex + 1) of cycle \(completedCycles + 1)\(deload) (training max \(RoutineWording.weight(max, unit))\(rise)): "
            + "\(RoutineWording.slashed(week.percents)) % for \(week.repsText), \(weights) \(unit.rawValue)"
        return NextTargets(sets: targets, unit: unit, reason: reason, trainingMax: max)
    }
}
