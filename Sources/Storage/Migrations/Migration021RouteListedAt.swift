import SQLite

extension Schema {
    /// A route's points written into its row a piece at a time (`Connection.writeBlob`, issue 23:
    /// bound whole, a long track's 5 MB were copied twice by SQLite). SQLite writes no piece of
    /// a column while the table has an index on an expression, so the list's order becomes a
    /// column of its own that the index holds, set when the route is stored (a route's start
    /// and upload never change; a computed column would do, but SQLite 3.40's `VACUUM INTO`
    /// on a read-only connection, as the backups make them, fails on one). And SQLite makes the
    /// row with the points as zeros without holding them only when they are the last column
    /// stored, so the table is built again with them last, with its rows, index and
    /// data-version triggers.
    static let migration021 = Migration("a route's points written a piece at a time: the list's order a column, the points last", sql: """
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
            drawing BLOB NOT NULL,
            hr_time BLOB NOT NULL,
            skipped_points INTEGER NOT NULL DEFAULT 0 CHECK (skipped_points >= 0),
            clock_ignored INTEGER NOT NULL DEFAULT 0 CHECK (clock_ignored IN (0, 1)),
            has_map INTEGER NOT NULL DEFAULT 1 CHECK (has_map IN (0, 1)),
            points_sha256 BLOB,
            import_id INTEGER NOT NULL DEFAULT 0,
            listed_at INTEGER NOT NULL CHECK (listed_at = coalesce(started_at, created_at)),
            points BLOB NOT NULL
        );
        INSERT INTO routes_new(id, user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
            distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, drawing, hr_time, skipped_points, clock_ignored, has_map,
            points_sha256, import_id, listed_at, points)
        SELECT id, user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
            distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, drawing, hr_time, skipped_points, clock_ignored, has_map,
            points_sha256, import_id, coalesce(started_at, created_at), points
        FROM routes;
        DROP TABLE routes;
        ALTER TABLE routes_new RENAME TO routes;
        CREATE INDEX routes_by_user_start ON routes(user_id, listed_at, id);
        CREATE INDEX routes_by_points ON routes(user_id, points_sha256);
        CREATE INDEX routes_by_import ON routes(import_id) WHERE import_id <> 0;
        """ + bumpTriggers("routes"))
}
