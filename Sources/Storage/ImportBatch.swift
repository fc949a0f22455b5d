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
/// order. A set costs 32 bytes here, less than its line in the file.
///
/// The bookkeeping the triggers would do per row (`workout_dates` and its counts, see
/// migration 2) is done once per day and transaction, into the days' `pending_count`; the new
/// sets' daily bests go into the import's own layer of `daily_bests`, and each touched lift's
/// record is worked out into `import_records` (`writeRecords`).
struct ImportBatch {
    /// A lift as the file spells it, with its matching key, numbered in order of first sight.
    struct Lift {
        let number: Int32
        let key: String
    }

    private struct PendingSet {
        let weight: Double
        let day: Int32
        let lift: Int32
        let reps: Int32
        let sets: Int32
        /// Index into `comments`, or -1: almost every imported set has none.
        let comment: Int32
        let unit: WeightUnit
        let isWarmup: Bool
        /// Where the set came from, when the file says; nil: the import's own source.
        let source: WorkoutSource?
    }

    let userID: Int64
    let source: WorkoutSource
    var added: Int { pending.count }
    private var pending: [PendingSet] = []
    private var lifts: [(name: String, key: String)] = []
    private var liftNumbers: [String: Int32] = [:]
    private var comments: [String] = []
    /// The new sets' best estimate per lift and day, by the history's one rule. A lift none
    /// of whose new sets counts keeps its record as it was.
    private var bests = BestPerDay()

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
        if let number = liftNumbers[name] { return Lift(number: number, key: lifts[Int(number)].key) }
        guard lifts.count < Self.mostExercises else { throw StorageError.tooManyExercises(limit: Self.mostExercises) }
        let lift = Lift(number: Int32(lifts.count), key: LiftName.key(name))
        lifts.append((name, lift.key))
        liftNumbers[name] = lift.number
        return lift
    }

    /// Takes a new set; nothing is written before `write(on:)`.
    mutating func add(_ set: ImportedSet, lift: Lift) {
        var comment: Int32 = -1
        if !set.comments.isEmpty {
            comment = Int32(comments.count)
            comments.append(set.comments)
        }
        pending.append(PendingSet(weight: set.weight, day: Int32(set.date.daysSinceEpoch), lift: lift.number,
                                  reps: Int32(clamping: set.reps), sets: Int32(clamping: set.sets), comment: comment,
                                  unit: set.unit, isWarmup: set.isWarmup, source: set.source))
        bests.add(set)
    }

    /// Stores the sets taken as rows of the pending import `importID`, a day's run of sets at a
    /// time, with its count added to the day's `pending_count` (the day's row is made when
    /// missing). Runs while the triggers are off: its statements are prepared here and never
    /// cached, so no statement without its triggers outlives the import. Returns the spelling
    /// each lift's sets are stored under, by key, for `writeRecords`.
    func write(importID: Int64, in transactions: ShortTransactions, on connection: Connection) throws -> [String: String] {
        let insert = try connection.prepare("""
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, warmup, created_at, import_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let day = try connection.prepare("""
            INSERT INTO workout_dates(user_id, date, entry_count, pending_count) VALUES (?, ?, 0, ?)
            ON CONFLICT DO UPDATE SET pending_count = pending_count + excluded.pending_count
            """)
        // One timestamp for the whole import, in the column default's format.
        let now = try connection.prepare("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now')").first { $0.string(0) } ?? ""
        let spellings = try storedSpellings(on: connection)
        // What every row shares is bound once; SQLite keeps a binding until it is replaced.
        try insert.bind(userID, at: 1)
        try insert.bind(now, at: 12)
        try insert.bind(importID, at: 13)
        let order = dateOrder()
        var start = 0
        var previous: PendingSet?
        try transactions.run(on: connection) {
            guard start < order.count else { return false }
            if start == 0 { try Self.markFirstRow(importID: importID, on: connection) }
            let first = pending[Self.position(order[start])].day
            let iso = CalendarDate(daysSinceEpoch: Int(first)).iso
            try insert.bind(iso, at: 2)
            var end = start
            while end < order.count, end - start < Self.setsPerStep, pending[Self.position(order[end])].day == first {
                let set = pending[Self.position(order[end])]
                try bind(set, after: previous, spellings: spellings, to: insert)
                try insert.runWithBindings()
                previous = set
                end += 1
            }
            try day.run([userID, iso, end - start])
            start = end
            return start < order.count
        }
        return Dictionary(zip(lifts.map(\.key), spellings)) { first, _ in first }
    }

    /// Binds the set's own values to `insert`, leaving those it shares with `previous` (the
    /// row bound before) as they are: most rows repeat their neighbour's unit, comment and
    /// source, and a lift's name is copied by SQLite at every bind.
    private func bind(_ set: PendingSet, after previous: PendingSet?, spellings: [String], to insert: Statement) throws {
        if previous?.lift != set.lift {
            try insert.bind(spellings[Int(set.lift)], at: 3)
            try insert.bind(lifts[Int(set.lift)].key, at: 4)
        }
        try insert.bind(set.weight, at: 5)
        if previous?.unit != set.unit { try insert.bind(set.unit.rawValue, at: 6) }
        try insert.bind(Int(set.reps), at: 7)
        try insert.bind(Int(set.sets), at: 8)
        if previous?.comment != set.comment { try insert.bind(set.comment < 0 ? "" : comments[Int(set.comment)], at: 9) }
        if previous?.source != .some(set.source) { try insert.bind((set.source ?? source).rawValue, at: 10) }
        try insert.bind(set.isWarmup, at: 11)
    }

    /// Notes, in the transaction of the import's first rows, the id they start at: a new row's
    /// id is the largest one plus one, so every row the import writes from here on lies at or
    /// after it, which is how an undo finds them without an index of them (migration 22).
    /// Prepared, not cached, as it runs with the triggers off.
    private static func markFirstRow(importID: Int64, on connection: Connection) throws {
        try connection.prepare("UPDATE imports SET first_workout_id = (SELECT coalesce(max(id), 0) + 1 FROM workouts) WHERE id = ?").run([importID])
    }

    /// Sets (or daily bests) written between two looks at the clock.
    private static let setsPerStep = 200

    /// The new sets' best per lift and day, into the import's own layer of `daily_bests`;
    /// returns the keys of the lifts written, for `writeRecords`.
    func writeBests(importID: Int64, in transactions: ShortTransactions, on connection: Connection) throws -> [String] {
        let insert = try connection.prepare("INSERT INTO daily_bests(user_id, lift_key, date, import_id, kilograms) VALUES (?, ?, ?, ?, ?)")
        let all = bests.exercises
        var exercises = all[...]
        var position = 0
        try transactions.run(on: connection) {
            guard let exercise = exercises.first else { return false }
            let key = LiftName.key(exercise.name)
            for day in exercise.days[position..<min(position + Self.setsPerStep, exercise.days.count)] {
                try insert.run([userID, key, day.date.iso, importID, day.oneRepMaxKg])
            }
            position += Self.setsPerStep
            if position >= exercise.days.count {
                exercises = exercises.dropFirst()
                position = 0
            }
            return !exercises.isEmpty
        }
        return all.map { LiftName.key($0.name) }
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

    /// Positions of the pending sets by day, then by position, each in the low half of a key
    /// whose high half is the day: sorting plain integers is several times faster than sorting
    /// with a comparison closure, and the keys serve as the order themselves.
    private func dateOrder() -> [UInt64] {
        var keys = pending.indices.map { UInt64(UInt32(bitPattern: pending[$0].day) ^ 0x8000_0000) << 32 | UInt64($0) }
        keys.sort()
        return keys
    }

    /// The position a key of `dateOrder` holds.
    private static func position(_ key: UInt64) -> Int {
        Int(UInt32(truncatingIfNeeded: key))
    }
}
