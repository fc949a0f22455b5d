import Domain
import SQLite

/// The lifter's lifts by name (issue 24): the list an import's preview and `/history` offer,
/// the spellings later imports map without asking (`lift_names`), and renaming or merging a
/// lift with its daily bests and record worked out again. Every query names the user.
extension Database {
    public struct Lift: Sendable, Equatable {
        /// `LiftName.key` of the name: what makes sets the same lift.
        public let key: String
        /// The spelling pages show, the lift's earliest set's.
        public let name: String

        public init(key: String, name: String) {
            self.key = key
            self.name = name
        }
    }

    private enum LiftColumn: String, ColumnName {
        case key, name
    }

    private enum SpellingColumn: String, ColumnName {
        case spelling, liftKey = "lift_key"
    }

    /// Every lift with a visible set, by name. One index probe per lift (a loose scan of the
    /// (user, lift, date) index), so a history of a million sets costs what its lifts do.
    public func lifts(userID: Int64) throws(StorageError) -> [Lift] {
        try read { connection in
            try connection.cached(Self.liftKeys + """
                SELECT key, (SELECT lift FROM workouts WHERE user_id = ?1 AND lift_key = key AND \(PendingImports.visible) ORDER BY date, id LIMIT 1) AS name
                FROM keys WHERE key IS NOT NULL AND name IS NOT NULL ORDER BY name COLLATE NOCASE
                """).all([userID], reading: LiftColumn.self) { Lift(key: $0.string(.key), name: $0.string(.name)) }
        }
    }

    /// `keys(key)`: each lift key of the user `?1` has sets of (pending ones too), then a NULL;
    /// one index probe per key.
    static let liftKeys = """
        WITH RECURSIVE keys(key) AS (
            SELECT min(lift_key) FROM workouts WHERE user_id = ?1
            UNION ALL SELECT (SELECT min(lift_key) FROM workouts WHERE user_id = ?1 AND lift_key > key) FROM keys WHERE key IS NOT NULL
        )

        """

    /// The lift key each remembered spelling (by its key) maps to.
    public func liftNameMapping(userID: Int64) throws(StorageError) -> [String: String] {
        try read { connection in
            var mapping: [String: String] = [:]
            try connection.cached("SELECT spelling, lift_key FROM lift_names WHERE user_id = ?").query([userID], reading: SpellingColumn.self) {
                mapping[$0.string(.spelling)] = $0.string(.liftKey)
            }
            return mapping
        }
    }

    /// Remembers that each spelling (by its key) is the lift of that key, for later imports.
    public func rememberLiftNames(userID: Int64, _ mapping: [String: String]) throws(StorageError) {
        guard !mapping.isEmpty else { return }
        try write { connection in
            for (spelling, key) in mapping { try Self.remember(spelling, as: key, userID: userID, on: connection) }
        }
    }

    /// Gives the lift of `key` the name `name`, every set of it, and remembers its old
    /// spelling as the new name for later imports; returns the lift's chart address, which
    /// follows the name. `.liftNameTaken` when another lift has that name: that is a merge.
    public func renameLift(userID: Int64, key: String, to name: String) throws(StorageError) -> String {
        let newKey = LiftName.key(name)
        return try write { connection in
            try Self.checkNoImportRunning(userID: userID, on: connection)
            guard try Self.hasLift(key, userID: userID, on: connection) else { throw StorageError.noSuchLift }
            if newKey != key, try Self.hasLift(newKey, userID: userID, on: connection) { throw StorageError.liftNameTaken(name) }
            return try Self.move(key, to: newKey, spelling: name, userID: userID, on: connection)
        }
    }

    /// Makes every set of the lift of `key` a set of the lift of `target`, under its name, and
    /// remembers the merged lift's spelling as the target for later imports; returns the
    /// target's chart address.
    public func mergeLift(userID: Int64, key: String, into target: String) throws(StorageError) -> String {
        try write { connection in
            try Self.checkNoImportRunning(userID: userID, on: connection)
            guard key != target else { throw StorageError.mergeIntoItself }
            guard try Self.hasLift(key, userID: userID, on: connection),
                  let name = try connection.cached("SELECT lift FROM workouts WHERE user_id = ? AND lift_key = ? ORDER BY date, id LIMIT 1")
                      .firstValue([userID, target], map: { $0.string() }) else { throw StorageError.noSuchLift }
            return try Self.move(key, to: target, spelling: name, userID: userID, on: connection)
        }
    }

    /// Moves the sets of `key` to `newKey` under `spelling`, and the exercises of the lifter's
    /// routines, drops the old lift's bests and record, works out the new lift's from all its
    /// sets, and points the remembered spellings at it. Inside the caller's transaction, with no import running (so every row
    /// of the user is visible, and no running import's records need the old key).
    private static func move(_ key: String, to newKey: String, spelling: String, userID: Int64, on connection: Connection) throws -> String {
        try connection.cached("UPDATE workouts SET lift = ?, lift_key = ? WHERE user_id = ? AND lift_key = ?").run([spelling, newKey, userID, key])
        // The lifter's own routines follow the lift; the gym's programs (no user) are not theirs.
        try connection.cached("""
            UPDATE routine_exercises SET lift = ?, lift_key = ?
            WHERE lift_key = ? AND day_id IN (SELECT d.id FROM routine_days d JOIN routines r ON r.id = d.routine_id WHERE r.user_id = ?)
            """).run([spelling, newKey, key, userID])
        try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ?").run([userID, key])
        try connection.cached("DELETE FROM exercise_records WHERE user_id = ? AND lift_key = ?").run([userID, key])
        try HistoryRecords.refresh(userID: userID, key: newKey, on: connection)
        try connection.cached("UPDATE lift_names SET lift_key = ? WHERE user_id = ? AND lift_key = ?").run([newKey, userID, key])
        try remember(key, as: newKey, userID: userID, on: connection)
        try connection.cached("DELETE FROM lift_names WHERE user_id = ? AND spelling = lift_key").run([userID])
        return try connection.cached("SELECT slug FROM exercise_records WHERE user_id = ? AND lift_key = ?").firstValue([userID, newKey]) { $0.string() }
            ?? ExerciseSlug.make(key: newKey)
    }

    private static func remember(_ spelling: String, as key: String, userID: Int64, on connection: Connection) throws {
        guard spelling != key else { return }
        try connection.cached("""
            INSERT INTO lift_names(user_id, spelling, lift_key) VALUES (?, ?, ?)
            ON CONFLICT(user_id, spelling) DO UPDATE SET lift_key = excluded.lift_key
            """).run([userID, spelling, key])
    }

    static func hasLift(_ key: String, userID: Int64, on connection: Connection) throws -> Bool {
        try connection.cached("SELECT 1 FROM workouts WHERE user_id = ? AND lift_key = ? LIMIT 1").first([userID, key]) { _ in true } ?? false
    }

    /// A running import's pending rows and coming records carry the lift keys it read; moving
    /// sets under it would leave those wrong.
    private static func checkNoImportRunning(userID: Int64, on connection: Connection) throws {
        let running = try connection.cached("SELECT 1 FROM imports WHERE user_id = ? AND state = 'pending'").first([userID]) { _ in true }
        if running == true { throw StorageError.importRunning }
    }
}

extension Database {
    /// The most different exercise names one import takes (`ImportBatch.mostExercises`).
    public static let mostExercisesPerImport = ImportBatch.mostExercises
}
