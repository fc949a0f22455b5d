/// One workout entry as an account document holds it: every stored field but the row's id,
/// which belongs to the server that stored it.
public struct AccountWorkout: Sendable, Equatable {
    public let date: CalendarDate
    public let lift: String
    public let weight: Double
    public let unit: WeightUnit
    public let reps: Int
    public let sets: Int
    public let comments: String
    public let source: WorkoutSource
    public let isWarmup: Bool
    /// When it was first stored, as "2026-11-23T16:30:00Z"; moving it keeps it.
    public let createdAt: String

    public init(date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                source: WorkoutSource, isWarmup: Bool, createdAt: String) {
        self.date = date
        self.lift = lift
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.sets = sets
        self.comments = comments
        self.source = source
        self.isWarmup = isWarmup
        self.createdAt = createdAt
    }
}
