/// The unit a user weighs and lifts in. Stored values keep the unit they were entered in;
/// calculations that need kilograms convert through here.
public enum WeightUnit: String, Sendable, CaseIterable {
    case kg
    case lb

    /// The international avoirdupois pound, defined as exactly 0.45359237 kg
    /// (International Yard and Pound Agreement, 1959).
    static let kilogramsPerPound = 0.45359237

    public func toKilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Self.kilogramsPerPound
        }
    }

    public func fromKilograms(_ kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / Self.kilogramsPerPound
        }
    }
}
