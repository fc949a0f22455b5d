import Domain
import SQLite

/// Keeps `daily_bests` and `exercise_records` true to `workouts` for one user's lift, inside
/// the transaction that changed its sets. The estimate is `BestPerDay.estimateKg`, the one
/// rule of the importer and the pages; SQL only selects the sets that could count.
///
/// `daily_bests` has a layer per import (migration 12): these functions write layer 0 from
/// the visible sets, replacing every visible layer of the days they touch, and a day's best
/// is the highest of its visible layers. A running import writes its own layer and its lifts'
/// coming records (`ImportBatch`); a write of the user's during it keeps those true too.
enum HistoryRecords {
    /// Recomputes the lift's daily bests on `dates` (all its days when nil: the migration),
    /// then its record from those bests.
    static func refresh(userID: Int64, key: String, dates: [CalendarDate]? = nil, on connection: Connection) throws {
        if let dates {
            // Folded into the stored record day by day where it can be (a save), so a save's
            // cost does not grow with the lift's history; read whole again where it cannot.
            try foldRecord(userID: userID, key: key, on: connection) { summary in
                for date in Set(dates) {
                    let before = try visibleBest(userID: userID, key: key, date: date, on: connection)
                    let after = try refreshDay(userID: userID, key: key, date: date, on: connection)
                    summary = summary?.folding(date: date.iso, before: before, after: after)
                }
            }
        } else {
            var slugs = LiftSlugs()
            try refreshAllDays(userID: userID, key: key, on: connection)
            try refreshRecord(userID: userID, key: key, importID: 0, slugs: &slugs, on: connection)
        }
        try refreshRunningImport(userID: userID, key: key, on: connection)
    }

    /// A set just stored (not edited): its day's best becomes the higher of the stored best and
    /// the set's estimate, without reading the day's other sets again, since a day's stored
    /// best is already the highest of them; a gym's day of a thousand sets made each save read
    /// a thousand. A set that does not count, or does not beat the day, changes nothing.
    static func add(userID: Int64, _ set: WorkoutInput, on connection: Connection) throws {
        guard let estimate = BestPerDay.estimateKg(weight: set.weight, unit: set.unit, reps: set.reps, rpe: set.rpe,
                                                   isWarmup: set.kind == .warmup) else { return }
        let key = LiftName.key(set.lift)
        let before = try visibleBest(userID: userID, key: key, date: set.date, on: connection)
        if let before, before >= estimate { return }
        try clearDay(userID: userID, key: key, date: set.date, on: connection)
        try insertBest(userID: userID, key: key, date: set.date.iso, kilograms: estimate, on: connection)
        try foldRecord(userID: userID, key: key, on: connection) { summary in
            summary = summary?.folding(date: set.date.iso, before: before, after: estimate)
        }
        try refreshRunningImport(userID: userID, key: key, on: connection)
    }

    /// Stores the lift's record as `fold` changes the stored one, or counts it again from all
    /// its days when there is none or the fold cannot tell (`RecordSummary.folding` gave nil).
    private static func foldRecord(userID: Int64, key: String, on connection: Connection,
                                   _ fold: (inout RecordSummary?) throws -> Void) throws {
        var summary = try storedSummary(userID: userID, key: key, on: connection)
        try fold(&summary)
        if let summary {
            try updateRecord(userID: userID, key: key, to: summary, on: connection)
        } else {
            var slugs = LiftSlugs()
            try refreshRecord(userID: userID, key: key, importID: 0, slugs: &slugs, on: connection)
        }
    }

    /// The record a running import will give the lift is built on the visible sets too.
    private static func refreshRunningImport(userID: Int64, key: String, on connection: Connection) throws {
        let running = try connection.cached("SELECT import_id, lift FROM import_records WHERE user_id = ? AND lift_key = ?")
            .first([userID, key], reading: RunningImportColumn.self) { ($0.int64(.importID), $0.string(.lift)) }
        if let (importID, spelling) = running {
            var slugs = LiftSlugs()
            try refreshRecord(userID: userID, key: key, importID: importID, spelling: spelling, slugs: &slugs, on: connection)
        }
    }

    private enum RunningImportColumn: String, ColumnName {
        case importID = "import_id", lift
    }

    /// The columns of `countingSets`.
    enum CountingColumn: String, ColumnName {
        case date, weight, unit, reps, id, rpe
    }

    /// A lift's visible sets that can count, with their date, weight, unit, reps and id.
    static let countingSets = """
        SELECT \(CountingColumn.selectList()) FROM workouts
        WHERE user_id = ? AND lift_key = ? AND kind <> 'warmup' AND weight > 0 AND reps BETWEEN 1 AND 12 AND \(PendingImports.visible)
        """

    /// Writes the day's best from its visible sets and returns it (nil: no set that counts).
    private static func refreshDay(userID: Int64, key: String, date: CalendarDate, on connection: Connection) throws -> Double? {
        try clearDay(userID: userID, key: key, date: date, on: connection)
        var best: Double?
        try connection.cached(countingSets + " AND date = ?").query([userID, key, date.iso], reading: CountingColumn.self) { row in
            best = max(best ?? 0, estimate(row) ?? 0)
        }
        if let best { try insertBest(userID: userID, key: key, date: date.iso, kilograms: best, on: connection) }
        return best
    }

    /// Removes every visible layer of the day's best, for layer 0 to take their place.
    private static func clearDay(userID: Int64, key: String, date: CalendarDate, on connection: Connection) throws {
        try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ? AND date = ? AND \(PendingImports.visible)")
            .run([userID, key, date.iso])
    }

    /// The day's best as the pages see it: the highest of its visible layers.
    private static func visibleBest(userID: Int64, key: String, date: CalendarDate, on connection: Connection) throws -> Double? {
        try connection.cached("SELECT max(kilograms) FROM daily_bests WHERE user_id = ? AND lift_key = ? AND date = ? AND \(PendingImports.visible)")
            .firstValue([userID, key, date.iso]) { $0.isNull() ? nil : $0.double() } ?? nil
    }

    private enum SummaryColumn: String, ColumnName {
        case days, latestDate = "latest_date", latestKg = "latest_kg", prDate = "pr_date", prKg = "pr_kg"
    }

    /// The lift's visible record as stored; nil when it has none.
    private static func storedSummary(userID: Int64, key: String, on connection: Connection) throws -> RecordSummary? {
        try connection.cached("SELECT \(SummaryColumn.selectList()) FROM exercise_records WHERE user_id = ? AND lift_key = ?")
            .first([userID, key], reading: SummaryColumn.self) { row in
                RecordSummary(days: row.int(.days), latest: (row.string(.latestDate), row.double(.latestKg)),
                              record: (row.string(.prDate), row.double(.prKg)))
            }
    }

    /// Stores a folded record, under the spelling of the lift's earliest visible set (an edit
    /// may have renamed it).
    private static func updateRecord(userID: Int64, key: String, to summary: RecordSummary, on connection: Connection) throws {
        let lift = try LiftSpellings.stored(key: key, userID: userID, on: connection) ?? key
        try connection.cached("""
            UPDATE exercise_records SET lift = ?, days = ?, latest_date = ?, latest_kg = ?, pr_date = ?, pr_kg = ?
            WHERE user_id = ? AND lift_key = ?
            """).run([lift, summary.days, summary.latest.date, summary.latest.kilograms, summary.record.date, summary.record.kilograms,
                      userID, key])
    }

    private static func refreshAllDays(userID: Int64, key: String, on connection: Connection) throws {
        try connection.cached("DELETE FROM daily_bests WHERE user_id = ? AND lift_key = ? AND \(PendingImports.visible)").run([userID, key])
        var bests: [String: Double] = [:]
        try connection.cached(countingSets).query([userID, key], reading: CountingColumn.self) { row in
            bests[row.string(.date), default: 0] = max(bests[row.string(.date), default: 0], estimate(row) ?? 0)
        }
        for (date, kilograms) in bests {
            try insertBest(userID: userID, key: key, date: date, kilograms: kilograms, on: connection)
        }
    }

    /// The estimate in kilograms of a row of `countingSets`.
    static func estimate(_ row: NamedRow<CountingColumn>) -> Double? {
        BestPerDay.estimateKg(weight: row.double(.weight), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg, reps: row.int(.reps),
                             rpe: row.isNull(.rpe) ? nil : RPE(row.double(.rpe)), isWarmup: false)
    }

    private static func insertBest(userID: Int64, key: String, date: String, kilograms: Double, on connection: Connection) throws {
        try connection.cached("INSERT INTO daily_bests(user_id, lift_key, date, import_id, kilograms) VALUES (?, ?, ?, 0, ?)")
            .run([userID, key, date, kilograms])
    }

    /// Training days, the latest day's best and the PR (the earliest day reaching the
    /// highest), read from the lift's daily bests oldest first; no bests, no record. With an
    /// `importID` other than 0, the record the lift will have once that running import is
    /// visible, into `import_records`, under `spelling`: the one its sets are stored under,
    /// which finding the lift's first set again would take a read of all of them (a third of
    /// a second for 300,000 sets, with the write lock held).
    static func refreshRecord(userID: Int64, key: String, importID: Int64, spelling: String? = nil, slugs: inout LiftSlugs,
                              on connection: Connection) throws {
        var days = 0
        var latest = (date: "", kilograms: 0.0)
        var record = (date: "", kilograms: 0.0)
        try connection.cached("""
            SELECT \(Database.DayBestColumn.selectList()) FROM daily_bests WHERE user_id = ? AND lift_key = ? AND \(PendingImports.visibleWithImport)
            GROUP BY date ORDER BY date
            """).query([userID, key, importID], reading: Database.DayBestColumn.self) { row in
                days += 1
                latest = (row.string(.date), row.double(.kilograms))
                if latest.kilograms > record.kilograms { record = latest }
            }
        let table = importID == 0 ? "exercise_records" : "import_records"
        guard days > 0 else {
            try connection.cached("DELETE FROM \(table) WHERE user_id = ? AND lift_key = ?").run([userID, key])
            return
        }
        let lift = try spelling ?? LiftSpellings.stored(key: key, userID: userID, on: connection) ?? key
        let slug = try slugs.slug(userID: userID, key: key, on: connection)
        // A running import's records carry its id; the visible ones need none.
        let (importColumn, importValue) = importID == 0 ? ("", "") : (", import_id", ", ?")
        var values: [any SQLiteBindable] = [userID, key, slug, lift, days, latest.date, latest.kilograms, record.date, record.kilograms]
        if importID != 0 { values.append(importID) }
        try connection.cached("""
            INSERT INTO \(table)(user_id, lift_key, slug, lift, days, latest_date, latest_kg, pr_date, pr_kg\(importColumn))
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?\(importValue))
            ON CONFLICT(user_id, lift_key) DO UPDATE SET lift = excluded.lift, days = excluded.days,
                latest_date = excluded.latest_date, latest_kg = excluded.latest_kg, pr_date = excluded.pr_date, pr_kg = excluded.pr_kg
            """).run(values)
    }
}
