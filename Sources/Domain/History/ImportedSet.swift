/// One set, or one line of identical sets, read from an export: what a `workouts` row holds.
public struct ImportedSet: Sendable, Equatable {
    public let date: CalendarDate
    /// Settable so an import can store the set under the lift its spelling was mapped to.
    public var exercise: String
    public let sets: Int
    public let reps: Int
    /// In `unit`; 0 for body weight alone.
    public let weight: Double
    public let unit: WeightUnit
    public let kind: SetKind
    /// How hard the set was, when the file says (Hevy's `rpe`, Strong's `RPE`).
    public let rpe: RPE?
    /// The superset the set belongs to that day ("A"), when the file pairs lifts.
    public let group: String?
    public let comments: String
    /// Where the set was first logged, when the file says (our own export's `source` column);
    /// nil: the app whose export this is.
    public let source: WorkoutSource?
    /// The live session the set was ticked in, when the file says (our own export's `session`).
    public let session: SessionSpan?

    public init(date: CalendarDate, exercise: String, sets: Int, reps: Int, weight: Double, unit: WeightUnit,
                kind: SetKind = .normal, rpe: RPE? = nil, group: String? = nil, comments: String = "",
                source: WorkoutSource? = nil, session: SessionSpan? = nil) {
        self.date = date
        self.exercise = exercise
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.unit = unit
        self.kind = kind
        self.rpe = rpe
        self.group = group
        self.comments = comments
        self.source = source
        self.session = session
    }

    public var isWarmup: Bool { kind == .warmup }
}
