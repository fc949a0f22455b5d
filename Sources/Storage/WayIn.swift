/// How a session's member signed in, kept with the session (migration 35). A passkey counts
/// as two factors, and a trusted proxy's or a single sign-on provider's login leaves the
/// second factor to that identity provider: so `--require-two-factor` asks only a password
/// login for codes of ours.
public enum WayIn: String, Sendable, CaseIterable {
    case password, passkey, proxy
    case singleSignOn = "oidc"

    /// Whether this way in proved a second factor, or left it to an identity provider.
    public var coversSecondFactor: Bool { self != .password }
}
