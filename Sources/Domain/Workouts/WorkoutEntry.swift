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
    /// Imported warm-up sets are kept in the log but count for no estimate or record.
    public var isWarmup: Bool

    public init(id: Int64, date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                source: WorkoutSource = .form, isWarmup: Bool = false) {
        self.id = id
        self.date = date
        self.lift = lift
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.sets = sets
        self.comments = comments
        self.source = source
        self.isWarmup = isWarmup
    }

    public var estimatedOneRepMax: OneRepMaxEstimate {
        OneRepMaxEstimate(weight: weight, reps: reps, isWarmup: isWarmup)
    }

    /// Weight × reps × sets, in the entry's unit.
    public var volume: Double { weight * Double(reps * sets) }
}
