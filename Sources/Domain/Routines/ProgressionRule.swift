/// How the next session's targets follow from what was logged.
public enum ProgressionRule: Sendable, Equatable {
    /// Add `increment` (in the exercise's unit) after a session where every set reached its
    /// reps; take 10 % off after three missed sessions in a row.
    case linear(increment: Double)
    /// Add reps within a rep range until every set reaches the top, then add `increment` and
    /// go back to the bottom of the range.
    case double(increment: Double)
    /// 5/3/1: three weeks of percentages of `trainingMax` and a deload week; the training max
    /// rises by `cycleIncrement` each completed cycle of four weeks.
    case wave(trainingMax: Double, cycleIncrement: Double)
    /// The planned load every time.
    case none
}

extension ProgressionRule {
    /// The usual step for linear and double progression: 2.5 kg or 5 lb, the smallest pair of
    /// plates most gyms have.
    public static func defaultIncrement(unit: WeightUnit) -> Double {
        unit == .kg ? 2.5 : 5
    }

    /// 5/3/1's training-max rise per cycle: 2.5 kg (5 lb) for an upper-body lift, 5 kg
    /// (10 lb) for a lower-body one, judged from the lift's name.
    public static func defaultCycleIncrement(lift: String, unit: WeightUnit) -> Double {
        let upper = defaultIncrement(unit: unit)
        return BodyRegion(lift: lift) == .lower ? upper * 2 : upper
    }
}
