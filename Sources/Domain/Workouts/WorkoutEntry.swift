/// One logged exercise: a lift done for `sets` sets of `reps` reps at `weight`.
public struct WorkoutEntry: Sendable, Equatable {
    public let id: Int64
    public var date: CalendarDate
    public var lift: String
    public var weight: Double
    public var unit: WeightUnit
    public var reps: Int
    public var sets: Int
    public var comments: String
    public var source: WorkoutSource
    /// Warm-ups are kept in the log but count for no estimate, record or volume.
    public var kind: SetKind
    public var rpe: RPE?
    /// The superset the entry was done in that day ("A": A1, A2…); nil for a lift on its own.
    public var group: String?
    /// The live session the set was ticked in; nil for the quick form and imports.
    public var sessionID: Int64?

    public init(id: Int64, date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                source: WorkoutSource = .form, kind: SetKind = .normal, rpe: RPE? = nil, group: String? = nil, sessionID: Int64? = nil) {
        self.id = id
        self.date = date
        self.lift = lift
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.sets = sets
        self.comments = comments
        self.source = source
        self.kind = kind
        self.rpe = rpe
        self.group = group
        self.sessionID = sessionID
    }

    public var isWarmup: Bool { kind == .warmup }

    public var estimatedOneRepMax: OneRepMaxEstimate {
        OneRepMaxEstimate(weight: weight, reps: reps, rpe: rpe, isWarmup: isWarmup)
    }

    /// Weight × reps × sets, in the entry's unit; a warm-up lifts no volume that counts.
    public var volume: Double { isWarmup ? 0 : weight * Double(reps * sets) }
}
