import Crypto
import Synchronization

/// The challenges handed to browsers for passkey ceremonies (WebAuthn Level 2 §13.4.3): random,
/// good for five minutes, and taken once, so a signed answer cannot be replayed. Kept in memory:
/// a restart only makes a ceremony under way start again.
final class PasskeyChallenges: Sendable {
    static let lifetime = 5 * 60
    /// Bounds memory under a flood of requests for options.
    static let limit = 10_000

    enum Purpose: Equatable, Sendable {
        case registration(userID: Int64)
        case login
    }

    private struct Entry {
        let purpose: Purpose
        let expiresAt: Int
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// A new challenge, as the base64url text the browser's client data will carry.
    func issue(_ purpose: Purpose, now: Int) -> String {
        let challenge = SecureRandom.token(bytes: 32)
        entries.withLock { entries in
            if entries.count >= Self.limit { entries = entries.filter { $0.value.expiresAt > now } }
            if entries.count >= Self.limit, let oldest = entries.min(by: { $0.value.expiresAt < $1.value.expiresAt })?.key {
                entries[oldest] = nil
            }
            entries[challenge] = Entry(purpose: purpose, expiresAt: now + Self.lifetime)
        }
        return challenge
    }

    /// Whether the challenge was issued for this purpose and is live; it is spent either way.
    func take(_ challenge: String, for purpose: Purpose, now: Int) -> Bool {
        guard let entry = entries.withLock({ $0.removeValue(forKey: challenge) }) else { return false }
        return entry.purpose == purpose && entry.expiresAt > now
    }
}
