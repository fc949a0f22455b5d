extension Double {
    /// Rounds to two decimals, halves away from zero (225 lb × 5 reps by Epley shows 262.5).
    public func roundedToHundredths() -> Double {
        (self * 100).rounded(.toNearestOrAwayFromZero) / 100
    }

    /// One decimal, as estimates are shown.
    public func roundedToTenths() -> Double {
        (self * 10).rounded() / 10
    }
}
