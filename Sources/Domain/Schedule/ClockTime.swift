/// A wall-clock time of day to the minute, written `HH:MM` on the 24-hour clock as HTML time
/// inputs send it and `classes.starts` stores it.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// `HH:MM` or `H:MM`; browsers whose time input has a step under a minute add `:SS`,
    /// taken when the seconds are `00`.
    public init?(text: String) {
        var parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        if parts.count == 3, parts[2].elementsEqual("00".utf8) { parts.removeLast() }
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Self.number(parts[0]), let minute = Self.number(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public var minutesSinceMidnight: Int { hour * 60 + minute }

    public var text: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public var description: String { text }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }

    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
