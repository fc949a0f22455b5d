import Domain
import SQLite

/// The new sets of one import, kept compact while the file is read, then stored in date order
/// (file order within a day) with the connection's triggers and foreign-key checks off
/// (`Connection.withoutTriggersOrForeignKeys`), in short transactions, as rows of the pending
/// import (`PendingImports`) that no page shows until it is whole.
///
/// Date order is what makes a big import fast: the table and both of its indexes by date then
/// grow at a few points instead of at random, so each page is written once and the page cache
/// stays small; a million sets spread over ten years store three times as fast as in file
/// order; `BoundRows` writes them 64 to a statement. A set costs 16 bytes here, and 4 more for
/// its place in the date order: less than its line in the file.
///
/// The bookkeeping the triggers would do per row (`workout_dates` and its counts, see
/// migration 2) is done once per day and step, into the days' `pending_count`; the new
/// sets' daily bests (by `BestPerDay`'s one rule, worked out as the sets go by in date order,
/// with no table of days to hash into) go into the import's own layer of `daily_bests`, and
/// each touched lift's record is worked out into `import_records` (`writeRecords`).
struct ImportBatch {
    /// A lift as the file spells it, with its matching key, numbered in order of first sight.
    struct Lift {
        let number: Int32
        let key: String
    }

    /// 16 bytes, so a million sets take less memory than their lines in the file: the weight,
    /// and the rest in one word, each in the narrowest bits its limits fit (`ImportLimits`:
    /// reps up to 1,000, sets up to 100; `mostExercises` lifts; a `CalendarDate` of years 1 to
    /// 9999 is within ±4 million days of 1970; an RPE is 2 to 20 halves). A set's comment,
    /// superset group and session, which most imported sets lack, are kept beside the batch
    /// (`comments`, `groups`, `sessions`) rather than in every set.
    struct PendingSet {
        let weight: Double
        /// From the low bits: reps (10), unit (1), source (3, 0 for none), kind (2), RPE in
        /// halves less one (5, 0 for none), sets (7), lift (13), and the day since 1970 (23,
        /// signed: an arithmetic shift gives it back).
        private let bits: UInt64

        init(_ set: ImportedSet, lift: Int32) {
            weight = set.weight
            let source = set.source.flatMap { WorkoutSource.allCases.firstIndex(of: $0) }.map { UInt64($0) + 1 } ?? 0
            let kind = UInt64(SetKind.allCases.firstIndex(of: set.kind) ?? 0)
            let rpe = set.rpe.map { UInt64($0.halves - 1) } ?? 0
            let day = UInt64(bitPattern: Int64(max(-Self.farthestDay, min(Self.farthestDay, set.date.daysSinceEpoch))))
            bits = UInt64(min(max(set.reps, 0), 0x3FF)) | (set.unit == .lb ? 1 : 0) << 10 | source << 11 | kind << 14 | rpe << 16
                | UInt64(min(max(set.sets, 0), 0x7F)) << 21 | UInt64(lift & 0x1FFF) << 28 | day << 41
        }

        /// The farthest day from 1970 the 23 bits of the day hold.
        private static let farthestDay = (1 << 22) - 1

        var day: Int32 { Int32(truncatingIfNeeded: Int64(bitPattern: bits) >> 41) }
        var sets: UInt8 { UInt8(truncatingIfNeeded: bits >> 21 & 0x7F) }
        var lift: UInt16 { UInt16(truncatingIfNeeded: bits >> 28 & 0x1FFF) }
        var reps: UInt16 { UInt16(truncatingIfNeeded: bits & 0x3FF) }
        var unit: WeightUnit { bits & 1 << 10 == 0 ? .kg : .lb }
        var kind: SetKind { SetKind.allCases[Int(bits >> 14 & 3)] }
        var isWarmup: Bool { kind == .warmup }
        var rpe: RPE? {
            let halves = Int(bits >> 16 & 0x1F)
            return halves == 0 ? nil : RPE(Double(halves + 1) / 2)
        }
        /// Where the set came from, when the file says; nil: the import's own source.
        var source: WorkoutSource? {
            let number = Int(bits >> 11 & 7)
            return number == 0 ? nil : WorkoutSource.allCases[number - 1]
        }
    }

    /// A pending set on its way into a statement (`BoundRows`), with its comment, its group
    /// and its session: indexes into `comments`, `groups` and `sessions`, or -1 for none.
    struct Row {
        let set: PendingSet
        let comment: Int32
        let group: Int32
        let session: Int32
    }

    /// A live session of the file (our own export's): the day of its sets, and its times.
    struct Session: Hashable {
        let date: CalendarDate
        let span: SessionSpan
    }

    /// What `write` leaves for the daily bests and records.
    struct Written {
        /// The spelling each lift's sets are stored under, by key.
        let spellings: [String: String]
        /// The new sets' best per day of each key (by its number), oldest first.
        let bests: [[DayBest]]
    }

    let userID: Int64
    let source: WorkoutSource
    var added: Int { pending.count }
    private var pending: [PendingSet] = []
    private var lifts: [(name: String, key: String)] = []
    private var liftNumbers: [String: Int32] = [:]
    /// The latest spellings looked up, newest first: a file's rows of one lift come together,
    /// or take turns among a few lifts, and comparing strings (mostly the very string the
    /// reader handed over before) is cheaper than hashing them.
    private var recentLifts: [(name: String, lift: Lift)] = []
    /// The distinct keys, numbered in order of first sight, and each lift's key number.
    private var keys: [String] = []
    private var keyNumbers: [String: Int32] = [:]
    private var keyOfLift: [Int32] = []
    /// The keys with a set that counts, in the order of their first such set in the file
    /// (the order their records take their slugs in). A lift none of whose new sets counts
    /// keeps its record as it was.
    private var countedKeys: [Int32] = []
    private var isCounted: [Bool] = []
    private var comments = SparseValues<String>()
    private var groups = SparseValues<String>()
    private var sessions = SparseValues<Session>()
    /// Sets of the file stored already whose entries may gain their kind, RPE or group
    /// (`writeFills`), each with its place among the stored entries like it; and their groups.
    private var fills: [(set: PendingSet, place: Int32)] = []
    private var fillGroups = SparseValues<String>()

    /// Room for `expectedSets` is taken at once (up to what a file within the upload limit
    /// can hold), so a big import's sets are not copied as the array doubles.
    init(userID: Int64, source: WorkoutSource, expectedSets: Int = 0) {
        self.userID = userID
        self.source = source
        pending.reserveCapacity(min(max(expectedSets, 0), Self.mostExpectedSets))
    }

    /// A 50 MiB file of the shortest lines that make a set.
    static let mostExpectedSets = 3_000_000

    /// The most different exercise names a file may hold: more than anyone's history has,
    /// and it bounds what an import does per name (a slug, a record) and keeps in memory.
    static let mostExercises = 5_000

    /// The lift of that spelling, its key computed once per spelling of the batch;
    /// `.tooManyExercises` past `mostExercises` spellings.
    mutating func lift(named name: String) throws(StorageError) -> Lift {
        for recent in recentLifts where recent.name == name { return recent.lift }
        let lift = try numberedLift(name)
        if recentLifts.count == Self.recentLiftCount { recentLifts.removeLast() }
        recentLifts.insert((name, lift), at: 0)
        return lift
    }

    /// Spellings kept in `recentLifts`.
    private static let recentLiftCount = 16

    private mutating func numberedLift(_ name: String) throws(StorageError) -> Lift {
        if let number = liftNumbers[name] { return Lift(number: number, key: lifts[Int(number)].key) }
        guard lifts.count < Self.mostExercises else { throw StorageError.tooManyExercises(limit: Self.mostExercises) }
        let lift = Lift(number: Int32(lifts.count), key: LiftName.key(name))
        lifts.append((name, lift.key))
        liftNumbers[name] = lift.number
        if let number = keyNumbers[lift.key] {
            keyOfLift.append(number)
        } else {
            keyNumbers[lift.key] = Int32(keys.count)
            keyOfLift.append(Int32(keys.count))
            keys.append(lift.key)
            isCounted.append(false)
        }
        return lift
    }

    /// The batch's lift keys, each once.
    var liftKeys: [String] { keys }

    /// Takes a new set; nothing is written before `write(on:)`.
    mutating func add(_ set: ImportedSet, lift: Lift) {
        comments.append(set.comments.isEmpty ? nil : set.comments, at: pending.count)
        groups.append(set.group, at: pending.count)
        sessions.append(set.session.map { Session(date: set.date, span: $0) }, at: pending.count)
        pending.append(PendingSet(set, lift: lift.number))
        let key = keyOfLift[Int(lift.number)]
        if !isCounted[Int(key)], BestPerDay.estimateKg(set) != nil {
            isCounted[Int(key)] = true
            countedKeys.append(key)
        }
    }

    /// Takes a set of the file found stored already (`StoredSets.Match`) whose entry may lack a
    /// detail the set has; nothing is written before `writeFills`.
    mutating func fill(_ set: ImportedSet, lift: Lift, place: Int32) {
        fillGroups.append(set.group, at: fills.count)
        fills.append((PendingSet(set, lift: lift.number), place))
    }

    /// Gives the entries the file's sets were found as (an import of the same file from before
    /// kinds, RPEs and supersets were read) the kind, RPE and group they lack, never replacing
    /// one they have, and works out again the daily bests and records of the days that changed:
    /// a set now a warm-up counts no more, one with an RPE counts its reps in reserve. For the
    /// transaction that makes the import visible: `HistoryRecords.refresh` also works out the
    /// records the import's own sets will give, before they are shown. `comparedSource`: the
    /// source the file was compared with (nil: every entry). Returns how many entries gained.
    func writeFills(comparedSource: WorkoutSource?, on connection: Connection) throws -> Int {
        guard !fills.isEmpty else { return 0 }
        // The stored entry is found again as `StoredSets` counted it: among the visible ones
        // of its identity (and source), oldest first.
        let update = try connection.cached("""
            UPDATE workouts SET kind = CASE kind WHEN 'normal' THEN ?1 ELSE kind END, rpe = coalesce(rpe, ?2), set_group = coalesce(set_group, ?3)
            WHERE id = (SELECT id FROM workouts WHERE user_id = ?4 AND lift_key = ?5 AND date = ?6 AND reps = ?7 AND weight = ?8 AND unit = ?9
                        AND (?10 IS NULL OR source = ?10) AND \(PendingImports.visible) ORDER BY id LIMIT 1 OFFSET ?11)
              AND (kind = 'normal' AND ?1 <> 'normal' OR rpe IS NULL AND ?2 IS NOT NULL OR set_group IS NULL AND ?3 IS NOT NULL)
            """)
        var touched: [String: Set<CalendarDate>] = [:]
        var filled = 0
        for (position, fill) in fills.enumerated() {
            let set = fill.set, group = fillGroups.index(at: position)
            let key = keys[Int(keyOfLift[Int(set.lift)])], date = CalendarDate(daysSinceEpoch: Int(set.day))
            try update.run([set.kind.rawValue, set.rpe?.value, group < 0 ? nil : fillGroups.values[Int(group)], userID, key, date.iso,
                            Int(set.reps), set.weight, set.unit.rawValue, comparedSource?.rawValue, Int(fill.place)])
            guard connection.changes > 0 else { continue }
            filled += 1
            touched[key, default: []].insert(date)
        }
        for (key, dates) in touched.sorted(by: { $0.key < $1.key }) {
            try HistoryRecords.refresh(userID: userID, key: key, dates: dates.sorted(), on: connection)
        }
        return filled
    }

    /// Stores the sets taken as rows of the pending import `importID`, `setsPerStep` sets at a
    /// time, each day's count added to its `pending_count` (the day's row is made when
    /// missing). Runs while the triggers are off: its statements are prepared here and never
    /// cached, so no statement without its triggers outlives the import. Returns the spelling
    /// each lift's sets are stored under and the sets' daily bests, for `writeBests` and
    /// `writeRecords`.
    func write(importID: Int64, in transactions: ShortTransactions, on connection: Connection) throws -> Written {
        // One timestamp for the whole import, in the column default's format.
        let now = try connection.prepare("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now')").firstValue { $0.string() } ?? ""
        var rows = try BoundRows(rows: Self.rowsPerInsert, userID: userID, createdAt: now, importID: importID, on: connection)
        var single = try BoundRows(rows: 1, userID: userID, createdAt: now, importID: importID, on: connection)
        let days = try connection.prepare("""
            INSERT INTO workout_dates(user_id, date, entry_count, pending_count) VALUES (?, ?, 0, ?)
            ON CONFLICT DO UPDATE SET pending_count = pending_count + excluded.pending_count
            """)
        let spellings = try storedSpellings(on: connection)
        let sessionIDs = try writeSessions(importID: importID, in: transactions, on: connection)
        let values = BoundRows.Values(spellings: spellings, keys: lifts.map(\.key), comments: comments.values, groups: groups.values,
                                      sessionIDs: sessionIDs, source: source)
        let order = dateOrder()
        var start = 0
        var run: [Row] = []
        run.reserveCapacity(Self.setsPerStep)
        var bests = DailyBests(keys: keys.count)
        try transactions.run(on: connection) {
            guard start < order.count else { return false }
            if start == 0 { try Self.markFirstRow(importID: importID, on: connection) }
            let end = min(start + Self.setsPerStep, order.count)
            // The step's sets lie all over the batch: fetched together, their cache misses
            // overlap instead of each stalling its row's insert.
            run.removeAll(keepingCapacity: true)
            for position in order[start..<end] { run.append(row(at: Int(position))) }
            var offset = 0
            while run.count - offset >= Self.rowsPerInsert {
                try rows.insert(run[offset..<offset + Self.rowsPerInsert], values)
                offset += Self.rowsPerInsert
            }
            for last in run[offset...] { try single.insert(CollectionOfOne(last), values) }
            try countDays(of: run, bests: &bests, into: days)
            start = end
            return start < order.count
        }
        return Written(spellings: Dictionary(zip(lifts.map(\.key), spellings)) { first, _ in first }, bests: bests.finished())
    }

    /// The set at `position` of `pending`, with its comment, group and session.
    private func row(at position: Int) -> Row {
        Row(set: pending[position], comment: comments.index(at: position), group: groups.index(at: position),
            session: sessions.index(at: position))
    }

    /// The account's id of each of the file's sessions, by its index: the account's own of the
    /// same day and start (as the account document's import matches them), else a new
    /// finished one marked as the import's, which an undo deletes (migration 34).
    private func writeSessions(importID: Int64, in transactions: ShortTransactions, on connection: Connection) throws -> [Int64] {
        let all = sessions.values
        guard !all.isEmpty else { return [] }
        let same = try connection.prepare("SELECT id FROM workout_sessions WHERE user_id = ? AND date = ? AND started_at = ? ORDER BY id LIMIT 1")
        let insert = try connection.prepare("""
            INSERT INTO workout_sessions(user_id, date, started_at, finished_at, last_set_at, import_id) VALUES (?, ?, ?, ?, ?, ?) RETURNING id
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(all.count)
        try transactions.run(on: connection) {
            for session in all[ids.count..<min(ids.count + Self.setsPerStep, all.count)] {
                let (date, span) = (session.date.iso, session.span)
                let id = try same.firstValue([userID, date, span.startedAt]) { $0.int64() }
                    ?? insert.firstValue([userID, date, span.startedAt, span.finishedAt, span.finishedAt, importID]) { $0.int64() }
                ids.append(id ?? 0)
            }
            return ids.count < all.count
        }
        return ids
    }

    /// Adds the step's sets (in date order) to their days' `pending_count` and daily bests.
    private func countDays(of run: [Row], bests: inout DailyBests, into days: Statement) throws {
        var first = 0
        while first < run.count {
            let day = run[first].set.day
            bests.start(day)
            var next = first
            while next < run.count, run[next].set.day == day {
                bests.add(run[next].set.estimateKg, key: keyOfLift[Int(run[next].set.lift)])
                next += 1
            }
            try days.run([userID, CalendarDate(daysSinceEpoch: Int(day)).iso, next - first])
            first = next
        }
    }

    /// Rows written by one statement: SQLite then opens, descends and closes the table's and
    /// each index's B-tree once for all of them, and appends each row in its own leaf while
    /// it keeps its place there (a new lifter's rows in date order end the index by date),
    /// where a statement per row went from the root every time: a third of the insert's
    /// time, measured on a million rows (16 to a statement did less, 128 no more).
    static let rowsPerInsert = 64

    /// Notes, in the transaction of the import's first rows, the id they start at: a new row's
    /// id is the largest one plus one, so every row the import writes from here on lies at or
    /// after it, which is how an undo finds them without an index of them (migration 22).
    /// Prepared, not cached, as it runs with the triggers off.
    private static func markFirstRow(importID: Int64, on connection: Connection) throws {
        try connection.prepare("UPDATE imports SET first_workout_id = (SELECT coalesce(max(id), 0) + 1 FROM workouts) WHERE id = ?").run([importID])
    }

    /// Sets (or daily bests) written between two looks at the clock: a multiple of
    /// `rowsPerInsert`, so only the last step writes rows one by one.
    private static let setsPerStep = 256

    /// The new sets' best per lift and day (`Written.bests`), into the import's own layer of
    /// `daily_bests`; returns the keys of the lifts written, for `writeRecords`.
    func writeBests(_ bests: [[DayBest]], importID: Int64, in transactions: ShortTransactions, on connection: Connection) throws -> [String] {
        let insert = try connection.prepare("INSERT INTO daily_bests(user_id, lift_key, date, import_id, kilograms) VALUES (?, ?, ?, ?, ?)")
        var exercises = countedKeys[...]
        var position = 0
        try transactions.run(on: connection) {
            guard let number = exercises.first else { return false }
            let days = bests[Int(number)]
            for day in days[position..<min(position + Self.setsPerStep, days.count)] {
                try insert.run([userID, keys[Int(number)], day.date.iso, importID, day.oneRepMaxKg])
            }
            position += Self.setsPerStep
            if position >= days.count {
                exercises = exercises.dropFirst()
                position = 0
            }
            return !exercises.isEmpty
        }
        return countedKeys.map { keys[Int($0)] }
    }

    /// The records the touched lifts will have once the import is visible, one lift a step.
    /// A lift none of whose new sets counts keeps its record as it was.
    func writeRecords(of keys: [String], spellings: [String: String], importID: Int64, in transactions: ShortTransactions,
                      on connection: Connection) throws {
        var keys = keys[...]
        var slugs = LiftSlugs()
        try transactions.run(on: connection) {
            guard let key = keys.popFirst() else { return false }
            try HistoryRecords.refreshRecord(userID: userID, key: key, importID: importID, spelling: spellings[key], slugs: &slugs, on: connection)
            return !keys.isEmpty
        }
    }

    /// The spelling each lift is stored under: the lifter's own where they have one, else the
    /// file's first (lifts are numbered in file order).
    private func storedSpellings(on connection: Connection) throws -> [String] {
        var spellings = LiftSpellings()
        return try lifts.map { try spellings.spelling(of: $0.name, key: $0.key, userID: userID, on: connection) }
    }

    /// Positions of the pending sets by day, then by position (file order within a day): a
    /// counting sort by day, one pass to count and one to place, where sorting a million
    /// 8-byte keys took 50 ms; 4 bytes a set. Days spread wider than the sets are many
    /// (a file of a few sets centuries apart) are sorted as keys instead, so the counts
    /// never outgrow the order.
    private func dateOrder() -> [UInt32] {
        guard let first = pending.first else { return [] }
        var earliest = Int(first.day), latest = Int(first.day)
        for set in pending {
            earliest = min(earliest, Int(set.day))
            latest = max(latest, Int(set.day))
        }
        guard latest - earliest < max(pending.count, 1 << 16) else {
            // The day in the high half (its sign bit flipped, so earlier days sort first), the position in the low.
            let keys = pending.indices.map { UInt64(UInt32(bitPattern: pending[$0].day) ^ 0x8000_0000) << 32 | UInt64($0) }
            return keys.sorted().map { UInt32(truncatingIfNeeded: $0) }
        }
        // Each day's count, then where its sets start, then where its next set goes.
        var next = [Int32](repeating: 0, count: latest - earliest + 1)
        for set in pending { next[Int(set.day) - earliest] += 1 }
        var start: Int32 = 0
        for day in next.indices { (next[day], start) = (start, start + next[day]) }
        var order = [UInt32](repeating: 0, count: pending.count)
        for (position, set) in pending.enumerated() {
            let day = Int(set.day) - earliest
            order[Int(next[day])] = UInt32(position)
            next[day] += 1
        }
        return order
    }
}

extension ImportBatch.PendingSet {
    /// The set's estimate by the history's one rule (`BestPerDay`); nil when it does not count.
    var estimateKg: Double? {
        BestPerDay.estimateKg(weight: weight, unit: unit, reps: Int(reps), rpe: rpe, isWarmup: isWarmup)
    }
}

/// The best estimate per key on each day, taken as an import's sets go by in date order.
private struct DailyBests {
    private var days: [[DayBest]]
    private var today: Int32?
    private var best: [Double]
    private var touched: [Int32] = []

    init(keys: Int) {
        days = Array(repeating: [], count: keys)
        best = Array(repeating: 0, count: keys)
    }

    /// The sets that follow are of `day`; those before were of the day before it, if another.
    mutating func start(_ day: Int32) {
        if day != today { close() }
        today = day
    }

    mutating func add(_ estimate: Double?, key: Int32) {
        guard let estimate else { return }
        if best[Int(key)] == 0 { touched.append(key) }
        best[Int(key)] = max(best[Int(key)], estimate)
    }

    mutating func finished() -> [[DayBest]] {
        close()
        return days
    }

    private mutating func close() {
        guard let today else { return }
        let date = CalendarDate(daysSinceEpoch: Int(today))
        for key in touched {
            days[Int(key)].append(DayBest(date: date, oneRepMaxKg: best[Int(key)]))
            best[Int(key)] = 0
        }
        touched.removeAll(keepingCapacity: true)
    }
}
