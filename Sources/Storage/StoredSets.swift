import Domain
import SQLite

/// The sets an import compares against, as a multiset: how many stored entries there are of
/// each (date, lift, reps, weight, unit), and which details some of them lack, so a set of the
/// file found stored already can give them its kind, RPE or superset group (`Match`). Kept
/// compact (lift keys numbered, dates as day numbers), since a lifter with years of training
/// holds a million of them.
struct StoredSets {
    private struct Identity: Hashable {
        let day: Int32
        let lift: Int32
        let reps: Int32
        let unit: WeightUnit
        let weight: Double
    }

    /// The details a stored entry can lack: a kind other than normal, an RPE, a group.
    struct Details: OptionSet {
        let rawValue: UInt8
        static let kind = Details(rawValue: 1)
        static let rpe = Details(rawValue: 2)
        static let group = Details(rawValue: 4)

        /// What `set` holds.
        init(of set: ImportedSet) {
            var details: Details = []
            if set.kind != .normal { details.insert(.kind) }
            if set.rpe != nil { details.insert(.rpe) }
            if set.group != nil { details.insert(.group) }
            self = details
        }

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }
    }

    private struct Entries {
        let total: Int32
        var left: Int32
        /// What at least one of these entries lacks.
        var lacking: Details
    }

    /// A set of the file found stored: which of the stored entries of its identity it is, the
    /// oldest being 0 (an import stores a day's sets in file order, so the file's n-th such set
    /// is the n-th stored one), and whether that entry may lack a detail the set has.
    struct Match {
        let place: Int32
        let mayGainDetails: Bool
    }

    private enum Column: String, ColumnName {
        case date, liftKey = "lift_key", reps, weight, unit, lacksKind = "lacks_kind", lacksRPE = "lacks_rpe", lacksGroup = "lacks_group"
    }

    private var entries: [Identity: Entries] = [:]
    private var lifts: [String: Int32] = [:]

    init(userID: Int64, source: WorkoutSource?, on connection: Connection) throws {
        let sql = """
            SELECT date, lift_key, reps, weight, unit, kind = 'normal' AS lacks_kind, rpe IS NULL AS lacks_rpe, set_group IS NULL AS lacks_group
            FROM workouts
            WHERE user_id = ? AND \(PendingImports.visible)
            """ + (source == nil ? "" : " AND source = ?")
        let parameters: [any SQLiteBindable] = source.map { [userID, $0.rawValue] } ?? [userID]
        try connection.prepare(sql).query(parameters, reading: Column.self) { row in
            let lift = liftNumber(row.string(.liftKey))
            let identity = Identity(day: Int32(Database.date(row, .date).daysSinceEpoch), lift: lift, reps: Int32(clamping: row.int(.reps)),
                                    unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg, weight: row.double(.weight))
            var lacking: Details = []
            if row.bool(.lacksKind) { lacking.insert(.kind) }
            if row.bool(.lacksRPE) { lacking.insert(.rpe) }
            if row.bool(.lacksGroup) { lacking.insert(.group) }
            let known = entries[identity]
            entries[identity] = Entries(total: (known?.total ?? 0) + 1, left: (known?.left ?? 0) + 1,
                                        lacking: lacking.union(known?.lacking ?? []))
        }
    }

    /// The stored entry the set is, one fewer left; nil when none is left to match it.
    mutating func remove(_ set: ImportedSet, key: String) -> Match? {
        // A first import, or one of a source not imported before, compares with nothing.
        guard !entries.isEmpty, let lift = lifts[key] else { return nil }
        let identity = Identity(day: Int32(set.date.daysSinceEpoch), lift: lift, reps: Int32(clamping: set.reps), unit: set.unit, weight: set.weight)
        guard var found = entries[identity], found.left > 0 else { return nil }
        found.left -= 1
        entries[identity] = found
        return Match(place: found.total - found.left - 1, mayGainDetails: !found.lacking.isDisjoint(with: Details(of: set)))
    }

    private mutating func liftNumber(_ key: String) -> Int32 {
        if let number = lifts[key] { return number }
        let number = Int32(lifts.count)
        lifts[key] = number
        return number
    }
}
