import Domain

/// Dates as people read them: "Sat 11 Oct 2020".
enum DateText {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

    static func long(_ date: CalendarDate) -> String {
        let weekday = weekdays[((date.daysSinceEpoch % 7) + 7) % 7]
        return "\(weekday) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// Without the weekday, where space is short: "11 Oct 2020".
    static func short(_ date: CalendarDate) -> String {
        "\(date.day) \(months[date.month - 1]) \(date.year)"
    }
}
