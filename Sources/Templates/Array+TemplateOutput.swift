extension Array where Element == UInt8 {
    /// Appends the string's UTF-8 bytes in one copy.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the text with `& < > " '` replaced by entities, so it is safe both between
    /// tags and inside quoted attribute values (OWASP XSS prevention, rules 1 and 2).
    /// Runs without special characters are copied in bulk.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for position in bytes.indices {
                guard let entity = Self.entity(for: bytes[position]) else { continue }
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = position + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Appends the integer in decimal without building a `String`.
    mutating func appendInteger(_ number: Int) {
        if number < 0 {
            append(UInt8(ascii: "-"))
        }
        appendDigits(number.magnitude)
    }

    /// Appends the number rounded to two decimals with trailing zeros dropped: 102.5 → "102.5",
    /// 100.0 → "100", 3.14159 → "3.14".
    mutating func appendRounded(_ number: Double) {
        let hundredths = (number * 100).rounded()
        guard hundredths.isFinite, hundredths.magnitude < 1e18 else {
            appendUTF8(String(number))
            return
        }
        let scaled = Int(hundredths)
        if scaled < 0 {
            append(UInt8(ascii: "-"))
        }
        appendDigits(scaled.magnitude / 100)
        let fraction = scaled.magnitude % 100
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        appendDigits(fraction / 10)
        if fraction % 10 != 0 {
            appendDigits(fraction % 10)
        }
    }

    private mutating func appendDigits(_ number: UInt) {
        if number >= 10 {
            appendDigits(number / 10)
        }
        append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
