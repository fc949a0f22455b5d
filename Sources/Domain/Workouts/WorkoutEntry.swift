/// One logged exercise: a lift done for `sets` sets of `reps` reps at `weight`. What was logged
/// is a `WorkoutInput`, the same value the form and the imports give, read through the entry
/// (`entry.lift`, `entry.weight`); the entry adds what storing it gave it.
@dynamicMemberLookup
public struct WorkoutEntry: Sendable, Equatable {
    public let id: Int64
    /// The day, the lift, the weight and its unit, reps, sets, comments, kind, RPE and superset.
    public let logged: WorkoutInput
    public let source: WorkoutSource
    /// The live session the set was ticked in; nil for the quick form and imports.
    public let sessionID: Int64?

    public init(id: Int64, date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                source: WorkoutSource = .form, kind: SetKind = .normal, rpe: RPE? = nil, group: String? = nil, sessionID: Int64? = nil) {
        self.id = id
        self.logged = WorkoutInput(date: date, lift: lift, weight: weight, unit: unit, reps: reps, sets: sets, comments: comments,
                                   kind: kind, rpe: rpe, group: group)
        self.source = source
        self.sessionID = sessionID
    }

    public subscript<Value>(dynamicMember field: KeyPath<WorkoutInput, Value>) -> Value {
        logged[keyPath: field]
    }

    /// Warm-ups are kept in the log but count for no estimate, record or volume.
    public var isWarmup: Bool { logged.kind == .warmup }

    public var estimatedOneRepMax: OneRepMaxEstimate {
        OneRepMaxEstimate(weight: logged.weight, reps: logged.reps, rpe: logged.rpe, isWarmup: isWarmup)
    }

    /// Weight × reps × sets, in the entry's unit; a warm-up lifts no volume that counts.
    public var volume: Double { isWarmup ? 0 : logged.weight * Double(logged.reps * logged.sets) }
}
