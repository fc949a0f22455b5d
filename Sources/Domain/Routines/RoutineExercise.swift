/// One exercise of a routine day, as planned.
public struct RoutineExercise: Sendable, Equatable {
    /// The same lift names as the log (`LiftName.key` decides what is the same lift).
    public var lift: String
    /// Sets planned, within `RoutineLimits.sets`.
    public var sets: Int
    public var reps: RepTarget
    public var load: LoadTarget
    /// The unit its weights, increments and training max are in.
    public var unit: WeightUnit
    /// Rest between sets, within `RoutineLimits.restSeconds`.
    public var restSeconds: Int
    /// At most `RoutineLimits.noteLength` characters, one line.
    public var note: String
    public var rule: ProgressionRule
    /// The superset it is done in (`RoutineLimits.isSupersetGroup`: "A" for A1, A2…), nil for
    /// an exercise done on its own.
    public var group: String?

    public init(lift: String, sets: Int, reps: RepTarget, load: LoadTarget, unit: WeightUnit,
                restSeconds: Int = 0, note: String = "", rule: ProgressionRule = .none, group: String? = nil) {
        self.lift = lift
        self.sets = sets
        self.reps = reps
        self.load = load
        self.unit = unit
        self.restSeconds = restSeconds
        self.note = note
        self.rule = rule
        self.group = group
    }
}
