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

    public func liftSummary(userID: Int64, lift: String) throws(StorageError) -> LiftSummary? {
        let key = LiftName.key(lift)
        return try read { connection in
            guard let date = try connection.cached("SELECT max(date) FROM workouts WHERE user_id = ? AND lift_key = ?")
                .first([userID, key], map: { $0.optionalString(0) }).flatMap({ $0 }).flatMap(CalendarDate.init(iso:)) else { return nil }
            let entries = try connection.cached("SELECT \(Self.workoutColumns) FROM workouts WHERE user_id = ? AND lift_key = ? AND date = ? ORDER BY id")
                .all([userID, key, date.iso], map: Self.workout)
            let best = try Self.bestEstimate(userID: userID, key: key, on: connection) { _, _ in true }
            return entries.first.map { LiftSummary(lift: $0.lift, lastDate: date, lastEntries: entries, best: best) }
        }
    }

    /// The best estimate of a lift among the sets logged before `entry` (earlier days, and
    /// earlier entries of its day): what a new set must beat to be a personal record.
    public func bestEstimate(userID: Int64, before entry: WorkoutEntry) throws(StorageError) -> BestEstimate? {
        try read { connection in
            try Self.bestEstimate(userID: userID, key: LiftName.key(entry.lift), on: connection) { date, id in
                date < entry.date || (date == entry.date && id < entry.id)
            }
        }
    }

    /// Reads the lift's sets that can have an estimate and applies the one rule,
    /// `OneRepMaxEstimate`, in Swift, so the form, the day page and the history agree.
    private static func bestEstimate(userID: Int64, key: String, on connection: Connection,
                                     where include: (CalendarDate, Int64) -> Bool) throws -> BestEstimate? {
        var best: BestEstimate?
        try connection.cached("""
            SELECT date, id, weight, unit, reps FROM workouts
            WHERE user_id = ? AND lift_key = ? AND warmup = 0 AND weight > 0 AND reps BETWEEN 1 AND 12 ORDER BY date, id
            """).query([userID, key]) { row in
            let date = Self.date(row, 0)
            guard include(date, row.int64(1)), let estimate = OneRepMaxEstimate(weight: row.double(2), reps: row.int(4)).value else { return }
            let kilograms = (WeightUnit(rawValue: row.string(3)) ?? .kg).toKilograms(estimate)
            if kilograms > best?.kilograms ?? 0 { best = BestEstimate(kilograms: kilograms, date: date) }
        }
        return best
    }
}
