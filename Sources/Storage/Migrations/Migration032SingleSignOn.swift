import SQLite

extension Schema {
    /// Single sign-on (issue 40): which provider's subject is which member (`identities`, made
    /// by migration 30 for the trusted proxy's names too), the sign-ins under way between the redirect to the provider and its
    /// answer (`oidc_logins`: the state only as a hash, one use, minutes long), and the first
    /// sign-ins waiting for the matching account's password before they link (`oidc_links`).
    /// Links bump the member's data version (issue 41), as every table with a `user_id` does:
    /// the ways a member signs in are theirs to see, and the writes are rare.
    static let migration032 = Migration("single sign-on identities", sql: """
        CREATE TABLE oidc_logins(
            state_hash TEXT PRIMARY KEY,
            browser_hash TEXT NOT NULL,
            nonce TEXT NOT NULL,
            code_verifier TEXT NOT NULL,
            next TEXT NOT NULL,
            created_at INTEGER NOT NULL
        );
        CREATE TABLE oidc_links(
            token_hash TEXT PRIMARY KEY,
            provider TEXT NOT NULL,
            subject TEXT NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            make_staff INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL
        );
        """ + bumpTriggers("oidc_links"))
}
