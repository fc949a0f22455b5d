extension RoutineExercise {
    /// The next session's targets from `history`: every set logged from this routine exercise,
    /// in any order and any unit; sessions are the distinct dates. `today` is for wording.
    public func nextTargets(history: [LoggedSet], today: CalendarDate) -> NextTargets {
        // First version: the planned load every time; the rules follow.
        let weight: Double? = switch load {
        case .weight(let value, let loadUnit): unit.fromKilograms(loadUnit.toKilograms(value))
        case .percentOfTrainingMax, .rpe: nil
        }
        let rpe: Double? = if case .rpe(let value) = load { value } else { nil }
        return NextTargets(sets: Array(repeating: SetTarget(weight: weight, reps: reps.low, rpe: rpe), count: sets),
                           unit: unit, reason: "as planned")
    }
}
