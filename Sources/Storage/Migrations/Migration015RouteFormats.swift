import SQLite

extension Schema {
    /// Routes from TCX and FIT files, and what the page says about a file (issue 24): how many
    /// points it had without a position, whether its times were dropped for coming from a
    /// device without a clock, and whether it has a map (an indoor workout has none). SQLite cannot change a CHECK, so the table is built again with
    /// its rows, index and data-version triggers (dropping a table drops its triggers).
    static let migration015 = Migration("routes from TCX and FIT files, with skipped points, stopped clocks and indoor workouts", sql: """
        CREATE TABLE routes_new (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            subtitle TEXT NOT NULL DEFAULT '',
            kind TEXT NOT NULL CHECK (kind IN ('run', 'ride', 'walk', 'hike', 'other')),
            format TEXT NOT NULL CHECK (format IN ('json', 'gpx', 'tcx', 'fit')),
            created_at INTEGER NOT NULL,
            started_at INTEGER,
            duration_s REAL NOT NULL,
            duration_estimated INTEGER NOT NULL CHECK (duration_estimated IN (0, 1)),
            distance_m REAL NOT NULL,
            hr_min INTEGER,
            hr_avg REAL,
            hr_max INTEGER,
            ascent_m REAL,
            point_count INTEGER NOT NULL,
            points BLOB NOT NULL,
            drawing BLOB NOT NULL,
            hr_time BLOB NOT NULL,
            skipped_points INTEGER NOT NULL DEFAULT 0 CHECK (skipped_points >= 0),
            clock_ignored INTEGER NOT NULL DEFAULT 0 CHECK (clock_ignored IN (0, 1)),
            has_map INTEGER NOT NULL DEFAULT 1 CHECK (has_map IN (0, 1))
        );
        INSERT INTO routes_new(id, user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
            distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, points, drawing, hr_time)
        SELECT id, user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
            distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, points, drawing, hr_time FROM routes;
        DROP TABLE routes;
        ALTER TABLE routes_new RENAME TO routes;
        CREATE INDEX routes_by_user_start ON routes(user_id, coalesce(started_at, created_at), id);
        """ + bumpTriggers("routes"))
}
