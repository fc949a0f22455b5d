/// A credential's public key as an authenticator gives it: a COSE_Key map (RFC 9052 §7,
/// RFC 9053 §2 and §7), of the kinds a passkey may have here: ES256 (P-256), RS256 and EdDSA
/// (Ed25519).
public enum COSEKey: Sendable, Equatable {
    case es256(x: [UInt8], y: [UInt8])
    case rs256(modulus: [UInt8], exponent: [UInt8])
    case ed25519(x: [UInt8])

    /// The `alg` values of the kinds taken, as the registration options list them.
    public static let algorithms = [-7, -8, -257]

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case notAMap, unsupported(alg: Int?, kty: Int?), badParameter(String)

        public var description: String {
            switch self {
            case .notAMap: "the public key is not a COSE key"
            case .unsupported(let alg, let kty):
                "the passkey uses a kind of key this server does not take (alg \(alg.map(String.init) ?? "none"), kty \(kty.map(String.init) ?? "none")); ES256, RS256 and Ed25519 are"
            case .badParameter(let name): "the public key's \(name) is missing or malformed"
            }
        }
    }

    public init(_ value: CBORValue) throws(Problem) {
        guard case .map = value else { throw .notAMap }
        let (kty, alg) = (value[1]?.integer, value[3]?.integer)
        func bytes(_ label: Int, _ name: String, count: ClosedRange<Int>) throws(Problem) -> [UInt8] {
            guard let bytes = value[label]?.byteString, count.contains(bytes.count) else { throw .badParameter(name) }
            return bytes
        }
        switch (kty, alg) {
        case (2, -7):
            guard value[-1]?.integer == 1 else { throw .badParameter("curve (P-256)") }
            self = .es256(x: try bytes(-2, "x", count: 32...32), y: try bytes(-3, "y", count: 32...32))
        case (3, -257):
            // 2048 to 8192 bits: shorter keys are too weak, longer ones only cost time.
            let modulus = Array(try bytes(-1, "modulus", count: 256...1025).drop { $0 == 0 })
            guard modulus.count >= 256 else { throw .badParameter("modulus (at least 2048 bits)") }
            self = .rs256(modulus: modulus, exponent: try bytes(-2, "exponent", count: 1...8))
        case (1, -8):
            guard value[-1]?.integer == 6 else { throw .badParameter("curve (Ed25519)") }
            self = .ed25519(x: try bytes(-2, "x", count: 32...32))
        default:
            throw .unsupported(alg: alg, kty: kty)
        }
    }

    public var algorithmName: String {
        switch self {
        case .es256: "ES256"
        case .rs256: "RS256"
        case .ed25519: "Ed25519"
        }
    }
}
