import Domain
import SQLite

/// The gym's schedule: locations, class types, weekly classes and their one-off changes. Not
/// per user: one instance serves one gym, and staff edit it for everyone.
extension Database {
    /// The gym's data version: it changes with every write to what the gym's pages show
    /// (`Schema.gymTables`: the schedule, bookings, the workouts of the day and their scores,
    /// the facts), by any process, as triggers in the writing transaction move it (migration
    /// 36). A page built from them at one version is still right while the version stays the
    /// same. Read before building, so a page built while a write lands is kept under the older
    /// version.
    ///
    /// Read from the file only when something was committed, by any process, since it was last
    /// read (`CommitWatch`: a look at the WAL index in memory, no system call); else the
    /// version last read is still the file's. The WAL index is looked at before the read, so a
    /// commit that lands during the read is seen next time.
    public func gymVersion() throws(StorageError) -> Int {
        let moment = commits?.now()
        if let moment, let seen = gymVersionSeen.withLock({ $0 }), seen.moment == moment { return seen.version }
        let version = try read { try $0.cached("SELECT version FROM gym_version").firstValue { $0.int() } ?? 0 }
        if let moment { gymVersionSeen.withLock { $0 = (moment, version) } }
        return version
    }

    // MARK: Locations

    private enum LocationColumn: String, ColumnName {
        case id, name, address
    }

    private static func location(_ row: NamedRow<LocationColumn>) -> Location {
        Location(id: row.int64(.id), name: row.string(.name), address: row.string(.address))
    }

    public func locations() throws(StorageError) -> [Location] {
        try read { connection in
            try connection.cached("SELECT id, name, address FROM locations ORDER BY name COLLATE NOCASE")
                .all(reading: LocationColumn.self, map: Self.location)
        }
    }

    public func location(id: Int64) throws(StorageError) -> Location? {
        try read { connection in
            try connection.cached("SELECT id, name, address FROM locations WHERE id = ?")
                .first([id], reading: LocationColumn.self, map: Self.location)
        }
    }

    /// Adds a location (`id` nil) or changes one.
    public func saveLocation(id: Int64?, _ input: LocationInput) throws(StorageError) -> ScheduleChange {
        try saveNamed(table: "locations", detailColumn: "address", id: id, name: input.name, detail: input.address)
    }

    public func deleteLocation(id: Int64) throws(StorageError) -> ScheduleChange {
        try deleteNamed(table: "locations", usedBy: "location_id", id: id)
    }

    // MARK: Class types

    private enum ClassTypeColumn: String, ColumnName {
        case id, name, description
    }

    private static func classType(_ row: NamedRow<ClassTypeColumn>) -> ClassType {
        ClassType(id: row.int64(.id), name: row.string(.name), description: row.string(.description))
    }

    public func classTypes() throws(StorageError) -> [ClassType] {
        try read { connection in
            try connection.cached("SELECT id, name, description FROM class_types ORDER BY name COLLATE NOCASE")
                .all(reading: ClassTypeColumn.self, map: Self.classType)
        }
    }

    public func classType(id: Int64) throws(StorageError) -> ClassType? {
        try read { connection in
            try connection.cached("SELECT id, name, description FROM class_types WHERE id = ?")
                .first([id], reading: ClassTypeColumn.self, map: Self.classType)
        }
    }

    public func saveClassType(id: Int64?, _ input: ClassTypeInput) throws(StorageError) -> ScheduleChange {
        try saveNamed(table: "class_types", detailColumn: "description", id: id, name: input.name, detail: input.description)
    }

    /// Deletes a class type no class uses, with its workouts of the day.
    public func deleteClassType(id: Int64) throws(StorageError) -> ScheduleChange {
        try deleteNamed(table: "class_types", usedBy: "class_type_id", id: id)
    }

    /// Locations and class types share their shape: a unique name, one more text. `table` and
    /// `detailColumn` are this file's own literals, never input.
    private func saveNamed(table: String, detailColumn column: String, id: Int64?, name: String, detail: String) throws(StorageError) -> ScheduleChange {
        try write { connection in
            if try connection.cached("SELECT 1 FROM \(table) WHERE name = ? AND id IS NOT ?").first([name, id], map: { _ in true }) != nil {
                return .nameTaken
            }
            guard let id else {
                try connection.cached("INSERT INTO \(table)(name, \(column)) VALUES (?, ?)").run([name, detail])
                return .saved(id: connection.lastInsertRowID)
            }
            try connection.cached("UPDATE \(table) SET name = ?, \(column) = ? WHERE id = ?").run([name, detail, id])
            return connection.changes > 0 ? .saved(id: id) : .notFound
        }
    }

    private func deleteNamed(table: String, usedBy column: String, id: Int64) throws(StorageError) -> ScheduleChange {
        try write { connection in
            let uses = try connection.cached("SELECT count(*) FROM classes WHERE \(column) = ?").firstValue([id]) { $0.int() } ?? 0
            guard uses == 0 else { return .inUse(classes: uses) }
            try connection.cached("DELETE FROM \(table) WHERE id = ?").run([id])
            return connection.changes > 0 ? .deleted : .notFound
        }
    }

    // MARK: Classes

    /// A class of `classes c` with the names of its type (`t`) and location (`l`).
    enum ClassColumn: String, ColumnName {
        case id, classTypeID = "class_type_id", classType = "class_type", locationID = "location_id", location, coach, weekday
        case starts, ends, firstDate = "first_date", lastDate = "last_date", capacity, opensDays = "booking_opens_days"
        case cutoffHours = "cancel_cutoff_hours"

        func expression(table: String?) -> String? {
            switch self {
            case .classType: "t.name"
            case .location: "l.name"
            default: nil
            }
        }
    }

    static let classColumns = """
        \(ClassColumn.selectList(from: "c"))
        FROM classes c JOIN class_types t ON t.id = c.class_type_id JOIN locations l ON l.id = c.location_id
        """

    /// Times and dates are written only by this module, always valid.
    static func scheduledClass(from row: NamedRow<ClassColumn>) -> ScheduledClass {
        ScheduledClass(id: row.int64(.id), classTypeID: row.int64(.classTypeID), classType: row.string(.classType),
                       locationID: row.int64(.locationID), location: row.string(.location), coach: row.string(.coach),
                       weekday: Weekday(rawValue: row.int(.weekday)) ?? .monday, starts: clockTime(row, .starts), ends: clockTime(row, .ends),
                       firstDate: date(row, .firstDate), lastDate: row.isNull(.lastDate) ? nil : date(row, .lastDate),
                       booking: row.isNull(.capacity) ? nil
                           : BookingPolicy(capacity: row.int(.capacity), opensDays: row.int(.opensDays), cutoffHours: row.int(.cutoffHours)))
    }

    static func clockTime<Column>(_ row: NamedRow<Column>, _ column: Column) -> ClockTime {
        ClockTime(text: row.string(column)) ?? ClockTime(hour: 0, minute: 0)!
    }

    public func scheduledClass(id: Int64) throws(StorageError) -> ScheduledClass? {
        try read { connection in
            try connection.cached("SELECT \(Self.classColumns) WHERE c.id = ?").first([id], reading: ClassColumn.self, map: Self.scheduledClass)
        }
    }

    /// The classes staff keep on the weekly timetable (imported one-offs are not), by weekday
    /// and time.
    public func weeklyClasses() throws(StorageError) -> [ScheduledClass] {
        try read { connection in
            try connection.cached("SELECT \(Self.classColumns) WHERE c.external_id IS NULL ORDER BY c.weekday, c.starts, t.name, l.name")
                .all(reading: ClassColumn.self, map: Self.scheduledClass)
        }
    }

    /// Adds a weekly class (`id` nil) or changes one; nil when there is no such class.
    public func saveClass(id: Int64?, _ input: ClassInput) throws(StorageError) -> Int64? {
        try write { connection in
            let values: [any SQLiteBindable] = [input.classTypeID, input.locationID, input.coach, input.weekday.rawValue,
                                                input.starts.text, input.ends.text, input.firstDate.iso, input.lastDate?.iso,
                                                input.booking?.capacity, input.booking?.opensDays ?? BookingPolicy.defaultOpensDays,
                                                input.booking?.cutoffHours ?? BookingPolicy.defaultCutoffHours]
            guard let id else {
                try connection.cached("""
                    INSERT INTO classes(class_type_id, location_id, coach, weekday, starts, ends, first_date, last_date, capacity,
                        booking_opens_days, cancel_cutoff_hours)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).run(values)
                return connection.lastInsertRowID
            }
            try connection.cached("""
                UPDATE classes SET class_type_id = ?, location_id = ?, coach = ?, weekday = ?, starts = ?, ends = ?, first_date = ?,
                    last_date = ?, capacity = ?, booking_opens_days = ?, cancel_cutoff_hours = ? WHERE id = ?
                """).run(values + [id])
            return connection.changes > 0 ? id : nil
        }
    }

    private enum ToldColumn: String, ColumnName {
        case userID = "user_id", date
    }

    /// Deletes a class with its bookings (`ON DELETE CASCADE`) and tells each member who held
    /// a place or a queue place on a date from `today` on, `notice(date)`, in the same
    /// transaction, as cancelling one date does (issue 39); nothing is said about past dates.
    /// False when there is no such class.
    public func deleteClass(id: Int64, comingFrom today: CalendarDate, now: Int,
                            notice: (CalendarDate) -> String) throws(StorageError) -> Bool {
        try write { connection in
            let told = try connection.cached("""
                SELECT user_id, date FROM bookings WHERE class_id = ? AND date >= ? AND state IN ('booked', 'waitlisted')
                ORDER BY date, sequence
                """).all([id, today.iso], reading: ToldColumn.self) { (member: $0.int64(.userID), date: Self.date($0, .date)) }
            try connection.cached("DELETE FROM classes WHERE id = ?").run([id])
            guard connection.changes > 0 else { return false }
            for booking in told { try connection.cached(BookingQuery.notice).run([booking.member, notice(booking.date), now]) }
            return true
        }
    }

    // MARK: One-off changes

    public func classChanges(classID: Int64) throws(StorageError) -> [ClassChange] {
        try read { connection in
            try connection.cached("SELECT \(ChangeColumn.selectList()) FROM class_changes WHERE class_id = ? ORDER BY date, kind")
                .all([classID], reading: ChangeColumn.self, map: Self.classChange)
        }
    }

    /// Cancels the class on `date` (`times` nil) or adds an extra one then; a second extra on
    /// the same date replaces the first.
    public func addClassChange(classID: Int64, date: CalendarDate, times: (starts: ClockTime, ends: ClockTime)?) throws(StorageError) {
        try write { connection in
            try connection.cached("INSERT OR REPLACE INTO class_changes(class_id, date, kind, starts, ends) VALUES (?, ?, ?, ?, ?)")
                .run([classID, date.iso, times == nil ? "cancelled" : "extra", times?.starts.text, times?.ends.text])
        }
    }

    /// Takes back a cancellation or an extra; false when there was none.
    public func removeClassChange(classID: Int64, date: CalendarDate, cancellation: Bool) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM class_changes WHERE class_id = ? AND date = ? AND kind = ?")
                .run([classID, date.iso, cancellation ? "cancelled" : "extra"])
            return connection.changes > 0
        }
    }

    enum ChangeColumn: String, ColumnName {
        case classID = "class_id", date, kind, starts, ends
    }

    static func classChange(from row: NamedRow<ChangeColumn>) -> ClassChange {
        let kind: ClassChange.Kind = row.string(.kind) == "extra" ? .extra(starts: clockTime(row, .starts), ends: clockTime(row, .ends)) : .cancelled
        return ClassChange(classID: row.int64(.classID), date: date(row, .date), kind: kind)
    }

    // MARK: The timetable

    /// The schedule's hot queries: the classes that may meet from one date through another
    /// (one location, or 0 for all), those with an extra then, and the changes in that span.
    enum ScheduleQuery {
        static let classes = """
            SELECT \(classColumns)
            WHERE ((c.first_date <= ?2 AND (c.last_date IS NULL OR c.last_date >= ?1))
                OR c.id IN (SELECT class_id FROM class_changes WHERE date BETWEEN ?1 AND ?2 AND kind = 'extra'))
              AND (?3 = 0 OR c.location_id = ?3)
            """
        /// A single day: only that weekday's classes, through the weekday index.
        static let dayClasses = """
            SELECT \(classColumns)
            WHERE ((c.weekday = ?3 AND c.first_date <= ?1 AND (c.last_date IS NULL OR c.last_date >= ?1))
                OR c.id IN (SELECT class_id FROM class_changes WHERE date = ?1 AND kind = 'extra'))
              AND (?2 = 0 OR c.location_id = ?2)
            """
        static let changes = "SELECT \(ChangeColumn.selectList()) FROM class_changes WHERE date BETWEEN ? AND ?"
    }

    /// What `Timetable` needs to list the occurrences from `start` through `end`, in one
    /// location (`locationID`) or all (nil).
    public func timetable(from start: CalendarDate, through end: CalendarDate, locationID: Int64?) throws(StorageError) -> Timetable {
        try read { connection in
            let classes = start == end
                ? try connection.cached(ScheduleQuery.dayClasses).all([start.iso, locationID ?? 0, Weekday(start).rawValue], reading: ClassColumn.self, map: Self.scheduledClass)
                : try connection.cached(ScheduleQuery.classes).all([start.iso, end.iso, locationID ?? 0], reading: ClassColumn.self, map: Self.scheduledClass)
            let changes = try connection.cached(ScheduleQuery.changes).all([start.iso, end.iso], reading: ChangeColumn.self, map: Self.classChange)
            return Timetable(classes: classes, changes: changes)
        }
    }

    /// The query plans of the schedule's hot queries, so a test can prove they use indexes.
    public func scheduleQueryPlans() throws(StorageError) -> [String: String] {
        let queries: [String: (sql: String, parameters: [any SQLiteBindable])] = [
            "day": (ScheduleQuery.dayClasses, ["2026-03-02", 0, 1]),
            "changes": (ScheduleQuery.changes, ["2026-03-02", "2026-03-29"]),
        ]
        return try read { connection in
            try queries.mapValues { query in
                try connection.prepare("EXPLAIN QUERY PLAN " + query.sql).all(query.parameters, reading: QueryPlanColumn.self) { $0.string(.detail) }.joined(separator: "\n")
            }
        }
    }
}
