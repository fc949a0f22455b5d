/// Wilks 2020 (600 numerator, so not comparable with the original Wilks), with the
/// coefficients Robert Wilks sent the USPA on 2020-03-09, from OpenPowerlifting's
/// coefficients/src/wilks2020.rs. Body weights and totals in kilograms.
public enum Wilks2020 {
    public static func points(sex: Sex, bodyweight: Double, total: Double) -> Double {
        OpenPowerlifting.points(bodyweight: bodyweight, total: total) { coefficient(sex: sex, bodyweight: $0) }
    }

    /// Clamped to the ends of the published coefficient tables.
    public static func coefficient(sex: Sex, bodyweight: Double) -> Double {
        switch sex {
        case .male:
            let x = min(max(bodyweight, 40.0), 200.95)
            return 600 / OpenPowerlifting.poly5(
                -0.0000000120804336482315, 0.00000707665973070743, -0.00139583381094385,
                0.073694103462609, 8.47206137941125, 47.4617885411949, x)
        case .female:
            let x = min(max(bodyweight, 40.0), 150.95)
            return 600 / OpenPowerlifting.poly5(
                -0.000000023334613884954, 0.00000938773881462799, -0.0010504000506583,
                -0.0330725063103405, 13.7121941940668, -125.425539779509, x)
        }
    }
}
