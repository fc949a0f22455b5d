/// The settings' bar and plates for one unit, as a lifter types them: the bar's weight and the
/// plates of the rack, "25 20 15 10 5 2.5 1.25" (spaces or commas between them, a decimal
/// comma allowed in a plate when spaces separate them). Bounded: a bar of 1 to 50 kg (or
/// its pounds), 1 to 12 plates of 0.25 to 50 kg each.
public enum PlatesInput {
    public static let maxPlates = 12

    /// A plate's weight in `unit`: 0.25 to 50 kg, as the form takes it and the database keeps it.
    public static func plateWeights(_ unit: WeightUnit) -> ClosedRange<Double> {
        unit.fromKilograms(0.25)...unit.fromKilograms(50)
    }

    public static func parse(bar rawBar: String?, plates rawPlates: String?, unit: WeightUnit,
                             errors: inout [FieldError]) -> PlateLoading? {
        let suffix = "_" + unit.rawValue
        let limit = { (kilograms: Double) in unit.fromKilograms(kilograms).rounded() }
        // To the hundredth, as plates are weighed and as the form shows them again.
        let bar = FormValue.decimal(rawBar, in: FormValue.finite).map { $0.roundedToHundredths() }.flatMap { (limit(1)...limit(50)).contains($0) ? $0 : nil }
        if bar == nil {
            errors.append(FieldError(field: "bar" + suffix, message:
                "Enter the bar's weight from \(NumberText.plain(limit(1))) to \(NumberText.plain(limit(50))) \(unit.rawValue), e.g. \(unit == .kg ? "20" : "45")."))
        }
        // Spaces separate plates ("20, 10" and "20 10"); a comma between digits is a decimal
        // comma ("1,25"), unless no space separates anything ("25,20,15").
        var words = (rawPlates ?? "").split(whereSeparator: \.isWhitespace).map { String($0).trimmingCommas() }.filter { !$0.isEmpty }
        if words.count == 1, let only = words.first { words = only.split(separator: ",").map(String.init) }
        let plates = words.compactMap { FormValue.decimal($0, in: FormValue.finite)?.roundedToHundredths() }
        let range = plateWeights(unit)
        guard (1...maxPlates).contains(words.count), plates.count == words.count, plates.allSatisfy(range.contains) else {
            errors.append(FieldError(field: "plates" + suffix, message:
                "List 1 to \(maxPlates) plates of up to \(NumberText.plain(limit(50))) \(unit.rawValue), e.g. \(unit == .kg ? "25 20 15 10 5 2.5 1.25" : "45 35 25 10 5 2.5")."))
            return nil
        }
        guard let bar else { return nil }
        return PlateLoading(unit: unit, bar: bar, plates: Array(Set(plates)))
    }

    /// The plates as the form shows them again: heaviest first, spaces between.
    public static func text(_ loading: PlateLoading) -> String {
        loading.plates.map(NumberText.plain).joined(separator: " ")
    }
}

private extension String {
    func trimmingCommas() -> String {
        String(drop { $0 == "," }.reversed().drop { $0 == "," }.reversed())
    }
}
