/// A percentage line worked out for one member: the weight from their best estimated 1RM,
/// rounded to the nearest weight their bar and plates make (the lower on a tie: a percentage
/// is a ceiling more than a floor), with the plates per side.
public struct PercentLoad: Sendable, Equatable {
    public let line: PercentLine
    public let weight: Double
    public let unit: WeightUnit
    /// "20 kg bar + 25 + 20 + 1.25 each side".
    public let plates: String

    public init(line: PercentLine, oneRepMaxKg: Double, rack: PlateLoading) {
        self.line = line
        unit = rack.unit
        weight = rack.nearestMade(rack.unit.fromKilograms(oneRepMaxKg) * line.percent / 100)
        plates = rack.onTheBar(weight)
    }

    /// "Back Squat 5 × 3 @ 80 % = 112.5 kg: 20 kg bar + 25 + 20 + 1.25 each side".
    public var text: String {
        let scheme = line.scheme.isEmpty ? "" : " " + line.scheme
        return "\(line.lift)\(scheme) @ \(NumberText.plain(line.percent)) % = \(NumberText.plain(weight)) \(unit.rawValue): \(plates)"
    }
}
