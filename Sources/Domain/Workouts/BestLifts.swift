/// The best estimated one-rep max (by `OneRepMaxEstimate`, in kilograms) for each competition lift, found by
/// name in a lifter's log: "Back Squat" counts as squat, "Bench Press" as bench.
public struct BestLifts: Sendable, Equatable {
    public var squatKg: Double?
    public var benchKg: Double?
    public var deadliftKg: Double?

    public init(squatKg: Double? = nil, benchKg: Double? = nil, deadliftKg: Double? = nil) {
        self.squatKg = squatKg
        self.benchKg = benchKg
        self.deadliftKg = deadliftKg
    }

    /// Folds one logged set in, keeping the heaviest estimate per lift; sets the estimate
    /// rule leaves out (no weight, past 12 reps) count for nothing.
    public mutating func add(lift: String, weight: Double, unit: WeightUnit, reps: Int, rpe: RPE? = nil) {
        guard let power = PowerLift(liftName: lift), let inUnit = OneRepMaxEstimate(weight: weight, reps: reps, rpe: rpe).value else { return }
        let estimate = unit.toKilograms(inUnit)
        switch power {
        case .deadlift: deadliftKg = max(deadliftKg ?? 0, estimate)
        case .squat: squatKg = max(squatKg ?? 0, estimate)
        case .bench: benchKg = max(benchKg ?? 0, estimate)
        }
    }

    public var isEmpty: Bool { squatKg == nil && benchKg == nil && deadliftKg == nil }
}
