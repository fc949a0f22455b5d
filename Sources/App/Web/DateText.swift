import Domain

/// Dates as people read them: "Sat 11 Oct 2020".
enum DateText {
    private static let months: [StaticString] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays: [StaticString] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

    static func long(_ date: CalendarDate) -> String {
        ASCIIText.make(capacity: 40) { text in
            text.append(weekdays[((date.daysSinceEpoch % 7) + 7) % 7])
            text.append(" ")
            append(date, to: &text)
        }
    }

    /// Without the year, for a name of a day near now: "Sat 11 Oct".
    static func dayAndMonth(_ date: CalendarDate) -> String {
        ASCIIText.make(capacity: 16) { text in
            text.append(weekdays[((date.daysSinceEpoch % 7) + 7) % 7])
            text.append(" ")
            appendDayAndMonth(date, to: &text)
        }
    }

    /// Without the weekday, where space is short: "11 Oct 2020".
    static func short(_ date: CalendarDate) -> String {
        ASCIIText.make(capacity: 36) { append(date, to: &$0) }
    }

    private static func append(_ date: CalendarDate, to text: inout ASCIIText) {
        appendDayAndMonth(date, to: &text)
        text.append(" ")
        text.append(date.year)
    }

    private static func appendDayAndMonth(_ date: CalendarDate, to text: inout ASCIIText) {
        text.append(date.day)
        text.append(" ")
        text.append(months[date.month - 1])
    }
}
