import Domain
import SQLite

/// Moving an account between servers (issue 15): everything a user owns written as one
/// document, and such a document taken into an account. Every query names the user.
extension Database {
    /// The account as `AccountExport` writes it, read from one snapshot so a workout logged
    /// meanwhile is either wholly in or wholly out.
    public func exportAccount(userID: Int64, profile: AccountProfile, exportedAt: String) throws(StorageError) -> [UInt8] {
        try read { connection in
            try connection.snapshot {
                let searches = try connection.cached("SELECT query, searched_at FROM recent_searches WHERE user_id = ? ORDER BY searched_at DESC")
                    .all([userID], reading: SearchColumn.self) { RecentSearch(query: $0.string(.query), searchedAt: $0.int(.searchedAt)) }
                let (sessions, places) = try Self.accountSessions(userID: userID, on: connection)
                let signIn = try Self.signInWays(userID: userID, on: connection)
                return try AccountExport.write(profile: profile, signIn: signIn, exportedAt: exportedAt, sessions: sessions, workouts: { emit in
                    try connection.cached("""
                        SELECT \(ExportedWorkoutColumn.selectList()) FROM workouts
                        WHERE user_id = ? AND \(PendingImports.visible) ORDER BY date, id
                        """).query([userID], reading: ExportedWorkoutColumn.self) { emit(Self.accountWorkout($0, sessions: places)) }
                }, tracks: { emit in
                    try connection.cached("""
                        SELECT \(ExportedTrackColumn.selectList()) FROM routes
                        WHERE user_id = ? AND \(PendingImports.visible) ORDER BY coalesce(started_at, created_at), id
                        """).query([userID], reading: ExportedTrackColumn.self) { emit(try Self.accountTrack($0)) }
                }, searches: searches, weighIns: try Self.weighIns(userID: userID, on: connection),
                   measurements: try Self.measurements(userID: userID, on: connection),
                   scores: try Self.accountScores(userID: userID, on: connection), bookings: try Self.accountBookings(userID: userID, on: connection))
            }
        }
    }

    private enum SearchColumn: String, ColumnName {
        case query, searchedAt = "searched_at"
    }

    private enum ExportedWorkoutColumn: String, ColumnName {
        case date, lift, weight, unit, reps, sets, comments, source, kind, createdAt = "created_at", rpe, group = "set_group"
        case sessionID = "session_id"
    }

    private enum ExportedTrackColumn: String, ColumnName {
        case title, subtitle, kind, format, createdAt = "created_at", points, id, hasMap = "has_map", distance = "distance_m", indoor
    }

    private enum ExportedScoreColumn: String, ColumnName {
        case date, classType = "class_type", benchmark, scoreType = "score_type", primary, secondary, capped, division, note
        case createdAt = "created_at"
    }

    private enum ScoredPartColumn: String, ColumnName {
        case classTypeID = "class_type_id", scoreType = "score_type"
    }

    private enum ExportedBookingColumn: String, ColumnName {
        case date, classType = "class_type", location, weekday, starts, ends, extraStarts = "extra_starts", extraEnds = "extra_ends"
        case state, checkedIn = "checked_in", walkIn = "walk_in", createdAt = "created_at"
    }

    /// `places`: each session's place in the document's list, by its id.
    private static func accountWorkout(_ row: NamedRow<ExportedWorkoutColumn>, sessions places: [Int64: Int]) -> AccountWorkout {
        AccountWorkout(date: date(row, .date), lift: row.string(.lift), weight: row.double(.weight),
                       unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg, reps: row.int(.reps), sets: row.int(.sets),
                       comments: row.string(.comments), source: WorkoutSource(rawValue: row.string(.source)) ?? .form,
                       kind: SetKind(rawValue: row.string(.kind)) ?? .normal, rpe: row.isNull(.rpe) ? nil : RPE(row.double(.rpe)),
                       group: row.isNull(.group) ? nil : row.string(.group),
                       session: row.isNull(.sessionID) ? nil : places[row.int64(.sessionID)], createdAt: row.string(.createdAt))
    }

    /// The member's whiteboard scores, each read as its part is scored now (as the boards read
    /// them); a part staff have since made unscored shows the score nowhere, and it is left out.
    private static func accountScores(userID: Int64, on connection: Connection) throws -> [AccountScore] {
        try connection.cached("""
            SELECT s.date, t.name AS class_type, p.benchmark, p.score_type, s."primary", s.secondary, s.capped, s.division, s.note,
                s.created_at
            FROM scores s JOIN class_types t ON t.id = s.class_type_id JOIN wod_parts p ON p.date = s.date AND p.class_type_id = s.class_type_id
            WHERE s.user_id = ? ORDER BY s.date, t.name COLLATE NOCASE
            """).all([userID], reading: ExportedScoreColumn.self) { row -> AccountScore? in
            guard let type = ScoreType(rawValue: row.string(.scoreType)),
                  let score = Score(type: type, primary: row.double(.primary), secondary: row.int(.secondary), capped: row.bool(.capped))
            else { return nil }
            return AccountScore(date: date(row, .date), classType: row.string(.classType), benchmark: row.optionalString(.benchmark),
                                score: score, division: Division(rawValue: row.string(.division)) ?? .rx, note: row.string(.note),
                                createdAt: row.int(.createdAt))
        }.compactMap { $0 }
    }

    /// The member's every booking, cancelled ones too, with the class as the schedule showed
    /// it that day: an extra class on a day it does not run weekly at its extra's times.
    private static func accountBookings(userID: Int64, on connection: Connection) throws -> [AccountBooking] {
        try connection.cached("""
            SELECT b.date, t.name AS class_type, l.name AS location, c.weekday, c.starts, c.ends, x.starts AS extra_starts,
                x.ends AS extra_ends, b.state, b.checked_in, b.walk_in, b.created_at
            FROM bookings b JOIN classes c ON c.id = b.class_id JOIN class_types t ON t.id = c.class_type_id
            JOIN locations l ON l.id = c.location_id
            LEFT JOIN class_changes x ON x.class_id = b.class_id AND x.date = b.date AND x.kind = 'extra'
            WHERE b.user_id = ? ORDER BY b.date, c.starts, b.id
            """).all([userID], reading: ExportedBookingColumn.self) { row in
            let day = date(row, .date)
            let extra = Weekday(day).rawValue != row.int(.weekday) && !row.isNull(.extraStarts)
            return AccountBooking(date: day, classType: row.string(.classType), location: row.string(.location),
                                  starts: clockTime(row, extra ? .extraStarts : .starts), ends: clockTime(row, extra ? .extraEnds : .ends),
                                  state: BookingState(rawValue: row.string(.state)) ?? .cancelled,
                                  checkedIn: row.optionalString(.checkedIn).flatMap(CheckIn.init(rawValue:)), walkIn: row.bool(.walkIn),
                                  bookedAt: row.int(.createdAt))
        }
    }

    /// The user's live sessions in the order they were started, and each one's place in that
    /// list by its id, which the entries give instead of the id.
    private static func accountSessions(userID: Int64, on connection: Connection) throws -> ([AccountSession], [Int64: Int]) {
        var places: [Int64: Int] = [:]
        let sessions = try connection.cached("""
            SELECT \(SessionColumn.selectList()) FROM workout_sessions WHERE user_id = ? AND \(PendingImports.visible)
            ORDER BY started_at, id
            """).all([userID], reading: SessionColumn.self) { row in
            places[row.int64(.id)] = places.count
            return AccountSession(date: date(row, .date), startedAt: row.int(.startedAt), finishedAt: row.isNull(.finishedAt) ? nil : row.int(.finishedAt),
                                  lastSetAt: row.isNull(.lastSetAt) ? nil : row.int(.lastSetAt))
        }
        return (sessions, places)
    }

    private static func accountTrack(_ row: NamedRow<ExportedTrackColumn>) throws -> AccountTrack {
        let format = TrackFormat(rawValue: row.string(.format)) ?? .gpx
        guard var track = Track(packed: row.blob(.points), name: nil, format: format) else {
            throw StorageError.database("route \(row.int64(.id)) holds points this version cannot read")
        }
        if !row.bool(.hasMap) {
            track.hasPositions = false
            track.recordedDistance = row.double(.distance)
        }
        return AccountTrack(title: row.string(.title), subtitle: row.string(.subtitle), kind: TrackKind(rawValue: row.string(.kind)) ?? .other,
                            indoor: row.bool(.indoor), createdAt: row.int(.createdAt), track: track)
    }

    /// Takes the document into the account in one transaction, adding only what the account
    /// lacks, so importing the same document twice adds nothing:
    /// - workouts compare as multisets of (date, lift, weight, unit, reps, sets, comments), the
    ///   lift by its key (`LiftName`), since the account may spell it otherwise; the source,
    ///   kind, RPE, superset group, session and creation time of an added entry come along;
    /// - a live session is the account's own when it has one of the same day started at the
    ///   same second; an open one beside the account's own open session comes in finished at
    ///   its last set (one open session at a time);
    /// - a route is the same route when its points are (as stored: positions to 1e-7°, times,
    ///   heart rates, elevations), whatever its title;
    /// - recent searches are merged by their text, each keeping its later time, and the list
    ///   keeps its newest `recentSearchLimit`;
    /// - a whiteboard score goes onto this gym's part of the same date and class type (its
    ///   name in any case) when staff here score it the same way; the account's own score on
    ///   that part stays. A score without such a part is skipped and reported with why: on
    ///   another gym's server the workouts of the day are that gym's, and a number read by
    ///   another type would mean something else (87 reps is not 1:27);
    /// - class bookings are not restored, only counted: a booking is a place on one gym's
    ///   roster, and one written here would take a place in a class of this server without
    ///   its capacity and waitlist (`book`), or claim attendance its staff did not check. The
    ///   member keeps them in the file as their history and books here on the schedule.
    /// The workout days and their counts follow through the triggers, and the touched lifts'
    /// daily bests and records are recomputed for the touched days (`HistoryRecords`); scores
    /// move the gym's version too (migration 36), as the boards show them.
    public func importAccount(userID: Int64, _ document: AccountDocument, profile: ProfileFill) throws(StorageError) -> AccountImportReport {
        try write { connection in
            var report = AccountImportReport(profile: profile)
            let sessions = try Self.importSessions(document.sessions, userID: userID, on: connection)
            report.workouts = try Self.importWorkouts(document.workouts, sessions: sessions, userID: userID, on: connection)
            report.tracks = try Self.importTracks(document.tracks, userID: userID, on: connection)
            report.searches = try Self.importSearches(document.searches, userID: userID, on: connection)
            let body = try Self.importBody(userID: userID, weighIns: document.weighIns, measurements: document.measurements, on: connection)
            report.body = AccountImportReport.Tally(added: body.added, already: body.already)
            (report.scores, report.skippedScores) = try Self.importScores(document.scores, userID: userID, on: connection)
            report.bookingsLeft = document.bookings.count
            // A document with weigh-ins has the profile's body weight among them.
            try Self.fill(profile, userID: userID, weighIns: !document.weighIns.isEmpty, on: connection)
            return report
        }
    }

    /// Each score onto this gym's part of its date and class type, when there is one scored
    /// the same way (see `importAccount`); the others with why.
    private static func importScores(_ scores: [AccountScore], userID: Int64,
                                     on connection: Connection) throws -> (AccountImportReport.Tally, [AccountImportReport.SkippedScore]) {
        let part = try connection.cached("""
            SELECT t.id AS class_type_id, p.score_type FROM wods w JOIN class_types t ON t.id = w.class_type_id
            LEFT JOIN wod_parts p ON p.date = w.date AND p.class_type_id = w.class_type_id
            WHERE w.date = ? AND t.name = ? COLLATE NOCASE LIMIT 1
            """)
        let insert = try connection.cached("""
            INSERT INTO scores(user_id, date, class_type_id, "primary", secondary, capped, division, note, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(user_id, date, class_type_id) DO NOTHING
            """)
        var tally = AccountImportReport.Tally()
        var skipped: [AccountImportReport.SkippedScore] = []
        for score in scores {
            let skip = { (reason: AccountImportReport.SkippedScore.Reason) in
                skipped.append(AccountImportReport.SkippedScore(date: score.date, classType: score.classType, score: score.score, reason: reason))
            }
            let found = try part.first([score.date.iso, score.classType], reading: ScoredPartColumn.self) {
                (id: $0.int64(.classTypeID), type: $0.optionalString(.scoreType).flatMap(ScoreType.init(rawValue:)))
            }
            guard let found else { skip(.noWorkout); continue }
            guard let type = found.type, type != .none else { skip(.notScored); continue }
            guard type == score.score.type else { skip(.scoredOtherwise(here: type)); continue }
            let stored = score.score.stored
            try insert.run([userID, score.date.iso, found.id, stored.primary, stored.secondary, stored.capped, score.division.rawValue,
                            score.note, score.createdAt])
            if connection.changes > 0 { tally.added += 1 } else { tally.already += 1 }
        }
        return (tally, skipped)
    }

    /// Per identity (`sameEntry`), the document's entries beyond as many as the account holds
    /// are new; they are stored in date order, document order within a day, as the export
    /// lists them. The identities are found by sorting positions rather than in a dictionary
    /// of them, and each entry's lift key is a number: 8 bytes an entry instead of some 300
    /// (issue 23: a document's entries number hundreds of thousands, and the import is to take
    /// less memory than its upload).
    private static func importWorkouts(_ workouts: [AccountWorkout], sessions: [Int64], userID: Int64,
                                       on connection: Connection) throws -> AccountImportReport.Tally {
        var numbersBySpelling: [String: Int32] = [:], numbersByKey: [String: Int32] = [:]
        var keyNames: [String] = []
        let keys = workouts.map { workout in
            if let number = numbersBySpelling[workout.lift] { return number }
            let key = LiftName.key(workout.lift)
            let number = numbersByKey[key] ?? Int32(keyNames.count)
            if number == keyNames.count {
                keyNames.append(key)
                numbersByKey[key] = number
            }
            numbersBySpelling[workout.lift] = number
            return number
        }
        try LiftNameCap.check(userID: userID, adding: keyNames, on: connection)
        let entry = { (index: Int32) in (workouts[Int(index)], keyNames[Int(keys[Int(index)])], Int(index)) }
        var identities = Array(0..<Int32(workouts.count))
        identities.sort { precedes(entry($0), entry($1)) }
        let stored = try connection.cached("""
            SELECT count(*) FROM workouts WHERE user_id = ? AND lift_key = ? AND date = ? AND weight = ? AND unit = ? AND reps = ?
                AND sets = ? AND comments = ? AND \(PendingImports.visible)
            """)
        var new: [Int32] = []
        var start = 0
        while start < identities.count {
            let first = entry(identities[start])
            var end = start + 1
            while end < identities.count, sameEntry(first, entry(identities[end])) { end += 1 }
            let (workout, key, _) = first
            let held = try stored.firstValue([userID, key, workout.date.iso, workout.weight, workout.unit.rawValue, workout.reps,
                                         workout.sets, workout.comments]) { $0.int() } ?? 0
            new.append(contentsOf: identities[start..<end].dropFirst(held))
            start = end
        }
        new.sort { (workouts[Int($0)].date, $0) < (workouts[Int($1)].date, $1) }
        var spellings = LiftSpellings()
        var touched: [String: Set<CalendarDate>] = [:]
        let insert = try connection.cached("""
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, rpe, set_group, session_id, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for index in new {
            let (workout, key, _) = entry(index)
            let lift = try spellings.spelling(of: workout.lift, key: key, userID: userID, on: connection)
            try insert.run([userID, workout.date.iso, lift, key, workout.weight, workout.unit.rawValue, workout.reps, workout.sets,
                            workout.comments, workout.source.rawValue, workout.kind.rawValue, workout.rpe?.value, workout.group,
                            workout.session.map { sessions[$0] }, workout.createdAt])
            touched[key, default: []].insert(workout.date)
        }
        for (key, dates) in touched {
            try HistoryRecords.refresh(userID: userID, key: key, dates: Array(dates), on: connection)
        }
        return AccountImportReport.Tally(added: new.count, already: workouts.count - new.count)
    }

    /// The account's id of each of the document's sessions: its own of the same day and start,
    /// or a new one's.
    private static func importSessions(_ sessions: [AccountSession], userID: Int64, on connection: Connection) throws -> [Int64] {
        let same = try connection.cached("SELECT id FROM workout_sessions WHERE user_id = ? AND date = ? AND started_at = ? ORDER BY id LIMIT 1")
        let open = try connection.cached("SELECT 1 FROM workout_sessions WHERE user_id = ? AND finished_at IS NULL")
        let insert = try connection.cached("""
            INSERT INTO workout_sessions(user_id, date, started_at, finished_at, last_set_at) VALUES (?, ?, ?, ?, ?) RETURNING id
            """)
        return try sessions.map { session in
            if let id = try same.firstValue([userID, session.date.iso, session.startedAt], map: { $0.int64() }) { return id }
            var finished = session.finishedAt
            if finished == nil, try open.first([userID], map: { _ in true }) == true {
                finished = max(session.lastSetAt ?? session.startedAt, session.startedAt)
            }
            return try insert.firstValue([userID, session.date.iso, session.startedAt, finished, session.lastSetAt]) { $0.int64() } ?? 0
        }
    }

    /// An entry of the document with its lift's key and its position.
    private typealias Entry = (workout: AccountWorkout, key: String, position: Int)

    /// What makes two entries the same for an import: the day, the lift by its key (`LiftName`,
    /// the account may spell it otherwise), weight, unit, reps, sets and comments.
    private static func sameEntry(_ a: Entry, _ b: Entry) -> Bool {
        let (x, y) = (a.workout, b.workout)
        return x.date == y.date && a.key == b.key && x.weight == y.weight && x.unit == y.unit && x.reps == y.reps && x.sets == y.sets
            && x.comments == y.comments
    }

    /// Entries by their identity (`sameEntry`), the same ones by their position.
    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        let (x, y) = (a.workout, b.workout)
        if x.date != y.date { return x.date < y.date }
        if a.key != b.key { return a.key < b.key }
        if x.weight != y.weight { return x.weight < y.weight }
        if x.unit != y.unit { return x.unit.rawValue < y.unit.rawValue }
        if x.reps != y.reps { return x.reps < y.reps }
        if x.sets != y.sets { return x.sets < y.sets }
        if x.comments != y.comments { return x.comments < y.comments }
        return a.position < b.position
    }

    /// A new route's figures, drawing and heart-rate times are computed from its points here,
    /// as an upload's are; a track the lifter has already is one route, as for an upload.
    private static func importTracks(_ tracks: [AccountTrack], userID: Int64, on connection: Connection) throws -> AccountImportReport.Tally {
        var tally = AccountImportReport.Tally()
        for item in tracks {
            let record = TrackRecord(title: item.title, subtitle: item.subtitle, kind: item.kind, indoor: item.indoor, track: item.track)
            switch try storeOnce(record, userID: userID, createdAt: item.createdAt, on: connection) {
            case .added: tally.added += 1
            case .already: tally.already += 1
            }
        }
        return tally
    }

    private static func importSearches(_ searches: [RecentSearch], userID: Int64, on connection: Connection) throws -> AccountImportReport.Tally {
        let list = try connection.cached("SELECT query FROM recent_searches WHERE user_id = ?")
        let before = Set(try list.allValues([userID]) { $0.string() })
        let merge = try connection.cached("""
            INSERT INTO recent_searches(user_id, query, searched_at) VALUES (?, ?, ?)
            ON CONFLICT(user_id, query) DO UPDATE SET searched_at = max(searched_at, excluded.searched_at)
            """)
        for search in searches { try merge.run([userID, search.query, search.searchedAt]) }
        try forgetOldSearches(userID: userID, on: connection)
        let after = Set(try list.allValues([userID]) { $0.string() })
        let queries = Set(searches.map(\.query))
        return AccountImportReport.Tally(added: queries.intersection(after).subtracting(before).count, already: queries.intersection(before).count)
    }

    /// Sets only what the account has not given; `coalesce` keeps a value given meanwhile. A
    /// body weight becomes a weigh-in of its day (the profile's is the latest weigh-in), unless
    /// the document's `weighIns` brought it.
    private static func fill(_ profile: ProfileFill, userID: Int64, weighIns: Bool, on connection: Connection) throws {
        guard !profile.filled.isEmpty else { return }
        try connection.cached("""
            UPDATE users SET time_zone = coalesce(time_zone, ?), sex = coalesce(sex, ?), max_heart_rate = coalesce(max_heart_rate, ?)
            WHERE id = ?
            """).run([profile.timeZone, profile.sex?.rawValue, profile.maxHeartRate, userID])
        if let weight = profile.bodyWeight, !weighIns { try logProfileWeight(weight, userID: userID, on: connection) }
    }
}
