import Domain
import SQLite

/// The new sets of one import, stored as they come with the connection's triggers off
/// (`Connection.withoutTriggers`): the bookkeeping the triggers would do per row
/// (`workout_dates` and its counts, see migration 2) is done once per day at the end, and
/// each touched lift's daily bests are raised and its record rebuilt once. An import of
/// 84,390 sets spends half the time it would with the per-row triggers.
///
/// Sets are written a chunk at a time in date order (file order within a day): the indexes
/// by date then fill page after page instead of at random, which makes a million sets in
/// random order half again as fast, while memory stays one chunk whatever the file's size.
struct ImportBatch {
    /// The statements that run while the triggers are off: prepared there, never cached, so
    /// no statement without its triggers outlives the import.
    struct Writer {
        fileprivate let insert: Statement
        fileprivate let day: Statement
        fileprivate let connection: Connection

        init(on connection: Connection) throws {
            insert = try connection.prepare(Database.insertWorkout)
            day = try connection.prepare("INSERT INTO workout_dates(user_id, date, entry_count) VALUES (?, ?, 0) ON CONFLICT DO NOTHING")
            self.connection = connection
        }
    }

    static let chunk = 65_536

    let userID: Int64
    let source: WorkoutSource
    private(set) var added = 0
    private var pending: [(set: ImportedSet, key: String)] = []
    private var keys: [String: String] = [:]
    private var spellings = LiftSpellings()
    private var perDay: [CalendarDate: Int] = [:]
    /// The new sets' best estimate per lift and day, by the history's one rule. A lift none
    /// of whose new sets counts keeps its record as it was.
    private var bests = BestPerDay()

    init(userID: Int64, source: WorkoutSource) {
        self.userID = userID
        self.source = source
    }

    /// The lift's matching key, computed once per spelling of the batch.
    mutating func key(_ name: String) -> String {
        if let key = keys[name] { return key }
        let key = LiftName.key(name)
        keys[name] = key
        return key
    }

    /// Takes a new set, writing the chunk when it is full.
    mutating func insert(_ set: ImportedSet, key: String, with writer: Writer) throws {
        pending.append((set, key))
        if pending.count == Self.chunk { try flush(with: writer) }
    }

    /// Writes the sets taken so far; the last chunk must be written before `finish`.
    mutating func flush(with writer: Writer) throws {
        let order = pending.indices.sorted { (pending[$0].set.date, $0) < (pending[$1].set.date, $1) }
        for index in order { try store(pending[index].set, key: pending[index].key, with: writer) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Stores the set, its day's `workout_dates` row first (its foreign key needs it).
    private mutating func store(_ set: ImportedSet, key: String, with writer: Writer) throws {
        if perDay[set.date] == nil { try writer.day.run([userID, set.date.iso]) }
        perDay[set.date, default: 0] += 1
        let lift = try spellings.spelling(of: set.exercise, key: key, userID: userID, on: writer.connection)
        try writer.insert.run([userID, set.date.iso, lift, key, set.weight, set.unit.rawValue, set.reps, set.sets, set.comments,
                               source.rawValue, set.isWarmup])
        added += 1
        bests.add(set)
    }

    /// With the triggers on again: the days' counts, then the touched lifts' records, and the
    /// user's data version, which the triggers off did not bump for the new sets.
    func finish(on connection: Connection) throws {
        precondition(pending.isEmpty, "flush(with:) writes the last chunk before finish")
        try Database.bumpDataVersion(userID: userID, on: connection)
        let count = try connection.cached("UPDATE workout_dates SET entry_count = entry_count + ? WHERE user_id = ? AND date = ?")
        for (date, added) in perDay { try count.run([added, userID, date.iso]) }
        for exercise in bests.exercises {
            try HistoryRecords.raise(userID: userID, key: LiftName.key(exercise.name), bests: exercise.days, on: connection)
        }
    }
}
