/// What one set of the next session asks for: a weight (nil when the lifter picks it, as with
/// an RPE target or a training max not known yet), the reps and, for RPE loads, the exertion.
public struct SetTarget: Sendable, Equatable {
    public var weight: Double?
    public var reps: Int
    public var rpe: Double?
    /// At least `reps`, and as many more as the lifter can (5/3/1's last set, written "5+").
    public var asManyAsPossible: Bool

    public init(weight: Double?, reps: Int, rpe: Double? = nil, asManyAsPossible: Bool = false) {
        self.weight = weight
        self.reps = reps
        self.rpe = rpe
        self.asManyAsPossible = asManyAsPossible
    }
}
