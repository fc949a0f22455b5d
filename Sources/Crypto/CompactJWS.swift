/// A JWS in compact serialization (RFC 7515 §7.1), `header.payload.signature` in base64url,
/// as an ID token comes: split and decoded, the signature not yet checked. What the header
/// and payload say is read by `Domain` (`IDTokenHeader`, `IDTokenClaims`).
public struct CompactJWS: Sendable {
    /// Longer than any real ID token, short enough that parsing one costs nothing.
    public static let maximumLength = 64 << 10
    public let header: [UInt8]
    public let payload: [UInt8]
    public let signature: [UInt8]
    /// The bytes signed: the first two segments as sent, with their dot.
    public let signingInput: [UInt8]

    public init(_ token: String) throws(SignatureKeyError) {
        guard token.utf8.count <= Self.maximumLength else { throw SignatureKeyError("The token is longer than \(Self.maximumLength) bytes.") }
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { throw SignatureKeyError("The token does not have three parts separated by dots.") }
        guard let header = Base64.decode(segments[0], alphabet: .urlSafe), let payload = Base64.decode(segments[1], alphabet: .urlSafe),
              let signature = Base64.decode(segments[2], alphabet: .urlSafe) else {
            throw SignatureKeyError("A part of the token is not base64url.")
        }
        self.header = header
        self.payload = payload
        self.signature = signature
        signingInput = Array(segments[0].utf8) + [UInt8(ascii: ".")] + Array(segments[1].utf8)
    }

    public func isSigned(by key: WebSignatureKey) -> Bool {
        key.verify(signature: signature, message: signingInput)
    }
}
