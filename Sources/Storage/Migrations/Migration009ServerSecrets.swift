import SQLite

extension Schema {
    /// Keys the server signs with (the device cookies' HMAC key). Kept in the database so
    /// they survive restarts and every supervised child signs with the same key, and so that
    /// a backup restored elsewhere still recognises the cookies it handed out.
    static let migration009 = Migration("server secrets: signing keys made at first start", sql: """
        CREATE TABLE server_secrets (
            name TEXT PRIMARY KEY,
            value BLOB NOT NULL CHECK (length(value) >= 32)
        ) WITHOUT ROWID;
        """)
}
