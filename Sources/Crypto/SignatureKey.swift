import CCrypto

/// A public key that signatures are checked against, built once from its raw parameters with
/// OpenSSL 3's `EVP_PKEY_fromdata`: a passkey's (from its COSE key: ES256, RS256, Ed25519) or
/// a sign-in provider's (from its JSON Web Key, RFC 7518 §6: RS256, ES256). A key that cannot
/// be one is refused here, when it is built, so no signature is ever checked against it.
public final class SignatureKey: @unchecked Sendable {
    public enum Kind: Sendable, Equatable {
        /// ECDSA on P-256 with SHA-256 (ES256).
        case p256
        /// RSASSA-PKCS1-v1_5 with SHA-256 (RS256).
        case rsa
        /// Ed25519 (RFC 8032), which hashes the message itself.
        case ed25519
    }

    /// RSA keys shorter than this are refused: NIST has not allowed them since 2013.
    public static let minimumRSABits: Int32 = 2048
    public let kind: Kind
    // Read-only after init; OpenSSL allows concurrent verifications with one key.
    private let key: OpaquePointer

    private init(key: OpaquePointer, kind: Kind) {
        self.key = key
        self.kind = kind
    }

    deinit {
        EVP_PKEY_free(key)
    }

    /// An RSA key from the big-endian bytes of its modulus and exponent.
    public static func rsa(modulus: [UInt8], exponent: [UInt8]) throws(SignatureKeyError) -> SignatureKey {
        let key = try fromData(type: "RSA") { builder in
            let n = BN_bin2bn(modulus, Int32(modulus.count), nil)
            let e = BN_bin2bn(exponent, Int32(exponent.count), nil)
            defer { BN_free(n); BN_free(e) }
            guard ccrypto_push_rsa_public(builder, n, e) == 1 else { return nil }
            return OSSL_PARAM_BLD_to_param(builder)
        }
        guard EVP_PKEY_get_bits(key) >= minimumRSABits else {
            EVP_PKEY_free(key)
            throw SignatureKeyError("The RSA key is shorter than \(minimumRSABits) bits.")
        }
        return SignatureKey(key: key, kind: .rsa)
    }

    /// A P-256 key from the 32-byte big-endian coordinates of its point; a point not on the
    /// curve is refused.
    public static func p256(x: [UInt8], y: [UInt8]) throws(SignatureKeyError) -> SignatureKey {
        guard x.count == 32, y.count == 32 else { throw SignatureKeyError("A P-256 key's x and y must be 32 bytes each.") }
        let point = [0x04] + x + y
        let key = try fromData(type: "EC") { builder in
            point.withUnsafeBufferPointer { point in
                guard ccrypto_push_p256_public(builder, point.baseAddress, point.count) == 1 else { return nil }
                return OSSL_PARAM_BLD_to_param(builder)
            }
        }
        guard let check = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else {
            EVP_PKEY_free(key)
            throw SignatureKeyError("The P-256 key could not be checked: \(OpenSSLErrorQueue.takeMessage()).")
        }
        defer { EVP_PKEY_CTX_free(check) }
        guard EVP_PKEY_public_check(check) == 1 else {
            EVP_PKEY_free(key)
            ERR_clear_error()
            throw SignatureKeyError("The P-256 key's point is not on the curve.")
        }
        return SignatureKey(key: key, kind: .p256)
    }

    /// An Ed25519 key from its 32 bytes (RFC 8032 §5.1.5).
    public static func ed25519(x: [UInt8]) throws(SignatureKeyError) -> SignatureKey {
        guard x.count == 32 else { throw SignatureKeyError("An Ed25519 key must be 32 bytes.") }
        guard let key = x.withUnsafeBufferPointer({ EVP_PKEY_new_raw_public_key_ex(nil, "ED25519", nil, $0.baseAddress, $0.count) }) else {
            throw SignatureKeyError("The Ed25519 key is not valid, or this libcrypto has no Ed25519: \(OpenSSLErrorQueue.takeMessage()).")
        }
        return SignatureKey(key: key, kind: .ed25519)
    }

    /// `parameters` pushes the key's numbers and turns them into parameters before it returns:
    /// the builder keeps pointers to what was pushed (a BIGNUM, a buffer, the names) until then.
    private static func fromData(type: String, _ parameters: (OpaquePointer) -> UnsafeMutablePointer<OSSL_PARAM>?) throws(SignatureKeyError) -> OpaquePointer {
        guard let builder = OSSL_PARAM_BLD_new() else { throw SignatureKeyError("OpenSSL is out of memory.") }
        defer { OSSL_PARAM_BLD_free(builder) }
        guard let parameters = parameters(builder) else {
            throw SignatureKeyError("The \(type) key's numbers could not be read: \(OpenSSLErrorQueue.takeMessage()).")
        }
        defer { OSSL_PARAM_free(parameters) }
        guard let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else {
            throw SignatureKeyError("OpenSSL has no \(type) keys: \(OpenSSLErrorQueue.takeMessage()).")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_fromdata_init(context) == 1, EVP_PKEY_fromdata(context, &key, ccrypto_public_key_selection(), parameters) == 1,
              let key else {
            throw SignatureKeyError("The \(type) key is not valid: \(OpenSSLErrorQueue.takeMessage()).")
        }
        return key
    }

    /// Whether `signature` is this key's signature of `message`: for P-256 ECDSA over SHA-256
    /// with r and s in DER (as WebAuthn sends them; `CompactJWS` turns a JWS's into it), for
    /// RSA PKCS #1 v1.5 over SHA-256, for Ed25519 the 64 bytes of RFC 8032 over the message itself.
    public func verify(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        // Ed25519 takes no separate digest: nil there.
        let ready = kind == .ed25519 ? EVP_DigestVerifyInit_ex(context, nil, nil, nil, nil, key, nil) == 1
            : EVP_DigestVerifyInit(context, nil, SHA256.algorithm.pointer, nil, key) == 1
        let verified = ready && EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
        // A bad signature leaves a reason on the queue: not this thread's next failure's.
        ERR_clear_error()
        return verified
    }
}
