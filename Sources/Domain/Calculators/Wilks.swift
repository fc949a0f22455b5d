/// The original Wilks formula (500 numerator), from OpenPowerlifting's
/// crates/coefficients/src/wilks.rs. Body weights and totals in kilograms.
public enum Wilks {
    public static func points(sex: Sex, bodyweight: Double, total: Double) -> Double {
        OpenPowerlifting.points(bodyweight: bodyweight, total: total) { coefficient(sex: sex, bodyweight: $0) }
    }

    /// Wilks writes the polynomial from the constant term up: A + Bx + Cx² + …
    /// The upper clamp avoids the polynomial's asymptote; the lower one keeps children
    /// from getting huge coefficients.
    public static func coefficient(sex: Sex, bodyweight: Double) -> Double {
        switch sex {
        case .male:
            let x = min(max(bodyweight, 40.0), 201.9)
            return 500 / OpenPowerlifting.poly5(
                -1.291E-08, 7.01863E-06, -0.00113732, -0.002388645, 16.2606339, -216.0475144, x)
        case .female:
            let x = min(max(bodyweight, 26.51), 154.53)
            return 500 / OpenPowerlifting.poly5(
                -0.00000009054, 0.00004731582, -0.00930733913, 0.82112226871, -27.23842536447, 594.31747775582, x)
        }
    }
}
