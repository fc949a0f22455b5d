import Domain
import SQLite

/// Passkeys (WebAuthn credentials): the public key as the authenticator gave it (COSE) and its
/// signature counter, which must move forward at every use unless the authenticator keeps none.
extension Database {
    public struct StoredPasskey: Sendable, Equatable {
        public let id: Int64
        public let name: String
        public let credentialID: [UInt8]
        public let createdAt: Int
        public let lastUsedAt: Int?
    }

    public struct PasskeyOwner: Sendable {
        public let passkeyID: Int64
        public let user: User
        public let publicKey: [UInt8]
        public let signCount: UInt32
    }

    /// False when an account here has the credential already (one passkey registered twice).
    public func addPasskey(userID: Int64, credentialID: [UInt8], publicKey: [UInt8], signCount: UInt32, name: String, now: Int) throws(StorageError) -> Bool {
        try write { connection in
            do {
                try connection.cached("""
                    INSERT INTO passkeys(user_id, credential_id, public_key, sign_count, name, created_at) VALUES (?, ?, ?, ?, ?, ?)
                    """).run([userID, credentialID, publicKey, Int64(signCount), name, now])
                return true
            } catch let error as SQLiteError where error.isUniqueViolation {
                return false
            }
        }
    }

    private enum PasskeyColumn: String, ColumnName {
        case id, name, credentialID = "credential_id", createdAt = "created_at", lastUsedAt = "last_used_at"
    }

    private enum OwnerColumn: String, ColumnName {
        case id, publicKey = "public_key", signCount = "sign_count"
    }

    public func passkeys(userID: Int64) throws(StorageError) -> [StoredPasskey] {
        try read { connection in
            try connection.cached("SELECT \(PasskeyColumn.selectList()) FROM passkeys WHERE user_id = ? ORDER BY id")
                .all([userID], reading: PasskeyColumn.self) { row in
                StoredPasskey(id: row.int64(.id), name: row.string(.name), credentialID: row.blob(.credentialID), createdAt: row.int(.createdAt),
                              lastUsedAt: row.isNull(.lastUsedAt) ? nil : row.int(.lastUsedAt))
            }
        }
    }

    /// The passkey with this credential id and its member, for a login.
    public func passkeyOwner(credentialID: [UInt8]) throws(StorageError) -> PasskeyOwner? {
        try read { connection in
            try connection.cached("""
                SELECT \(OwnerColumn.selectList(from: "p")), \(UserColumn.selectList(joined: "u"))
                FROM passkeys p JOIN users u ON u.id = p.user_id
                WHERE p.credential_id = ?
                """).first([credentialID], reading: OwnerColumn.self) { row in
                PasskeyOwner(passkeyID: row.int64(.id), user: try Self.user(joinedTo: row), publicKey: row.blob(.publicKey),
                             signCount: UInt32(clamping: row.int64(.signCount)))
            }
        }
    }

    /// Records a login with the passkey and its new counter: false, and nothing written, when
    /// another login moved the counter to it or past it meanwhile.
    public func recordPasskeyUse(passkeyID: Int64, signCount: UInt32, now: Int) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("""
                UPDATE passkeys SET sign_count = ?1, last_used_at = ?2 WHERE id = ?3 AND (sign_count < ?1 OR (sign_count = 0 AND ?1 = 0))
                """).run([Int64(signCount), now, passkeyID])
            return connection.changes == 1
        }
    }

    /// False when the member has no passkey with that id.
    public func deletePasskey(userID: Int64, passkeyID: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM passkeys WHERE id = ? AND user_id = ?").run([passkeyID, userID])
            return connection.changes == 1
        }
    }
}
