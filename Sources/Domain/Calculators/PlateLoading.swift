/// What a barbell can be loaded to with the plates of a gym: weights round to the bar plus a
/// whole number of the smallest plate pair, and each loadable weight has its plates per side
/// (largest first). The common sets are the defaults: a 20 kg bar with 25 to 1.25 kg plates,
/// a 45 lb bar with 45 to 2.5 lb plates, so the smallest pair is 2.5 kg or 5 lb.
public struct PlateLoading: Sendable, Equatable {
    public let unit: WeightUnit
    public let bar: Double
    /// The plates on the rack, heaviest first; a gym has as many pairs of each as a bar holds.
    public let plates: [Double]

    public init(unit: WeightUnit, bar: Double, plates: [Double]) {
        self.unit = unit
        self.bar = bar
        self.plates = plates.filter { $0 > 0 }.sorted(by: >)
    }

    public static func standard(_ unit: WeightUnit) -> PlateLoading {
        switch unit {
        case .kg: PlateLoading(unit: .kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
        case .lb: PlateLoading(unit: .lb, bar: 45, plates: [45, 35, 25, 10, 5, 2.5])
        }
    }

    /// The smallest step a loaded bar can go up by: one pair of the lightest plate.
    public var smallestPair: Double { (plates.last ?? 0) * 2 }

    /// The loadable weight nearest to `weight`: the bar plus whole pairs of the smallest
    /// plate; below the bar, the nearest multiple of that pair (a dumbbell or a lighter bar).
    public func loadable(_ weight: Double) -> Double {
        let step = smallestPair
        guard step > 0, weight.isFinite else { return weight }
        let base = weight >= bar ? bar : 0
        return (base + ((weight - base) / step).rounded() * step).roundedToHundredths()
    }

    /// The plates for one side of the bar, heaviest first; nil below the bar or for a weight
    /// these plates cannot make exactly.
    public func platesPerSide(_ weight: Double) -> [Double]? {
        guard weight.isFinite, weight >= bar else { return nil }
        var left = (weight - bar) / 2
        var side: [Double] = []
        for plate in plates {
            // A tolerance of a gram or so: the weights went through decimal rounding.
            while left >= plate - 0.001 {
                side.append(plate)
                left -= plate
            }
        }
        return abs(left) < 0.001 ? side : nil
    }
}
