/// Proof Key for Code Exchange (RFC 7636) with S256: a secret verifier kept by the server and
/// its SHA-256 challenge sent with the sign-in request, so a stolen authorization code is
/// useless without the verifier.
public struct PKCE: Sendable, Equatable {
    public let verifier: String

    /// 32 random bytes, 43 base64url characters: the length RFC 7636 §4.1 recommends.
    public static func random() -> PKCE {
        PKCE(verifier: Base64.encode(SecureRandom.bytes(32), alphabet: .urlSafe))
    }

    public init(verifier: String) {
        self.verifier = verifier
    }

    public var challenge: String {
        Base64.encode(SHA256.digest(Array(verifier.utf8)), alphabet: .urlSafe)
    }

    public static let method = "S256"
}
