/// The estimated one-rep max of a set, by the one rule the day page and the strength history
/// share: Brzycki, `weight × 36 / (37 − reps)`, as the original app's importer computed it.
/// Only 1–12 reps with a weight count: past 12 reps the formulas drift apart and mean little
/// (the original's files never go past 12), and a set with no weight estimates nothing.
/// A set with an RPE counts the reps it left in reserve: 100 kg × 5 at RPE 8 is estimated as
/// 7 reps to failure, which is what the set says the lifter could have done; at most 12, so a
/// set of 10 at RPE 7 counts as 12 rather than losing its estimate.
public enum OneRepMaxEstimate: Sendable, Equatable {
    /// In the set's own unit, rounded to one decimal.
    case estimate(Double)
    case tooManyReps
    case noWeight
    case warmup

    public static let reps = 1...12

    public init(weight: Double, reps: Int, rpe: RPE? = nil, isWarmup: Bool = false) {
        guard !isWarmup else { self = .warmup; return }
        guard weight > 0 else { self = .noWeight; return }
        guard let toFailure = Self.repsToFailure(reps: reps, rpe: rpe) else {
            self = reps > 0 ? .tooManyReps : .noWeight
            return
        }
        self = .estimate(Self.brzycki(weight: weight, repsToFailure: toFailure).roundedToTenths())
    }

    /// The reps the set stands for: its own, plus those left in reserve when it has an RPE, up
    /// to the counted 12; nil when its own reps are outside 1–12.
    public static func repsToFailure(reps: Int, rpe: RPE?) -> Double? {
        guard Self.reps.contains(reps) else { return nil }
        return min(Double(reps) + (rpe?.repsInReserve ?? 0), Double(Self.reps.upperBound))
    }

    /// Brzycki for reps to failure, which an RPE can make a half: the same figure as
    /// `OneRepMaxFormula.brzycki` for whole reps.
    public static func brzycki(weight: Double, repsToFailure: Double) -> Double {
        repsToFailure == 1 ? weight : weight * 36 / (37 - repsToFailure)
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
