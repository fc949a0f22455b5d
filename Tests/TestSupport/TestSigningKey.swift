import CCrypto

/// A key pair made by libcrypto for a test authenticator: its COSE public key as CBOR, and
/// signatures as WebAuthn sends them (DER for ECDSA).
public final class TestSigningKey: @unchecked Sendable {
    public enum Kind: Sendable { case es256, rs256, ed25519 }

    public let kind: Kind
    private let pkey: OpaquePointer

    public init(_ kind: Kind) {
        self.kind = kind
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
            var point = [UInt8](repeating: 0, count: 65)
            var length = 0
            precondition(EVP_PKEY_get_octet_string_param(pkey, "encoded-pub-key", &point, point.count, &length) == 1 && length == 65)
            return .map([(.int(1), .int(2)), (.int(3), .int(-7)), (.int(-1), .int(1)),
                         (.int(-2), .bytes(Array(point[1..<33]))), (.int(-3), .bytes(Array(point[33..<65])))])
        case .rs256:
            return .map([(.int(1), .int(3)), (.int(3), .int(-257)), (.int(-1), .bytes(bigNumber("n"))), (.int(-2), .bytes(bigNumber("e")))])
        case .ed25519:
            var x = [UInt8](repeating: 0, count: 32)
            var length = 32
            precondition(EVP_PKEY_get_raw_public_key(pkey, &x, &length) == 1)
            return .map([(.int(1), .int(1)), (.int(3), .int(-8)), (.int(-1), .int(6)), (.int(-2), .bytes(x))])
        }
    }

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

    private func bigNumber(_ name: String) -> [UInt8] {
        var number: OpaquePointer?
        precondition(EVP_PKEY_get_bn_param(pkey, name, &number) == 1)
        defer { BN_free(number) }
        var bytes = [UInt8](repeating: 0, count: Int((BN_num_bits(number) + 7) / 8))
        BN_bn2bin(number, &bytes)
        return bytes
    }
}
