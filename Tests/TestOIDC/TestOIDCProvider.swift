import Crypto
import Foundation
import TestSupport

/// An OpenID Connect provider of our own on loopback over TLS: discovery, an authorization
/// endpoint that approves at once, a token endpoint that checks the client's secret and the
/// PKCE verifier, and a JWKS. Tests change what it signs and publishes to make bad tokens.
public final class TestOIDCProvider: @unchecked Sendable {
    public static let clientID = "lifting-log"
    /// With characters that must be escaped in Basic authentication (RFC 6749 §2.3.1).
    public static let clientSecret = "s3cret&+=/:x"

    public struct Settings {
        /// Claims over the defaults, as JSON text by name; nil leaves a claim out.
        public var claims: [String: String?] = [:]
        public var signingKey: TestSigningKey
        public var publishedKeys: [TestSigningKey]
        public var forgeSignature = false
        /// Sent as the JWKS with chunked framing, as some providers do.
        public var chunkedKeys = true
    }

    private struct Grant {
        let nonce: String
        let challenge: String
        let redirectURI: String
    }

    public private(set) var server: TestTLSServer!
    private let lock = NSLock()
    private var settings: Settings
    private var grants: [String: Grant] = [:]
    private var jwksFetches = 0
    private var tokenRequests: [TestTLSServer.Request] = []

    public init(certificates: TestCertificates, key: TestSigningKey) throws {
        settings = Settings(signingKey: key, publishedKeys: [key])
        server = try TestTLSServer(certificate: certificates.serverCertificate, key: certificates.serverKey) { [unowned self] request in
            self.answer(request)
        }
    }

    public var issuer: String { server.origin }

    public func change(_ edit: (inout Settings) -> Void) {
        lock.withLock { edit(&settings) }
    }

    public var keySetFetches: Int { lock.withLock { jwksFetches } }
    public var lastTokenRequest: TestTLSServer.Request? { lock.withLock { tokenRequests.last } }

    public func stop() {
        server.stop()
    }

    private func answer(_ request: TestTLSServer.Request) -> TestTLSServer.Response {
        switch (request.method, request.path) {
        case ("GET", "/.well-known/openid-configuration"):
            return TestTLSServer.Response(body: """
                {"issuer":"\(issuer)","authorization_endpoint":"\(issuer)/authorize","token_endpoint":"\(issuer)/token",
                 "jwks_uri":"\(issuer)/jwks","response_types_supported":["code"],"subject_types_supported":["public"],
                 "id_token_signing_alg_values_supported":["RS256","ES256"],"token_endpoint_auth_methods_supported":["client_secret_basic"]}
                """)
        case ("GET", "/authorize"): return authorize(request.fields)
        case ("POST", "/token"): return token(request)
        case ("GET", "/jwks"):
            return lock.withLock {
                jwksFetches += 1
                let keys = settings.publishedKeys.map(\.jwk).joined(separator: ",")
                return TestTLSServer.Response(body: #"{"keys":[\#(keys)]}"#, chunkSize: settings.chunkedKeys ? 100 : nil)
            }
        default:
            return TestTLSServer.Response(status: 404, body: #"{"error":"not_found"}"#)
        }
    }

    private func authorize(_ fields: [String: String]) -> TestTLSServer.Response {
        guard fields["response_type"] == "code", fields["client_id"] == Self.clientID, fields["code_challenge_method"] == "S256",
              let redirect = fields["redirect_uri"], let state = fields["state"], let nonce = fields["nonce"],
              let challenge = fields["code_challenge"], fields["scope"]?.split(separator: " ").contains("openid") == true else {
            return TestTLSServer.Response(status: 400, body: #"{"error":"invalid_request"}"#)
        }
        let code = UUID().uuidString
        lock.withLock { grants[code] = Grant(nonce: nonce, challenge: challenge, redirectURI: redirect) }
        let query = "code=\(code)&state=\(state.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? state)"
        return TestTLSServer.Response(status: 302, headers: [("Location", redirect + "?" + query)], body: "")
    }

    private func token(_ request: TestTLSServer.Request) -> TestTLSServer.Response {
        let fields = request.fields
        let expected = "Basic " + Data((escape(Self.clientID) + ":" + escape(Self.clientSecret)).utf8).base64EncodedString()
        return lock.withLock {
            tokenRequests.append(request)
            guard request.headers["authorization"] == expected else {
                return TestTLSServer.Response(status: 401, body: #"{"error":"invalid_client"}"#)
            }
            guard fields["grant_type"] == "authorization_code", let code = fields["code"], let grant = grants.removeValue(forKey: code),
                  fields["redirect_uri"] == grant.redirectURI, let verifier = fields["code_verifier"],
                  Base64.encode(SHA256.digest(Array(verifier.utf8)), alphabet: .urlSafe) == grant.challenge else {
                return TestTLSServer.Response(status: 400, body: #"{"error":"invalid_grant","error_description":"bad code or verifier"}"#)
            }
            var token = settings.signingKey.token(claims: claims(nonce: grant.nonce))
            if settings.forgeSignature, let dot = token.lastIndex(of: ".") {
                // The signature's first character changed (all six of its bits are the
                // signature's, unlike the last's): the same token, not signed by the key.
                let first = token.index(after: dot)
                token.replaceSubrange(first...first, with: token[first] == "A" ? "B" : "A")
            }
            return TestTLSServer.Response(body: #"{"access_token":"opaque","token_type":"Bearer","expires_in":300,"id_token":"\#(token)"}"#)
        }
    }

    private func claims(nonce: String) -> String {
        let now = Int(Date().timeIntervalSince1970)
        var claims: [String: String?] = [
            "iss": "\"\(issuer)\"", "sub": "\"subject-1\"", "aud": "\"\(Self.clientID)\"", "exp": String(now + 300), "iat": String(now),
            "nonce": "\"\(nonce)\"", "email": "\"grace@example.com\"", "email_verified": "true", "given_name": "\"Grace\"",
            "family_name": "\"Hopper\"",
        ]
        claims.merge(settings.claims) { $1 }
        return "{" + claims.sorted { $0.key < $1.key }.compactMap { key, value in value.map { "\"\(key)\":\($0)" } }.joined(separator: ",") + "}"
    }

    private func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
