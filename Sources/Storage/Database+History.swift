import Domain
import SQLite

/// The strength history: imports of other apps' exports into the log, and the per-lift
/// records and daily bests that `HistoryRecords` keeps. Every query names the user.
extension Database {
    public struct ExerciseRecord: Sendable, Equatable {
        public let lift: String
        public let slug: String
        /// Days with at least one set that counts.
        public let days: Int
        public let latest: DayBest
        /// The highest daily best, on the earliest day that reached it.
        public let record: DayBest
    }

    public struct ImportOutcome: Sendable, Equatable {
        public let added: Int
        /// Sets of the file that were stored already (by an earlier import of the same source).
        public let already: Int

        public init(added: Int, already: Int) {
            self.added = added
            self.already = already
        }
    }

    static let recordColumns = "lift, slug, days, latest_date, latest_kg, pr_date, pr_kg"

    static func record(_ row: Row) -> ExerciseRecord {
        ExerciseRecord(lift: row.string(0), slug: row.string(1), days: row.int(2),
                       latest: DayBest(date: date(row, 3), oneRepMaxKg: row.double(4)),
                       record: DayBest(date: date(row, 5), oneRepMaxKg: row.double(6)))
    }

    /// Stores an import's sets in one transaction as `read` hands them over, leaving out
    /// those already stored: the file and the log are compared as multisets of (date, lift,
    /// reps, weight, unit) among the entries of `comparedSource` (nil: all of the user's
    /// entries, for our own export, which holds every source), so importing the same file
    /// twice, or a later export that contains an earlier one, adds only what is new. `read`
    /// returns how many rows it refused, for the import's record. `expectedSets`, at least
    /// the number of sets to come (say the file's lines), lets the batch take its memory once.
    public func importHistory(userID: Int64, source: WorkoutSource, comparedSource: WorkoutSource?, sha256: String, expectedSets: Int = 0,
                              read: (_ store: (ImportedSet) throws -> Void) throws -> Int) throws(StorageError) -> ImportOutcome {
        let outcome = try self.read { connection in
            try connection.withoutAutomaticCheckpoint {
                try connection.transaction {
                    try Self.storeImport(userID: userID, source: source, comparedSource: comparedSource, sha256: sha256,
                                         expectedSets: expectedSets, read: read, on: connection)
                }
            }
        }
        checkpointInBackground()
        return outcome
    }

    private static func storeImport(userID: Int64, source: WorkoutSource, comparedSource: WorkoutSource?, sha256: String,
                                    expectedSets: Int, read: (_ store: (ImportedSet) throws -> Void) throws -> Int,
                                    on connection: Connection) throws -> ImportOutcome {
        var stored = try StoredSets(userID: userID, source: comparedSource, on: connection)
        var batch = ImportBatch(userID: userID, source: source, expectedSets: expectedSets)
        var already = 0
        let rejected = try read { set in
            let lift = batch.lift(named: set.exercise)
            if stored.remove(set, key: lift.key) { already += 1 } else { batch.add(set, lift: lift) }
        }
        try connection.withoutTriggersOrForeignKeys { try batch.write(on: connection) }
        try batch.finish(on: connection)
        try connection.cached("INSERT INTO imports(user_id, source, sha256, added, already, rejected) VALUES (?, ?, ?, ?, ?, ?)")
            .run([userID, source.rawValue, sha256, batch.added, already, rejected])
        return ImportOutcome(added: batch.added, already: already)
    }

    /// One row per lift with a set that counts, the most recently trained first.
    public func exerciseRecords(userID: Int64) throws(StorageError) -> [ExerciseRecord] {
        try read { connection in
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? ORDER BY latest_date DESC, lift")
                .all([userID], map: Self.record)
        }
    }

    public func exerciseRecord(userID: Int64, slug: String) throws(StorageError) -> ExerciseRecord? {
        try read { connection in
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? AND slug = ?")
                .first([userID, slug], map: Self.record)
        }
    }

    /// The records whose PR was set on `date`, by lift key, to mark them on that day's page.
    public func recordsSet(userID: Int64, on date: CalendarDate) throws(StorageError) -> [String: ExerciseRecord] {
        try read { connection in
            var records: [String: ExerciseRecord] = [:]
            try connection.cached("SELECT \(Self.recordColumns), lift_key FROM exercise_records WHERE user_id = ? AND pr_date = ?")
                .query([userID, date.iso]) { records[$0.string(7)] = Self.record($0) }
            return records
        }
    }

    /// The lift's daily bests from `start` on (all when nil), oldest first.
    public func dailyBests(userID: Int64, slug: String, since start: CalendarDate?) throws(StorageError) -> [DayBest] {
        try read { connection in
            try connection.cached("""
                SELECT b.date, b.kilograms FROM daily_bests b JOIN exercise_records r ON r.user_id = b.user_id AND r.lift_key = b.lift_key
                WHERE r.user_id = ? AND r.slug = ? AND b.date >= ? ORDER BY b.date
                """).all([userID, slug, start?.iso ?? ""]) { DayBest(date: Self.date($0, 0), oneRepMaxKg: $0.double(1)) }
        }
    }
}
