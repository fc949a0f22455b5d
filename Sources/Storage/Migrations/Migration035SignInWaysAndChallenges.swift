import SQLite

extension Schema {
    /// Sign-in, the rest of issue 40.
    ///
    /// - `sessions.way_in`: how the session's member signed in (`WayIn`), so that
    ///   `--require-two-factor` asks codes of a password login only. Sessions from before are
    ///   taken as password logins: the strictest reading.
    /// - `passkey_challenges`: the challenges handed out for passkey ceremonies, kept here and
    ///   not in one process's memory, so a ceremony survives the supervisor restarting the
    ///   serving child and works across processes. Only a hash of each challenge is stored;
    ///   each is taken once and lives five minutes. A stranger can make rows (the login's
    ///   options need no account), so `Database.issuePasskeyChallenge` caps their number.
    static let migration035 = Migration("how each session signed in; passkey challenges kept on disk", sql: """
        ALTER TABLE sessions ADD COLUMN way_in TEXT NOT NULL DEFAULT 'password'
            CHECK (way_in IN ('password', 'passkey', 'proxy', 'oidc'));
        CREATE TABLE passkey_challenges(
            challenge_hash BLOB PRIMARY KEY,
            purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'login', 'link')),
            user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
            expires_at INTEGER NOT NULL,
            CHECK ((purpose = 'login') = (user_id IS NULL))
        ) WITHOUT ROWID;
        CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges(expires_at);
        """)
}
