/// The calendar span an exercise chart shows, `?range=3m|1y|all`: the last three months, the
/// last year, or every training day. A span of the calendar, not a count of training days, so
/// "the last year" never reaches back to 2019. The old counts (`31`, `93`, `365`) of links made
/// before still open the span nearest to them.
public enum ChartRange: String, Sendable, CaseIterable {
    case quarter = "3m"
    case year = "1y"
    case all

    public static let standard = ChartRange.year

    public init?(query: String) {
        switch query {
        case "31", "93": self = .quarter
        case "365": self = .year
        default: self.init(rawValue: query)
        }
    }

    /// The first day shown when today is `today`; nil for all of them.
    public func start(today: CalendarDate) -> CalendarDate? {
        switch self {
        case .quarter: today.adding(months: -3).adding(days: 1)
        case .year: today.adding(months: -12).adding(days: 1)
        case .all: nil
        }
    }

    /// The tab's text.
    public var label: String {
        switch self {
        case .quarter: "3 months"
        case .year: "1 year"
        case .all: "All"
        }
    }

    /// The chart's caption: "in the last 3 months", "since the first day".
    public var span: String {
        switch self {
        case .quarter: "in the last 3 months"
        case .year: "in the last year"
        case .all: "on every training day"
        }
    }
}
