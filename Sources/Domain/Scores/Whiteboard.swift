/// A part's scores ranked as on the gym's whiteboard: Rx before Scaled, then by the score's
/// direction (a time lower, everything else higher; a capped time after every finished one,
/// by reps); equal scores share a place and the next place skips (1, 2, 2, 4).
public enum Whiteboard {
    public struct Row: Sendable, Equatable {
        public let place: Int
        public let entry: BoardEntry
    }

    /// `byDots`: a load part ranked by DOTS points within each division, members without
    /// points (no body weight, or not allowed) after those with them, by load.
    public static func rank(_ entries: [BoardEntry], byDots: Bool = false) -> [Row] {
        let keyed = entries.map { (key: key($0, byDots: byDots), entry: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) || $0.key == $1.key && $0.entry.userID < $1.entry.userID }
        var rows: [Row] = []
        for (index, item) in keyed.enumerated() {
            let tied = index > 0 && keyed[index - 1].key == item.key
            rows.append(Row(place: tied ? rows[index - 1].place : index + 1, entry: item.entry))
        }
        return rows
    }

    /// Lower ranks first, compared element by element.
    private static func key(_ entry: BoardEntry, byDots: Bool) -> [Double] {
        let score = entry.score.rankKey
        let dots: [Double] = byDots ? entry.dots.map { [0, -$0.roundedToHundredths()] } ?? [1, 0] : []
        return [entry.division == .rx ? 0 : 1] + dots + [Double(score.0), score.1, score.2]
    }
}
