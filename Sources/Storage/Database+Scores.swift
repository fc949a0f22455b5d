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
                SELECT w.class_type_id, t.name, w.body, p.score_type, p.time_cap_s, p.benchmark
                FROM wods w JOIN class_types t ON t.id = w.class_type_id
                LEFT JOIN wod_parts p ON p.date = w.date AND p.class_type_id = w.class_type_id
                WHERE w.date = ? ORDER BY t.name COLLATE NOCASE
                """).all([date.iso]) { row in
                number += 1
                let scoring = row.isNull(3) ? PartScoring.unscored
                    : PartScoring(type: ScoreType(rawValue: row.string(3)) ?? .none, timeCap: row.isNull(4) ? nil : row.int(4),
                                  benchmark: row.optionalString(5))
                return WODPart(date: date, number: number, classTypeID: row.int64(0), classType: row.string(1),
                               lines: Self.lines(row.string(2)), scoring: scoring)
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
                SELECT s.id, s.date, s."primary", s.secondary, s.capped, s.division, s.note, coalesce(g.hidden_from_boards, 0),
                    coalesce(g.dots_allowed, 0), \(Self.userColumns(of: "u"))
                FROM scores s JOIN users u ON u.id = s.user_id LEFT JOIN gym_settings g ON g.user_id = s.user_id
                WHERE s.date = ? AND s.class_type_id = ?
                """).all([date.iso, classTypeID]) { Self.postedScore($0, type: type) }.compactMap { $0 }
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
                SELECT s.id, s.date, s."primary", s.secondary, s.capped, s.division, s.note, 0, 0, \(Self.userColumns(of: "u")),
                    p.benchmark, p.score_type, p.time_cap_s
                FROM scores s JOIN users u ON u.id = s.user_id
                JOIN wod_parts p ON p.date = s.date AND p.class_type_id = s.class_type_id AND p.benchmark IS NOT NULL
                WHERE s.user_id = ? ORDER BY s.date
                """).all([userID]) { row -> (String, PartScoring, PostedScore)? in
                let offset = 9 + Self.userColumnCount
                let scoring = PartScoring(type: ScoreType(rawValue: row.string(offset + 1)) ?? .none,
                                          timeCap: row.isNull(offset + 2) ? nil : row.int(offset + 2), benchmark: row.string(offset))
                return Self.postedScore(row, type: scoring.type).map { (row.string(offset), scoring, $0) }
            }.compactMap { $0 }.map { (benchmark: $0.0, scoring: $0.1, score: $0.2) }
        }
    }

    private static func postedScore(_ row: Row, type: ScoreType) -> PostedScore? {
        guard let score = Score(type: type, primary: row.double(2), secondary: row.int(3), capped: row.bool(4)) else { return nil }
        return PostedScore(id: row.int64(0), user: user(from: row, at: 9), date: date(row, 1), score: score,
                           division: Division(rawValue: row.string(5)) ?? .rx, note: row.string(6), hiddenFromBoards: row.bool(7),
                           dotsAllowed: row.bool(8))
    }
}
