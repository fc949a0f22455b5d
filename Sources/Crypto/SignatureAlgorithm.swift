/// The JWS algorithms (RFC 7518 §3) a sign-in provider's ID token may be signed with here:
/// the two every provider offers. `none` and the HMAC ones are never accepted.
public enum SignatureAlgorithm: String, Sendable, CaseIterable {
    case rs256 = "RS256"
    case es256 = "ES256"
}
