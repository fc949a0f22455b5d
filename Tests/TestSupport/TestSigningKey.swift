import CCrypto

/// A key pair made by libcrypto for a test: a passkey authenticator's (its COSE public key,
/// signatures as WebAuthn sends them) or a sign-in provider's (`TestOIDC` adds its JSON Web
/// Key and ID tokens).
public final class TestSigningKey: @unchecked Sendable {
    /// Each named by its JOSE algorithm (RFC 7518 §3.1, RFC 8037 §3.1).
    public enum Kind: String, Sendable { case es256 = "ES256", rs256 = "RS256", ed25519 = "EdDSA" }

    public let kind: Kind
    /// The key's id in a provider's key set and in its tokens' header.
    public let id: String
    private let pkey: OpaquePointer

    public init(_ kind: Kind, id: String = "key") {
        self.kind = kind
        self.id = id
        let name = switch kind {
        case .es256: "EC"
        case .rs256: "RSA"
        case .ed25519: "ED25519"
        }
        let context = EVP_PKEY_CTX_new_from_name(nil, name, nil)
        defer { EVP_PKEY_CTX_free(context) }
        precondition(EVP_PKEY_keygen_init(context) == 1)
        switch kind {
        case .es256: precondition(EVP_PKEY_CTX_set_group_name(context, "P-256") == 1)
        case .rs256: precondition(EVP_PKEY_CTX_set_rsa_keygen_bits(context, 2048) == 1)
        case .ed25519: break
        }
        var made: OpaquePointer?
        precondition(EVP_PKEY_generate(context, &made) == 1)
        pkey = made!
    }

    deinit { EVP_PKEY_free(pkey) }

    /// The public key as a COSE_Key map.
    public var coseKey: CBORItem {
        switch kind {
        case .es256:
            return .map([(.int(1), .int(2)), (.int(3), .int(-7)), (.int(-1), .int(1)),
                         (.int(-2), .bytes(parameterBytes("qx", width: 32))), (.int(-3), .bytes(parameterBytes("qy", width: 32)))])
        case .rs256:
            return .map([(.int(1), .int(3)), (.int(3), .int(-257)), (.int(-1), .bytes(parameterBytes("n"))), (.int(-2), .bytes(parameterBytes("e")))])
        case .ed25519:
            return .map([(.int(1), .int(1)), (.int(3), .int(-8)), (.int(-1), .int(6)), (.int(-2), .bytes(rawPublicKey))])
        }
    }

    /// An Ed25519 key's 32 public bytes.
    public var rawPublicKey: [UInt8] {
        var x = [UInt8](repeating: 0, count: 32)
        var length = 32
        precondition(EVP_PKEY_get_raw_public_key(pkey, &x, &length) == 1)
        return x
    }

    /// The signature of `message` as libcrypto makes it: PKCS #1 v1.5 for RSA, DER for ECDSA
    /// (as WebAuthn sends it), 64 bytes for Ed25519; by SHA-256 but for Ed25519.
    public func sign(_ message: [UInt8]) -> [UInt8] {
        let context = EVP_MD_CTX_new()
        defer { EVP_MD_CTX_free(context) }
        precondition(EVP_DigestSignInit_ex(context, nil, kind == .ed25519 ? nil : "SHA256", nil, nil, pkey, nil) == 1)
        var length = 0
        precondition(EVP_DigestSign(context, nil, &length, message, message.count) == 1)
        var signature = [UInt8](repeating: 0, count: length)
        precondition(EVP_DigestSign(context, &signature, &length, message, message.count) == 1)
        return Array(signature[0..<length])
    }

    /// The big-endian bytes of an RSA or EC key parameter (`n`, `e`, `qx`, `qy`), left-padded
    /// to `width`.
    public func parameterBytes(_ name: String, width: Int = 0) -> [UInt8] {
        var number: OpaquePointer?
        precondition(EVP_PKEY_get_bn_param(pkey, name, &number) == 1)
        defer { BN_free(number) }
        let size = max(width, Int((BN_num_bits(number) + 7) / 8))
        var bytes = [UInt8](repeating: 0, count: size)
        precondition(BN_bn2binpad(number, &bytes, Int32(size)) == Int32(size))
        return bytes
    }
}
