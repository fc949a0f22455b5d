extension RoutineExercise {
    /// What keeps this exercise from being saved, in words for the form, or nil. Every exercise
    /// without a problem reads back from the routine's text as itself.
    public var problem: String? {
        if let problem = RoutineLimits.problem(lift, what: "lift's name", length: RoutineLimits.liftLength) { return problem }
        if lift.contains("@") { return "A lift's name cannot hold @: the routine's text puts the load after it." }
        if lift.hasPrefix("#") { return "A lift's name cannot start with #: the routine's text starts headings with it." }
        if RoutineLimits.supersetLabel(lift.prefix { $0 != " " }) != nil {
            return "A lift's name cannot start with a superset's label like A1: the routine's text writes one there."
        }
        if let group, !RoutineLimits.isSupersetGroup(group) { return "A superset is a capital letter from A to Z." }
        if !RoutineLimits.sets.contains(sets) { return "Sets must be a whole number from 1 to \(RoutineLimits.sets.upperBound)." }
        if !reps.isValid { return "Reps must be a whole number from 1 to \(RoutineLimits.reps.upperBound), or a range from low to high like 8-12." }
        if let problem = loadProblem { return problem }
        if !RoutineLimits.restSeconds.contains(restSeconds) {
            return "Rest must be from 0 to \(RoutineQuantity.clock(RoutineLimits.restSeconds.upperBound))."
        }
        if let problem = RoutineLimits.problem(note, what: "note", length: 0...RoutineLimits.noteLength) { return problem }
        return ruleProblem
    }

    private var loadProblem: String? {
        switch load {
        case .weight(let value, _):
            RoutineLimits.holds(value, in: RoutineLimits.weight) ? nil : "Enter a weight from 0 to 2,000 with at most two decimals."
        case .percentOfTrainingMax(let percent):
            RoutineLimits.holds(percent, in: RoutineLimits.percent) ? nil : "Enter a percentage from 1 to 200 with at most two decimals."
        case .rpe(let rpe):
            RoutineLimits.isRPE(rpe) ? nil : "Enter an RPE from 1 to 10 in halves, e.g. 8 or 7.5."
        }
    }

    private var ruleProblem: String? {
        let incrementProblem = "An increment must be more than 0 and at most 100, with at most two decimals."
        switch rule {
        case .linear(let increment):
            return RoutineLimits.holds(increment, in: RoutineLimits.increment) ? nil : incrementProblem
        case .double(let increment):
            guard case .range = reps else { return "Double progression needs a rep range to climb, e.g. 8-12." }
            return RoutineLimits.holds(increment, in: RoutineLimits.increment) ? nil : incrementProblem
        case .wave(let trainingMax, let increment):
            guard case .percentOfTrainingMax = load else { return "A wave's load is a percentage of the training max, e.g. 85 %." }
            guard RoutineLimits.holds(trainingMax, in: 0.01...RoutineLimits.weight.upperBound) else {
                return "Enter a training max more than 0 and at most 2,000, with at most two decimals."
            }
            return RoutineLimits.holds(increment, in: RoutineLimits.increment) ? nil : incrementProblem
        case .none:
            return nil
        }
    }
}
