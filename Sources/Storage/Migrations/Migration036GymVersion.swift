import SQLite

extension Schema {
    /// The gym's data version (issue 41), kept in the file as each member's `data_version` is
    /// (migration 8), so that a page of the gym's data kept by one process is never served
    /// after a write by another: a second server during a handover, the next child after a
    /// crash, an administration command, sqlite3 by hand. Before, an in-memory counter saw
    /// this process's writes only, and a minute in the pages' keys bounded how long others'
    /// went unseen.
    ///
    /// Triggers bump it for every write to the tables the gym's pages show (`gymTables`), and
    /// for a change to what a whiteboard shows of a member who posted a score: their name, and
    /// their sex and body weight, from which DOTS are worked out. The bump is an update of one
    /// row in the write's own transaction, so it commits, or rolls back, with the write.
    static let migration036 = Migration("the gym's data version, bumped by triggers on every write to the gym's tables", sql: """
        CREATE TABLE gym_version(
            id INTEGER PRIMARY KEY CHECK (id = 1),
            version INTEGER NOT NULL
        );
        INSERT INTO gym_version(id, version) VALUES (1, 0);
        CREATE TRIGGER users_on_boards_bumps_gym_version
            AFTER UPDATE OF first_name, last_name, sex, body_weight, body_weight_unit ON users
            WHEN EXISTS (SELECT 1 FROM scores WHERE user_id = NEW.id) BEGIN
            UPDATE gym_version SET version = version + 1;
        END;

        """ + gymTables.map(gymBumpTriggers).joined())

    /// The tables the gym's pages (`Access.gym`: the schedule, the workouts of the day with
    /// their whiteboards, the facts) and the caches behind them read: the schedule's (the
    /// schedule shows the places left, so bookings too), the workouts of the day, their
    /// scoring and scores, the members' board settings, and the facts'.
    static let gymTables = ["locations", "class_types", "classes", "class_changes", "bookings", "wods", "wod_parts", "scores",
                            "gym_settings", "facts", "categories", "fact_categories"]

    /// A trigger for each kind of row change on `table`, bumping the gym's version.
    static func gymBumpTriggers(_ table: String) -> String {
        ["INSERT", "UPDATE", "DELETE"].map { event in
            """
            CREATE TRIGGER \(table)_\(event.lowercased())_bumps_gym_version AFTER \(event) ON \(table) BEGIN
                UPDATE gym_version SET version = version + 1;
            END;

            """
        }.joined()
    }
}
