import Domain

/// Readers of option values into bounded ranges, each failing with a message that names the
/// option, the range and what was given.
enum OptionValue {
    /// Bytes, as a whole number or with K, M or G (×1024, ×1024², ×1024³): `50M`.
    static func size(_ value: String, source: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
        let units: [String: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(value)
        var unit = 1
        // Compared as strings: some letters upper-case to two (ß to SS).
        if let last = value.last, let multiplier = units[last.uppercased()] {
            digits = digits.dropLast()
            unit = multiplier
        }
        // At most the range's top in units, so the product cannot overflow.
        let number = digits.allSatisfy(\.isASCIIDigit) ? BoundedNumber.integer(digits, in: 0...range.upperBound / unit) : nil
        guard let bytes = number.map({ $0 * unit }), range.contains(bytes) else {
            throw CommandLineError(message: "\(source) must be a size from \(sizeText(range.lowerBound)) to \(sizeText(range.upperBound)) (bytes, or with K, M or G as in 50M), not \(value).")
        }
        return bytes
    }

    /// A whole number.
    static func count(_ value: String, source: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
        guard value.allSatisfy(\.isASCIIDigit), let number = BoundedNumber.integer(value, in: range) else {
            throw CommandLineError(message: "\(source) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(value).")
        }
        return number
    }

    /// Seconds, whole or with a decimal point: `2.5`.
    static func seconds(_ value: String, source: String, in range: ClosedRange<Double>) throws(CommandLineError) -> Double {
        // Only digits and one point: Double(_:) alone would also take `nan`, `inf` and hex.
        let isDecimal = value.filter { $0 == "." }.count <= 1 && value.contains(where: \.isASCIIDigit)
            && value.allSatisfy { $0 == "." || $0.isASCIIDigit }
        guard isDecimal, value.count <= 12, let number = BoundedNumber.decimal(value, in: range) else {
            throw CommandLineError(message: "\(source) must be a number of seconds from \(numberText(range.lowerBound)) to \(numberText(range.upperBound)), not \(value).")
        }
        return number
    }

    /// One of a fixed set of words.
    static func choice<T: RawRepresentable<String>>(_ value: String, source: String, _ choices: [T]) throws(CommandLineError) -> T {
        guard let choice = T(rawValue: value) else {
            let names = choices.map(\.rawValue)
            throw CommandLineError(message: "\(source) must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), not \(value).")
        }
        return choice
    }

    /// `16K`, `1M`: a size the way options take it.
    static func sizeText(_ bytes: Int) -> String {
        for (unit, size) in [("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size)\(unit)"
        }
        return String(bytes)
    }

    /// `10`, `0.1`: seconds without a needless `.0`.
    static func numberText(_ number: Double) -> String {
        number == number.rounded() ? String(Int(clamping: number)) : String(number)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
