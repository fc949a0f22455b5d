import SQLite

extension Schema {
    /// A routine plans supersets (issue 36): an exercise's `set_group` is the letter of the
    /// superset it is done in, as the routine's text writes A1, A2. Every existing exercise is
    /// done on its own.
    static let migration028 = Migration("supersets in routines", sql: """
        ALTER TABLE routine_exercises ADD COLUMN set_group TEXT
            CHECK (set_group IS NULL OR (length(set_group) = 1 AND set_group BETWEEN 'A' AND 'Z'));
        """)
}
