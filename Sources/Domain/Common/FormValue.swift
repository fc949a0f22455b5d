/// Turns the raw strings of a query or form into typed values, appending a `FieldError`
/// for each one that does not fit. Shared by the calculators' input parsers.
enum FormValue {
    /// The heaviest lift we accept, in the user's unit: well above any world record,
    /// low enough to catch a mistyped extra digit.
    static let maxLift = 2_000.0

    /// Every finite number, for a caller that rounds or converts a value before its range
    /// check (to the hundredth, or to kilograms).
    static let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    /// A plain decimal in `range`, as a person types it: optional sign, digits, at most one
    /// decimal separator ("102.5", " 80 ", ".5", and "12,5" as a phone with a European
    /// keyboard types it; a form field never means a thousands separator, as weights stay
    /// under 2,000). Exponents, "nan", "inf" and hex are not numbers here, and a run of digits
    /// too long for a `Double` is outside every range. `decimalComma: false` is for
    /// machine-written numbers (GPX), where a comma is an error.
    static func decimal(_ raw: String?, in range: ClosedRange<Double>, decimalComma: Bool = true) -> Double? {
        plain(raw, decimalComma: decimalComma).flatMap { BoundedNumber.decimal($0, in: range) }
    }

    /// Whether `raw` is written as `decimal` reads a number, whatever its size: a caller tells
    /// a typo (its prompt) from a number out of its range (the range's message).
    static func isDecimal(_ raw: String?, decimalComma: Bool = true) -> Bool {
        plain(raw, decimalComma: decimalComma) != nil
    }

    /// `raw` trimmed, with a decimal comma as a point, if it is written as `decimal` reads it.
    private static func plain(_ raw: String?, decimalComma: Bool) -> String? {
        guard let raw else { return nil }
        var text = String(raw.trimmingSpaces())
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        var digits = 0
        var points = 0
        var commas = 0
        for byte in unsigned.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: ",") where decimalComma: commas += 1
            default: return nil
            }
        }
        guard digits > 0, points + commas <= 1 else { return nil }
        if commas == 1 { text = String(text.map { $0 == "," ? "." : $0 }) }
        return text
    }

    /// How many digits follow the decimal separator, point or comma ("102.25" and "102,25": 2).
    static func decimals(_ text: Substring) -> Int {
        guard let separator = text.firstIndex(where: { $0 == "." || $0 == "," }) else { return 0 }
        return text.distance(from: text.index(after: separator), to: text.endIndex)
    }

    /// A lift's weight: more than 0 and at most `maxLift` in the user's unit. With no valid
    /// unit the range message leaves the unit out; the unit field has its own error.
    static func lift(
        _ raw: String?, field: String, name: String, prompt: String, unit: WeightUnit?,
        errors: inout [FieldError]
    ) -> Double? {
        guard let value = decimal(raw, in: Double.leastNonzeroMagnitude...maxLift) else {
            guard isDecimal(raw) else {
                errors.append(FieldError(field: field, message: prompt))
                return nil
            }
            let suffix = unit.map { " \($0.rawValue)" } ?? ""
            errors.append(FieldError(field: field, message: "\(name) must be more than 0 and at most 2,000\(suffix)"))
            return nil
        }
        return value
    }

    /// One of an enumeration's raw values; a missing or empty value takes `fallback`
    /// when there is one.
    static func choice<Value: RawRepresentable<String>>(
        _ raw: String?, fallback: Value?, field: String, message: String, errors: inout [FieldError]
    ) -> Value? {
        if raw == nil || raw == "", let fallback {
            return fallback
        }
        guard let raw, let value = Value(rawValue: raw) else {
            errors.append(FieldError(field: field, message: message))
            return nil
        }
        return value
    }
}
