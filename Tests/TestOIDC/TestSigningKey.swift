import CCrypto
import Crypto

/// A key pair made in the test with libcrypto, as a provider holds one: it signs ID tokens and
/// publishes its public half as a JSON Web Key.
public final class TestSigningKey: @unchecked Sendable {
    public let algorithm: SignatureAlgorithm
    public let id: String
    private let key: OpaquePointer

    public init(_ algorithm: SignatureAlgorithm, id: String) {
        self.algorithm = algorithm
        self.id = id
        let context: OpaquePointer
        switch algorithm {
        case .rs256:
            context = EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, nil)!
            precondition(EVP_PKEY_keygen_init(context) == 1 && EVP_PKEY_CTX_set_rsa_keygen_bits(context, 2048) == 1)
        case .es256:
            context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil)!
            precondition(EVP_PKEY_keygen_init(context) == 1 && EVP_PKEY_CTX_set_ec_paramgen_curve_nid(context, NID_X9_62_prime256v1) == 1)
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        precondition(EVP_PKEY_keygen(context, &key) == 1)
        self.key = key!
    }

    deinit {
        EVP_PKEY_free(key)
    }

    /// The public key as a JWKS entry's JSON.
    public var jwk: String {
        switch algorithm {
        case .rs256:
            #"{"kty":"RSA","kid":"\#(id)","use":"sig","alg":"RS256","n":"\#(parameter("n", width: 0))","e":"\#(parameter("e", width: 0))"}"#
        case .es256:
            #"{"kty":"EC","kid":"\#(id)","use":"sig","alg":"ES256","crv":"P-256","x":"\#(parameter("qx", width: 32))","y":"\#(parameter("qy", width: 32))"}"#
        }
    }

    /// The big-endian bytes of a key parameter, left-padded to `width`, in base64url.
    public func parameter(_ name: String, width: Int) -> String {
        Base64.encode(parameterBytes(name, width: width), alphabet: .urlSafe)
    }

    public func parameterBytes(_ name: String, width: Int) -> [UInt8] {
        var number: OpaquePointer?
        precondition(EVP_PKEY_get_bn_param(key, name, &number) == 1)
        defer { BN_free(number) }
        let size = max(width, Int((BN_num_bits(number) + 7) / 8))
        var bytes = [UInt8](repeating: 0, count: size)
        precondition(BN_bn2binpad(number, &bytes, Int32(size)) == Int32(size))
        return bytes
    }

    /// A JWS signature of `message`: PKCS #1 v1.5 for RS256, r and s of 32 bytes each for ES256.
    public func sign(_ message: [UInt8]) -> [UInt8] {
        let context = EVP_MD_CTX_new()
        defer { EVP_MD_CTX_free(context) }
        precondition(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1)
        var length = 0
        precondition(EVP_DigestSign(context, nil, &length, message, message.count) == 1)
        var signature = [UInt8](repeating: 0, count: length)
        precondition(EVP_DigestSign(context, &signature, &length, message, message.count) == 1)
        signature.removeLast(signature.count - length)
        guard algorithm == .es256 else { return signature }
        return signature.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            let parsed = d2i_ECDSA_SIG(nil, &cursor, length)!
            defer { ECDSA_SIG_free(parsed) }
            var raw = [UInt8](repeating: 0, count: 64)
            raw.withUnsafeMutableBufferPointer { out in
                _ = BN_bn2binpad(ECDSA_SIG_get0_r(parsed), out.baseAddress, 32)
                _ = BN_bn2binpad(ECDSA_SIG_get0_s(parsed), out.baseAddress! + 32, 32)
            }
            return raw
        }
    }

    /// A compact JWS of `claims` (JSON text), with this key's id in its header unless `keyID`
    /// says another.
    public func token(claims: String, keyID: String? = nil, algorithm name: String? = nil) -> String {
        let header = #"{"alg":"\#(name ?? algorithm.rawValue)","typ":"JWT","kid":"\#(keyID ?? id)"}"#
        let input = Base64.encode(Array(header.utf8), alphabet: .urlSafe) + "." + Base64.encode(Array(claims.utf8), alphabet: .urlSafe)
        return input + "." + Base64.encode(sign(Array(input.utf8)), alphabet: .urlSafe)
    }
}
