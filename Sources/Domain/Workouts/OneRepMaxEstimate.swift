/// The estimated one-rep max of a set, by the one rule the day page and the strength history
/// share: Brzycki, `weight × 36 / (37 − reps)`, as the original app's importer computed it.
/// Only 1–12 reps with a weight count: past 12 reps the formulas drift apart and mean little
/// (the original's files never go past 12), and a set with no weight estimates nothing.
public enum OneRepMaxEstimate: Sendable, Equatable {
    /// In the set's own unit, rounded to one decimal.
    case estimate(Double)
    case tooManyReps
    case noWeight
    case warmup

    public static let reps = 1...12

    public init(weight: Double, reps: Int, isWarmup: Bool = false) {
        guard !isWarmup else { self = .warmup; return }
        guard weight > 0 else { self = .noWeight; return }
        guard Self.reps.contains(reps) else { self = reps > 12 ? .tooManyReps : .noWeight; return }
        let exact = reps == 1 ? weight : weight * 36 / Double(37 - reps)
        self = .estimate(exact.roundedToTenths())
    }

    public var value: Double? {
        if case .estimate(let value) = self { return value }
        return nil
    }

    /// Why there is no estimate, to say on the page instead of a number.
    public var reason: String? {
        switch self {
        case .estimate: nil
        case .tooManyReps: "No estimate past 12 reps"
        case .noWeight: "No estimate without a weight"
        case .warmup: "Warm-ups do not count"
        }
    }
}
