import Domain
import SQLite

/// The new sets of one import, kept compact while the file is read, then stored in date order
/// (file order within a day) with the connection's triggers and foreign-key checks off
/// (`Connection.withoutTriggersOrForeignKeys`).
///
/// Date order is what makes a big import fast: the table and both of its indexes by date then
/// grow at a few points instead of at random, so each page is written once and the page cache
/// stays small; a million sets spread over ten years store three times as fast as in file
/// order. A set costs 32 bytes here, less than its line in the file.
///
/// The bookkeeping the triggers would do per row (`workout_dates` and its counts, see
/// migration 2) is done once per day, and each touched lift's daily bests are raised and its
/// record rebuilt once (`finish`).
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
    }

    /// Entries added to one day, for its `workout_dates` count.
    private struct DayCount {
        let iso: String
        let added: Int
    }

    let userID: Int64
    let source: WorkoutSource
    var added: Int { pending.count }
    private var pending: [PendingSet] = []
    private var lifts: [(name: String, key: String)] = []
    private var liftNumbers: [String: Int32] = [:]
    private var comments: [String] = []
    private var days: [DayCount] = []
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

    /// The lift of that spelling, its key computed once per spelling of the batch.
    mutating func lift(named name: String) -> Lift {
        if let number = liftNumbers[name] { return Lift(number: number, key: lifts[Int(number)].key) }
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
                                  unit: set.unit, isWarmup: set.isWarmup))
        bests.add(set)
    }

    /// Stores the sets taken, each day's `workout_dates` row before its first set (their
    /// foreign key needs it). Runs while the triggers are off: its statements are prepared
    /// here and never cached, so no statement without its triggers outlives the import.
    mutating func write(on connection: Connection) throws {
        let insert = try connection.prepare("""
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, warmup, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let day = try connection.prepare("INSERT INTO workout_dates(user_id, date, entry_count) VALUES (?, ?, 0) ON CONFLICT DO NOTHING")
        // One timestamp for the whole import, in the column default's format.
        let now = try connection.prepare("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now')").first { $0.string(0) } ?? ""
        let spellings = try storedSpellings(on: connection)
        let source = source.rawValue
        let order = dateOrder()
        var start = 0
        while start < order.count {
            let iso = CalendarDate(daysSinceEpoch: Int(pending[Int(order[start])].day)).iso
            try day.run([userID, iso])
            var end = start
            while end < order.count, pending[Int(order[end])].day == pending[Int(order[start])].day {
                let set = pending[Int(order[end])]
                try insert.run(values: userID, iso, spellings[Int(set.lift)], lifts[Int(set.lift)].key, set.weight,
                               set.unit.rawValue, Int(set.reps), Int(set.sets), set.comment < 0 ? "" : comments[Int(set.comment)],
                               source, set.isWarmup, now)
                end += 1
            }
            days.append(DayCount(iso: iso, added: end - start))
            start = end
        }
    }

    /// With the triggers on again: the days' counts, then the touched lifts' records, and the
    /// user's data version, which the triggers off did not bump for the new sets.
    func finish(on connection: Connection) throws {
        try Database.bumpDataVersion(userID: userID, on: connection)
        let count = try connection.cached("UPDATE workout_dates SET entry_count = entry_count + ? WHERE user_id = ? AND date = ?")
        for day in days { try count.run([day.added, userID, day.iso]) }
        for exercise in bests.exercises {
            try HistoryRecords.raise(userID: userID, key: LiftName.key(exercise.name), bests: exercise.days, on: connection)
        }
    }

    /// The spelling each lift is stored under: the lifter's own where they have one, else the
    /// file's first (lifts are numbered in file order).
    private func storedSpellings(on connection: Connection) throws -> [String] {
        var spellings = LiftSpellings()
        return try lifts.map { try spellings.spelling(of: $0.name, key: $0.key, userID: userID, on: connection) }
    }

    /// Positions of the pending sets by day, then by position: sorting plain integers that
    /// hold both is several times faster than sorting with a comparison closure.
    private func dateOrder() -> [Int32] {
        var keys = pending.indices.map { UInt64(UInt32(bitPattern: pending[$0].day) ^ 0x8000_0000) << 32 | UInt64($0) }
        keys.sort()
        return keys.map { Int32(truncatingIfNeeded: $0) }
    }
}
