/// Turns the raw strings of a query or form into typed values, appending a `FieldError`
/// for each one that does not fit. Shared by the calculators' input parsers.
enum FormValue {
    /// The heaviest lift we accept, in the user's unit: well above any world record,
    /// low enough to catch a mistyped extra digit.
    static let maxLift = 2_000.0

    /// A plain decimal as a person types it: optional sign, digits, at most one point
    /// ("102.5", " 80 ", ".5"). Exponents, "nan", "inf" and hex are not numbers here; a
    /// run of digits too long for a `Double` becomes infinity and fails the range checks.
    static func decimal(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        let text = raw.trimmingSpaces()
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : text
        var digits = 0
        var points = 0
        for byte in unsigned.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            default: return nil
            }
        }
        guard digits > 0, points <= 1 else { return nil }
        return Double(text)
    }

    static func wholeNumber(_ raw: String?) -> Int? {
        guard let raw else { return nil }
        return Int(raw.trimmingSpaces())
    }

    /// A lift's weight: more than 0 and at most `maxLift` in the user's unit. With no valid
    /// unit the range message leaves the unit out; the unit field has its own error.
    static func lift(
        _ raw: String?, field: String, name: String, prompt: String, unit: WeightUnit?,
        errors: inout [FieldError]
    ) -> Double? {
        guard let value = decimal(raw) else {
            errors.append(FieldError(field: field, message: prompt))
            return nil
        }
        guard value > 0, value <= maxLift else {
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
