/// What the next session of one exercise should be, and why, in words a lifter reads:
/// "all 3 × 5 at 100 kg last Monday: 102.5 kg".
public struct NextTargets: Sendable, Equatable {
    /// One per planned set, in order (a wave: its three sets).
    public var sets: [SetTarget]
    public var unit: WeightUnit
    public var reason: String
    /// The training max used, for wave rules and percentage loads.
    public var trainingMax: Double?

    public init(sets: [SetTarget], unit: WeightUnit, reason: String, trainingMax: Double? = nil) {
        self.sets = sets
        self.unit = unit
        self.reason = reason
        self.trainingMax = trainingMax
    }
}
