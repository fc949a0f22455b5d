import SQLite

extension Schema {
    /// The bar and the plates a lifter's gym has, per unit, for the plates shown beside the
    /// weight and the 1RM calculator's tables; a unit without a row uses the common rack. A
    /// change moves the user's data version, as the log form shows the plates.
    static let migration016 = Migration("each lifter's bar and plates", sql: """
        CREATE TABLE plates(
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            unit TEXT NOT NULL CHECK (unit IN ('kg', 'lb')),
            bar REAL NOT NULL,
            plates TEXT NOT NULL,
            PRIMARY KEY(user_id, unit)
        ) WITHOUT ROWID;

        """ + bumpTriggers("plates"))
}
