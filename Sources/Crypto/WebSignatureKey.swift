import CCrypto

/// A public key from a JSON Web Key (RFC 7518 §6): an RSA key from its modulus and exponent,
/// or a P-256 key from its point, built with OpenSSL 3's `EVP_PKEY_fromdata`, that checks
/// RS256 or ES256 signatures.
public final class WebSignatureKey: @unchecked Sendable {
    /// RSA keys shorter than this are refused: NIST has not allowed them since 2013.
    public static let minimumRSABits: Int32 = 2048
    public let algorithm: SignatureAlgorithm
    // Read-only after init; OpenSSL allows concurrent verifications with one key.
    private let key: OpaquePointer

    private init(key: OpaquePointer, algorithm: SignatureAlgorithm) {
        self.key = key
        self.algorithm = algorithm
    }

    deinit {
        EVP_PKEY_free(key)
    }

    /// An RSA key from the big-endian bytes of `n` and `e`.
    public static func rsa(modulus: [UInt8], exponent: [UInt8]) throws(SignatureKeyError) -> WebSignatureKey {
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
        return WebSignatureKey(key: key, algorithm: .rs256)
    }

    /// A P-256 key from the 32-byte big-endian coordinates of its point; a point not on the
    /// curve is refused.
    public static func p256(x: [UInt8], y: [UInt8]) throws(SignatureKeyError) -> WebSignatureKey {
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
            throw SignatureKeyError("The P-256 key's point is not on the curve.")
        }
        return WebSignatureKey(key: key, algorithm: .es256)
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

    /// Whether `signature` is this key's SHA-256 signature of `message`: PKCS #1 v1.5 for
    /// RS256, and for ES256 the JWS form, r and s as 32 bytes each (RFC 7518 §3.4), which
    /// OpenSSL takes as DER.
    public func verify(signature: [UInt8], message: [UInt8]) -> Bool {
        let encoded: [UInt8]
        switch algorithm {
        case .rs256: encoded = signature
        case .es256:
            guard let der = Self.derSignature(signature) else { return false }
            encoded = der
        }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        let verified = EVP_DigestVerifyInit(context, nil, SHA256.algorithm.pointer, nil, key) == 1
            && EVP_DigestVerify(context, encoded, encoded.count, message, message.count) == 1
        ERR_clear_error()
        return verified
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
