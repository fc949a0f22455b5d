import Domain
import SQLite

/// What the new-workout form says about a lift while it is typed: the last day it was done,
/// and the best estimated one-rep max ever. Lifts are matched by `LiftName.key`.
extension Database {
    public struct LiftSummary: Sendable, Equatable {
        /// The spelling the lifter first used.
        public let lift: String
        public let lastDate: CalendarDate
        /// That day's entries for the lift, in the order they were logged.
        public let lastEntries: [WorkoutEntry]
        /// The best estimate in kilograms and the first day it was reached; nil when no set
        /// has one (no weight, or more than 12 reps).
        public let best: BestEstimate?
    }

    public struct BestEstimate: Sendable, Equatable {
        public let kilograms: Double
        public let date: CalendarDate
    }

    /// `before` a date, the last day of the lift before it: what "last time" means after a set
    /// of the lift was just saved on that date.
    public func liftSummary(userID: Int64, lift: String, before: CalendarDate? = nil) throws(StorageError) -> LiftSummary? {
        let key = LiftName.key(lift)
        return try read { connection in
            let latest = "SELECT max(date) FROM workouts WHERE user_id = ? AND lift_key = ? AND \(PendingImports.visible)"
            let found = if let before {
                try connection.cached(latest + " AND date < ?").firstValue([userID, key, before.iso], map: { $0.optionalString() })
            } else {
                try connection.cached(latest).firstValue([userID, key], map: { $0.optionalString() })
            }
            guard let date = found.flatMap({ $0 }).flatMap(CalendarDate.init(iso:)) else { return nil }
            let entries = try connection.cached("SELECT \(Self.workoutColumns) FROM workouts WHERE user_id = ? AND lift_key = ? AND date = ? AND \(PendingImports.visible) ORDER BY id")
                .all([userID, key, date.iso], reading: WorkoutColumn.self, map: Self.workout)
            let best = try Self.best(connection, userID: userID, key: key)
            return entries.first.map { LiftSummary(lift: $0.lift, lastDate: date, lastEntries: entries, best: best) }
        }
    }

    /// The best estimate of a lift ever, alone: what a new set is held against before it is
    /// saved (`FarAboveBest`), one indexed read on the save path.
    public func bestEstimate(userID: Int64, lift: String) throws(StorageError) -> BestEstimate? {
        try read { connection in try Self.best(connection, userID: userID, key: LiftName.key(lift)) }
    }

    private enum BestColumn: String, ColumnName {
        case prKg = "pr_kg", prDate = "pr_date"
    }

    private static func best(_ connection: Connection, userID: Int64, key: String) throws -> BestEstimate? {
        try connection.cached("SELECT \(BestColumn.selectList()) FROM exercise_records WHERE user_id = ? AND lift_key = ?")
            .first([userID, key], reading: BestColumn.self) { BestEstimate(kilograms: $0.double(.prKg), date: date($0, .prDate)) }
    }

    /// The best estimate of a lift among the sets logged before `entry` (earlier days, and
    /// earlier entries of its day): what a new set must beat to be a personal record. The
    /// sets and the rule are the history's (`HistoryRecords`), so the form and the history agree.
    public func bestEstimate(userID: Int64, before entry: WorkoutEntry) throws(StorageError) -> BestEstimate? {
        try read { connection in
            var best: BestEstimate?
            try connection.cached(HistoryRecords.countingSets + " AND date <= ? ORDER BY date, id")
                .query([userID, LiftName.key(entry.lift), entry.date.iso], reading: HistoryRecords.CountingColumn.self) { row in
                    let date = Self.date(row, .date)
                    guard date < entry.date || row.int64(.id) < entry.id, let kilograms = HistoryRecords.estimate(row),
                          kilograms > best?.kilograms ?? 0 else { return }
                    best = BestEstimate(kilograms: kilograms, date: date)
                }
            return best
        }
    }
}

extension Database {
    /// The lift's best estimated 1RM in kilograms from `start` on, by the name as written (its
    /// key, as every spelling of a lift shares); nil without a set that counts.
    public func bestEstimate(userID: Int64, lift: String, since start: CalendarDate) throws(StorageError) -> Double? {
        try read { connection in
            try connection.cached("""
                SELECT max(kilograms) FROM daily_bests WHERE user_id = ? AND lift_key = ? AND date >= ? AND \(PendingImports.visible)
                """).firstValue([userID, LiftName.key(lift), start.iso]) { $0.isNull() ? nil : $0.double() } ?? nil
        }
    }
}
