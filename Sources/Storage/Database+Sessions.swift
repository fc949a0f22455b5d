import Domain
import SQLite

/// Login sessions. The cookie carries an id and a secret; only the secret's SHA-256 is
/// stored, so a leaked database cannot be replayed as cookies.
extension Database {
    public struct StoredSession: Sendable {
        public let id: String
        public let secretHash: [UInt8]
        public let csrfToken: String
        public let expiresAt: Int
        public let user: User
        /// The user's data version (see migration 8): it changes with every write to their data.
        public let dataVersion: Int64
        public let wayIn: WayIn

        /// The same session with its user as read at `dataVersion`.
        public func with(user: User, dataVersion: Int64) -> StoredSession {
            StoredSession(id: id, secretHash: secretHash, csrfToken: csrfToken, expiresAt: expiresAt, user: user, dataVersion: dataVersion, wayIn: wayIn)
        }
    }

    public func createSession(id: String, secretHash: [UInt8], userID: Int64, csrfToken: String, wayIn: WayIn, now: Int,
                              expiresAt: Int) throws(StorageError) {
        try write { connection in
            // Expired rows are purged here: logins are rare enough for this to cost nothing.
            try connection.cached("DELETE FROM sessions WHERE expires_at <= ?").run([now])
            try connection.cached("INSERT INTO sessions(id, secret_hash, user_id, csrf_token, way_in, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
                .run([id, secretHash, userID, csrfToken, wayIn.rawValue, now, expiresAt])
        }
    }

    /// The session with its user, if it exists and has not expired.
    private static let sessionUserColumns = UserColumn.selectList(joined: "u")

    private enum LoginColumn: String, ColumnName {
        case id, secretHash = "secret_hash", csrfToken = "csrf_token", expiresAt = "expires_at", dataVersion = "data_version", wayIn = "way_in"
    }

    private enum MemberColumn: String, ColumnName {
        case userID = "user_id", createdAt = "created_at"
    }

    private enum VersionColumn: String, ColumnName {
        case dataVersion = "data_version"
    }

    public func session(id: String, now: Int) throws(StorageError) -> StoredSession? {
        try read { connection in
            try connection.cached("""
                SELECT s.id, s.secret_hash, s.csrf_token, s.expires_at, u.data_version, s.way_in, \(Self.sessionUserColumns)
                FROM sessions s JOIN users u ON u.id = s.user_id
                WHERE s.id = ? AND s.expires_at > ?
                """).first([id, now], reading: LoginColumn.self) { row in
                // The column's CHECK admits only `WayIn`'s words; an unknown one is taken at its weakest.
                StoredSession(id: row.string(.id), secretHash: row.blob(.secretHash), csrfToken: row.string(.csrfToken),
                              expiresAt: row.int(.expiresAt), user: try Self.user(joinedTo: row), dataVersion: row.int64(.dataVersion),
                              wayIn: WayIn(rawValue: row.string(.wayIn)) ?? .password)
            }
        }
    }

    /// The member a live session belongs to and when their account was made (seconds since
    /// 1970): for the crash quarantine, which tells new accounts from known ones. Nil for an id
    /// that names no live session.
    public func sessionMember(id: String, now: Int) throws(StorageError) -> (userID: Int64, createdAt: Int64)? {
        try read { connection in
            try connection.cached("""
                SELECT s.user_id, coalesce(CAST(strftime('%s', u.created_at) AS INTEGER), 0) AS created_at
                FROM sessions s JOIN users u ON u.id = s.user_id
                WHERE s.id = ? AND s.expires_at > ?
                """).first([id, now], reading: MemberColumn.self) { row in (userID: row.int64(.userID), createdAt: row.int64(.createdAt)) }
        }
    }

    /// Whether a session read earlier still holds, nil once it has ended, from one indexed
    /// read: the user's data version and, when it is no longer `knownVersion`, the user's row
    /// as it is now. Sessions are never changed, only deleted (a logout, a password change or
    /// reset), and every change to the user's row or data moves the version (migration 8's
    /// triggers), whichever process made it: so a session whose user saved a workout since
    /// needs its user again, not its secret checked again.
    public func sessionCheck(id: String, now: Int, knownVersion: Int64) throws(StorageError) -> SessionCheck? {
        try read { connection in
            try connection.cached("""
                SELECT u.data_version, \(Self.sessionUserColumns) FROM sessions s JOIN users u ON u.id = s.user_id
                WHERE s.id = ? AND s.expires_at > ?
                """).first([id, now], reading: VersionColumn.self) { row in
                let version = row.int64(.dataVersion)
                return SessionCheck(dataVersion: version, changedUser: version == knownVersion ? nil : try Self.user(joinedTo: row))
            }
        }
    }

    public struct SessionCheck: Sendable {
        public let dataVersion: Int64
        /// The user as now, when the data version moved; nil when it did not.
        public let changedUser: User?
    }

    public func deleteSession(id: String) throws(StorageError) {
        try write { try $0.cached("DELETE FROM sessions WHERE id = ?").run([id]) }
    }
}
