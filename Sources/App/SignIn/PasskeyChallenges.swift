import Crypto
import Storage

/// The challenges handed to browsers for passkey ceremonies (WebAuthn Level 2 §13.4.3): random,
/// good for five minutes, and taken once, so a signed answer cannot be replayed. Kept in the
/// database (`Database.savePasskeyChallenge`): a ceremony under way survives a restart of the
/// serving child, and any process of the server can finish it.
struct PasskeyChallenges: Sendable {
    static let lifetime = 5 * 60
    /// Bounds the table under a flood of requests for options: anyone may ask for a login's.
    static let limit = 10_000

    typealias Purpose = PasskeyChallengePurpose

    let database: Database

    /// A new challenge, as the base64url text the browser's client data will carry.
    func issue(_ purpose: Purpose, now: Int) throws -> String {
        let challenge = SecureRandom.token(bytes: 32)
        try database.savePasskeyChallenge(hash: SHA256.digest(challenge.utf8), purpose, now: now, lifetime: Self.lifetime, limit: Self.limit)
        return challenge
    }

    /// Whether the challenge was issued for this purpose and is live; it is spent either way.
    func take(_ challenge: String, for purpose: Purpose, now: Int) throws -> Bool {
        try database.takePasskeyChallenge(hash: SHA256.digest(challenge.utf8), now: now) == purpose
    }
}
