/// Reads numbers and dates straight from a field's bytes, so a row costs no `String` unless
/// it is rejected. Spaces and tabs around a value are ignored (Fitbod pads its numbers).
enum FieldValue {
    /// A plain decimal: an optional `-`, digits and at most one decimal mark: `.`, or also
    /// `,` where the file is semicolon-separated (Strong in decimal-comma locales writes
    /// "22,5"). No exponents, no thousands separators. Past 18 digits before the mark a value
    /// is taken as infinite, which every range check refuses.
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
        // Up to 15 digits both operands are exact, so the quotient is the correctly rounded
        // value. Longer ones (Fitbod's "7.9378759151275915", kilograms from pounds) go to the
        // standard library's correctly rounded reading, so a weight written back with its
        // shortest digits (`WorkoutCSV.weight`) reads as the same number.
        guard digits <= 15 else { return longDecimal(bytes, negative: negative) }
        let value = Double(mantissa) / powersOfTen[decimals]
        return negative ? -value : value
    }

    /// The checked digits and decimal mark of `decimal`, read by the standard library: no
    /// sign, at most `maxDigits` digits before the mark, so under 10¹⁸.
    private static func longDecimal(_ bytes: ArraySlice<UInt8>, negative: Bool) -> Double? {
        let text = String(decoding: bytes.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        return BoundedNumber.decimal(text, in: 0...1e18).map { negative ? -$0 : $0 }
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
    /// "2023-01-15 08:30:00", Fitbod "2021-12-27 10:02:51 +0000"). A time followed by an
    /// offset (`Z`, `+0000`, `-05:00`, `+01`) is kept with it, so the day can be the lifter's;
    /// without one the date is the export's own local date.
    static func isoDate(_ field: ArraySlice<UInt8>) -> DateFields? {
        let text = trimmed(field)
        let bytes = Array(text.prefix(11))
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes.count == 10 || bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
              let year = digits(bytes[0..<4]), let month = digits(bytes[5..<7]), let day = digits(bytes[8..<10])
        else { return nil }
        var date = DateFields(year: year, month: month, day: day)
        if let (seconds, offset) = instant(text.dropFirst(11)) {
            date.secondsIntoDay = seconds
            date.utcOffset = offset
        }
        return date
    }

    /// `HH:MM[:SS[.fff]]` then an offset; nil unless both are there and in range.
    private static func instant(_ text: ArraySlice<UInt8>) -> (Int, Int)? {
        let time = text.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "Z") && $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }
        let parts = time.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count >= 2 }), parts[0].count == 2, parts[1].count == 2,
              let hour = digits(parts[0]), let minute = digits(parts[1]), hour < 24, minute < 60 else { return nil }
        let second = parts.count == 3 ? digits(parts[2].prefix { $0 != UInt8(ascii: ".") }.prefix(3)) : 0
        guard let second, second < 61, let offset = utcOffset(trimmed(text.dropFirst(time.count))) else { return nil }
        return (hour * 3600 + minute * 60 + second, offset)
    }

    /// `Z`, `+HH`, `+HHMM` or `+HH:MM` (or `-`), in seconds east of UTC.
    private static func utcOffset(_ text: ArraySlice<UInt8>) -> Int? {
        if text.count == 1, text.first == UInt8(ascii: "Z") { return 0 }
        guard let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let number = text.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard number.count == 2 || number.count == 4, let hours = digits(number.prefix(2)[...]), hours <= 18 else { return nil }
        let minutes = number.count == 4 ? digits(number.suffix(2)[...]) ?? 60 : 0
        guard minutes < 60 else { return nil }
        return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// A date with a month name in any language `MonthNames` knows, day and month in either
    /// order, "de" and the like between them, and anything after the year ignored:
    /// "Oct 11 2020" (the original app), "15 Jan 2023, 08:30" (Hevy), "5 Mai 2026, 07:34"
    /// (Hevy in Portuguese), "Jul 5, 2024, 7:30:00 AM" (Hevy in a US locale).
    static func namedMonthDate(_ field: ArraySlice<UInt8>) -> DateFields? {
        var rest = trimmed(field)
        guard let first = nextWord(&rest), let second = nextWord(&rest), let third = nextWord(&rest),
              third.count == 4, let year = digits(third) else { return nil }
        if second.count <= 2, let day = digits(second), let month = MonthNames.month(first) {
            return DateFields(year: year, month: month, day: day)
        }
        if first.count <= 2, let day = digits(first), let month = MonthNames.month(second) {
            return DateFields(year: year, month: month, day: day)
        }
        return nil
    }

    /// A date as Chinese, Japanese and Korean write it: "2026年5月5日 07:34", "2026년 5월 5일".
    static func yearMonthDayMarked(_ field: ArraySlice<UInt8>) -> DateFields? {
        var rest = trimmed(field)
        var numbers: [Int] = []
        for markers in [["年", "년"], ["月", "월"], ["日", "일"]] {
            let digitsEnd = rest.firstIndex { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") } ?? rest.endIndex
            guard let number = digits(rest[..<digitsEnd]) else { return nil }
            rest = trimmed(rest[digitsEnd...])
            guard let marker = markers.first(where: { rest.starts(with: $0.utf8) }) else { return nil }
            rest = trimmed(rest.dropFirst(marker.utf8.count))
            numbers.append(number)
        }
        return DateFields(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// The next word of a date, up to a space or comma, taken off the front of `rest`;
    /// joining words ("de") are passed over.
    private static func nextWord(_ rest: inout ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let isBreak = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") }
        while let start = rest.firstIndex(where: { !isBreak($0) }) {
            let end = rest[start...].firstIndex(where: isBreak) ?? rest.endIndex
            let word = rest[start..<end]
            rest = rest[end...]
            if !MonthNames.isJoiningWord(word) { return word }
        }
        return nil
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

    /// Up to nine digits, so no value can overflow.
    static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
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
