extension FixedWidthInteger {
    /// The one way Sources/ turns a floating-point value into an integer (`.ci/float-to-int`
    /// refuses any other): `Int(x)` traps on NaN, an infinity or a value past the type's range,
    /// and a figure computed from accepted data can be any of them (a pace over a distance of
    /// 10⁻²⁵ m took the server down, issue 23). Like `Int(x)` this drops the fraction (round
    /// first for another rule); past the range it gives `min` or `max`, and NaN gives 0.
    public init<Source: BinaryFloatingPoint>(clamping value: Source) {
        if value.isNaN {
            self = 0
        } else if value <= Source(Self.min) {
            self = .min
        } else if value >= Source(Self.max) {
            // `Source(max)` rounds up to the next power of two where the type cannot hold it
            // (2⁶³ for Int and Double), so every value below it converts.
            self = .max
        } else {
            self = Self(value)
        }
    }
}
