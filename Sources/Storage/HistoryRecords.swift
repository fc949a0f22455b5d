import Domain
import SQLite

/// Keeps `daily_bests` and `exercise_records` true to `workouts` for one user's lift, inside
/// the transaction that changed its sets. The estimate is `BestPerDay.estimateKg`, the one
/// rule of the importer and the pages; SQL only selects the sets that could count.
enum HistoryRecords {
    /// Recomputes the lift's daily bests on `dates` (all its days when nil: an import, or
    /// the migration), then its record from those bests.
    static func refresh(userID: Int64, key: String, dates: [CalendarDate]? = nil, on connection: Connection) throws {
        if let dates {
            for date in Set(dates) { try refreshDay(userID: userID, key: key, date: date, on: connection) }
        } else {
            try refreshAllDays(userID: userID, key: key, on: connection)
        }
        try refreshRecord(userID: userID, key: key, on: connection)
    }

    /// After sets were only added (an import): each day's best can only rise, so the new
    /// sets' bests are merged in without reading the lift's older sets again.
    static func raise(userID: Int64, key: String, bests: [DayBest], on connection: Connection) throws {
        let upsert = try connection.cached("""
            INSERT INTO daily_bests(user_id, lift_key, date, kilograms) VALUES (?, ?, ?, ?)
            ON CONFLICT DO UPDATE SET kilograms = max(kilograms, excluded.kilograms)
            """)
        for day in bests { try upsert.run([userID, key, day.date.iso, day.oneRepMaxKg]) }
        try refreshRecord(userID: userID, key: key, on: connection)
    }

    /// A lift's sets that can count, with their date, weight, unit, reps and id.
    static let countingSets = """
        SELECT date, weight, unit, reps, id FROM workouts
        WHERE user_id = ? AND lift_key = ? AND warmup = 0 AND weight > 0 AND reps BETWEEN 1 AND 12
        """

    private static func refreshDay(userID: Int64, key: String, date: CalendarDate, on connection: Connection) throws {
        try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ? AND date = ?").run([userID, key, date.iso])
        var best: Double?
        try connection.cached(countingSets + " AND date = ?").query([userID, key, date.iso]) { row in
            best = max(best ?? 0, estimate(row) ?? 0)
        }
        if let best { try insertBest(userID: userID, key: key, date: date.iso, kilograms: best, on: connection) }
    }

    private static func refreshAllDays(userID: Int64, key: String, on connection: Connection) throws {
        try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ?").run([userID, key])
        var bests: [String: Double] = [:]
        try connection.cached(countingSets).query([userID, key]) { row in
            bests[row.string(0), default: 0] = max(bests[row.string(0), default: 0], estimate(row) ?? 0)
        }
        for (date, kilograms) in bests {
            try insertBest(userID: userID, key: key, date: date, kilograms: kilograms, on: connection)
        }
    }

    /// The estimate in kilograms of a row of `countingSets`.
    static func estimate(_ row: Row) -> Double? {
        BestPerDay.estimateKg(weight: row.double(1), unit: WeightUnit(rawValue: row.string(2)) ?? .kg, reps: row.int(3), isWarmup: false)
    }

    private static func insertBest(userID: Int64, key: String, date: String, kilograms: Double, on connection: Connection) throws {
        try connection.cached("INSERT INTO daily_bests(user_id, lift_key, date, kilograms) VALUES (?, ?, ?, ?)")
            .run([userID, key, date, kilograms])
    }

    /// Training days, the latest day's best and the PR (the earliest day reaching the
    /// highest), read from the lift's daily bests oldest first; no bests, no record.
    private static func refreshRecord(userID: Int64, key: String, on connection: Connection) throws {
        var days = 0
        var latest = (date: "", kilograms: 0.0)
        var record = (date: "", kilograms: 0.0)
        try connection.cached("SELECT date, kilograms FROM daily_bests WHERE user_id = ? AND lift_key = ? ORDER BY date")
            .query([userID, key]) { row in
                days += 1
                latest = (row.string(0), row.double(1))
                if latest.kilograms > record.kilograms { record = latest }
            }
        guard days > 0 else {
            try connection.cached("DELETE FROM exercise_records WHERE user_id = ? AND lift_key = ?").run([userID, key])
            return
        }
        let lift = try connection.cached("SELECT lift FROM workouts WHERE user_id = ? AND lift_key = ? ORDER BY id LIMIT 1")
            .first([userID, key]) { $0.string(0) } ?? key
        try connection.cached("""
            INSERT INTO exercise_records(user_id, lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(user_id, lift_key) DO UPDATE SET lift = excluded.lift, days = excluded.days,
                latest_date = excluded.latest_date, latest_kg = excluded.latest_kg, pr_date = excluded.pr_date, pr_kg = excluded.pr_kg
            """).run([userID, key, try freeSlug(userID: userID, key: key, on: connection), lift, days,
                      latest.date, latest.kilograms, record.date, record.kilograms])
    }

    /// The lift's slug: kept once given, so a chart's address never changes; a new one that
    /// another lift of the user holds already ("back-squat" for "back squat" and "back-squat")
    /// gets a number.
    private static func freeSlug(userID: Int64, key: String, on connection: Connection) throws -> String {
        let taken = try connection.cached("SELECT lift_key, slug FROM exercise_records WHERE user_id = ? AND slug GLOB ? || '*'")
        let base = ExerciseSlug.make(key: key)
        var holders: [String: String] = [:]
        try taken.query([userID, base]) { holders[$0.string(1)] = $0.string(0) }
        if let own = holders.first(where: { $0.value == key }) { return own.key }
        var slug = base
        var number = 1
        while holders[slug] != nil {
            number += 1
            slug = "\(base)-\(number)"
        }
        return slug
    }
}
