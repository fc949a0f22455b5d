/// What one set of the next session asks for: a weight (nil when the lifter picks it, as with
/// an RPE target), the reps and, for RPE loads, the exertion.
public struct SetTarget: Sendable, Equatable {
    public var weight: Double?
    public var reps: Int
    public var rpe: Double?

    public init(weight: Double?, reps: Int, rpe: Double? = nil) {
        self.weight = weight
        self.reps = reps
        self.rpe = rpe
    }
}
