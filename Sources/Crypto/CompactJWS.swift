import CCrypto

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

    /// Whether `key` signed the token: RS256's PKCS #1 v1.5 signature as it comes, ES256's r
    /// and s (32 bytes each, RFC 7518 §3.4) turned into the DER that OpenSSL takes. No other
    /// kind of key signs an ID token here.
    public func isSigned(by key: SignatureKey) -> Bool {
        switch key.kind {
        case .rsa: key.verify(signature, of: signingInput)
        case .p256: Self.derSignature(signature).map { key.verify($0, of: signingInput) } ?? false
        case .ed25519: false
        }
    }

    private static func derSignature(_ raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 64, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        guard let r = BN_bin2bn(raw, 32, nil) else { return nil }
        guard let s = raw[32...].withUnsafeBufferPointer({ BN_bin2bn($0.baseAddress, 32, nil) }) else {
            BN_free(r)
            return nil
        }
        guard ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return nil
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { return nil }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        return written == length ? der : nil
    }
}
