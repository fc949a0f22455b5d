import CCrypto
import Crypto
import TestSupport

/// The key as a sign-in provider uses it: its public half in a JSON Web Key Set, and ID tokens
/// signed as a compact JWS.
extension TestSigningKey {
    /// The public key as a JWKS entry's JSON (RFC 7518 §6, RFC 8037 §2).
    public var jwk: String {
        switch kind {
        case .rs256:
            #"{"kty":"RSA","kid":"\#(id)","use":"sig","alg":"RS256","n":"\#(parameter("n"))","e":"\#(parameter("e"))"}"#
        case .es256:
            #"{"kty":"EC","kid":"\#(id)","use":"sig","alg":"ES256","crv":"P-256","x":"\#(parameter("qx", width: 32))","y":"\#(parameter("qy", width: 32))"}"#
        case .ed25519:
            #"{"kty":"OKP","kid":"\#(id)","use":"sig","alg":"EdDSA","crv":"Ed25519","x":"\#(Base64.encode(rawPublicKey, alphabet: .urlSafe))"}"#
        }
    }

    /// A key parameter's big-endian bytes, left-padded to `width`, in base64url.
    private func parameter(_ name: String, width: Int = 0) -> String {
        Base64.encode(parameterBytes(name, width: width), alphabet: .urlSafe)
    }

    /// A JWS signature of `message`: as `sign` makes it, but r and s of 32 bytes each for ES256
    /// (RFC 7518 §3.4) where libcrypto gives DER.
    public func jwsSignature(_ message: [UInt8]) -> [UInt8] {
        let signature = sign(message)
        guard kind == .es256 else { return signature }
        return signature.withUnsafeBufferPointer { buffer in
            var cursor: UnsafePointer<UInt8>? = buffer.baseAddress
            let parsed = d2i_ECDSA_SIG(nil, &cursor, buffer.count)!
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
    /// says another, and its algorithm unless `algorithm` names another.
    public func token(claims: String, keyID: String? = nil, algorithm name: String? = nil) -> String {
        let header = #"{"alg":"\#(name ?? kind.rawValue)","typ":"JWT","kid":"\#(keyID ?? id)"}"#
        let input = Base64.encode(Array(header.utf8), alphabet: .urlSafe) + "." + Base64.encode(Array(claims.utf8), alphabet: .urlSafe)
        return input + "." + Base64.encode(jwsSignature(Array(input.utf8)), alphabet: .urlSafe)
    }
}
