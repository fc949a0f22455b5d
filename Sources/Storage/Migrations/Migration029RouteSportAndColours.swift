import SQLite

extension Schema {
    /// A route the file says was indoors (a trainer, a treadmill, a virtual ride), and how each
    /// lifter has a route's map coloured: by the workout's own range of heart rate, or by their
    /// zones (issue 37).
    static let migration029 = Migration("indoor routes, and each lifter's choice of map colours", sql: """
        ALTER TABLE routes ADD COLUMN indoor INTEGER NOT NULL DEFAULT 0 CHECK (indoor IN (0, 1));
        ALTER TABLE users ADD COLUMN route_colours TEXT NOT NULL DEFAULT 'workout' CHECK (route_colours IN ('workout', 'zones'));
        """)
}
