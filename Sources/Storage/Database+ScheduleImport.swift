import Domain
import SQLite

/// The front desk's schedule, imported: its location ids mapped to our locations once, its
/// occurrences stored as one-off classes keyed by its ids, so a second import updates them.
extension Database {
    /// The front desk's location ids that no location of ours is mapped to yet, in the order given.
    public func unmappedLocationIDs(_ ids: [String]) throws(StorageError) -> [String] {
        try read { connection in
            // Each id asked once: an export names a few locations over thousands of occurrences.
            var asked: Set<String> = []
            var unmapped: [String] = []
            for id in ids where asked.insert(id).inserted {
                if try connection.cached("SELECT 1 FROM location_ids WHERE external_id = ?").first([id], map: { _ in true }) == nil {
                    unmapped.append(id)
                }
            }
            return unmapped
        }
    }

    /// Maps the named front-desk ids to locations (an existing one of that name, or a new
    /// one), then stores every occurrence, all in one transaction. Every location id of
    /// `classes` must be mapped by now or in `names`.
    public func importSchedule(_ classes: [ImportedClass], locationNames names: [String: String]) throws(StorageError) -> ScheduleImportSummary {
        try write { connection in
            for (externalID, name) in names.sorted(by: { $0.key < $1.key }) {
                let location = try Self.locationID(named: name, on: connection)
                try connection.cached("INSERT OR REPLACE INTO location_ids(external_id, location_id) VALUES (?, ?)").run([externalID, location])
            }
            var summary = ScheduleImportSummary()
            var classTypes: [String: Int64] = [:]
            for imported in classes {
                let typeID = try classTypes[imported.classType.lowercased()] ?? Self.classTypeID(named: imported.classType, on: connection, summary: &summary)
                classTypes[imported.classType.lowercased()] = typeID
                try Self.store(imported, classTypeID: typeID, on: connection, summary: &summary)
            }
            return summary
        }
    }

    private static func store(_ imported: ImportedClass, classTypeID: Int64, on connection: Connection,
                              summary: inout ScheduleImportSummary) throws {
        guard let locationID = try connection.cached("SELECT location_id FROM location_ids WHERE external_id = ?")
            .firstValue([imported.locationExternalID], map: { $0.int64() }) else {
            throw StorageError.database("the front desk's location id \(imported.locationExternalID) has no location")
        }
        let values: [any SQLiteBindable] = [classTypeID, locationID, imported.coach, Weekday(imported.date).rawValue, imported.starts.text,
                                            imported.ends.text, imported.date.iso, imported.date.iso]
        let classID: Int64
        if let existing = try connection.cached("SELECT id FROM classes WHERE external_id = ?").firstValue([imported.externalID], map: { $0.int64() }) {
            try connection.cached("""
                UPDATE classes SET class_type_id = ?, location_id = ?, coach = ?, weekday = ?, starts = ?, ends = ?, first_date = ?,
                    last_date = ? WHERE id = ?
                """).run(values + [existing])
            // A moved occurrence leaves its old date's changes behind.
            try connection.cached("DELETE FROM class_changes WHERE class_id = ? AND date <> ?").run([existing, imported.date.iso])
            classID = existing
            summary.updated += 1
        } else {
            try connection.cached("""
                INSERT INTO classes(class_type_id, location_id, coach, weekday, starts, ends, first_date, last_date, external_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).run(values + [imported.externalID])
            classID = connection.lastInsertRowID
            summary.added += 1
        }
        if imported.isCancelled {
            try connection.cached("INSERT OR IGNORE INTO class_changes(class_id, date, kind) VALUES (?, ?, 'cancelled')").run([classID, imported.date.iso])
        } else {
            try connection.cached("DELETE FROM class_changes WHERE class_id = ? AND kind = 'cancelled'").run([classID])
        }
    }

    private static func locationID(named name: String, on connection: Connection) throws -> Int64 {
        if let id = try connection.cached("SELECT id FROM locations WHERE name = ?").firstValue([name], map: { $0.int64() }) { return id }
        try connection.cached("INSERT INTO locations(name) VALUES (?)").run([name])
        return connection.lastInsertRowID
    }

    private static func classTypeID(named name: String, on connection: Connection, summary: inout ScheduleImportSummary) throws -> Int64 {
        if let id = try connection.cached("SELECT id FROM class_types WHERE name = ?").firstValue([name], map: { $0.int64() }) { return id }
        try connection.cached("INSERT INTO class_types(name) VALUES (?)").run([name])
        summary.newClassTypes.append(name)
        return connection.lastInsertRowID
    }
}
