/// A full-power total and its points under each formula, all in kilograms.
public struct StrengthScores: Sendable, Equatable {
    public let total: Double
    public let wilks: Double
    public let wilks2020: Double
    public let dots: Double
    public let ipfGL: Double

    public init(total: Double, wilks: Double, wilks2020: Double, dots: Double, ipfGL: Double) {
        self.total = total
        self.wilks = wilks
        self.wilks2020 = wilks2020
        self.dots = dots
        self.ipfGL = ipfGL
    }

    /// Each lift is held to the hundredth of a kilogram before summing, as OpenPowerlifting
    /// stores them, so the total is exact (no 0.1 + 0.2 drift after a pound conversion).
    public static func compute(
        sex: Sex, bodyweightKg: Double, squatKg: Double, benchKg: Double, deadliftKg: Double, equipment: Equipment
    ) -> StrengthScores {
        let total = total(squatKg: squatKg, benchKg: benchKg, deadliftKg: deadliftKg)
        return StrengthScores(
            total: total,
            wilks: Wilks.points(sex: sex, bodyweight: bodyweightKg, total: total),
            wilks2020: Wilks2020.points(sex: sex, bodyweight: bodyweightKg, total: total),
            dots: Dots.points(sex: sex, bodyweight: bodyweightKg, total: total),
            ipfGL: Goodlift.points(sex: sex, equipment: equipment, bodyweight: bodyweightKg, total: total))
    }

    public static func total(squatKg: Double, benchKg: Double, deadliftKg: Double) -> Double {
        let hundredths = OpenPowerlifting.hundredths
        return (hundredths(squatKg) + hundredths(benchKg) + hundredths(deadliftKg)) / 100
    }
}
