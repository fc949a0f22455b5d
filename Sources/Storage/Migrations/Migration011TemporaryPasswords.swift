import SQLite

extension Schema {
    /// A password made by `user add` or `user reset-password` is a one-time one: printed on a
    /// server's terminal and passed on by hand, so its owner chooses their own at first login.
    static let migration011 = Migration("one-time passwords from the command line, replaced at first login", sql: """
        ALTER TABLE users ADD COLUMN password_is_temporary INTEGER NOT NULL DEFAULT 0 CHECK (password_is_temporary IN (0, 1));
        """)
}
