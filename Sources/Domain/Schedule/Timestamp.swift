/// An instant written in ISO 8601 with its UTC offset, as the front desk's API sends times:
/// `2026-03-02T06:00:00-08:00`, `2026-03-02T14:00:00Z`, `2026-03-02T14:00:00.000+0100`.
/// RFC 3339 §5.6 with the looser forms seen in the wild: a space for the `T`, no seconds, an
/// offset without its colon. A time without an offset names no instant and is refused.
public struct Timestamp: Sendable, Equatable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let unixTime: Int
    /// The date as written, before the offset is applied: bounded by `CalendarDate`.
    public let writtenDate: CalendarDate

    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 17, bytes.count <= 40, let date = CalendarDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
              let hour = Self.number(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"), let minute = Self.number(bytes, 14, 2),
              hour <= 23, minute <= 59 else { return nil }
        var index = 16
        var second = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard let value = Self.number(bytes, index + 1, 2), value <= 60 else { return nil }
            // A leap second is the last second of its minute here.
            second = min(value, 59)
            index += 3
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
                index += 1
                let digits = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                guard index > digits else { return nil }
            }
        }
        guard let offset = Self.offset(bytes[index...]) else { return nil }
        writtenDate = date
        unixTime = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
    }

    /// `Z`, `+HH:MM`, `+HHMM` or `+HH`, in seconds east of UTC.
    private static func offset(_ rest: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(rest)
        if bytes == [UInt8(ascii: "Z")] || bytes == [UInt8(ascii: "z")] { return 0 }
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
              let hours = number(bytes, 1, 2), hours <= 23 else { return nil }
        let minutes: Int?
        switch bytes.count {
        case 3: minutes = 0
        case 5: minutes = number(bytes, 3, 2)
        case 6: minutes = bytes[3] == UInt8(ascii: ":") ? number(bytes, 4, 2) : nil
        default: minutes = nil
        }
        guard let minutes, minutes <= 59 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
