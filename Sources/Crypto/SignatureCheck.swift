import CCrypto
import Glibc

/// Checks a signature through libcrypto's EVP interface: the key is built from its parameters
/// (`EVP_PKEY_fromdata`), then `EVP_DigestVerify` hashes and checks in one call.
public enum SignatureCheck {
    public static func verify(_ signature: [UInt8], of message: [UInt8], with key: SignatureKey) -> Bool {
        guard let pkey = publicKey(key) else { return false }
        defer { EVP_PKEY_free(pkey) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        // Ed25519 takes no separate digest: it is nil there.
        let digest: String? = if case .ed25519 = key { nil } else { "SHA256" }
        let ready = EVP_DigestVerifyInit_ex(context, nil, digest, nil, nil, pkey, nil) == 1
        let verified = ready && signature.withUnsafeBufferPointer { signature in
            message.withUnsafeBufferPointer { message in
                EVP_DigestVerify(context, signature.baseAddress, signature.count, message.baseAddress, message.count) == 1
            }
        }
        // A bad signature leaves a reason on the queue: not this thread's next failure's.
        ERR_clear_error()
        return verified
    }

    private static func publicKey(_ key: SignatureKey) -> OpaquePointer? {
        switch key {
        case .ed25519(let x):
            return x.withUnsafeBufferPointer { EVP_PKEY_new_raw_public_key_ex(nil, "ED25519", nil, $0.baseAddress, $0.count) }
        case .p256(let x, let y):
            var point = [0x04] + x + y
            var group = Array("P-256".utf8CString)
            return group.withUnsafeMutableBufferPointer { group in
                point.withUnsafeMutableBytes { point in
                    fromData("EC", [OSSL_PARAM_construct_utf8_string(ParameterName.group.pointer, group.baseAddress, 0),
                                    OSSL_PARAM_construct_octet_string(ParameterName.publicKey.pointer, point.baseAddress, point.count)])
                }
            }
        case .rsa(let modulus, let exponent):
            // OSSL_PARAM_construct_BN takes the number in the machine's byte order.
            var n = Array(modulus.reversed())
            var e = Array(exponent.reversed())
            return n.withUnsafeMutableBufferPointer { n in
                e.withUnsafeMutableBufferPointer { e in
                    fromData("RSA", [OSSL_PARAM_construct_BN(ParameterName.modulus.pointer, n.baseAddress, n.count),
                                     OSSL_PARAM_construct_BN(ParameterName.exponent.pointer, e.baseAddress, e.count)])
                }
            }
        }
    }

    /// An `OSSL_PARAM` keeps its name's pointer, not a copy: the names live as long as the
    /// process, where a Swift string's bridged pointer would be gone after the call.
    private struct ParameterName: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<CChar>

        init(_ name: String) {
            pointer = strdup(name)
        }

        static let group = ParameterName("group")
        static let publicKey = ParameterName("pub")
        static let modulus = ParameterName("n")
        static let exponent = ParameterName("e")
    }

    private static func fromData(_ type: String, _ parameters: [OSSL_PARAM]) -> OpaquePointer? {
        guard let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else { return nil }
        defer { EVP_PKEY_CTX_free(context) }
        var list = parameters + [OSSL_PARAM_construct_end()]
        var pkey: OpaquePointer?
        guard EVP_PKEY_fromdata_init(context) == 1,
              list.withUnsafeMutableBufferPointer({ EVP_PKEY_fromdata(context, &pkey, ccrypto_public_key_selection(), $0.baseAddress) }) == 1 else {
            ERR_clear_error()
            return nil
        }
        return pkey
    }
}
