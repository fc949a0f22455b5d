import Glibc

/// Estimates of a one-rep max from a set of several reps. Every formula treats a single rep
/// as the one-rep max itself, so the estimates agree where there is nothing to estimate.
/// The formulas are meant for 1 to 30 reps (Brzycki divides by zero at 37, Lander at 38).
public enum OneRepMaxFormula: String, CaseIterable, Sendable {
    case epley
    case brzycki
    case lombardi
    case mayhew
    case oconner
    case wathan
    case lander

    public var displayName: String {
        switch self {
        case .epley: "Epley"
        case .brzycki: "Brzycki"
        case .lombardi: "Lombardi"
        case .mayhew: "Mayhew"
        case .oconner: "O'Conner"
        case .wathan: "Wathan"
        case .lander: "Lander"
        }
    }

    public func estimate(weight: Double, reps: Int) -> Double {
        guard reps != 1 else { return weight }
        let r = Double(reps)
        return switch self {
        case .epley: weight * (1 + r / 30)
        case .brzycki: weight * 36 / (37 - r)
        case .lombardi: weight * pow(r, 0.10)
        case .mayhew: 100 * weight / (52.2 + 41.9 * exp(-0.055 * r))
        case .oconner: weight * (1 + 0.025 * r)
        case .wathan: 100 * weight / (48.8 + 53.8 * exp(-0.075 * r))
        case .lander: 100 * weight / (101.3 - 2.67123 * r)
        }
    }
}
