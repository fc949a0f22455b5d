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
        /// Of those, the ones that gained a kind, RPE or superset group from the file.
        public let filled: Int

        public init(added: Int, already: Int, filled: Int = 0) {
            self.added = added
            self.already = already
            self.filled = filled
        }
    }

    /// `exercise_records`' columns; the key too, for `recordsSet`, which files records by it.
    enum RecordColumn: String, ColumnName {
        case lift, slug, days, latestDate = "latest_date", latestKg = "latest_kg", prDate = "pr_date", prKg = "pr_kg", liftKey = "lift_key"
    }

    /// A day's best estimate of a lift from `daily_bests`, the highest of its layers.
    enum DayBestColumn: String, ColumnName {
        case date, kilograms

        func expression(table: String?) -> String? {
            self == .kilograms ? "max(\(table.map { $0 + "." } ?? "")kilograms)" : nil
        }
    }

    static let recordColumns = RecordColumn.selectList()

    static func record(_ row: NamedRow<RecordColumn>) -> ExerciseRecord {
        ExerciseRecord(lift: row.string(.lift), slug: row.string(.slug), days: row.int(.days),
                       latest: DayBest(date: date(row, .latestDate), oneRepMaxKg: row.double(.latestKg)),
                       record: DayBest(date: date(row, .prDate), oneRepMaxKg: row.double(.prKg)))
    }

    /// Stores an import's sets as `read` hands them over, leaving out those already stored:
    /// the file and the log are compared as multisets of (date, lift, reps, weight, unit)
    /// among the entries of `comparedSource` (nil: all of the user's entries, for our own
    /// export, which holds every source), so importing the same file twice, or a later export
    /// that contains an earlier one, adds only what is new; a set stored already gives its
    /// entry the kind, RPE and superset group it lacks (`ImportBatch.writeFills`), in the
    /// transaction that shows the import. `read` returns how many rows it
    /// refused, for the import's record. `expectedSets`, at least the number of sets to come
    /// (say the file's lines), lets the batch take its memory once. `sha256`, the file's hash for its
    /// record, is asked for only once the file is read (it may be worked out meanwhile).
    ///
    /// The file is read whole before anything is written, so a file refused midway
    /// (`.tooManyExercises`), or one whose new names would pass `LiftNameCap`
    /// (`.tooManyLiftNames`), leaves no trace. The sets are then written in short transactions
    /// as a pending import that no page shows, and shown in one small last one
    /// (`PendingImports`), so other users' writes go on meanwhile; a failure, or
    /// `cancelImports()`, undoes what was written.
    public func importHistory(userID: Int64, source: WorkoutSource, comparedSource: WorkoutSource?, sha256: @autoclosure () -> String, expectedSets: Int = 0,
                              read: (_ store: (ImportedSet) throws -> Void) throws -> Int) throws(StorageError) -> ImportOutcome {
        try self.read { connection in
            try connection.checkpointingForEveryone {
                var batch = ImportBatch(userID: userID, source: source, expectedSets: expectedSets)
                let (already, rejected) = try readImport(into: &batch, comparedSource: comparedSource, read: read, on: connection)
                // Before anything is written, so a file past the cap leaves no trace.
                try connection.transaction { try LiftNameCap.check(userID: userID, adding: batch.liftKeys, on: connection) }
                var filled = 0
                let importID = try PendingImports.begin(userID: userID, source: source.rawValue, sha256: sha256(), on: connection)
                do {
                    try storeImport(batch, importID: importID, on: connection)
                    try PendingImports.makeVisible(importID, userID: userID, added: batch.added, already: already, rejected: rejected, on: connection) {
                        filled = try batch.writeFills(comparedSource: comparedSource, on: connection)
                    }
                } catch {
                    // Stopping for a restart leaves what the grace has no time for to the next start.
                    let deadline = error as? StorageError == .importCancelled ? ContinuousClock.now + Self.undoGrace : nil
                    _ = try? PendingImports.undo(importID, userID: userID, on: connection, deadline: deadline)
                    throw error
                }
                return ImportOutcome(added: batch.added, already: already, filled: filled)
            }
        }
    }

    /// How long an import cancelled by a stop may spend undoing itself.
    static let undoGrace = Duration.seconds(3)

    /// Stops every import running now or later, each undoing what it wrote: the server is
    /// stopping, and a big import would outlast its grace.
    public func cancelImports() {
        importsCancelled.store(true, ordering: .relaxed)
    }

    /// Undoes the imports a process that died left pending; for start-up, before serving.
    public func undoUnfinishedImports() throws(StorageError) {
        try self.read { connection in try PendingImports.undoAll(on: connection) }
    }

    func checkCancelled() throws(StorageError) {
        if importsCancelled.load(ordering: .relaxed) { throw StorageError.importCancelled }
    }

    /// Reads the file into `batch`, its sets stored already left out; returns how many those
    /// were and how many rows `read` refused. Writes nothing.
    private func readImport(into batch: inout ImportBatch, comparedSource: WorkoutSource?,
                            read: (_ store: (ImportedSet) throws -> Void) throws -> Int, on connection: Connection) throws -> (Int, Int) {
        var stored = try StoredSets(userID: batch.userID, source: comparedSource, on: connection)
        var already = 0
        let rejected = try read { set in
            try checkCancelled()
            let lift = try batch.lift(named: set.exercise)
            guard let match = stored.remove(set, key: lift.key) else { return batch.add(set, lift: lift) }
            already += 1
            if match.mayGainDetails { batch.fill(set, lift: lift, place: match.place) }
        }
        return (already, rejected)
    }

    /// Writes the batch as rows of the pending import, in short transactions.
    func storeImport(_ batch: ImportBatch, importID: Int64, on connection: Connection) throws {
        let transactions = ShortTransactions {
            try self.checkCancelled()
            try PendingImports.checkPending(importID, on: connection)
        }
        try connection.withoutSyncAtCommit {
            let written = try connection.withoutTriggersOrForeignKeys { try batch.write(importID: importID, in: transactions, on: connection) }
            let keys = try batch.writeBests(written.bests, importID: importID, in: transactions, on: connection)
            try batch.writeRecords(of: keys, spellings: written.spellings, importID: importID, in: transactions, on: connection)
        }
    }

    /// One row per lift with a set that counts, the most recently trained first.
    public func exerciseRecords(userID: Int64) throws(StorageError) -> [ExerciseRecord] {
        try read { connection in
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? ORDER BY latest_date DESC, lift")
                .all([userID], reading: RecordColumn.self, map: Self.record)
        }
    }

    public func exerciseRecord(userID: Int64, slug: String) throws(StorageError) -> ExerciseRecord? {
        try read { connection in
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? AND slug = ?")
                .first([userID, slug], reading: RecordColumn.self, map: Self.record)
        }
    }

    /// The records whose PR was set on `date`, by lift key, to mark them on that day's page.
    public func recordsSet(userID: Int64, on date: CalendarDate) throws(StorageError) -> [String: ExerciseRecord] {
        try read { connection in
            var records: [String: ExerciseRecord] = [:]
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? AND pr_date = ?")
                .query([userID, date.iso], reading: RecordColumn.self) { records[$0.string(.liftKey)] = Self.record($0) }
            return records
        }
    }

    /// The lift's daily bests from `start` on (all when nil), oldest first.
    public func dailyBests(userID: Int64, slug: String, since start: CalendarDate?) throws(StorageError) -> [DayBest] {
        try read { connection in
            try connection.cached("""
                SELECT \(DayBestColumn.selectList(from: "b")) FROM daily_bests b JOIN exercise_records r ON r.user_id = b.user_id AND r.lift_key = b.lift_key
                WHERE r.user_id = ? AND r.slug = ? AND b.date >= ? AND b.\(PendingImports.visible) GROUP BY b.date ORDER BY b.date
                """).all([userID, slug, start?.iso ?? ""], reading: DayBestColumn.self) {
                    DayBest(date: Self.date($0, .date), oneRepMaxKg: $0.double(.kilograms))
                }
        }
    }
}
