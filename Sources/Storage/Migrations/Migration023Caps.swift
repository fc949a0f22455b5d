import SQLite

extension Schema {
    /// Caps on what a stranger can store (issue 35).
    ///
    /// - `signups`: one row per account made through the sign-up page, its network as
    ///   `SignupNetwork` hashes it and the Unix time, so the limit on accounts per network and
    ///   hour holds across a restart of the server. Not tied to the account: deleting it gives
    ///   no sign-up back. Rows older than the window go at each new sign-up.
    /// - `lift_name_bounds`: at least as many as the lifter's exercise names (`LiftNameCap`),
    ///   exactly as many when last counted; a lifter without a row has not been counted yet.
    static let migration023 = Migration("sign-ups by network for the limit per hour, and a bound on each lifter's exercise names", sql: """
        CREATE TABLE signups(
            network TEXT NOT NULL,
            at INTEGER NOT NULL
        );
        CREATE INDEX signups_by_network ON signups(network, at);
        CREATE TABLE lift_name_bounds(
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            names INTEGER NOT NULL
        );
        """)
}
