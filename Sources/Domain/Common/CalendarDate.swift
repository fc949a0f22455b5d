/// A day in the proleptic Gregorian calendar, written `YYYY-MM-DD` as HTML date inputs and
/// our database do. Pure arithmetic, no time zones: "today" is computed by the caller.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Accepts exactly `YYYY-MM-DD` naming a real day ("2023-02-29" is not one).
    public init?(iso text: String) {
        var text = text
        guard let date = text.withUTF8({ CalendarDate(iso: $0) }) else { return nil }
        self = date
    }

    /// The same from UTF-8 bytes, such as a column's text read in place.
    public init?(iso bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]), let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day of a Unix time.
    public init(unixTime: Int) {
        // Whole days rounded down, also before 1970 (where `/` would round toward zero).
        let (days, rest) = unixTime.quotientAndRemainder(dividingBy: 86_400)
        self.init(daysSinceEpoch: rest < 0 ? days - 1 : days)
    }

    /// Days since 1970-01-01, after Howard Hinnant's `civil_from_days`.
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    public var daysSinceEpoch: Int {
        Self.daysSinceEpoch(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01, after Howard Hinnant's `days_from_civil`; any year, so time zone
    /// rules can compute dates without building a (range-checked) value.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// The same day `months` months away, or that month's last day when it is shorter
    /// (31 March less one month is 28 or 29 February); years stay within 1...9999.
    public func adding(months: Int) -> CalendarDate {
        let total = min(max((year * 12 + month - 1) + months, 12), 9999 * 12 + 11)
        let (newYear, newMonth) = (total / 12, total % 12 + 1)
        return CalendarDate(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
            ?? self
    }

    public var iso: String {
        // A year out of 1...9999 (only from daysSinceEpoch) may take up to 20 bytes.
        ASCIIText.make(capacity: 26) { text in
            text.append(year, width: 4)
            text.append(byte: UInt8(ascii: "-"))
            text.append(month, width: 2)
            text.append(byte: UInt8(ascii: "-"))
            text.append(day, width: 2)
        }
    }

    public var description: String { iso }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The value of ASCII digits; nil for anything else.
    static func number<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
