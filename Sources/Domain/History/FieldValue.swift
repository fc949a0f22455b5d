/// Reads numbers and dates straight from a field's bytes, so a row costs no `String` unless
/// it is rejected. Spaces and tabs around a value are ignored (Fitbod pads its numbers).
enum FieldValue {
    /// A plain decimal: an optional `-`, digits and at most one decimal mark: `.`, or also
    /// `,` where the file is semicolon-separated (Strong in decimal-comma locales writes
    /// "22,5"). No exponents, no thousands separators. Past 18 digits a value is taken as
    /// infinite, which every range check refuses; decimals past the 18th are ignored.
    static func decimal(_ field: ArraySlice<UInt8>, decimalComma: Bool) -> Double? {
        var bytes = trimmed(field)
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var seenMark = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") || (decimalComma && byte == UInt8(ascii: ",")) {
                guard !seenMark else { return nil }
                seenMark = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            digits += 1
            if seenMark {
                guard decimals < maxDigits else { continue }
                decimals += 1
            } else if digits > maxDigits {
                return negative ? -.infinity : .infinity
            }
            mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
        }
        guard digits > 0 else { return nil }
        // Both operands are exact, so the quotient is the correctly rounded value.
        let value = Double(mantissa) / powersOfTen[decimals]
        return negative ? -value : value
    }

    /// A whole number; "10.0" counts, as spreadsheets re-save whole numbers that way.
    /// Values beyond ±10⁹ come back as ±10⁹, still out of every range, so none can overflow.
    static func wholeNumber(_ field: ArraySlice<UInt8>, decimalComma: Bool) -> Int? {
        guard let value = decimal(field, decimalComma: decimalComma), value == value.rounded(.towardZero) else {
            return nil
        }
        return Int(clamping: max(-1e9, min(1e9, value)))
    }

    /// `YYYY-MM-DD`, alone or followed by a space or `T` and a time (Strong writes
    /// "2023-01-15 08:30:00", Fitbod "2021-12-27 10:02:51 +0000"). The date is the one
    /// written: the export's own local date, whatever offset follows.
    static func isoDate(_ field: ArraySlice<UInt8>) -> DateFields? {
        let bytes = Array(trimmed(field).prefix(11))
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes.count == 10 || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
              let year = digits(bytes[0..<4]), let month = digits(bytes[5..<7]), let day = digits(bytes[8..<10])
        else { return nil }
        return DateFields(year: year, month: month, day: day)
    }

    /// A date with an English month name, day and month in either order, and anything after
    /// the year ignored: "Oct 11 2020" (the original app), "15 Jan 2023, 08:30" (Hevy),
    /// "Jul 5, 2024, 7:30:00 AM" (Hevy in a US locale).
    static func namedMonthDate(_ field: ArraySlice<UInt8>) -> DateFields? {
        var rest = trimmed(field)
        guard let first = nextWord(&rest), let second = nextWord(&rest), let third = nextWord(&rest),
              third.count == 4, let year = digits(third) else { return nil }
        if let month = month(first), second.count <= 2, let day = digits(second) {
            return DateFields(year: year, month: month, day: day)
        }
        if let month = month(second), first.count <= 2, let day = digits(first) {
            return DateFields(year: year, month: month, day: day)
        }
        return nil
    }

    /// The next word of a date, up to a space or comma, taken off the front of `rest`.
    private static func nextWord(_ rest: inout ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let isBreak = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") }
        guard let start = rest.firstIndex(where: { !isBreak($0) }) else { return nil }
        let end = rest[start...].firstIndex(where: isBreak) ?? rest.endIndex
        defer { rest = rest[end...] }
        return rest[start..<end]
    }

    /// The field without the spaces and tabs around it.
    static func trimmed(_ field: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = field.firstIndex(where: { !isSpace($0) }), let last = field.lastIndex(where: { !isSpace($0) }) else {
            return field[field.startIndex..<field.startIndex]
        }
        return field[first...last]
    }

    /// True when the field, trimmed, is `word` in any letter case (ASCII).
    static func matches(_ field: ArraySlice<UInt8>, _ word: String) -> Bool {
        let bytes = trimmed(field)
        return bytes.count == word.utf8.count && zip(bytes, word.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    private static let maxDigits = 18
    private static let powersOfTen: [Double] = (0...maxDigits).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// "jan" to "dec" as three lowercase bytes in one number, so a month name is found
    /// without building a string.
    private static let monthKeys: [UInt32] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
    private static let fullMonths = ["january", "february", "march", "april", "may", "june", "july", "august",
                                     "september", "october", "november", "december"]

    /// 1–12 for an English month name, abbreviated to three letters or in full.
    private static func month(_ word: ArraySlice<UInt8>) -> Int? {
        if word.count == 3 {
            let key = word.reduce(0) { $0 << 8 | UInt32(lowercased($1)) }
            return monthKeys.firstIndex(of: key).map { $0 + 1 }
        }
        return fullMonths.firstIndex { matches(word, $0) }.map { $0 + 1 }
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
