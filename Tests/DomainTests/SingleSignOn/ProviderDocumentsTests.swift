import Domain
import XCTest

/// Discovery documents, key sets, token answers and ID token headers as providers send them.
final class ProviderDocumentsTests: XCTestCase {
    private let issuer = "https://auth.example.org/realms/gym"

    func testDiscoveryDocumentGivesTheEndpointsOfTheConfiguredIssuer() throws {
        let json = """
            {"issuer":"\(issuer)","authorization_endpoint":"\(issuer)/protocol/openid-connect/auth",
             "token_endpoint":"\(issuer)/protocol/openid-connect/token","jwks_uri":"\(issuer)/protocol/openid-connect/certs",
             "token_endpoint_auth_methods_supported":["private_key_jwt","client_secret_basic","client_secret_post"]}
            """
        let metadata = try ProviderMetadata(json: Array(json.utf8), expectedIssuer: issuer)
        XCTAssertEqual(metadata.tokenEndpoint, issuer + "/protocol/openid-connect/token")
        XCTAssertEqual(metadata.jwksURI, issuer + "/protocol/openid-connect/certs")
        XCTAssertFalse(metadata.usesClientSecretPost, "basic when offered")
        XCTAssertThrowsError(try ProviderMetadata(json: Array(json.utf8), expectedIssuer: "https://other.example.org")) { error in
            XCTAssertTrue("\(error)".contains("not https://other.example.org as configured"), "\(error)")
        }
        let postOnly = json.replacingOccurrences(of: #""client_secret_basic","#, with: "")
        XCTAssertTrue(try ProviderMetadata(json: Array(postOnly.utf8), expectedIssuer: issuer).usesClientSecretPost)
        XCTAssertThrowsError(try ProviderMetadata(json: Array(#"{"issuer":"\#(issuer)"}"#.utf8), expectedIssuer: issuer)) { error in
            XCTAssertTrue("\(error)".contains("has no authorization_endpoint"), "\(error)")
        }
        XCTAssertEqual(ProviderMetadata.discoveryURL(issuer: issuer + "/"), issuer + "/.well-known/openid-configuration")
    }

    func testKeySetKeepsTheSigningKeysItCanUse() throws {
        let json = """
            {"keys":[{"kty":"RSA","kid":"r1","use":"sig","alg":"RS256","n":"AQAB","e":"AQAB"},
                     {"kty":"RSA","kid":"enc","use":"enc","n":"AQAB","e":"AQAB"},
                     {"kty":"EC","kid":"e1","crv":"P-256","x":"eA","y":"eQ"},
                     {"kty":"EC","kid":"e2","crv":"P-384","x":"eA","y":"eQ"},
                     {"kty":"OKP","kid":"o","crv":"Ed25519","x":"eA"}]}
            """
        let keys = try JSONWebKey.keySet(json: Array(json.utf8))
        XCTAssertEqual(keys, [JSONWebKey(id: "r1", algorithm: "RS256", material: .rsa(n: "AQAB", e: "AQAB")),
                              JSONWebKey(id: "e1", algorithm: nil, material: .p256(x: "eA", y: "eQ"))])
        XCTAssertThrowsError(try JSONWebKey.keySet(json: Array(#"{"nokeys":[]}"#.utf8)))
    }

    func testHeaderChoosesTheKeyByIDAndAlgorithm() throws {
        let keys = [JSONWebKey(id: "r1", algorithm: "RS256", material: .rsa(n: "n", e: "e")),
                    JSONWebKey(id: "e1", algorithm: "ES256", material: .p256(x: "x", y: "y")),
                    JSONWebKey(id: nil, algorithm: nil, material: .rsa(n: "n2", e: "e"))]
        XCTAssertEqual(try IDTokenHeader(json: Array(#"{"alg":"RS256","kid":"r1"}"#.utf8)).candidates(in: keys).map(\.id), ["r1"])
        XCTAssertEqual(try IDTokenHeader(json: Array(#"{"alg":"ES256","kid":"r1"}"#.utf8)).candidates(in: keys), [], "kid of another type")
        XCTAssertEqual(try IDTokenHeader(json: Array(#"{"alg":"RS256"}"#.utf8)).candidates(in: keys).count, 2)
        XCTAssertEqual(try IDTokenHeader(json: Array(#"{"alg":"RS256","kid":"gone"}"#.utf8)).candidates(in: keys), [])
        for algorithm in ["none", "HS256", "RS512"] {
            XCTAssertThrowsError(try IDTokenHeader(json: Array(#"{"alg":"\#(algorithm)"}"#.utf8)), algorithm)
        }
    }

    func testTokenAnswerGivesTheIDTokenOrTheProvidersReason() throws {
        XCTAssertEqual(try TokenResponse.idToken(json: Array(#"{"access_token":"a","id_token":"x.y.z"}"#.utf8), status: 200), "x.y.z")
        XCTAssertThrowsError(try TokenResponse.idToken(json: Array(#"{"error":"invalid_grant","error_description":"Code expired"}"#.utf8), status: 400)) { error in
            XCTAssertEqual("\(error)", "The provider refused the sign-in code (invalid_grant: Code expired).")
        }
        XCTAssertThrowsError(try TokenResponse.idToken(json: Array(#"{"access_token":"a"}"#.utf8), status: 200))
    }
}
