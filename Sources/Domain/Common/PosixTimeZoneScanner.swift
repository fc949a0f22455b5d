/// Reads the pieces of a POSIX TZ string (POSIX.1-2017 §8.3) left to right; each failure
/// names what was expected.
struct PosixTimeZoneScanner {
    private let text: String
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index == bytes.count }
    var next: UInt8? { isAtEnd ? nil : bytes[index] }

    func failure(_ reason: String) -> TimeZoneRulesError {
        .badFooter(text, reason: reason)
    }

    mutating func expect(_ character: Unicode.Scalar, _ reason: String) throws(TimeZoneRulesError) {
        guard next == UInt8(ascii: character) else { throw failure(reason) }
        index += 1
    }

    /// A zone designation: three or more letters, or `<...>` with letters, digits, `+`, `-`.
    mutating func designation() throws(TimeZoneRulesError) {
        let quoted = next == UInt8(ascii: "<")
        if quoted { index += 1 }
        let start = index
        while let byte = next, Self.isLetter(byte) || quoted && (Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) {
            index += 1
        }
        guard index - start >= 3 else { throw failure("a zone abbreviation needs at least three characters") }
        if quoted { try expect(">", "a quoted abbreviation ends with >") }
    }

    /// A UT offset `[+-]hh[:mm[:ss]]`, which POSIX counts west of Greenwich, as seconds east.
    mutating func offsetEast() throws(TimeZoneRulesError) -> Int {
        -(try time(maxHours: 24))
    }

    /// A start or end rule, `Jn`, `n` or `Mm.w.d`, with an optional `/time` (default 02:00).
    mutating func rule() throws(TimeZoneRulesError) -> PosixTransitionRule {
        let day: PosixTransitionRule.Day
        switch next {
        case UInt8(ascii: "J"):
            index += 1
            day = .julian(try number(1...365, "a Jn day"))
        case UInt8(ascii: "M"):
            index += 1
            let month = try number(1...12, "the month of an Mm.w.d rule")
            try expect(".", "Mm.w.d needs a dot after the month")
            let week = try number(1...5, "the week of an Mm.w.d rule")
            try expect(".", "Mm.w.d needs a dot after the week")
            day = .monthWeekDay(month: month, week: week, weekday: try number(0...6, "the weekday of an Mm.w.d rule"))
        default:
            day = .zeroBased(try number(0...365, "a day of the year"))
        }
        guard next == UInt8(ascii: "/") else { return PosixTransitionRule(day: day, time: 7200) }
        index += 1
        return PosixTransitionRule(day: day, time: try time(maxHours: 167))
    }

    /// `[+-]hh[:mm[:ss]]` in seconds; RFC 8536 §3.3.1 allows signed rule times up to 167 hours.
    private mutating func time(maxHours: Int) throws(TimeZoneRulesError) -> Int {
        var sign = 1
        if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
            sign = next == UInt8(ascii: "-") ? -1 : 1
            index += 1
        }
        var seconds = try number(0...maxHours, "hours") * 3600
        for (unit, name) in [(60, "minutes"), (1, "seconds")] where next == UInt8(ascii: ":") {
            index += 1
            seconds += try number(0...59, name) * unit
        }
        return sign * seconds
    }

    private mutating func number(_ range: ClosedRange<Int>, _ name: String) throws(TimeZoneRulesError) -> Int {
        let start = index
        var value = 0
        while let byte = next, Self.isDigit(byte), index - start < 3 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        guard index > start, range.contains(value) else {
            throw failure("expected \(name) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
