import SQLite

/// Codes from an authenticator app (RFC 6238) and the recovery codes that stand in for them.
/// Whether a code is right is the app's to work out; what is stored here makes each one
/// count once, whichever of two racing requests gets there first.
extension Database {
    public struct TwoFactorRecord: Sendable, Equatable {
        public let secret: [UInt8]
        public let isConfirmed: Bool
        /// The step of the last code taken; none at or before it is taken again.
        public let lastStep: Int64?
    }

    private enum TwoFactorColumn: String, ColumnName {
        case secret, isConfirmed = "is_confirmed", lastStep = "last_step"
    }

    public func twoFactor(userID: Int64) throws(StorageError) -> TwoFactorRecord? {
        try read { connection in
            try connection.cached("SELECT secret, confirmed_at IS NOT NULL AS is_confirmed, last_step FROM two_factor WHERE user_id = ?")
                .first([userID], reading: TwoFactorColumn.self) { row in
                TwoFactorRecord(secret: row.blob(.secret), isConfirmed: row.bool(.isConfirmed), lastStep: row.isNull(.lastStep) ? nil : row.int64(.lastStep))
            }
        }
    }

    /// The secret being set up: the one stored already while unconfirmed, so a reload shows the
    /// same QR code, else `candidate`. Nil when two-factor is on already.
    public func pendingTwoFactorSecret(userID: Int64, candidate: [UInt8]) throws(StorageError) -> [UInt8]? {
        try write { connection in
            try connection.cached("INSERT INTO two_factor(user_id, secret) VALUES (?, ?) ON CONFLICT(user_id) DO NOTHING").run([userID, candidate])
            return try connection.cached("SELECT secret FROM two_factor WHERE user_id = ? AND confirmed_at IS NULL").firstValue([userID]) { $0.blob() }
        }
    }

    /// Turns two-factor on with the code's step taken and a new set of recovery codes (their
    /// hashes), replacing any old ones. False when it was on already (a form posted twice).
    public func confirmTwoFactor(userID: Int64, step: Int64, recoveryHashes: [[UInt8]], now: Int) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("UPDATE two_factor SET confirmed_at = ?, last_step = ? WHERE user_id = ? AND confirmed_at IS NULL")
                .run([now, step, userID])
            guard connection.changes == 1 else { return false }
            try Self.replaceRecoveryCodes(userID: userID, hashes: recoveryHashes, on: connection)
            return true
        }
    }

    /// New recovery codes in place of the old, used or not.
    public func replaceRecoveryCodes(userID: Int64, hashes: [[UInt8]]) throws(StorageError) {
        try write { try Self.replaceRecoveryCodes(userID: userID, hashes: hashes, on: $0) }
    }

    private static func replaceRecoveryCodes(userID: Int64, hashes: [[UInt8]], on connection: Connection) throws {
        try connection.cached("DELETE FROM recovery_codes WHERE user_id = ?").run([userID])
        let insert = try connection.cached("INSERT INTO recovery_codes(user_id, hash) VALUES (?, ?)")
        for hash in hashes { try insert.run([userID, hash]) }
    }

    /// Takes the code of `step`: true only if no code of this or a later step was taken
    /// before, so a code seen over someone's shoulder is already spent.
    public func takeTwoFactorStep(userID: Int64, step: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("""
                UPDATE two_factor SET last_step = ? WHERE user_id = ? AND confirmed_at IS NOT NULL AND (last_step IS NULL OR last_step < ?)
                """).run([step, userID, step])
            return connection.changes == 1
        }
    }

    /// Spends the recovery code with this hash: true the first time only.
    public func useRecoveryCode(userID: Int64, hash: [UInt8], now: Int) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND hash = ? AND used_at IS NULL").run([now, userID, hash])
            return connection.changes == 1
        }
    }

    public func recoveryCodesLeft(userID: Int64) throws(StorageError) -> Int {
        try read { try $0.cached("SELECT count(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").firstValue([userID]) { $0.int() } ?? 0 }
    }

    /// Turns two-factor off: the secret and every recovery code go.
    public func turnOffTwoFactor(userID: Int64) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM two_factor WHERE user_id = ?").run([userID])
            try connection.cached("DELETE FROM recovery_codes WHERE user_id = ?").run([userID])
        }
    }

    /// For the command line (a member who lost their phone and their recovery codes): false
    /// when no account has the email.
    public func resetTwoFactor(email: String) throws(StorageError) -> Bool {
        let userID = try read { try $0.cached("SELECT id FROM users WHERE email = ?").firstValue([email]) { $0.int64() } }
        guard let userID else { return false }
        try turnOffTwoFactor(userID: userID)
        return true
    }
}
