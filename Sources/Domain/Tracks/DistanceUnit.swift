/// How a lifter reads distances: kilometres, or miles for those who weigh in pounds.
public enum DistanceUnit: Sendable, Equatable {
    case kilometres, miles

    /// The international mile and foot (International Yard and Pound Agreement, 1959).
    static let metresPerMile = 1_609.344
    static let metresPerFoot = 0.3048

    public init(_ unit: WeightUnit) {
        self = unit == .lb ? .miles : .kilometres
    }

    public func distance(metres: Double) -> Double {
        metres / (self == .miles ? Self.metresPerMile : 1_000)
    }

    /// Heights in metres, or feet alongside miles.
    public func height(metres: Double) -> Double {
        self == .miles ? metres / Self.metresPerFoot : metres
    }

    public var symbol: String { self == .miles ? "mi" : "km" }
    public var speedSymbol: String { self == .miles ? "mph" : "km/h" }
    public var heightSymbol: String { self == .miles ? "ft" : "m" }
}
