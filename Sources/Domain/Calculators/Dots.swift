/// DOTS points (the German BVDK's formula, by Tim Konertz), from OpenPowerlifting's
/// crates/coefficients/src/dots.rs. Body weights and totals in kilograms.
public enum Dots {
    public static func points(sex: Sex, bodyweight: Double, total: Double) -> Double {
        OpenPowerlifting.points(bodyweight: bodyweight, total: total) { coefficient(sex: sex, bodyweight: $0) }
    }

    /// The formula defines its body-weight bounds; weights outside them use the bound.
    public static func coefficient(sex: Sex, bodyweight: Double) -> Double {
        switch sex {
        case .male:
            let x = min(max(bodyweight, 40.0), 210.0)
            return 500 / OpenPowerlifting.poly4(-0.0000010930, 0.0007391293, -0.1918759221, 24.0900756, -307.75076, x)
        case .female:
            let x = min(max(bodyweight, 40.0), 150.0)
            return 500 / OpenPowerlifting.poly4(-0.0000010706, 0.0005158568, -0.1126655495, 13.6175032, -57.96288, x)
        }
    }
}
