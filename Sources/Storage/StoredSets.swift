import Domain
import SQLite

/// The sets an import compares against, as a multiset: how many stored entries there are of
/// each (date, lift, reps, weight, unit). Kept compact (lift keys numbered, dates as day
/// numbers), since a lifter with years of training holds a million of them.
struct StoredSets {
    private struct Identity: Hashable {
        let day: Int32
        let lift: Int32
        let reps: Int32
        let unit: WeightUnit
        let weight: Double
    }

    private var counts: [Identity: Int32] = [:]
    private var lifts: [String: Int32] = [:]

    init(userID: Int64, source: WorkoutSource?, on connection: Connection) throws {
        let sql = "SELECT date, lift_key, reps, weight, unit FROM workouts WHERE user_id = ? AND \(PendingImports.visible)" + (source == nil ? "" : " AND source = ?")
        let parameters: [any SQLiteBindable] = source.map { [userID, $0.rawValue] } ?? [userID]
        try connection.prepare(sql).query(parameters) { row in
            let lift = liftNumber(row.string(1))
            let identity = Identity(day: Int32(Database.date(row, 0).daysSinceEpoch), lift: lift, reps: Int32(clamping: row.int(2)),
                                    unit: WeightUnit(rawValue: row.string(4)) ?? .kg, weight: row.double(3))
            counts[identity, default: 0] += 1
        }
    }

    /// True, and one fewer left, when a stored entry matches the set.
    mutating func remove(_ set: ImportedSet, key: String) -> Bool {
        // A first import, or one of a source not imported before, compares with nothing.
        guard !counts.isEmpty, let lift = lifts[key] else { return false }
        let identity = Identity(day: Int32(set.date.daysSinceEpoch), lift: lift, reps: Int32(clamping: set.reps), unit: set.unit, weight: set.weight)
        guard let count = counts[identity], count > 0 else { return false }
        counts[identity] = count - 1
        return true
    }

    private mutating func liftNumber(_ key: String) -> Int32 {
        if let number = lifts[key] { return number }
        let number = Int32(lifts.count)
        lifts[key] = number
        return number
    }
}
