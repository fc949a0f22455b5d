/// The unit of a body measurement (a tape around the waist).
public enum LengthUnit: String, Sendable, CaseIterable {
    case cm
    /// The international inch, exactly 2.54 cm (1959).
    case inches = "in"

    public func toCentimetres(_ value: Double) -> Double {
        switch self {
        case .cm: value
        case .inches: value * 2.54
        }
    }

    public func fromCentimetres(_ centimetres: Double) -> Double {
        switch self {
        case .cm: centimetres
        case .inches: centimetres / 2.54
        }
    }
}
