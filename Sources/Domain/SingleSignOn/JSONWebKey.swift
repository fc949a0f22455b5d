/// One signing key of a provider's JWKS (RFC 7517 §4), its numbers still base64url: an RSA
/// key's `n` and `e`, or a P-256 key's `x` and `y`.
public struct JSONWebKey: Sendable, Equatable {
    public enum Material: Sendable, Equatable {
        case rsa(n: String, e: String)
        case p256(x: String, y: String)
    }

    public let id: String?
    /// The algorithm the key is for, when the provider says.
    public let algorithm: String?
    public let material: Material

    public init(id: String?, algorithm: String?, material: Material) {
        self.id = id
        self.algorithm = algorithm
        self.material = material
    }

    /// The keys of a JWKS document that can check a signature: encryption keys, other curves
    /// and other key types are left out, not refused, since providers publish those too.
    public static func keySet(json bytes: [UInt8]) throws(SingleSignOnError) -> [JSONWebKey] {
        let document = try JSONValue.document(bytes, named: "key set")
        guard let keys = document["keys"]?.array else { throw SingleSignOnError("The provider's key set has no keys array.") }
        return keys.compactMap(key(from:))
    }

    private static func key(from value: JSONValue) -> JSONWebKey? {
        guard value["use"]?.string ?? "sig" == "sig" else { return nil }
        let material: Material
        switch value["kty"]?.string {
        case "RSA":
            guard let n = value["n"]?.string, let e = value["e"]?.string else { return nil }
            material = .rsa(n: n, e: e)
        case "EC":
            guard value["crv"]?.string == "P-256", let x = value["x"]?.string, let y = value["y"]?.string else { return nil }
            material = .p256(x: x, y: y)
        default:
            return nil
        }
        return JSONWebKey(id: value["kid"]?.string, algorithm: value["alg"]?.string, material: material)
    }

    /// The JWS algorithm this key checks: RS256 for RSA, ES256 for P-256.
    public var signatureAlgorithm: String {
        switch material {
        case .rsa: "RS256"
        case .p256: "ES256"
        }
    }
}
