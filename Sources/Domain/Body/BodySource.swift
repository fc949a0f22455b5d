/// Where a weigh-in or measurement came from: typed in, or which app's export brought it.
public enum BodySource: String, Sendable, CaseIterable {
    case form
    /// The profile's one body weight before weigh-ins, and one typed on the settings page.
    case profile
    case withings
    case fitbit
    case garmin
    case appleHealth = "apple_health"
    /// Brought by an account document from another server.
    case account

    public var displayName: String {
        switch self {
        case .form: "Logged"
        case .profile: "Profile"
        case .withings: "Withings"
        case .fitbit: "Fitbit"
        case .garmin: "Garmin Connect"
        case .appleHealth: "Apple Health"
        case .account: "Account import"
        }
    }
}
