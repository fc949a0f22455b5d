/// Instants as GPX writes them (XML Schema's `dateTime`, the RFC 3339 profile of ISO 8601):
/// "2020-01-06T17:35:41Z", "2017-09-12T18:02:33.000Z", "2024-05-01T09:30:00+02:00", held as
/// milliseconds since 1970-01-01T00:00:00Z. A time without a zone is taken as UTC, which is
/// what GPX 1.1 says its times are; times before 1970 (no recording has them) are refused.
public enum ISO8601Time {
    public static func milliseconds(_ text: some StringProtocol) -> Int64? {
        let bytes = Array(text.utf8)
        let number: (ArraySlice<UInt8>) -> Int? = CalendarDate.number
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              CalendarDate(year: year, month: month, day: day) != nil, hour < 24, minute < 60, second < 60 else { return nil }
        var rest = bytes[19...]
        let millisecond = fraction(&rest)
        guard let millisecond, let offset = zoneOffset(rest) else { return nil }
        let days = CalendarDate.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        guard seconds >= 0 else { return nil }
        return Int64(seconds) * 1_000 + Int64(millisecond)
    }

    /// "2020-01-06T17:35:41Z", with milliseconds only when there are some.
    public static func text(milliseconds: Int64) -> String {
        let (days, rest) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let date = CalendarDate(daysSinceEpoch: Int(days))
        let millisecond = Int(rest % 1_000)
        let second = Int(rest / 1_000)
        var text = date.iso + "T" + pad(second / 3_600) + ":" + pad(second / 60 % 60) + ":" + pad(second % 60)
        if millisecond > 0 {
            text += "." + String(String(millisecond + 1_000).dropFirst())
        }
        return text + "Z"
    }

    /// `.s…`: any number of digits, of which the first three count.
    private static func fraction(_ rest: inout ArraySlice<UInt8>) -> Int? {
        guard rest.first == UInt8(ascii: ".") else { return 0 }
        let digits = rest.dropFirst().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        rest = rest[(digits.endIndex)...]
        let padded = Array(digits.prefix(3)) + Array(repeating: UInt8(ascii: "0"), count: max(0, 3 - digits.count))
        return CalendarDate.number(padded[...])
    }

    /// Seconds east of UTC: "Z", "+02:00", "-07:00", or nothing (UTC); devices also write
    /// ISO 8601's basic "+0000" (the Waterspeed app) and hours alone, "+01".
    private static func zoneOffset(_ rest: ArraySlice<UInt8>) -> Int? {
        if rest.isEmpty || Array(rest) == [UInt8(ascii: "Z")] { return 0 }
        let zone = Array(rest)
        guard [3, 5, 6].contains(zone.count), zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
              let hours = CalendarDate.number(zone[1..<3]), hours <= 14 else { return nil }
        var minutes = 0
        if zone.count > 3 {
            let digits = zone.count == 6 ? 4 : 3
            guard zone.count == 5 || zone[3] == UInt8(ascii: ":"), let value = CalendarDate.number(zone[digits..<(digits + 2)]), value < 60 else { return nil }
            minutes = value
        }
        return (zone[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
