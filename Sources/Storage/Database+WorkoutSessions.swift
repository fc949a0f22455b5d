import Domain
import SQLite

/// Live workout sessions (issue 36): one open at a time per lifter, its blocks and rows, and the
/// ticks that save each row as an entry of the session's day. An open session left idle for
/// `WorkoutSession.idleLimit` is finished when it is next read, so no timer has to run.
extension Database {
    enum SessionColumn: String, ColumnName {
        case id, date, startedAt = "started_at", finishedAt = "finished_at", lastSetAt = "last_set_at", routineDayID = "routine_day_id"
    }

    private enum SessionLiftColumn: String, ColumnName {
        case lift, liftKey = "lift_key"
    }

    private enum BlockColumn: String, ColumnName {
        case id, lift, unit, restSeconds = "rest_s", joined, plan
    }

    private enum SessionRowColumn: String, ColumnName {
        case blockID = "block_id", id, weight, reps, rpe, kind, lastTime = "last_time", clientID = "client_id", workoutID = "workout_id"
    }

    static let sessionColumns = SessionColumn.selectList()

    static func workoutSession(from row: NamedRow<SessionColumn>) -> WorkoutSession {
        WorkoutSession(id: row.int64(.id), date: date(row, .date), startedAt: row.int64(.startedAt),
                       finishedAt: row.isNull(.finishedAt) ? nil : row.int64(.finishedAt),
                       lastSetAt: row.isNull(.lastSetAt) ? nil : row.int64(.lastSetAt),
                       routineDayID: row.isNull(.routineDayID) ? nil : row.int64(.routineDayID))
    }

    /// The lifter's open session, if any; one left idle is finished first (a read that writes
    /// only then, so the dashboard stays a plain read).
    public func openSession(userID: Int64, now: Int64) throws(StorageError) -> WorkoutSession? {
        let open = try read { connection in try Self.openSession(userID: userID, on: connection) }
        guard let open, open.idleFinish(at: now) != nil else { return open }
        return try write { connection in
            try Self.finishIdle(userID: userID, now: now, on: connection)
            return try Self.openSession(userID: userID, on: connection)
        }
    }

    /// Starts a session of `date` with `blocks`; when one is open already (a second start, a
    /// double tap) that one is kept and its id returned: one open session at a time.
    public func startSession(userID: Int64, date: CalendarDate, now: Int64, routineDayID: Int64?,
                             blocks: [PlannedBlock]) throws(StorageError) -> Int64 {
        try write { connection in
            try Self.finishIdle(userID: userID, now: now, on: connection)
            if let open = try Self.openSession(userID: userID, on: connection) { return open.id }
            try connection.cached("INSERT INTO workout_sessions(user_id, date, started_at, routine_day_id) VALUES (?, ?, ?, ?)")
                .run([userID, date.iso, now, routineDayID])
            let id = connection.lastInsertRowID
            for block in blocks { try Self.addBlock(block, userID: userID, sessionID: id, on: connection) }
            return id
        }
    }

    /// A session of the user with its blocks in order; nil when the user has no such session
    /// (another lifter's is as absent as a deleted one).
    public func workoutSession(userID: Int64, id: Int64, now: Int64) throws(StorageError) -> (WorkoutSession, [SessionBlock])? {
        let found = try read { connection in try Self.session(userID: userID, id: id, on: connection) }
        guard let found, found.idleFinish(at: now) != nil else {
            return try found.map { session throws(StorageError) in (session, try read { try Self.blocks(sessionID: session.id, on: $0) }) }
        }
        return try write { connection in
            try Self.finishIdle(userID: userID, now: now, on: connection)
            guard let session = try Self.session(userID: userID, id: id, on: connection) else { return nil }
            return (session, try Self.blocks(sessionID: id, on: connection))
        }
    }

    /// Ends the session now; false when the user has no such session. Finishing a finished
    /// one keeps its first finish (the "Finish" sent twice).
    public func finishSession(userID: Int64, id: Int64, now: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.session(userID: userID, id: id, on: connection) != nil else { return false }
            try connection.cached("UPDATE workout_sessions SET finished_at = ? WHERE user_id = ? AND id = ? AND finished_at IS NULL")
                .run([now, userID, id])
            return true
        }
    }

    /// The entries ticked in the session, in the order they were saved.
    public func sessionEntries(userID: Int64, sessionID: Int64) throws(StorageError) -> [WorkoutEntry] {
        try read { connection in
            try connection.cached("SELECT \(Self.workoutColumns) FROM workouts WHERE user_id = ? AND session_id = ? ORDER BY id")
                .all([userID, sessionID], reading: WorkoutColumn.self, map: Self.workout)
        }
    }

    /// The lifts of the session whose best estimate that day beat every earlier day's: its PRs.
    public func sessionRecords(userID: Int64, session: WorkoutSession) throws(StorageError) -> [String] {
        try read { connection in
            let keys = try Self.recordDays(userID: userID, from: session.date, through: session.date, on: connection)[session.date] ?? []
            var lifts: [String] = []
            try connection.cached("SELECT \(SessionLiftColumn.selectList()) FROM workouts WHERE user_id = ? AND session_id = ? AND kind <> 'warmup' GROUP BY lift_key ORDER BY min(id)")
                .query([userID, session.id], reading: SessionLiftColumn.self) { row in
                    if keys.contains(row.string(.liftKey)) { lifts.append(row.string(.lift)) }
                }
            return lifts
        }
    }

    // MARK: Changing the plan

    /// Adds an exercise at the end; false when the user has no such session.
    public func addSessionBlock(userID: Int64, sessionID: Int64, _ block: PlannedBlock) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.session(userID: userID, id: sessionID, on: connection) != nil else { return false }
            try Self.addBlock(block, userID: userID, sessionID: sessionID, on: connection)
            return true
        }
    }

    /// A new row at the end of a block, a copy of its last row as planned or typed (not done).
    public func addSessionRow(userID: Int64, sessionID: Int64, blockID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.ownedBlock(userID: userID, sessionID: sessionID, blockID: blockID, on: connection) else { return false }
            try connection.cached("""
                INSERT INTO session_rows(user_id, block_id, position, weight, reps, rpe, kind)
                SELECT ?, ?, coalesce(max(position), 0) + 1,
                       coalesce((SELECT weight FROM session_rows WHERE block_id = ?2 ORDER BY position DESC LIMIT 1), ''),
                       coalesce((SELECT reps FROM session_rows WHERE block_id = ?2 ORDER BY position DESC LIMIT 1), ''),
                       coalesce((SELECT rpe FROM session_rows WHERE block_id = ?2 ORDER BY position DESC LIMIT 1), ''),
                       coalesce((SELECT kind FROM session_rows WHERE block_id = ?2 ORDER BY position DESC LIMIT 1), 'normal')
                FROM session_rows WHERE block_id = ?2
                """).run([userID, blockID])
            return true
        }
    }

    /// Moves a block one place up (`by` −1) or down (+1); false when there is no such block.
    public func moveSessionBlock(userID: Int64, sessionID: Int64, blockID: Int64, by step: Int) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.ownedBlock(userID: userID, sessionID: sessionID, blockID: blockID, on: connection) else { return false }
            let order = try connection.cached("SELECT id FROM session_blocks WHERE session_id = ? ORDER BY position").allValues([sessionID]) { $0.int64() }
            guard let at = order.firstIndex(of: blockID), order.indices.contains(at + step) else { return true }
            var moved = order
            moved.swapAt(at, at + step)
            try Self.renumber(moved, on: connection)
            try Self.relabel(userID: userID, sessionID: sessionID, on: connection)
            return true
        }
    }

    /// Removes a block and its rows; the sets already ticked stay in the log, as entries of the day.
    public func removeSessionBlock(userID: Int64, sessionID: Int64, blockID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.ownedBlock(userID: userID, sessionID: sessionID, blockID: blockID, on: connection) else { return false }
            try connection.cached("DELETE FROM session_blocks WHERE id = ?").run([blockID])
            let order = try connection.cached("SELECT id FROM session_blocks WHERE session_id = ? ORDER BY position").allValues([sessionID]) { $0.int64() }
            try Self.renumber(order, on: connection)
            try Self.relabel(userID: userID, sessionID: sessionID, on: connection)
            return true
        }
    }

    /// Joins a block to the one before it as a superset, or parts it; the ticked sets take the
    /// new group labels at once.
    public func joinSessionBlock(userID: Int64, sessionID: Int64, blockID: Int64, joined: Bool) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.ownedBlock(userID: userID, sessionID: sessionID, blockID: blockID, on: connection) else { return false }
            try connection.cached("UPDATE session_blocks SET joined = ? WHERE id = ?").run([joined ? 1 : 0, blockID])
            try Self.relabel(userID: userID, sessionID: sessionID, on: connection)
            return true
        }
    }

    /// Removes a row not ticked yet (a ticked one is unticked first: its entry is the record).
    public func removeSessionRow(userID: Int64, sessionID: Int64, rowID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard try Self.row(userID: userID, sessionID: sessionID, rowID: rowID, on: connection) != nil else { return false }
            try connection.cached("DELETE FROM session_rows WHERE id = ? AND workout_id IS NULL").run([rowID])
            return true
        }
    }

    // MARK: Ticks

    /// Saves a row as an entry of the session's day, or corrects the entry it was saved as: the
    /// entry is found by the row's or the posted client id, so a tick sent twice is one entry.
    /// False when the user has no such row in the session.
    public func tickSessionSet(userID: Int64, sessionID: Int64, rowID: Int64, _ input: WorkoutInput, clientID: ClientID,
                               now: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard let row = try Self.row(userID: userID, sessionID: sessionID, rowID: rowID, on: connection) else { return false }
            let blocks = try Self.blocks(sessionID: sessionID, on: connection)
            guard let index = blocks.firstIndex(where: { $0.id == row.block }) else { return false }
            let group = SessionBlock.order(blocks).group(ofBlock: index)
            let set = WorkoutInput(date: input.date, lift: blocks[index].lift, weight: input.weight, unit: blocks[index].unit, reps: input.reps,
                                   sets: 1, comments: "", kind: input.kind, rpe: input.rpe, group: group)
            let entryID: Int64
            if let stored = try Self.entryID(clientID: clientID, userID: userID, on: connection) ?? row.entry {
                try connection.cached("UPDATE workouts SET weight = ?, unit = ?, reps = ?, kind = ?, rpe = ?, set_group = ? WHERE user_id = ? AND id = ?")
                    .run([set.weight, set.unit.rawValue, set.reps, set.kind.rawValue, set.rpe?.value, group, userID, stored])
                entryID = stored
                // A correction can lower the set, so its day (the entry keeps its own) is read again.
                let date = try connection.cached("SELECT date FROM workouts WHERE id = ?").firstValue([stored]) { Self.date($0) } ?? input.date
                try HistoryRecords.refresh(userID: userID, key: LiftName.key(set.lift), dates: [date], on: connection)
            } else {
                try Self.insert(set, userID: userID, source: .form, clientID: clientID, sessionID: sessionID, on: connection)
                entryID = connection.lastInsertRowID
                // A set of a routine's exercise is its history, as the routine's own form links it.
                try connection.cached("""
                    UPDATE workouts SET routine_exercise_id = (SELECT routine_exercise_id FROM session_blocks WHERE id = ?) WHERE id = ?
                    """).run([row.block, entryID])
                try HistoryRecords.add(userID: userID, set, on: connection)
            }
            try connection.cached("UPDATE session_rows SET weight = ?, reps = ?, rpe = ?, kind = ?, client_id = ?, workout_id = ? WHERE id = ?")
                .run([NumberText.plain(set.weight), String(set.reps), set.rpe?.text ?? "", set.kind.rawValue, clientID.description, entryID, rowID])
            try connection.cached("UPDATE workout_sessions SET last_set_at = ? WHERE id = ?").run([now, sessionID])
            return true
        }
    }

    /// Unticks a row: its entry leaves the log, the row keeps what was typed. False when the user
    /// has no such row in the session.
    public func untickSessionSet(userID: Int64, sessionID: Int64, rowID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard let row = try Self.row(userID: userID, sessionID: sessionID, rowID: rowID, on: connection) else { return false }
            guard let entry = row.entry,
                  let old = try connection.cached(HotQuery.entry).first([userID, entry], reading: WorkoutColumn.self, map: Self.workout) else { return true }
            try connection.cached("DELETE FROM workouts WHERE user_id = ? AND id = ?").run([userID, entry])
            try connection.cached("UPDATE session_rows SET workout_id = NULL WHERE id = ?").run([rowID])
            try HistoryRecords.refresh(userID: userID, key: LiftName.key(old.lift), dates: [old.date], on: connection)
            return true
        }
    }

    // MARK: Helpers

    private static func openSession(userID: Int64, on connection: Connection) throws -> WorkoutSession? {
        try connection.cached("SELECT \(sessionColumns) FROM workout_sessions WHERE user_id = ? AND finished_at IS NULL")
            .first([userID], reading: SessionColumn.self, map: workoutSession)
    }

    private static func session(userID: Int64, id: Int64, on connection: Connection) throws -> WorkoutSession? {
        try connection.cached("SELECT \(sessionColumns) FROM workout_sessions WHERE user_id = ? AND id = ?").first([userID, id], reading: SessionColumn.self, map: workoutSession)
    }

    /// Ends an open session idle since `idleLimit` at its last set (`WorkoutSession.idleFinish`).
    private static func finishIdle(userID: Int64, now: Int64, on connection: Connection) throws {
        guard let open = try openSession(userID: userID, on: connection), let finish = open.idleFinish(at: now) else { return }
        try connection.cached("UPDATE workout_sessions SET finished_at = ? WHERE id = ?").run([finish, open.id])
    }

    private static func blocks(sessionID: Int64, on connection: Connection) throws -> [SessionBlock] {
        var blocks = try connection.cached("SELECT \(BlockColumn.selectList()) FROM session_blocks WHERE session_id = ? ORDER BY position")
            .all([sessionID], reading: BlockColumn.self) { row in
                SessionBlock(id: row.int64(.id), lift: row.string(.lift), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg,
                             restSeconds: row.int(.restSeconds), joined: row.int(.joined) == 1, plan: row.string(.plan), rows: [])
            }
        let rows = try connection.cached("""
            SELECT \(SessionRowColumn.selectList(from: "r"))
            FROM session_rows r JOIN session_blocks b ON b.id = r.block_id WHERE b.session_id = ? ORDER BY r.position, r.id
            """).all([sessionID], reading: SessionRowColumn.self) { row in
            (row.int64(.blockID), SessionSet(id: row.int64(.id), weight: row.string(.weight), reps: row.string(.reps), rpe: row.string(.rpe),
                                             kind: SetKind(rawValue: row.string(.kind)) ?? .normal, lastTime: row.string(.lastTime),
                                             clientID: row.string(.clientID), entryID: row.isNull(.workoutID) ? nil : row.int64(.workoutID)))
        }
        for (block, set) in rows {
            if let index = blocks.firstIndex(where: { $0.id == block }) { blocks[index].rows.append(set) }
        }
        return blocks
    }

    private static func addBlock(_ block: PlannedBlock, userID: Int64, sessionID: Int64, on connection: Connection) throws {
        try connection.cached("""
            INSERT INTO session_blocks(user_id, session_id, position, lift, unit, rest_s, joined, plan, routine_exercise_id)
            SELECT ?, ?, coalesce(max(position), 0) + 1, ?, ?, ?, ?, ?, ? FROM session_blocks WHERE session_id = ?2
            """).run([userID, sessionID, block.lift, block.unit.rawValue, block.restSeconds, block.joined ? 1 : 0, block.plan,
                      block.routineExerciseID])
        let blockID = connection.lastInsertRowID
        for (position, row) in block.rows.enumerated() {
            try connection.cached("INSERT INTO session_rows(user_id, block_id, position, weight, reps, rpe, kind, last_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .run([userID, blockID, position + 1, row.weight, row.reps, row.rpe, row.kind.rawValue, row.lastTime])
        }
    }

    private static func ownedBlock(userID: Int64, sessionID: Int64, blockID: Int64, on connection: Connection) throws -> Bool {
        try connection.cached("SELECT 1 FROM session_blocks WHERE user_id = ? AND session_id = ? AND id = ?").first([userID, sessionID, blockID]) { _ in true } ?? false
    }

    /// A row of the user's session: its block and the entry it was saved as.
    private static func row(userID: Int64, sessionID: Int64, rowID: Int64, on connection: Connection) throws -> (block: Int64, entry: Int64?)? {
        try connection.cached("""
            SELECT \(SessionRowColumn.selectList(from: "r")) FROM session_rows r JOIN session_blocks b ON b.id = r.block_id
            WHERE r.user_id = ? AND b.session_id = ? AND r.id = ?
            """).first([userID, sessionID, rowID], reading: SessionRowColumn.self) {
                ($0.int64(.blockID), $0.isNull(.workoutID) ? nil : $0.int64(.workoutID))
            }
    }

    private static func renumber(_ blockIDs: [Int64], on connection: Connection) throws {
        for (position, id) in blockIDs.enumerated() {
            try connection.cached("UPDATE session_blocks SET position = ? WHERE id = ?").run([position + 1, id])
        }
    }

    /// The ticked sets' superset labels after the blocks were moved, joined or parted.
    private static func relabel(userID: Int64, sessionID: Int64, on connection: Connection) throws {
        let blocks = try blocks(sessionID: sessionID, on: connection)
        let order = SessionBlock.order(blocks)
        for (index, block) in blocks.enumerated() {
            try connection.cached("UPDATE workouts SET set_group = ? WHERE user_id = ? AND id IN (SELECT workout_id FROM session_rows WHERE block_id = ?)")
                .run([order.group(ofBlock: index), userID, block.id])
        }
    }
}
