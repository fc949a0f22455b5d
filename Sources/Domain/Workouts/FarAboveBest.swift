/// A set far above the lifter's best for its lift is most likely a typo (2,000 kg for 200):
/// stored, it became a PR, stretched the chart to 2,500 and asked for 39 plates a side. The log
/// asks before saving one (issue 37); "far" is more than `factor` times the best estimated
/// one-rep max, so a real PR, even a big one, is never asked about.
public enum FarAboveBest {
    public static let factor = 1.5

    /// The question for `weight` in `unit` against the best estimate in kilograms, or nil when
    /// the weight is plausible or there is no best to hold it against.
    public static func question(weight: Double, unit: WeightUnit, bestKg: Double?) -> String? {
        guard let bestKg, bestKg > 0, unit.toKilograms(weight) > factor * bestKg else { return nil }
        return "\(text(weight)) \(unit.rawValue) is far above your best of \(text(unit.fromKilograms(bestKg))) \(unit.rawValue): save anyway?"
    }

    /// "2,000" for a whole number, "102.5" otherwise.
    private static func text(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? NumberText.grouped(Int(clamping: rounded)) : NumberText.plain(rounded, decimals: 1)
    }
}
