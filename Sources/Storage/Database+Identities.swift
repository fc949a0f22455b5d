import Domain
import SQLite

/// Names an outside party vouches for (a trusted proxy's header), tied to members. Tied once,
/// so a member who later changes their email here keeps coming in through the proxy.
extension Database {
    public func identityUser(provider: String, subject: String) throws(StorageError) -> User? {
        try read { connection in
            try connection.cached("""
                SELECT \(UserColumn.selectList(from: "u")) FROM identities i JOIN users u ON u.id = i.user_id WHERE i.provider = ? AND i.subject = ?
                """).first([provider, subject], reading: UserColumn.self, map: Self.user)
        }
    }

    public func linkIdentity(provider: String, subject: String, userID: Int64, now: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("INSERT INTO identities(provider, subject, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
                .run([provider, subject, userID, now])
        }
    }

    /// Which ways in a member has, for their account export: kinds and names, never a secret.
    static func signInWays(userID: Int64, on connection: Connection) throws -> SignInWays {
        let twoFactor = try connection.cached("SELECT confirmed_at IS NOT NULL FROM two_factor WHERE user_id = ?").firstValue([userID]) { $0.bool() } ?? false
        let recovery = try connection.cached("SELECT count(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").firstValue([userID]) { $0.int() } ?? 0
        let passkeys = try connection.cached("SELECT name FROM passkeys WHERE user_id = ? ORDER BY id").allValues([userID]) { $0.string() }
        let identities = try connection.cached("SELECT DISTINCT provider FROM identities WHERE user_id = ? ORDER BY provider").allValues([userID]) { $0.string() }
        return SignInWays(twoFactor: twoFactor, recoveryCodesLeft: twoFactor ? recovery : 0, passkeys: passkeys, identities: identities)
    }
}
