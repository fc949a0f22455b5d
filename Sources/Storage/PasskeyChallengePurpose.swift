/// What a passkey challenge was handed out for: a ceremony's answer counts only for that
/// (WebAuthn Level 2 §13.4.3).
public enum PasskeyChallengePurpose: Sendable, Equatable {
    /// A signed-in member adding a passkey.
    case registration(userID: Int64)
    /// Anyone signing in with a discoverable passkey: the account is not known yet.
    case login
    /// A first single sign-on waiting to join this member's account, confirmed with one of
    /// the account's passkeys.
    case link(userID: Int64)

    /// The `purpose` column's word.
    var word: String {
        switch self {
        case .registration: "registration"
        case .login: "login"
        case .link: "link"
        }
    }

    var userID: Int64? {
        switch self {
        case .registration(let id), .link(let id): id
        case .login: nil
        }
    }

    /// Nil for a row the column's checks would not have let in.
    init?(word: String, userID: Int64?) {
        switch (word, userID) {
        case ("registration", let id?): self = .registration(userID: id)
        case ("login", nil): self = .login
        case ("link", let id?): self = .link(userID: id)
        default: return nil
        }
    }
}
