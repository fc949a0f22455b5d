/// How many of an exercise's latest training days its chart shows: `?range=31|93|365|all`.
/// The original app showed the latest 31 on a phone and 93 on a tablet.
public enum ChartRange: String, Sendable, CaseIterable {
    case month = "31"
    case quarter = "93"
    case year = "365"
    case all

    public static let standard = ChartRange.month

    /// The number of days to read; nil for all of them.
    public var days: Int? { Int(rawValue) }

    public var label: String {
        switch self {
        case .month: "31 days"
        case .quarter: "93 days"
        case .year: "365 days"
        case .all: "All"
        }
    }
}
