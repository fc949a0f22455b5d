import SQLite

extension Schema {
    /// Body weight over time (issue 38): weigh-ins and tape measurements, each at the
    /// lifter's wall-clock time (`YYYY-MM-DD HH:MM:SS`). The profile's one body weight becomes
    /// a weigh-in of its day, and from here on the profile's columns are the latest weigh-in,
    /// kept so by triggers: every page, the session's user and the calculators read the
    /// profile as before, and no write path can forget to update it. A weigh-in's identity is
    /// its time, weight and unit, so importing the same file again adds nothing.
    static let migration033 = Migration("weigh-ins and measurements; the profile's body weight is the latest weigh-in", sql: """
        CREATE TABLE weigh_ins(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            taken_at TEXT NOT NULL,
            weight REAL NOT NULL,
            unit TEXT NOT NULL CHECK (unit IN ('kg', 'lb')),
            body_fat REAL,
            source TEXT NOT NULL,
            UNIQUE(user_id, taken_at, weight, unit)
        );
        CREATE TABLE measurements(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            taken_at TEXT NOT NULL,
            name TEXT NOT NULL,
            value REAL NOT NULL,
            unit TEXT NOT NULL CHECK (unit IN ('cm', 'in')),
            UNIQUE(user_id, taken_at, name)
        );
        INSERT INTO weigh_ins(user_id, taken_at, weight, unit, source)
            SELECT id, coalesce(body_weight_date, substr(created_at, 1, 10)) || ' 12:00:00', body_weight, coalesce(body_weight_unit, unit), 'profile'
            FROM users WHERE body_weight IS NOT NULL;
        """ + [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")].map(latestWeighInTrigger).joined()
        + bumpTriggers("measurements"))

    /// After a change to a lifter's weigh-ins, the profile's body weight is their latest
    /// (none left: none), which also moves their data version (`user_changed`).
    private static func latestWeighInTrigger(event: String, row: String) -> String {
        let latest = "FROM weigh_ins WHERE user_id = \(row).user_id ORDER BY taken_at DESC, id DESC LIMIT 1"
        return """
            CREATE TRIGGER weigh_ins_\(event.lowercased())_sets_profile AFTER \(event) ON weigh_ins BEGIN
                UPDATE users SET body_weight = (SELECT weight \(latest)), body_weight_unit = (SELECT unit \(latest)),
                    body_weight_date = (SELECT substr(taken_at, 1, 10) \(latest))
                WHERE id = \(row).user_id;
            END;

            """
    }
}
