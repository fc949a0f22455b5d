import Domain
import SQLite

/// The workout log: one row per user and training day in `workout_dates`, holding that day's
/// entries in `workouts`; triggers (see `Schema`) keep the days and their counts exact. Every
/// query names the user, so one user's rows never reach another.
extension Database {
    public struct WorkoutDay: Sendable, Equatable {
        public let date: CalendarDate
        public let entryCount: Int
    }

    enum WorkoutColumn: String, ColumnName {
        case id, date, lift, weight, unit, reps, sets, comments, source, kind, rpe, group = "set_group", sessionID = "session_id"
    }

    private enum RecordDayColumn: String, ColumnName {
        case date, liftKey = "lift_key"
    }

    enum DayColumn: String, ColumnName {
        case date, entryCount = "entry_count"
    }

    static let workoutColumns = WorkoutColumn.selectList()

    /// The log's hot queries, shared with `workoutQueryPlans` so the index check always
    /// looks at the SQL that actually runs.
    enum HotQuery {
        static let days = "SELECT \(DayColumn.selectList()) FROM workout_dates WHERE user_id = ? AND entry_count > 0 ORDER BY date DESC LIMIT ? OFFSET ?"
        static let day = "SELECT \(workoutColumns) FROM workouts WHERE user_id = ? AND date = ? AND \(PendingImports.visible) ORDER BY id"
        static let entry = "SELECT \(workoutColumns) FROM workouts WHERE user_id = ? AND id = ? AND \(PendingImports.visible)"
    }

    /// Dates are written only by this module, always as `YYYY-MM-DD`.
    static func date<Column>(_ row: NamedRow<Column>, _ column: Column) -> CalendarDate {
        row.withText(column) { CalendarDate(iso: $0) } ?? CalendarDate(daysSinceEpoch: 0)
    }

    static func date(_ value: SoleColumn) -> CalendarDate {
        value.withText { CalendarDate(iso: $0) } ?? CalendarDate(daysSinceEpoch: 0)
    }

    static func workout(from row: NamedRow<WorkoutColumn>) -> WorkoutEntry {
        WorkoutEntry(id: row.int64(.id), date: date(row, .date), lift: row.string(.lift), weight: row.double(.weight),
                     unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg, reps: row.int(.reps), sets: row.int(.sets),
                     comments: row.string(.comments), source: WorkoutSource(rawValue: row.string(.source)) ?? .form,
                     kind: SetKind(rawValue: row.string(.kind)) ?? .normal, rpe: row.isNull(.rpe) ? nil : RPE(row.double(.rpe)),
                     group: row.isNull(.group) ? nil : row.string(.group), sessionID: row.isNull(.sessionID) ? nil : row.int64(.sessionID))
    }

    static let insertWorkout = """
        INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, rpe, set_group,
                             session_id, client_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// Stores one entry; the lift takes the spelling the lifter first used for it. An entry
    /// whose `clientID` the user already stored is not stored again: the id of the first one
    /// is returned, so a retry is answered as the first send was.
    @discardableResult
    public func addWorkout(userID: Int64, _ workout: WorkoutInput, clientID: ClientID? = nil,
                           source: WorkoutSource = .form) throws(StorageError) -> Int64 {
        try write { connection in
            if let stored = try Self.entryID(clientID: clientID, userID: userID, on: connection) { return stored }
            try Self.insert(workout, userID: userID, source: source, clientID: clientID, on: connection)
            let id = connection.lastInsertRowID
            try HistoryRecords.add(userID: userID, workout, on: connection)
            return id
        }
    }

    /// The entry stored earlier with this client id. Looked up before the insert rather than
    /// left to `ON CONFLICT DO NOTHING`, whose refused row would still fire the BEFORE INSERT
    /// trigger that counts the day's entries; in the same `BEGIN IMMEDIATE` transaction, so
    /// concurrent duplicates all find the one that got in (the unique index is the backstop).
    static func entryID(clientID: ClientID?, userID: Int64, on connection: Connection) throws -> Int64? {
        guard let clientID else { return nil }
        return try connection.cached("SELECT id FROM workouts WHERE user_id = ? AND client_id = ?")
            .firstValue([userID, clientID.description]) { $0.int64() }
    }

    static func insert(_ workout: WorkoutInput, userID: Int64, source: WorkoutSource, clientID: ClientID?,
                       sessionID: Int64? = nil, on connection: Connection) throws {
        var spellings = LiftSpellings()
        let key = LiftName.key(workout.lift)
        try LiftNameCap.check(userID: userID, adding: [key], on: connection)
        let lift = try spellings.spelling(of: workout.lift, key: key, userID: userID, on: connection)
        try connection.cached(insertWorkout).run([userID, workout.date.iso, lift, key, workout.weight, workout.unit.rawValue,
                                                 workout.reps, workout.sets, workout.comments, source.rawValue,
                                                 workout.kind.rawValue, workout.rpe?.value, workout.group, sessionID,
                                                 clientID?.description])
    }

    /// The user's training days, newest first, with how many entries each holds.
    public func workoutDays(userID: Int64, limit: Int, offset: Int) throws(StorageError) -> [WorkoutDay] {
        try read { connection in
            try connection.cached(HotQuery.days).all([userID, limit, offset], reading: DayColumn.self) {
                WorkoutDay(date: Self.date($0, .date), entryCount: $0.int(.entryCount))
            }
        }
    }

    /// The entries of one day in the order they were logged.
    public func workouts(userID: Int64, on date: CalendarDate) throws(StorageError) -> [WorkoutEntry] {
        try read { connection in
            try connection.cached(HotQuery.day).all([userID, date.iso], reading: WorkoutColumn.self, map: Self.workout)
        }
    }

    public func workout(userID: Int64, id: Int64) throws(StorageError) -> WorkoutEntry? {
        try read { connection in
            try connection.cached(HotQuery.entry).first([userID, id], reading: WorkoutColumn.self, map: Self.workout)
        }
    }

    /// Every entry of the user, oldest first, handed over one at a time.
    public func eachWorkout(userID: Int64, _ body: (WorkoutEntry) throws -> Void) throws(StorageError) {
        try read { connection in
            try connection.cached(Self.everyWorkout).query([userID], reading: WorkoutColumn.self) { try body(Self.workout(from: $0)) }
        }
    }

    /// `eachWorkout` with the times of the live session each entry was ticked in, read in the
    /// same transaction (for the CSV export, `WorkoutCSV`).
    public func eachWorkoutWithSession(userID: Int64, _ body: (WorkoutEntry, SessionSpan?) throws -> Void) throws(StorageError) {
        try read { connection in
            var spans: [Int64: SessionSpan] = [:]
            try connection.cached("SELECT \(Self.sessionColumns) FROM workout_sessions WHERE user_id = ? AND \(PendingImports.visible)")
                .query([userID], reading: SessionColumn.self) { row in
                    let session = Self.workoutSession(from: row)
                    spans[session.id] = SessionSpan(session)
                }
            try connection.cached(Self.everyWorkout).query([userID], reading: WorkoutColumn.self) { row in
                let entry = Self.workout(from: row)
                try body(entry, entry.sessionID.flatMap { spans[$0] })
            }
        }
    }

    private static let everyWorkout = "SELECT \(workoutColumns) FROM workouts WHERE user_id = ? AND \(PendingImports.visible) ORDER BY date, id"

    /// The lift names the user has logged, most used first, for the form's suggestions.
    public func liftNames(userID: Int64, limit: Int = 100) throws(StorageError) -> [String] {
        try read { connection in
            try connection.cached("SELECT lift FROM workouts WHERE user_id = ? AND \(PendingImports.visible) GROUP BY lift ORDER BY count(*) DESC, lift LIMIT ?")
                .allValues([userID, limit]) { $0.string() }
        }
    }

    /// Replaces an entry; false when the user has no such entry.
    public func updateWorkout(userID: Int64, id: Int64, _ workout: WorkoutInput) throws(StorageError) -> Bool {
        try write { connection in
            guard let old = try connection.cached(HotQuery.entry).first([userID, id], reading: WorkoutColumn.self, map: Self.workout) else { return false }
            var spellings = LiftSpellings()
            let key = LiftName.key(workout.lift)
            try LiftNameCap.check(userID: userID, adding: [key], on: connection)
            let lift = try spellings.spelling(of: workout.lift, key: key, userID: userID, on: connection, except: id)
            try connection.cached("""
                UPDATE workouts SET date = ?, lift = ?, lift_key = ?, weight = ?, unit = ?, reps = ?, sets = ?, comments = ?, kind = ?, rpe = ?
                WHERE user_id = ? AND id = ?
                """).run([workout.date.iso, lift, key, workout.weight, workout.unit.rawValue, workout.reps, workout.sets, workout.comments,
                          workout.kind.rawValue, workout.rpe?.value, userID, id])
            try HistoryRecords.refresh(userID: userID, key: LiftName.key(old.lift), dates: [old.date], on: connection)
            try HistoryRecords.refresh(userID: userID, key: key, dates: [workout.date], on: connection)
            return true
        }
    }

    /// Deletes an entry; false when the user has no such entry.
    public func deleteWorkout(userID: Int64, id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard let old = try connection.cached(HotQuery.entry).first([userID, id], reading: WorkoutColumn.self, map: Self.workout) else { return false }
            try connection.cached("DELETE FROM workouts WHERE user_id = ? AND id = ?").run([userID, id])
            try HistoryRecords.refresh(userID: userID, key: LiftName.key(old.lift), dates: [old.date], on: connection)
            return true
        }
    }

    /// The query plans of the log's hot queries, so a test can prove they use indexes.
    public func workoutQueryPlans() throws(StorageError) -> [String: String] {
        let queries: [String: (sql: String, parameters: [any SQLiteBindable])] = [
            "days": (HotQuery.days, [1, 200, 0]),
            "day": (HotQuery.day, [1, "2024-01-01"]),
            "entry": (HotQuery.entry, [1, 1]),
        ]
        return try read { connection in
            try queries.mapValues { query in
                try connection.prepare("EXPLAIN QUERY PLAN " + query.sql).all(query.parameters, reading: QueryPlanColumn.self) { $0.string(.detail) }.joined(separator: "\n")
            }
        }
    }
}

extension Database {
    /// The best estimated one-rep max per competition lift in the user's log.
    public func bestLifts(userID: Int64) throws(StorageError) -> BestLifts {
        try read { connection in
            var best = BestLifts()
            try connection.cached("""
                SELECT \(WorkoutColumn.selectList()) FROM workouts
                WHERE user_id = ? AND kind <> 'warmup' AND (lift LIKE '%squat%' OR lift LIKE '%bench%' OR lift LIKE '%deadlift%') AND \(PendingImports.visible)
                """).query([userID], reading: WorkoutColumn.self) { row in
                best.add(lift: row.string(.lift), weight: row.double(.weight), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg,
                         reps: row.int(.reps), rpe: row.isNull(.rpe) ? nil : RPE(row.double(.rpe)))
            }
            return best
        }
    }
}

extension Database {
    /// A page of training days, newest first, with their entries and the lifts that set a
    /// record on them; with `liftKey`, only the days of that lift and only its entries.
    public struct DayEntries: Sendable {
        public let date: CalendarDate
        public let entries: [WorkoutEntry]
        /// Lift keys whose best estimate that day beat every earlier day of the lift.
        public let records: Set<String>
    }

    public func dayEntries(userID: Int64, liftKey: String?, limit: Int, offset: Int) throws(StorageError) -> [DayEntries] {
        try read { connection in
            let dates: [CalendarDate] = if let liftKey {
                try connection.cached("SELECT DISTINCT date FROM workouts WHERE user_id = ? AND lift_key = ? AND \(PendingImports.visible) ORDER BY date DESC LIMIT ? OFFSET ?")
                    .allValues([userID, liftKey, limit, offset]) { Self.date($0) }
            } else {
                try connection.cached(HotQuery.days).all([userID, limit, offset], reading: DayColumn.self) { Self.date($0, .date) }
            }
            guard let newest = dates.first, let oldest = dates.last else { return [] }
            var entries: [CalendarDate: [WorkoutEntry]] = [:]
            var sql = "SELECT \(Self.workoutColumns) FROM workouts WHERE user_id = ? AND date BETWEEN ? AND ? AND \(PendingImports.visible)"
            var parameters: [any SQLiteBindable] = [userID, oldest.iso, newest.iso]
            if let liftKey {
                sql += " AND lift_key = ?"
                parameters.append(liftKey)
            }
            try connection.cached(sql + " ORDER BY date DESC, id").query(parameters, reading: WorkoutColumn.self) { row in
                let entry = Self.workout(from: row)
                entries[entry.date, default: []].append(entry)
            }
            let records = try Self.recordDays(userID: userID, from: oldest, through: newest, on: connection)
            return dates.map { DayEntries(date: $0, entries: entries[$0] ?? [], records: records[$0] ?? []) }
        }
    }

    /// The days in the range on which a lift's best estimate beat every earlier day of it
    /// (by more than rounding): its PRs as they happened, not only the standing one.
    static func recordDays(userID: Int64, from oldest: CalendarDate, through newest: CalendarDate,
                                   on connection: Connection) throws -> [CalendarDate: Set<String>] {
        var records: [CalendarDate: Set<String>] = [:]
        try connection.cached("""
            SELECT date, lift_key FROM (
                SELECT date, lift_key, kilograms, max(kilograms) OVER (
                    PARTITION BY lift_key ORDER BY date ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
                FROM (
                    SELECT date, lift_key, max(kilograms) AS kilograms FROM daily_bests
                    WHERE user_id = ? AND date <= ? AND \(PendingImports.visible) GROUP BY lift_key, date
                )
            ) WHERE date >= ? AND kilograms > before + 0.05
            """).query([userID, newest.iso, oldest.iso], reading: RecordDayColumn.self) {
                records[date($0, .date), default: []].insert($0.string(.liftKey))
            }
        return records
    }
}
