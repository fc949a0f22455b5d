/// An ID token's JOSE header (RFC 7515 §4): which algorithm signed it and with which key.
public struct IDTokenHeader: Sendable, Equatable {
    public static let algorithms = ["RS256", "ES256"]
    public let algorithm: String
    public let keyID: String?

    /// Refuses every algorithm but RS256 and ES256 here, `none` and HMAC among them, so a token
    /// cannot choose to be checked by a weaker rule (RFC 8725 §3.1).
    public init(json bytes: [UInt8]) throws(SingleSignOnError) {
        let header = try JSONValue.document(bytes, named: "ID token header")
        guard let algorithm = header["alg"]?.string, Self.algorithms.contains(algorithm) else {
            throw SingleSignOnError("The ID token is signed with \(header["alg"]?.string ?? "no algorithm"), not RS256 or ES256.")
        }
        self.algorithm = algorithm
        keyID = header["kid"]?.string
    }

    /// The keys that may have signed this token: the one named by `kid`, or with no `kid` every
    /// key of the token's algorithm.
    public func candidates(in keys: [JSONWebKey]) -> [JSONWebKey] {
        keys.filter { key in
            key.signatureAlgorithm == algorithm && (key.algorithm ?? algorithm) == algorithm && (keyID == nil || key.id == keyID)
        }
    }
}
