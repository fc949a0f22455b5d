/// A public key a signature is checked against (a passkey's), as its raw parameters.
public enum SignatureKey: Sendable, Equatable {
    /// ECDSA on P-256 with SHA-256 (ES256); the signature is DER, as WebAuthn sends it.
    case p256(x: [UInt8], y: [UInt8])
    /// RSASSA-PKCS1-v1_5 with SHA-256 (RS256); modulus and exponent big-endian.
    case rsa(modulus: [UInt8], exponent: [UInt8])
    /// Ed25519 (RFC 8032), which hashes the message itself.
    case ed25519(x: [UInt8])
}
