/// What an ID token says (OpenID Connect Core 1.0 §2), read once its signature checked out.
public struct IDTokenClaims: Sendable, Equatable {
    public let issuer: String
    public let subject: String
    public let audiences: [String]
    public let expiresAt: Int
    public let issuedAt: Int
    public let nonce: String?
    public let email: String?
    /// Only a provider's word that it checked the address makes it good for linking.
    public let emailVerified: Bool
    public let givenName: String?
    public let familyName: String?
    /// Every claim, for `StaffClaim`.
    public let all: JSONValue

    public init(json bytes: [UInt8]) throws(SingleSignOnError) {
        let name = "ID token"
        let claims = try JSONValue.document(bytes, named: name)
        issuer = try claims.requiredString("iss", in: name)
        subject = try claims.requiredString("sub", in: name)
        switch claims["aud"] {
        case .string(let audience): audiences = [audience]
        case .array(let items): audiences = items.compactMap(\.string)
        default: throw SingleSignOnError("The provider's ID token has no aud.")
        }
        guard let expiresAt = claims.seconds("exp") else { throw SingleSignOnError("The provider's ID token has no exp time.") }
        guard let issuedAt = claims.seconds("iat") else { throw SingleSignOnError("The provider's ID token has no iat time.") }
        self.expiresAt = expiresAt
        self.issuedAt = issuedAt
        nonce = claims["nonce"]?.string
        email = claims["email"]?.string
        // Some providers send the boolean as a string.
        emailVerified = claims["email_verified"] == .bool(true) || claims["email_verified"]?.string == "true"
        givenName = claims["given_name"]?.string
        familyName = claims["family_name"]?.string
        all = claims
    }

    /// How far the provider's clock may run ahead of ours.
    public static let allowedSkew = 120

    /// The checks of OpenID Connect Core 1.0 §3.1.3.7 that follow the signature's: the token
    /// is from the configured issuer, for this client, not expired, not issued in the future,
    /// and answers this sign-in's nonce (a replayed token carries another's).
    public func check(issuer expectedIssuer: String, clientID: String, nonce expectedNonce: String, now: Int) throws(SingleSignOnError) {
        guard issuer == expectedIssuer else { throw SingleSignOnError("The ID token is from \(issuer), not the configured issuer \(expectedIssuer).") }
        guard audiences.contains(clientID) else { throw SingleSignOnError("The ID token is not meant for this site (its aud does not name the client ID \(clientID)).") }
        // §3.1.3.7 step 5: a token for several clients must name this one as its authorized party.
        if audiences.count > 1, let party = all["azp"]?.string, party != clientID {
            throw SingleSignOnError("The ID token was issued to another client (azp \(party)).")
        }
        guard expiresAt > now - Self.allowedSkew else { throw SingleSignOnError("The ID token has expired. Sign in again.") }
        guard issuedAt <= now + Self.allowedSkew else { throw SingleSignOnError("The ID token says it was issued in the future; check the provider's clock.") }
        guard let nonce, nonce == expectedNonce else { throw SingleSignOnError("The ID token does not answer this sign-in (its nonce differs).") }
    }
}
