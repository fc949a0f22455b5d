import SQLite

extension Schema {
    /// Uploaded workout routes. The figures are computed once at upload from every point; the
    /// points themselves are packed into one blob (for the GPX download), and so are the
    /// simplified drawing and the time at each heart rate, so showing a route reads neither
    /// the points nor anything per point. The list is ordered by the track's start, or the
    /// upload for a track without times.
    static let migration007 = Migration("routes: uploaded tracks, their figures, drawing and points", sql: """
        CREATE TABLE routes (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            subtitle TEXT NOT NULL DEFAULT '',
            kind TEXT NOT NULL CHECK (kind IN ('run', 'ride', 'walk', 'hike', 'other')),
            format TEXT NOT NULL CHECK (format IN ('json', 'gpx')),
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
            hr_time BLOB NOT NULL
        );
        CREATE INDEX routes_by_user_start ON routes(user_id, coalesce(started_at, created_at), id);
        """)
}
