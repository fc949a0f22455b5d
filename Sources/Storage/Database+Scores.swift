import Domain
import SQLite

/// WOD parts' scoring and members' scores. The boards are on the gym's pages, so every write
/// here moves the gym's version (migration 36); reading a member's own scores names the member.
extension Database {
    /// The day's parts in `/wod`'s order (by class type name), numbered from 1, each with its
    /// scoring (not scored until staff set it).
    public func wodParts(on date: CalendarDate) throws(StorageError) -> [WODPart] {
        try read { connection in
            var number = 0
            return try connection.cached("""
                SELECT w.class_type_id, t.name, w.body, \(PartColumn.selectList(joined: "p"))
                FROM wods w JOIN class_types t ON t.id = w.class_type_id
                LEFT JOIN wod_parts p ON p.date = w.date AND p.class_type_id = w.class_type_id
                WHERE w.date = ? ORDER BY t.name COLLATE NOCASE
                """).all([date.iso], reading: WODColumn.self) { row in
                number += 1
                let part = try row.joined(PartColumn.self, as: "p")
                let scoring = part.isNull(.scoreType) ? PartScoring.unscored
                    : PartScoring(type: ScoreType(rawValue: part.string(.scoreType)) ?? .none,
                                  timeCap: part.isNull(.timeCap) ? nil : part.int(.timeCap), benchmark: part.optionalString(.benchmark))
                return WODPart(date: date, number: number, classTypeID: row.int64(.classTypeID), classType: row.string(.name),
                               lines: Self.lines(row.string(.body)), scoring: scoring)
            }
        }
    }

    public func saveScoring(on date: CalendarDate, classTypeID: Int64, _ scoring: PartScoring) throws(StorageError) {
        try write { connection in
            try connection.cached("INSERT OR REPLACE INTO wod_parts(date, class_type_id, score_type, time_cap_s, benchmark) VALUES (?, ?, ?, ?, ?)")
                .run([date.iso, classTypeID, scoring.type.rawValue, scoring.timeCap, scoring.benchmark])
        }
    }

    /// The part's scores with their members, read for the part's `type`.
    public func scores(on date: CalendarDate, classTypeID: Int64, type: ScoreType) throws(StorageError) -> [PostedScore] {
        try read { connection in
            try connection.cached("""
                SELECT \(ScoreColumn.selectList(from: "s")), \(BoardColumn.selectList(from: "g")), \(UserColumn.selectList(joined: "u"))
                FROM scores s JOIN users u ON u.id = s.user_id LEFT JOIN gym_settings g ON g.user_id = s.user_id
                WHERE s.date = ? AND s.class_type_id = ?
                """).all([date.iso, classTypeID], reading: ScoreColumn.self) { try Self.postedScore($0, type: type) }.compactMap { $0 }
        }
    }

    /// Posts the member's score for the part, or changes the one they posted.
    public func saveScore(userID: Int64, on date: CalendarDate, classTypeID: Int64, _ score: Score, division: Division, note: String,
                          now: Int) throws(StorageError) {
        let stored = score.stored
        try write { connection in
            try connection.cached("""
                INSERT INTO scores(user_id, date, class_type_id, "primary", secondary, capped, division, note, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                ON CONFLICT(user_id, date, class_type_id) DO UPDATE SET "primary" = ?4, secondary = ?5, capped = ?6, division = ?7, note = ?8
                """).run([userID, date.iso, classTypeID, stored.primary, stored.secondary, stored.capped, division.rawValue, note, now])
        }
    }

    /// Deletes the member's own score; false when they had none.
    public func deleteScore(userID: Int64, on date: CalendarDate, classTypeID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM scores WHERE user_id = ? AND date = ? AND class_type_id = ?").run([userID, date.iso, classTypeID])
            return connection.changes > 0
        }
    }

    /// The member's scores on every part marked as a benchmark, oldest first, with the
    /// benchmark's name and the part's scoring.
    public func benchmarkScores(userID: Int64) throws(StorageError) -> [(benchmark: String, scoring: PartScoring, score: PostedScore)] {
        try read { connection in
            try connection.cached("""
                SELECT \(ScoreColumn.selectList(from: "s")), \(BoardColumn.selectList()), \(UserColumn.selectList(joined: "u")),
                    \(PartColumn.selectList(joined: "p"))
                FROM scores s JOIN users u ON u.id = s.user_id
                JOIN wod_parts p ON p.date = s.date AND p.class_type_id = s.class_type_id AND p.benchmark IS NOT NULL
                WHERE s.user_id = ? ORDER BY s.date
                """).all([userID], reading: ScoreColumn.self) { row -> (String, PartScoring, PostedScore)? in
                let part = try row.joined(PartColumn.self, as: "p")
                let scoring = PartScoring(type: ScoreType(rawValue: part.string(.scoreType)) ?? .none,
                                          timeCap: part.isNull(.timeCap) ? nil : part.int(.timeCap), benchmark: part.string(.benchmark))
                return try Self.postedScore(row, type: scoring.type).map { (part.string(.benchmark), scoring, $0) }
            }.compactMap { $0 }.map { (benchmark: $0.0, scoring: $0.1, score: $0.2) }
        }
    }

    private enum ScoreColumn: String, ColumnName {
        case id, date, primary, secondary, capped, division, note

        /// `primary` is an SQL keyword, so it is quoted.
        func expression(table: String?) -> String? {
            self == .primary ? "\(table.map { $0 + "." } ?? "")\"primary\"" : nil
        }
    }

    /// The member's board settings from `gym_settings` joined as `table`, off for a member
    /// without a row; without a table, off (a member's own scores, which no board shows).
    private enum BoardColumn: String, ColumnName {
        case hiddenFromBoards = "hidden_from_boards", dotsAllowed = "dots_allowed"

        func expression(table: String?) -> String? {
            table.map { "coalesce(\($0).\(rawValue), 0)" } ?? "0"
        }
    }

    private enum WODColumn: String, ColumnName {
        case classTypeID = "class_type_id", name, body
    }

    private enum PartColumn: String, ColumnName {
        case benchmark, scoreType = "score_type", timeCap = "time_cap_s"
    }

    private static func postedScore(_ row: NamedRow<ScoreColumn>, type: ScoreType) throws -> PostedScore? {
        guard let score = Score(type: type, primary: row.double(.primary), secondary: row.int(.secondary), capped: row.bool(.capped)) else { return nil }
        let board = try row.joined(BoardColumn.self)
        return PostedScore(id: row.int64(.id), user: try user(joinedTo: row), date: date(row, .date), score: score,
                           division: Division(rawValue: row.string(.division)) ?? .rx, note: row.string(.note),
                           hiddenFromBoards: board.bool(.hiddenFromBoards), dotsAllowed: board.bool(.dotsAllowed))
    }
}
