import Domain
import SQLite

/// Weigh-ins and tape measurements (issue 38). The profile's body weight follows the latest
/// weigh-in through triggers (migration 26); every query names the user.
extension Database {
    /// Everything of the lifter's body log, oldest first.
    public struct BodyLog: Sendable {
        public let weighIns: [WeighIn]
        public let measurements: [BodyMeasurement]
    }

    /// Added and already there, for an import's report.
    public struct BodyTally: Sendable, Equatable {
        public var added = 0
        public var already = 0

        public init(added: Int = 0, already: Int = 0) {
            self.added = added
            self.already = already
        }
    }

    enum WeighInColumn: String, ColumnName {
        case id, takenAt = "taken_at", weight, unit, bodyFat = "body_fat", source
    }

    enum MeasurementColumn: String, ColumnName {
        case id, takenAt = "taken_at", name, value, unit
    }

    private enum ProfileWeightColumn: String, ColumnName {
        case weight = "body_weight", unit = "body_weight_unit", date = "body_weight_date"
    }

    private enum PowerLiftColumn: String, ColumnName {
        case liftKey = "lift_key", date, kilograms

        func expression(table: String?) -> String? {
            self == .kilograms ? "max(kilograms)" : nil
        }
    }

    private static let weighInColumns = WeighInColumn.selectList()
    private static let measurementColumns = MeasurementColumn.selectList()

    public func bodyLog(userID: Int64) throws(StorageError) -> BodyLog {
        try read { connection in
            try connection.snapshot {
                BodyLog(weighIns: try Self.weighIns(userID: userID, on: connection), measurements: try Self.measurements(userID: userID, on: connection))
            }
        }
    }

    /// The lifter's weigh-ins, oldest first (on the same time, in the order stored).
    public func weighIns(userID: Int64) throws(StorageError) -> [WeighIn] {
        try read { try Self.weighIns(userID: userID, on: $0) }
    }

    static func weighIns(userID: Int64, on connection: Connection) throws -> [WeighIn] {
        try connection.cached("SELECT \(weighInColumns) FROM weigh_ins WHERE user_id = ? ORDER BY taken_at, id").all([userID], reading: WeighInColumn.self, map: weighIn)
    }

    static func measurements(userID: Int64, on connection: Connection) throws -> [BodyMeasurement] {
        try connection.cached("SELECT \(measurementColumns) FROM measurements WHERE user_id = ? ORDER BY taken_at, name").all([userID], reading: MeasurementColumn.self, map: measurement)
    }

    /// One of the lifter's weigh-ins with the measurements taken at its time; nil for an id
    /// that is not theirs.
    public func weighIn(userID: Int64, id: Int64) throws(StorageError) -> (weighIn: WeighIn, measurements: [BodyMeasurement])? {
        try read { connection in
            guard let weighIn = try connection.cached("SELECT \(Self.weighInColumns) FROM weigh_ins WHERE user_id = ? AND id = ?")
                .first([userID, id], reading: WeighInColumn.self, map: Self.weighIn) else { return nil }
            let taken = try connection.cached("SELECT \(Self.measurementColumns) FROM measurements WHERE user_id = ? AND taken_at = ? ORDER BY name")
                .all([userID, weighIn.takenAt.text], reading: MeasurementColumn.self, map: Self.measurement)
            return (weighIn, taken)
        }
    }

    /// Stores a typed weigh-in and its measurements; the same weight at the same time is the
    /// same weigh-in, given the new body fat. Returns its id.
    @discardableResult
    public func addWeighIn(userID: Int64, _ input: WeighInInput, source: BodySource = .form) throws(StorageError) -> Int64 {
        try write { connection in
            let weighIn = input.weighIn(source: source)
            let id = try connection.cached("""
                INSERT INTO weigh_ins(user_id, taken_at, weight, unit, body_fat, source) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(user_id, taken_at, weight, unit) DO UPDATE SET body_fat = coalesce(excluded.body_fat, body_fat)
                RETURNING id
                """).firstValue([userID, weighIn.takenAt.text, weighIn.weight, weighIn.unit.rawValue, weighIn.bodyFat, source.rawValue]) { $0.int64() } ?? 0
            try Self.saveMeasurements(input.bodyMeasurements(), userID: userID, on: connection)
            return id
        }
    }

    /// A body weight given as the profile's (typed on the settings page, or an account
    /// document's without weigh-ins): a weigh-in of its day, unless it is the latest already,
    /// so saving the page unchanged logs nothing.
    static func logProfileWeight(_ weight: BodyWeight, userID: Int64, on connection: Connection) throws {
        let latest = try connection.cached("SELECT \(ProfileWeightColumn.selectList()) FROM users WHERE id = ? AND body_weight IS NOT NULL")
            .first([userID], reading: ProfileWeightColumn.self) { row in
                BodyWeight(value: row.double(.weight), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg, date: Self.date(row, .date))
            }
        guard latest != weight else { return }
        try connection.cached("""
            INSERT INTO weigh_ins(user_id, taken_at, weight, unit, source) VALUES (?, ?, ?, ?, 'profile')
            ON CONFLICT(user_id, taken_at, weight, unit) DO NOTHING
            """).run([userID, LocalTime(date: weight.date, second: LocalTime.formSecond).text, weight.value, weight.unit.rawValue])
    }

    /// Changes a weigh-in to the form's values, keeping its time of day; its measurements
    /// are replaced by the form's. Another weigh-in at the same time with the same weight
    /// is the same one and gives way. False for an id that is not the lifter's.
    public func updateWeighIn(userID: Int64, id: Int64, _ input: WeighInInput) throws(StorageError) -> Bool {
        try write { connection in
            guard let old = try connection.cached("SELECT \(Self.weighInColumns) FROM weigh_ins WHERE user_id = ? AND id = ?")
                .first([userID, id], reading: WeighInColumn.self, map: Self.weighIn) else { return false }
            let takenAt = LocalTime(date: input.date, second: old.takenAt.second)
            try connection.cached("""
                UPDATE OR REPLACE weigh_ins SET taken_at = ?, weight = ?, unit = ?, body_fat = ? WHERE user_id = ? AND id = ?
                """).run([takenAt.text, input.weight, input.unit.rawValue, input.bodyFat, userID, id])
            try connection.cached("DELETE FROM measurements WHERE user_id = ? AND taken_at = ?").run([userID, old.takenAt.text])
            let measurements = input.measurements.map { BodyMeasurement(takenAt: takenAt, name: $0.name, value: $0.value, unit: input.lengthUnit) }
            try Self.saveMeasurements(measurements, userID: userID, on: connection)
            return true
        }
    }

    /// Deletes a weigh-in and the measurements taken at its time; false for an id that is
    /// not the lifter's.
    public func deleteWeighIn(userID: Int64, id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            guard let takenAt = try connection.cached("DELETE FROM weigh_ins WHERE user_id = ? AND id = ? RETURNING taken_at")
                .firstValue([userID, id], map: { $0.string() }) else { return false }
            try connection.cached("DELETE FROM measurements WHERE user_id = ? AND taken_at = ?").run([userID, takenAt])
            return true
        }
    }

    /// Takes imported weigh-ins and measurements in one transaction; one the lifter has
    /// already (the same time and weight, or the same time and name) is counted, not stored.
    public func importBody(userID: Int64, weighIns: [WeighIn], measurements: [BodyMeasurement]) throws(StorageError) -> BodyTally {
        try write { try Self.importBody(userID: userID, weighIns: weighIns, measurements: measurements, on: $0) }
    }

    /// `importBody` inside a transaction of the caller's (an account import's).
    static func importBody(userID: Int64, weighIns: [WeighIn], measurements: [BodyMeasurement], on connection: Connection) throws -> BodyTally {
        var tally = BodyTally()
        let insert = try connection.cached("""
            INSERT INTO weigh_ins(user_id, taken_at, weight, unit, body_fat, source) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT(user_id, taken_at, weight, unit) DO NOTHING
            """)
        for weighIn in weighIns {
            try insert.run([userID, weighIn.takenAt.text, weighIn.weight, weighIn.unit.rawValue, weighIn.bodyFat, weighIn.source.rawValue])
            if connection.changes > 0 { tally.added += 1 } else { tally.already += 1 }
        }
        let measure = try connection.cached("""
            INSERT INTO measurements(user_id, taken_at, name, value, unit) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(user_id, taken_at, name) DO NOTHING
            """)
        for measurement in measurements {
            try measure.run([userID, measurement.takenAt.text, measurement.name, measurement.value, measurement.unit.rawValue])
            if connection.changes > 0 { tally.added += 1 } else { tally.already += 1 }
        }
        return tally
    }

    /// Each day's best estimated 1RM of the lifts of a total (`PowerLift`), in kilograms, from
    /// the strength history's daily bests.
    public func powerLiftBests(userID: Int64) throws(StorageError) -> [(lift: PowerLift, date: CalendarDate, kilograms: Double)] {
        try read { connection in
            try connection.cached("""
                SELECT \(PowerLiftColumn.selectList()) FROM daily_bests
                WHERE user_id = ? AND (lift_key LIKE '%squat%' OR lift_key LIKE '%bench%' OR lift_key LIKE '%deadlift%') AND \(PendingImports.visible)
                GROUP BY lift_key, date
                """).all([userID], reading: PowerLiftColumn.self) { row in
                    (lift: PowerLift(liftName: row.string(.liftKey)), date: Self.date(row, .date), kilograms: row.double(.kilograms))
                }
                .compactMap { best in best.lift.map { (lift: $0, date: best.date, kilograms: best.kilograms) } }
        }
    }

    private static func saveMeasurements(_ measurements: [BodyMeasurement], userID: Int64, on connection: Connection) throws {
        let upsert = try connection.cached("""
            INSERT INTO measurements(user_id, taken_at, name, value, unit) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(user_id, taken_at, name) DO UPDATE SET value = excluded.value, unit = excluded.unit
            """)
        for measurement in measurements {
            try upsert.run([userID, measurement.takenAt.text, measurement.name, measurement.value, measurement.unit.rawValue])
        }
    }

    static func weighIn(_ row: NamedRow<WeighInColumn>) -> WeighIn {
        WeighIn(id: row.int64(.id), takenAt: LocalTime(text: row.string(.takenAt)) ?? LocalTime(date: CalendarDate(daysSinceEpoch: 0), second: 0),
                weight: row.double(.weight), unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg,
                bodyFat: row.isNull(.bodyFat) ? nil : row.double(.bodyFat), source: BodySource(rawValue: row.string(.source)) ?? .form)
    }

    static func measurement(_ row: NamedRow<MeasurementColumn>) -> BodyMeasurement {
        BodyMeasurement(id: row.int64(.id), takenAt: LocalTime(text: row.string(.takenAt)) ?? LocalTime(date: CalendarDate(daysSinceEpoch: 0), second: 0),
                        name: row.string(.name), value: row.double(.value), unit: LengthUnit(rawValue: row.string(.unit)) ?? .cm)
    }
}
