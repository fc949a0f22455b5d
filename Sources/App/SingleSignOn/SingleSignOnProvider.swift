import Crypto
import Domain
import HTTPSClient
import Synchronization

/// The provider as the server talks to it over HTTPS: its discovery document and key set,
/// fetched when first needed and kept (the keys fetched again once when a token names a key
/// not among them: the provider rotated), the code exchanged for an ID token, and the token
/// checked. Its errors say what failed; none carries a token or the secret.
final class SingleSignOnProvider: Sendable {
    let issuer: String
    let clientID: String
    private let clientSecret: String
    let client: HTTPSClient
    private let cached = Mutex<(metadata: ProviderMetadata?, keys: [JSONWebKey]?)>((nil, nil))

    init?(_ settings: SingleSignOnSettings) {
        guard let issuer = settings.issuer, let clientID = settings.clientID, let clientSecret = settings.clientSecret else { return nil }
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        client = HTTPSClient(trust: settings.caFile.map(HTTPSClient.Trust.caFile) ?? .system)
    }

    func metadata() throws(SingleSignOnError) -> ProviderMetadata {
        if let known = cached.withLock({ $0.metadata }) { return known }
        let fetched = try ProviderMetadata(json: fetch(ProviderMetadata.discoveryURL(issuer: issuer), "discovery document"), expectedIssuer: issuer)
        cached.withLock { $0.metadata = fetched }
        return fetched
    }

    /// The address to send the browser to: the code flow with PKCE (OpenID Connect Core
    /// §3.1.2.1, RFC 7636 §4.3).
    func authorizationURL(state: String, nonce: String, pkce: PKCE, redirectURI: String) throws(SingleSignOnError) -> String {
        let endpoint = try metadata().authorizationEndpoint
        return endpoint + (endpoint.contains("?") ? "&" : "?") + FormEncoding.encode([
            ("response_type", "code"), ("client_id", clientID), ("redirect_uri", redirectURI), ("scope", "openid email profile"),
            ("state", state), ("nonce", nonce), ("code_challenge", pkce.challenge), ("code_challenge_method", PKCE.method),
        ])
    }

    /// Trades the code for the ID token at the token endpoint (§3.1.3.1), the client
    /// authenticated as the provider asks: HTTP Basic by default, else in the form.
    func idToken(code: String, verifier: String, redirectURI: String) throws(SingleSignOnError) -> String {
        let metadata = try metadata()
        var form = [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI), ("code_verifier", verifier)]
        var headers: [(String, String)] = []
        if metadata.usesClientSecretPost {
            form += [("client_id", clientID), ("client_secret", clientSecret)]
        } else {
            // RFC 6749 §2.3.1: each part form-encoded before they are joined and encoded.
            let credentials = FormEncoding.escape(clientID) + ":" + FormEncoding.escape(clientSecret)
            headers.append(("Authorization", "Basic " + Self.paddedBase64(Array(credentials.utf8))))
        }
        let response: HTTPSResponse
        do {
            response = try client.post(HTTPSURL(metadata.tokenEndpoint), form: form, headers: headers)
        } catch {
            throw SingleSignOnError("The provider's token endpoint could not be reached: \(error)")
        }
        return try TokenResponse.idToken(json: response.body, status: response.status)
    }

    /// The token's claims once its signature, by a key the provider publishes, and its claims
    /// have checked out.
    func verifiedClaims(idToken: String, nonce: String, now: Int) throws(SingleSignOnError) -> IDTokenClaims {
        let token: CompactJWS
        do {
            token = try CompactJWS(idToken)
        } catch {
            throw SingleSignOnError("The provider's ID token is malformed: \(error)")
        }
        let header = try IDTokenHeader(json: token.header)
        var candidates: [JSONWebKey] = []
        if let keys = cached.withLock({ $0.keys }) { candidates = header.candidates(in: keys) }
        if candidates.isEmpty {
            // Unknown here: the provider may have rotated its keys since. Asked once more, no more.
            candidates = header.candidates(in: try refreshKeys())
        }
        guard !candidates.isEmpty else {
            throw SingleSignOnError("The ID token is signed with a key the provider does not publish (kid \(header.keyID ?? "none")).")
        }
        guard candidates.contains(where: { (try? Self.signatureKey($0)).map(token.isSigned(by:)) == true }) else {
            throw SingleSignOnError("The ID token's signature does not check out against the provider's key.")
        }
        let claims = try IDTokenClaims(json: token.payload)
        try claims.check(issuer: issuer, clientID: clientID, nonce: nonce, now: now)
        return claims
    }

    private func refreshKeys() throws(SingleSignOnError) -> [JSONWebKey] {
        let keys = try JSONWebKey.keySet(json: fetch(metadata().jwksURI, "key set"))
        cached.withLock { $0.keys = keys }
        return keys
    }

    private func fetch(_ address: String, _ name: String) throws(SingleSignOnError) -> [UInt8] {
        do {
            let response = try client.get(HTTPSURL(address))
            guard response.status == 200 else { throw HTTPSError("it answered \(response.status)") }
            return response.body
        } catch {
            throw SingleSignOnError("The provider's \(name) could not be fetched from \(address): \(error)")
        }
    }

    private static func signatureKey(_ key: JSONWebKey) throws -> SignatureKey {
        switch key.material {
        case .rsa(let n, let e):
            guard let modulus = Base64.decode(n, alphabet: .urlSafe), let exponent = Base64.decode(e, alphabet: .urlSafe) else {
                throw SingleSignOnError("A key's numbers are not base64url.")
            }
            return try SignatureKey.rsa(modulus: modulus, exponent: exponent)
        case .p256(let x, let y):
            guard let x = Base64.decode(x, alphabet: .urlSafe), let y = Base64.decode(y, alphabet: .urlSafe) else {
                throw SingleSignOnError("A key's numbers are not base64url.")
            }
            return try SignatureKey.p256(x: x, y: y)
        }
    }

    /// HTTP Basic wants padded base64, which `Base64` leaves off.
    private static func paddedBase64(_ bytes: [UInt8]) -> String {
        let text = Base64.encode(bytes, alphabet: .standard)
        return text + String(repeating: "=", count: (4 - text.count % 4) % 4)
    }
}
