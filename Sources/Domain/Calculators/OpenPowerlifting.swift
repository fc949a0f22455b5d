/// What the points formulas share, reproduced from OpenPowerlifting's `coefficients` and
/// `opltypes` crates (github.com/sstangl/openpowerlifting, crates/) so that our points match
/// theirs to the hundredth.
enum OpenPowerlifting {
    /// `WeightKg` and `Points` hold hundredths in an `i32`: a value is rounded half away
    /// from zero, a non-finite one becomes 0 and an out-of-range one saturates, as Rust's
    /// `as i32` does (opltypes weightkg.rs `from_f64`, points.rs `From<f64>`).
    static func fixedPoint(_ value: Double) -> Double {
        hundredths(value) / 100
    }

    /// The whole number of hundredths `fixedPoint` keeps, so sums of them stay exact.
    static func hundredths(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
        return min(max(hundredths, Double(Int32.min)), Double(Int32.max))
    }

    /// The shape Wilks, Wilks 2020 and DOTS share: no body weight or no total gives 0 points,
    /// otherwise coefficient × total (a negative total gives negative points).
    static func points(bodyweight: Double, total: Double, coefficient: (Double) -> Double) -> Double {
        let bodyweight = fixedPoint(bodyweight)
        let total = fixedPoint(total)
        guard bodyweight != 0, total != 0 else { return 0 }
        return fixedPoint(coefficient(bodyweight) * total)
    }

    /// `ax⁴ + bx³ + cx² + dx + e`, evaluated in the same order as the crate's `poly4`
    /// (two-phase Horner) so the rounding of every step is the same.
    static func poly4(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ x: Double) -> Double {
        let x2 = x * x
        let even = (a * x2 + c) * x2 + e
        let odd = b * x2 + d
        return odd * x + even
    }

    /// `ax⁵ + bx⁴ + cx³ + dx² + ex + f`, in the order of the crate's `poly5`.
    static func poly5(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ x: Double) -> Double {
        let x2 = x * x
        let odd = (a * x2 + c) * x2 + e
        let even = (b * x2 + d) * x2 + f
        return odd * x + even
    }
}
