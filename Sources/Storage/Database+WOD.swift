import Domain
import SQLite

/// The workout of the day: one text per date and class type, lines separated by line feeds.
extension Database {
    private enum SectionColumn: String, ColumnName {
        case name, body, classTypeID = "class_type_id"
    }

    private enum FeedColumn: String, ColumnName {
        case date, classTypeID = "class_type_id", body
    }

    static let wodsOnDate = """
        SELECT t.name, w.body, w.class_type_id FROM wods w JOIN class_types t ON t.id = w.class_type_id
        WHERE w.date = ? ORDER BY t.name COLLATE NOCASE
        """

    /// The day's workouts by class type name, in name order.
    public func wods(on date: CalendarDate) throws(StorageError) -> [WODSection] {
        try read { connection in
            try connection.cached(Self.wodsOnDate).all([date.iso], reading: SectionColumn.self) { WODSection(classType: $0.string(.name), lines: Self.lines($0.string(.body))) }
        }
    }

    /// The workouts from `start` through `end`, by date and class type id, for the calendar feed.
    public func wods(from start: CalendarDate, through end: CalendarDate) throws(StorageError) -> [CalendarDate: [Int64: [String]]] {
        try read { connection in
            var wods: [CalendarDate: [Int64: [String]]] = [:]
            try connection.cached("SELECT date, class_type_id, body FROM wods WHERE date BETWEEN ? AND ?")
                .query([start.iso, end.iso], reading: FeedColumn.self) { row in
                wods[Self.date(row, .date), default: [:]][row.int64(.classTypeID)] = Self.lines(row.string(.body))
            }
            return wods
        }
    }

    /// Sets the workouts of `date` for the class types given, in one transaction: no lines
    /// removes that class type's workout; class types not given keep theirs.
    public func saveWODs(on date: CalendarDate, _ workouts: [(classTypeID: Int64, lines: [String])]) throws(StorageError) {
        try write { connection in
            for workout in workouts {
                if workout.lines.isEmpty {
                    try connection.cached("DELETE FROM wods WHERE date = ? AND class_type_id = ?").run([date.iso, workout.classTypeID])
                } else {
                    try connection.cached("INSERT OR REPLACE INTO wods(date, class_type_id, body) VALUES (?, ?, ?)")
                        .run([date.iso, workout.classTypeID, workout.lines.joined(separator: "\n")])
                }
            }
        }
    }

    /// Saves a pasted post's workouts by class type name, first adding the class types staff
    /// chose to create from its headings, all in one transaction.
    public func savePastedWODs(on date: CalendarDate, _ sections: [WODSection], creating names: [String]) throws(StorageError) {
        try write { connection in
            for name in names {
                try connection.cached("INSERT OR IGNORE INTO class_types(name) VALUES (?)").run([name])
            }
            for section in sections {
                guard let id = try connection.cached("SELECT id FROM class_types WHERE name = ?").firstValue([section.classType], map: { $0.int64() })
                else { continue }
                try connection.cached("INSERT OR REPLACE INTO wods(date, class_type_id, body) VALUES (?, ?, ?)")
                    .run([date.iso, id, section.body])
            }
        }
    }

    /// Split as bytes: a line feed is one byte in UTF-8, and splitting by Character is slower.
    static func lines(_ body: String) -> [String] {
        body.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }
}
