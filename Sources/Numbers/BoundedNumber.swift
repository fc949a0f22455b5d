/// The one way a number that came from outside (a path parameter, a query, a form field, a
/// line of an uploaded file) becomes a value: parsed into a stated range, or nil. Swift traps
/// on overflow, and a trap stops every request in flight, so no arithmetic may see a number
/// nobody bounded: `add=day-9223372036854775808` reached `number - 1` on `Int.min` and took
/// the server down (issue 35). `.ci/string-to-number` refuses `Int(text)`, `Double(text)` and
/// their kin anywhere but here. A module of its own, below Domain (which re-exports it) and
/// Templates, so every module that reads a number from text has this one way to.
public enum BoundedNumber {
    /// A whole number in `range`, as people and programs write it: optional spaces around an
    /// optional sign and digits ("7", " 07", "+7", "-3"), decimal unless `radix` says otherwise
    /// (16 for "7B" or "7b"). Anything else, or a value outside `range` however many digits it
    /// has, is nil.
    public static func integer<Value: FixedWidthInteger, Text: StringProtocol>(
        _ text: Text, radix: Int = 10, in range: ClosedRange<Value>
    ) -> Value? where Text.SubSequence == Substring {
        guard let value = Value(text.trimmingSpaces(), radix: radix), range.contains(value) else { return nil }
        return value
    }

    /// `integer(_:radix:in:)` for an optional text, as form fields and query items come.
    public static func integer<Value: FixedWidthInteger, Text: StringProtocol>(
        _ text: Text?, radix: Int = 10, in range: ClosedRange<Value>
    ) -> Value? where Text.SubSequence == Substring {
        text.flatMap { integer($0, radix: radix, in: range) }
    }

    /// A decimal in `range`, written as Swift reads a `Double` ("102.5", "1e3", "-0"); never
    /// NaN or an infinity, which no range holds. Callers that take a person's typing first
    /// shape the text (`FormValue.decimal` turns a decimal comma into a point).
    public static func decimal<Text: StringProtocol>(_ text: Text, in range: ClosedRange<Double>) -> Double?
    where Text.SubSequence == Substring {
        guard let value = Double(text.trimmingSpaces()), value.isFinite, range.contains(value) else { return nil }
        return value
    }
}
