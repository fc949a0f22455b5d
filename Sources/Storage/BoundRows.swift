import Domain
import SQLite

/// An insert of `rows` imported sets into `workouts` in one statement (`ImportBatch.write`):
/// what all rows share (the user, the import's time and id) is bound once, and each row's
/// place again only where its set differs from the set the place held before (SQLite keeps
/// a binding until it is replaced; a lift's name is copied at every bind).
struct BoundRows {
    /// What a pending set's numbers stand for.
    struct Values {
        /// The stored spelling and the key of each lift, by its number.
        let spellings: [String]
        let keys: [String]
        let comments: [String]
        let groups: [String]
        /// The account's id of each of the file's sessions, by its index.
        let sessionIDs: [Int64]
        /// The import's own source, for sets whose file names none.
        let source: WorkoutSource
    }

    private let statement: Statement
    /// The set each place was last bound to.
    private var bound: [ImportBatch.Row?]

    /// Parameters of a row's own, after the three every row shares.
    private static let perRow: Int32 = 13

    /// `INSERT OR FAIL`: when a row of a statement of several breaks a constraint, SQLite would
    /// otherwise undo the statement's earlier rows, and for that keeps a journal of every page
    /// the statement changes (a temporary file past 64 KiB), which cost as much as the rows
    /// saved. With FAIL the earlier rows stay, and the error rolls the transaction back anyway
    /// (`Connection.transaction`), which ends the import and undoes it.
    init(rows: Int, userID: Int64, createdAt: String, importID: Int64, on connection: Connection) throws {
        let places = (0..<Int32(rows)).map { row in
            let first = 4 + row * Self.perRow
            return "(?1, " + (first..<first + Self.perRow).map { "?\($0)" }.joined(separator: ", ") + ", ?2, ?3)"
        }
        statement = try connection.prepare("""
            INSERT OR FAIL INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, rpe, set_group, session_id, created_at, import_id)
            VALUES \(places.joined(separator: ", "))
            """)
        bound = Array(repeating: nil, count: rows)
        try statement.bind(userID, at: 1)
        try statement.bind(createdAt, at: 2)
        try statement.bind(importID, at: 3)
    }

    /// Writes `sets`, exactly as many as the statement has rows.
    mutating func insert(_ rows: some Collection<ImportBatch.Row>, _ values: Values) throws {
        precondition(rows.count == bound.count, "an insert of \(bound.count) rows was given \(rows.count) sets")
        for (place, row) in zip(bound.indices, rows) {
            try bind(row, at: place, values)
        }
        try statement.runWithBindings()
    }

    private mutating func bind(_ row: ImportBatch.Row, at place: Int, _ values: Values) throws {
        let set = row.set, previous = bound[place]?.set
        let first = 4 + Int32(place) * Self.perRow
        if previous?.day != set.day { try statement.bind(CalendarDate(daysSinceEpoch: Int(set.day)).iso, at: first) }
        if previous?.lift != set.lift {
            try statement.bind(values.spellings[Int(set.lift)], at: first + 1)
            try statement.bind(values.keys[Int(set.lift)], at: first + 2)
        }
        try statement.bind(set.weight, at: first + 3)
        if previous?.unit != set.unit { try statement.bind(set.unit.rawValue, at: first + 4) }
        if previous?.reps != set.reps { try statement.bind(Int(set.reps), at: first + 5) }
        if previous?.sets != set.sets { try statement.bind(Int(set.sets), at: first + 6) }
        if bound[place]?.comment != row.comment { try statement.bind(row.comment < 0 ? "" : values.comments[Int(row.comment)], at: first + 7) }
        if previous?.source != .some(set.source) { try statement.bind((set.source ?? values.source).rawValue, at: first + 8) }
        if previous?.kind != set.kind { try statement.bind(set.kind.rawValue, at: first + 9) }
        if previous?.rpe != .some(set.rpe) { try statement.bind(set.rpe?.value, at: first + 10) }
        if bound[place]?.group != row.group { try statement.bind(row.group < 0 ? nil : values.groups[Int(row.group)], at: first + 11) }
        if bound[place]?.session != row.session {
            try statement.bind(row.session < 0 ? nil : values.sessionIDs[Int(row.session)], at: first + 12)
        }
        bound[place] = row
    }
}
