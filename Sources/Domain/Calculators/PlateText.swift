/// Plates for one side of the bar as a lifter reads them off the rack: "2 × 20, 10, 1.25",
/// and "bar only" for an empty bar.
public enum PlateText {
    public static func perSide(_ plates: [Double]) -> String {
        guard !plates.isEmpty else { return "bar only" }
        var groups: [(plate: Double, count: Int)] = []
        for plate in plates {
            if groups.last?.plate == plate { groups[groups.count - 1].count += 1 } else { groups.append((plate, 1)) }
        }
        return groups.map { $0.count == 1 ? NumberText.plain($0.plate) : "\($0.count) × \(NumberText.plain($0.plate))" }
            .joined(separator: ", ")
    }
}
