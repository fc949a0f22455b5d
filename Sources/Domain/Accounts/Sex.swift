/// The two categories the strength-points formulas define coefficients for.
public enum Sex: String, Sendable, CaseIterable {
    case male
    case female
}
