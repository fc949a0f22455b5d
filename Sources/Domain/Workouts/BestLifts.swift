/// The best estimated one-rep max (Epley, in kilograms) for each competition lift, found by
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

    /// Folds one logged set in, keeping the heaviest estimate per lift.
    public mutating func add(lift: String, weight: Double, unit: WeightUnit, reps: Int) {
        let name = lift.lowercased()
        let estimate = unit.toKilograms(OneRepMaxFormula.epley.estimate(weight: weight, reps: reps))
        if name.contains("deadlift") {
            deadliftKg = max(deadliftKg ?? 0, estimate)
        } else if name.contains("squat") {
            squatKg = max(squatKg ?? 0, estimate)
        } else if name.contains("bench") {
            benchKg = max(benchKg ?? 0, estimate)
        }
    }

    public var isEmpty: Bool { squatKg == nil && benchKg == nil && deadliftKg == nil }
}
