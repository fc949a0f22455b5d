/// A moment as the scale or phone showed it, in the lifter's own wall-clock time: the day a
/// weigh-in belongs to is the day it was on the lifter's calendar, whatever zone the server
/// runs in. Stored and compared as `YYYY-MM-DD HH:MM:SS`, which sorts as it reads.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let date: CalendarDate
    /// Seconds since midnight, 0 to 86,399.
    public let second: Int

    /// A form's weigh-in has a day but no time: it counts as noon, and among weigh-ins at the
    /// same time the one logged last is the day's latest.
    public static let formSecond = 12 * 3_600

    public init(date: CalendarDate, second: Int) {
        self.date = date
        self.second = min(max(second, 0), 86_399)
    }

    public init(date: CalendarDate, hour: Int, minute: Int, second: Int) {
        self.init(date: date, second: hour * 3_600 + minute * 60 + second)
    }

    /// `YYYY-MM-DD HH:MM:SS`, or with a `T`; anything after the seconds (a fraction, a zone
    /// such as Apple Health's ` +0100`) is left out: the wall-clock time is what counts.
    public init?(text: some StringProtocol) {
        let bytes = Array(text.utf8.prefix(19))
        guard bytes.count == 19, bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
              let date = CalendarDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let hour = CalendarDate.number(bytes[11..<13]), let minute = CalendarDate.number(bytes[14..<16]),
              let second = CalendarDate.number(bytes[17..<19]), hour < 24, minute < 60, second < 60 else { return nil }
        self.init(date: date, hour: hour, minute: minute, second: second)
    }

    public var text: String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return date.iso + " " + pad(second / 3_600) + ":" + pad(second / 60 % 60) + ":" + pad(second % 60)
    }

    /// `HH:MM`, as the list shows it.
    public var clock: String { String(text.dropFirst(11).prefix(5)) }

    public var description: String { text }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.date, lhs.second) < (rhs.date, rhs.second)
    }
}
