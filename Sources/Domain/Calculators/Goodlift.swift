import Glibc

/// IPF GL (GOODLIFT) points for a full-power (squat, bench, deadlift) total, from
/// OpenPowerlifting's crates/coefficients/src/goodlift.rs: total × 100 / (A − B·e^(−C·bw)).
/// Body weights and totals in kilograms.
public enum Goodlift {
    public static func points(sex: Sex, equipment: Equipment, bodyweight: Double, total: Double) -> Double {
        let bodyweight = OpenPowerlifting.fixedPoint(bodyweight)
        let total = OpenPowerlifting.fixedPoint(total)
        // The formula is undefined below 35 kg; there is no upper clamp.
        guard bodyweight >= 35, total != 0 else { return 0 }
        let (a, b, c) = parameters(sex: sex, equipment: equipment)
        // The crate also guards a zero denominator and floors 100 / denominator at 0. With
        // these four parameter sets A − B·e^(−C·35) is already positive and only grows with
        // body weight, so neither guard can trigger here.
        let denominator = a - b * exp(-c * bodyweight)
        return OpenPowerlifting.fixedPoint(total * (100 / denominator))
    }

    /// (A, B, C) for the SBD event, as published by the IPF.
    private static func parameters(sex: Sex, equipment: Equipment) -> (Double, Double, Double) {
        switch (sex, equipment) {
        case (.male, .raw): (1199.72839, 1025.18162, 0.009210)
        case (.male, .single): (1236.25115, 1449.21864, 0.01644)
        case (.female, .raw): (610.32796, 1045.59282, 0.03048)
        case (.female, .single): (758.63878, 949.31382, 0.02435)
        }
    }
}
