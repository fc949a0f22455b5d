/// Who may create an account on this server.
public enum SignupPolicy: String, Sendable {
    /// Anyone who reaches the sign-up page.
    case open
    /// Only the administrator, with `liftinglog user add`: for a gym's private server.
    case closed
}
