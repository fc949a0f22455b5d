import SQLite

extension Schema {
    /// The gym's schedule (see DESIGN.md): locations and the front desk's ids for them, class
    /// types, weekly classes with their one-off changes, and the workout of the day per class
    /// type. A class imported from the front desk is a one-off (first date = last date) keyed by
    /// the front desk's id in `external_id`, so importing it again updates it. A class type or
    /// location that classes still use cannot be deleted; their workouts and ids go with them.
    static let migration005 = Migration("gym schedule: locations, class types, classes and their changes, workouts of the day", sql: """
        CREATE TABLE locations (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            address TEXT NOT NULL DEFAULT ''
        );
        CREATE TABLE location_ids (
            external_id TEXT PRIMARY KEY,
            location_id INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE
        ) WITHOUT ROWID;
        CREATE INDEX location_ids_by_location ON location_ids(location_id);
        CREATE TABLE class_types (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            description TEXT NOT NULL DEFAULT ''
        );
        CREATE TABLE classes (
            id INTEGER PRIMARY KEY,
            class_type_id INTEGER NOT NULL REFERENCES class_types(id),
            location_id INTEGER NOT NULL REFERENCES locations(id),
            coach TEXT NOT NULL DEFAULT '',
            weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
            starts TEXT NOT NULL,
            ends TEXT NOT NULL CHECK (ends > starts),
            first_date TEXT NOT NULL,
            last_date TEXT CHECK (last_date IS NULL OR last_date >= first_date),
            external_id TEXT UNIQUE
        );
        CREATE INDEX classes_by_weekday ON classes(weekday, first_date);
        CREATE INDEX classes_by_type ON classes(class_type_id);
        CREATE INDEX classes_by_location ON classes(location_id);
        CREATE TABLE class_changes (
            class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('cancelled', 'extra')),
            starts TEXT,
            ends TEXT,
            PRIMARY KEY (class_id, date, kind),
            CHECK ((kind = 'extra') = (starts IS NOT NULL AND ends IS NOT NULL AND ends > starts))
        ) WITHOUT ROWID;
        CREATE INDEX class_changes_by_date ON class_changes(date);
        CREATE TABLE wods (
            date TEXT NOT NULL,
            class_type_id INTEGER NOT NULL REFERENCES class_types(id) ON DELETE CASCADE,
            body TEXT NOT NULL,
            PRIMARY KEY (date, class_type_id)
        ) WITHOUT ROWID;
        CREATE INDEX wods_by_class_type ON wods(class_type_id);
        """)
}
