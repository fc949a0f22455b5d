import Domain
import SQLite

/// Routines: a lifter's own (`userID` theirs) and the gym's programs (`userID` nil, which only
/// staff pages write). Every method takes the user id first and every query names it, so
/// another user's routine is never found; every write is one transaction that also touches the
/// routine's row, whose trigger moves the owner's data version (migration 017).
extension Database {
    /// How many routines a lifter keeps, and how many programs the gym publishes.
    public static let maxRoutines = 100

    /// One set to log from a routine exercise.
    public struct RoutineSet: Sendable, Equatable {
        public let exerciseID: Int64
        public let input: WorkoutInput
        public let clientID: ClientID?

        public init(exerciseID: Int64, input: WorkoutInput, clientID: ClientID?) {
            self.exerciseID = exerciseID
            self.input = input
            self.clientID = clientID
        }
    }

    /// The user's routines (or the programs), newest first.
    public func routines(userID: Int64?) throws(StorageError) -> [StoredRoutine] {
        try read { connection in
            try connection.cached("SELECT \(HeadColumn.selectList()) FROM routines WHERE user_id IS ? ORDER BY id DESC LIMIT ?")
                .all([userID, Self.maxRoutines], reading: HeadColumn.self, map: Self.head)
                .map { try Self.routine(head: $0, on: connection) }
        }
    }

    /// The user's routine (or the program) with this id; nil for any other.
    public func routine(userID: Int64?, id: Int64) throws(StorageError) -> StoredRoutine? {
        try read { connection in try Self.routine(userID: userID, id: id, on: connection) }
    }

    /// Stores a new routine; nil when the user has `maxRoutines` already.
    public func addRoutine(userID: Int64?, _ routine: Routine, copiedFrom: Int64? = nil) throws(StorageError) -> Int64? {
        try write { connection in
            let count = try connection.cached("SELECT count(*) FROM routines WHERE user_id IS ?").firstValue([userID]) { $0.int() } ?? 0
            guard count < Self.maxRoutines else { return nil }
            try Self.checkLiftNames(routine, userID: userID, on: connection)
            try connection.cached("INSERT INTO routines(user_id, name, copied_from) VALUES (?, ?, ?)").run([userID, routine.name, copiedFrom])
            let id = connection.lastInsertRowID
            try Self.writeDays(routine.days, routineID: id, keeping: [], on: connection)
            return id
        }
    }

    /// Replaces a routine's plan. Days keep their ids by position, exercises by lift within
    /// their day, so the sets logged from an exercise stay its history; a removed exercise's
    /// sets stay in the log, unlinked. False when the user has no such routine.
    public func updateRoutine(userID: Int64?, id: Int64, _ routine: Routine) throws(StorageError) -> Bool {
        try write { connection in
            guard let old = try Self.routine(userID: userID, id: id, on: connection) else { return false }
            try Self.checkLiftNames(routine, userID: userID, on: connection)
            try connection.cached("UPDATE routines SET name = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?")
                .run([routine.name, id])
            try Self.writeDays(routine.days, routineID: id, keeping: old.days, on: connection)
            return true
        }
    }

    /// Deletes a routine with its days and exercises; the sets logged from it stay in the log.
    public func deleteRoutine(userID: Int64?, id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM routines WHERE user_id IS ? AND id = ?").run([userID, id])
            return connection.changes > 0
        }
    }

    /// A copy of a program of the gym's as the user's own routine, whole, so later changes to
    /// the program leave it alone. nil when there is no such program or the user is at the limit.
    public func copyProgram(userID: Int64, programID: Int64) throws(StorageError) -> Int64? {
        try write { connection in
            guard let program = try Self.routine(userID: nil, id: programID, on: connection) else { return nil }
            return try addRoutine(userID: userID, program.routine, copiedFrom: programID)
        }
    }

    /// The sets logged from each of these exercises of the user's routines, as the domain reads
    /// them (a row of several sets is that many sets); warm-ups are no part of a progression.
    public func routineHistory(userID: Int64, exerciseIDs: [Int64]) throws(StorageError) -> [Int64: [LoggedSet]] {
        try read { connection in
            var history: [Int64: [LoggedSet]] = [:]
            let statement = try connection.cached("""
                SELECT \(LoggedSetColumn.selectList()) FROM workouts
                WHERE user_id = ? AND routine_exercise_id = ? AND kind != 'warmup' AND \(PendingImports.visible) ORDER BY date, id
                """)
            for id in exerciseIDs {
                try statement.query([userID, id], reading: LoggedSetColumn.self) { row in
                    let set = LoggedSet(date: Self.date(row, .date), weight: row.double(.weight), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg,
                                        reps: row.int(.reps), rpe: row.isNull(.rpe) ? nil : row.double(.rpe))
                    history[id, default: []].append(contentsOf: repeatElement(set, count: max(1, row.int(.sets))))
                }
            }
            return history
        }
    }

    /// Stores the sets of a session from one of the user's routines as workout entries linked
    /// to their exercises, all or none. A set whose client id was stored before is not stored
    /// again. False when the routine is not the user's or a set names an exercise not of it.
    public func logRoutineSets(userID: Int64, routineID: Int64, _ sets: [RoutineSet]) throws(StorageError) -> Bool {
        try write { connection in
            guard let routine = try Self.routine(userID: userID, id: routineID, on: connection) else { return false }
            let exercises = Set(routine.days.flatMap { $0.exercises.map(\.id) })
            guard sets.allSatisfy({ exercises.contains($0.exerciseID) }) else { return false }
            var refresh: [String: Set<CalendarDate>] = [:]
            for set in sets {
                guard try Self.entryID(clientID: set.clientID, userID: userID, on: connection) == nil else { continue }
                try Self.insert(set.input, userID: userID, source: .form, clientID: set.clientID, on: connection)
                // A superset planned in the routine is the sets' superset on the day (issue 36).
                try connection.cached("""
                    UPDATE workouts SET routine_exercise_id = ?1, set_group = (SELECT set_group FROM routine_exercises WHERE id = ?1) WHERE id = ?2
                    """).run([set.exerciseID, connection.lastInsertRowID])
                refresh[LiftName.key(set.input.lift), default: []].insert(set.input.date)
            }
            for (key, dates) in refresh {
                try HistoryRecords.refresh(userID: userID, key: key, dates: Array(dates), on: connection)
            }
            return true
        }
    }

    /// A lifter's routine counts toward their exercise names (`LiftNameCap`); the gym's
    /// programs are no one's.
    private static func checkLiftNames(_ routine: Routine, userID: Int64?, on connection: Connection) throws {
        guard let userID else { return }
        try LiftNameCap.check(userID: userID, adding: routine.days.flatMap { $0.exercises.map { LiftName.key($0.lift) } }, on: connection)
    }

    // MARK: Reading and writing the rows

    private static func routine(userID: Int64?, id: Int64, on connection: Connection) throws -> StoredRoutine? {
        try connection.cached("SELECT \(HeadColumn.selectList()) FROM routines WHERE user_id IS ? AND id = ?")
            .first([userID, id], reading: HeadColumn.self, map: head)
            .map { try routine(head: $0, on: connection) }
    }

    private typealias Head = (id: Int64, userID: Int64?, name: String, copiedFrom: Int64?)

    private enum HeadColumn: String, ColumnName {
        case id, userID = "user_id", name, copiedFrom = "copied_from"
    }

    private enum RoutineDayColumn: String, ColumnName {
        case id, position, name
    }

    private enum LoggedSetColumn: String, ColumnName {
        case date, weight, unit, reps, sets, rpe
    }

    private static func head(_ row: NamedRow<HeadColumn>) -> Head {
        (row.int64(.id), row.isNull(.userID) ? nil : row.int64(.userID), row.string(.name), row.isNull(.copiedFrom) ? nil : row.int64(.copiedFrom))
    }

    private static func routine(head: Head, on connection: Connection) throws -> StoredRoutine {
        let id = head.id
        let days = try connection.cached("SELECT id, position, name FROM routine_days WHERE routine_id = ? ORDER BY position")
            .all([id], reading: RoutineDayColumn.self) { (id: $0.int64(.id), position: $0.int(.position), name: $0.string(.name)) }
        let exercises = try connection.cached("SELECT \(RoutineExerciseColumns.select) FROM routine_exercises WHERE day_id = ? ORDER BY position")
        return StoredRoutine(id: id, userID: head.userID, name: head.name, copiedFrom: head.copiedFrom,
                             days: try days.map { day in
                                 StoredRoutine.Day(id: day.id, position: day.position, name: day.name,
                                                   exercises: try exercises.all([day.id], reading: RoutineExerciseColumns.Column.self, map: RoutineExerciseColumns.exercise))
                             })
    }

    /// Writes the days of a routine over the `old` ones: the day at a position keeps its id.
    private static func writeDays(_ days: [RoutineDay], routineID: Int64, keeping old: [StoredRoutine.Day],
                                  on connection: Connection) throws {
        for (index, day) in days.enumerated() {
            let position = index + 1
            let kept = old.first { $0.position == position }
            if let kept {
                try connection.cached("UPDATE routine_days SET name = ? WHERE id = ?").run([day.name, kept.id])
            } else {
                try connection.cached("INSERT INTO routine_days(routine_id, position, name) VALUES (?, ?, ?)").run([routineID, position, day.name])
            }
            try writeExercises(day.exercises, dayID: kept?.id ?? connection.lastInsertRowID, keeping: kept?.exercises ?? [], on: connection)
        }
        try connection.cached("DELETE FROM routine_days WHERE routine_id = ? AND position > ?").run([routineID, days.count])
    }

    /// Writes a day's exercises over the `old` ones: the first old exercise of the same lift
    /// keeps its id (and so its logged sets); old ones left over are deleted.
    private static func writeExercises(_ exercises: [RoutineExercise], dayID: Int64, keeping old: [StoredRoutine.Exercise],
                                       on connection: Connection) throws {
        var unused = old
        for (index, exercise) in exercises.enumerated() {
            let values: [any SQLiteBindable] = RoutineExerciseColumns.values(exercise)
            if let match = unused.firstIndex(where: { LiftName.key($0.plan.lift) == LiftName.key(exercise.lift) }) {
                let id = unused.remove(at: match).id
                try connection.cached("""
                    UPDATE routine_exercises SET position = ?, lift = ?, lift_key = ?, sets = ?, reps_min = ?, reps_max = ?, load_kind = ?,
                    load = ?, unit = ?, rest_s = ?, note = ?, rule = ?, rule_args = ?, set_group = ? WHERE id = ?
                    """).run([index + 1] + values + [id])
            } else {
                try connection.cached("""
                    INSERT INTO routine_exercises(day_id, position, lift, lift_key, sets, reps_min, reps_max, load_kind, load, unit, rest_s,
                    note, rule, rule_args, set_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).run([dayID, index + 1] + values)
            }
        }
        for gone in unused {
            try connection.cached("DELETE FROM routine_exercises WHERE id = ?").run([gone.id])
        }
    }
}
