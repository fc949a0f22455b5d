import SQLite

extension Schema {
    /// Sign-ups by network (issue 35): one row per account made through the sign-up page, its
    /// network as `SignupNetwork` hashes it and the Unix time, so the limit on accounts per
    /// network and hour holds across a restart of the server. Not tied to the account: deleting
    /// it gives no sign-up back. Rows older than the window go at each new sign-up.
    static let migration023 = Migration("sign-ups by network, for the limit per hour", sql: """
        CREATE TABLE signups(
            network TEXT NOT NULL,
            at INTEGER NOT NULL
        );
        CREATE INDEX signups_by_network ON signups(network, at);
        """)
}
