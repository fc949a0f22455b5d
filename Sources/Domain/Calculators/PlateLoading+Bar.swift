extension PlateLoading {
    /// What goes on the bar for `weight`, as the log form shows it beside the weight field
    /// (Public/app.js writes the same text while the weight is typed): "20 kg bar + 25 + 10 +
    /// 2.5 each side"; for a weight these plates cannot make, the nearest ones they can.
    public func onTheBar(_ weight: Double) -> String {
        let unit = unit.rawValue
        let bar = NumberText.plain(bar)
        guard weight.isFinite, weight >= self.bar - 0.001 else { return "Below the \(bar) \(unit) bar" }
        if let side = platesPerSide(weight) {
            return side.isEmpty ? "\(bar) \(unit) bar, no plates"
                : "\(bar) \(unit) bar + " + side.map(NumberText.plain).joined(separator: " + ") + " each side"
        }
        let (lower, higher) = nearestLoadable(weight)
        return "These plates make \(NumberText.plain(lower)) or \(NumberText.plain(higher)) \(unit), not \(NumberText.plain(weight))"
    }

    /// The loadable weights either side of `weight`, stepping by the smallest pair from the
    /// bar (every rack's plates are whole multiples of its smallest, so that finds them).
    func nearestLoadable(_ weight: Double) -> (lower: Double, higher: Double) {
        let step = max(smallestPair, 0.01)
        let below = bar + ((weight - bar) / step).rounded(.down) * step
        var lower = below.roundedToHundredths()
        while lower > bar, platesPerSide(lower) == nil { lower = (lower - step).roundedToHundredths() }
        var higher = (below + step).roundedToHundredths()
        // At most one step per plate in the set: beyond that every weight is made of the largest ones.
        for _ in 0..<64 where platesPerSide(higher) == nil { higher = (higher + step).roundedToHundredths() }
        return (lower, higher)
    }
}

extension PlateLoading {
    /// The weight these plates make nearest to `weight`, the lower one on a tie; the bar for
    /// anything at or below it.
    public func nearestMade(_ weight: Double) -> Double {
        guard weight.isFinite, weight > bar else { return bar }
        if platesPerSide(weight) != nil { return weight.roundedToHundredths() }
        let (lower, higher) = nearestLoadable(weight)
        // A thousandth of tolerance: the percentage went through decimal rounding.
        return weight - lower <= higher - weight + 0.001 ? lower : higher
    }
}
