/// The exports `/body/import` reads, told apart by their content (`BodyImporter`).
public enum BodyImportFormat: String, Sendable, CaseIterable {
    case withings
    case fitbit
    case garmin
    case appleHealth = "apple_health"

    public var displayName: String {
        switch self {
        case .withings: "Withings (weight.csv)"
        case .fitbit: "Fitbit (weight-….json)"
        case .garmin: "Garmin Connect (weight CSV)"
        case .appleHealth: "Apple Health (export.zip or export.xml)"
        }
    }

    public var source: BodySource {
        switch self {
        case .withings: .withings
        case .fitbit: .fitbit
        case .garmin: .garmin
        case .appleHealth: .appleHealth
        }
    }
}
