/// What kind of workout a route records; it decides whether the page shows pace or speed.
public enum TrackKind: String, Sendable, CaseIterable {
    case run, ride, walk, hike, other

    public var label: String {
        switch self {
        case .run: "Run"
        case .ride: "Ride"
        case .walk: "Walk"
        case .hike: "Hike"
        case .other: "Other"
        }
    }

    /// Runners, walkers and hikers read minutes per kilometre; riders read speed.
    public var showsPace: Bool {
        self == .run || self == .walk || self == .hike
    }
}
