/// A day of the week, numbered as ISO 8601 does (Monday 1 … Sunday 7), the numbers stored in
/// `classes.weekday`.
public enum Weekday: Int, Sendable, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The numbers a form or a stored row names the days by.
    public static let numbers = 1...7

    /// The weekday of a date: 1970-01-01, day 0 of the epoch, was a Thursday.
    public init(_ date: CalendarDate) {
        let fromMonday = ((date.daysSinceEpoch + 3) % 7 + 7) % 7
        self = Weekday(rawValue: fromMonday + 1) ?? .monday
    }

    public var name: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// Days from `date` to the first day on or after it that falls on this weekday (0…6).
    public func daysUntil(from date: CalendarDate) -> Int {
        (rawValue - Weekday(date).rawValue + 7) % 7
    }
}
