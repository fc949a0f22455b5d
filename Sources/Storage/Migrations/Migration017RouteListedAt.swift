import SQLite

extension Schema {
    /// The route list's order as a column of its own (computed, not stored), indexed in place
    /// of the index on the expression. SQLite refuses to write any column of a table with an
    /// index on an expression a piece at a time, and a long track's points are written so
    /// (`Connection.writeBlob`, issue 23: bound whole, SQLite copied them twice).
    static let migration017 = Migration("the route list's order as a column, so a route's points can be written a piece at a time", sql: """
        ALTER TABLE routes ADD COLUMN listed_at INTEGER GENERATED ALWAYS AS (coalesce(started_at, created_at)) VIRTUAL;
        DROP INDEX routes_by_user_start;
        CREATE INDEX routes_by_user_start ON routes(user_id, listed_at, id);
        """)
}
