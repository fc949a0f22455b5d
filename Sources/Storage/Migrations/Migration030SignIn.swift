import SQLite

extension Schema {
    /// The ways in besides a password (issue 40). `two_factor` holds the shared secret of an
    /// authenticator app, unconfirmed (`confirmed_at` NULL) until a code from the app proves it
    /// was scanned, and the last step a code was taken for, since none is taken twice.
    /// `recovery_codes` keep only SHA-256s (each code has 60 random bits, so no slow hash is
    /// needed). `passkeys` keep the COSE public key and the authenticator's counter. `identities`
    /// tie a name a trusted proxy (or a provider) vouches for to a member. Each bumps the member's
    /// data version (migration 8): whether two-factor is on is part of the member's row as read.
    static let migration030 = Migration("two-factor codes, recovery codes, passkeys and outside identities", sql: """
        CREATE TABLE two_factor(
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            secret BLOB NOT NULL,
            confirmed_at INTEGER,
            last_step INTEGER
        );
        CREATE TABLE recovery_codes(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            hash BLOB NOT NULL,
            used_at INTEGER
        );
        CREATE INDEX recovery_codes_by_user ON recovery_codes(user_id);
        CREATE TABLE passkeys(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            credential_id BLOB NOT NULL UNIQUE,
            public_key BLOB NOT NULL,
            sign_count INTEGER NOT NULL,
            name TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            last_used_at INTEGER
        );
        CREATE INDEX passkeys_by_user ON passkeys(user_id);
        CREATE TABLE identities(
            provider TEXT NOT NULL,
            subject TEXT NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            UNIQUE(provider, subject)
        );
        CREATE INDEX identities_by_user ON identities(user_id);

        """ + ["two_factor", "recovery_codes", "passkeys", "identities"].map(bumpTriggers).joined())
}
