import SQLite

/// The challenges of passkey ceremonies under way (migration 35), kept in the database so any
/// process, and the child the supervisor starts after a crash, can take one another issued.
/// Only a challenge's SHA-256 is stored: the row proves nothing to someone who reads it.
extension Database {
    /// Stores a new challenge's hash, first forgetting the expired ones; when `limit` live ones
    /// are kept already, those closest to expiring go, so a flood of requests for options
    /// holds the table to `limit` rows (what it costs is a ceremony started before the flood).
    public func savePasskeyChallenge(hash: [UInt8], _ purpose: PasskeyChallengePurpose, now: Int, lifetime: Int,
                                     limit: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM passkey_challenges WHERE expires_at <= ?").run([now])
            let live = try connection.cached("SELECT count(*) FROM passkey_challenges").firstValue { $0.int() } ?? 0
            if live >= limit {
                try connection.cached("""
                    DELETE FROM passkey_challenges WHERE challenge_hash IN
                    (SELECT challenge_hash FROM passkey_challenges ORDER BY expires_at LIMIT ?)
                    """).run([live - limit + 1])
            }
            try connection.cached("INSERT INTO passkey_challenges(challenge_hash, purpose, user_id, expires_at) VALUES (?, ?, ?, ?)")
                .run([hash, purpose.word, purpose.userID, now + lifetime])
        }
    }

    private enum ChallengeColumn: String, ColumnName {
        case purpose, userID = "user_id", expiresAt = "expires_at"
    }

    /// The purpose of the live challenge with this hash; the row is deleted as it is read, so a
    /// challenge counts once, even when it is refused for another purpose. Nil when there is
    /// none or it has expired.
    public func takePasskeyChallenge(hash: [UInt8], now: Int) throws(StorageError) -> PasskeyChallengePurpose? {
        try write { connection in
            let taken = try connection.cached("DELETE FROM passkey_challenges WHERE challenge_hash = ? RETURNING purpose, user_id, expires_at")
                .first([hash], reading: ChallengeColumn.self) { row in
                    (purpose: PasskeyChallengePurpose(word: row.string(.purpose), userID: row.isNull(.userID) ? nil : row.int64(.userID)),
                     expiresAt: row.int(.expiresAt))
                }
            guard let taken, taken.expiresAt > now else { return nil }
            return taken.purpose
        }
    }
}
