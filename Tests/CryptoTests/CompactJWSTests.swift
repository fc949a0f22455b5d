import Crypto
import TestOIDC
import TestSupport
import XCTest

/// RS256 and ES256 ID tokens checked with `SignatureKey`s built back from the JWK numbers of
/// keys made in the test, as a provider's key set gives them.
final class CompactJWSTests: XCTestCase {
    private func publicKey(_ key: TestSigningKey) throws -> SignatureKey {
        switch key.kind {
        case .rs256: try SignatureKey.rsa(modulus: key.parameterBytes("n"), exponent: key.parameterBytes("e"))
        case .es256: try SignatureKey.p256(x: key.parameterBytes("qx", width: 32), y: key.parameterBytes("qy", width: 32))
        case .ed25519: try SignatureKey.ed25519(x: key.rawPublicKey)
        }
    }

    /// A key of every algorithm an ID token may be signed with.
    private func key(_ algorithm: SignatureAlgorithm, id: String) throws -> TestSigningKey {
        TestSigningKey(try XCTUnwrap(TestSigningKey.Kind(rawValue: algorithm.rawValue)), id: id)
    }

    func testTokensSignedByTheKeyCheckOutAndNoOthersDo() throws {
        for algorithm in SignatureAlgorithm.allCases {
            let key = try self.key(algorithm, id: "k1")
            let other = try self.key(algorithm, id: "k2")
            let token = try CompactJWS(key.token(claims: #"{"sub":"1"}"#))
            XCTAssertEqual(String(decoding: token.payload, as: UTF8.self), #"{"sub":"1"}"#)
            XCTAssertTrue(token.isSigned(by: try publicKey(key)), "\(algorithm)")
            XCTAssertFalse(token.isSigned(by: try publicKey(other)), "\(algorithm): another key's token")
            XCTAssertEqual(try publicKey(key).kind, algorithm == .rs256 ? .rsa : .p256)
        }
    }

    func testAChangedPayloadOrSignatureFails() throws {
        for algorithm in SignatureAlgorithm.allCases {
            let key = try self.key(algorithm, id: "k1")
            let verifier = try publicKey(key)
            let parts = key.token(claims: #"{"sub":"1"}"#).split(separator: ".").map(String.init)
            let otherPayload = Base64.encode(Array(#"{"sub":"2"}"#.utf8), alphabet: .urlSafe)
            XCTAssertFalse(try CompactJWS([parts[0], otherPayload, parts[2]].joined(separator: ".")).isSigned(by: verifier))
            var signature = try XCTUnwrap(Base64.decode(parts[2], alphabet: .urlSafe))
            signature[5] ^= 0x01
            XCTAssertFalse(try CompactJWS([parts[0], parts[1], Base64.encode(signature, alphabet: .urlSafe)].joined(separator: ".")).isSigned(by: verifier))
            XCTAssertFalse(try CompactJWS([parts[0], parts[1], ""].joined(separator: ".")).isSigned(by: verifier), "no signature")
        }
    }

    func testAnRSASignatureIsNotTakenAsAnECOneOrTheOtherWay() throws {
        let rsa = TestSigningKey(.rs256, id: "r")
        let ec = TestSigningKey(.es256, id: "e")
        XCTAssertFalse(try CompactJWS(rsa.token(claims: "{}")).isSigned(by: try publicKey(ec)))
        XCTAssertFalse(try CompactJWS(ec.token(claims: "{}")).isSigned(by: try publicKey(rsa)))
        XCTAssertFalse(try CompactJWS(ec.token(claims: "{}")).isSigned(by: try SignatureKey.ed25519(x: [UInt8](repeating: 7, count: 32))),
                       "no Ed25519 key signs an ID token here")
    }

    func testRefusesWeakOrBrokenKeys() throws {
        XCTAssertThrowsError(try SignatureKey.rsa(modulus: [UInt8](repeating: 0xC3, count: 128), exponent: [1, 0, 1])) { error in
            XCTAssertTrue("\(error)".contains("shorter than 2048 bits"), "\(error)")
        }
        let key = TestSigningKey(.es256, id: "k")
        var y = key.parameterBytes("qy", width: 32)
        y[31] ^= 0x01
        XCTAssertThrowsError(try SignatureKey.p256(x: key.parameterBytes("qx", width: 32), y: y), "a point off the curve")
        XCTAssertThrowsError(try SignatureKey.p256(x: [1, 2, 3], y: [4, 5, 6]))
    }

    func testCompactFormMustHaveThreeBase64URLParts() {
        XCTAssertThrowsError(try CompactJWS("a.b"))
        XCTAssertThrowsError(try CompactJWS("a.b.c.d"))
        XCTAssertThrowsError(try CompactJWS("e30.e30.a+b/"), "standard base64 is not base64url")
    }

    func testPKCEChallengeIsRFC7636sExample() {
        // RFC 7636 Appendix B.
        XCTAssertEqual(PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk").challenge, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        let random = PKCE.random()
        XCTAssertEqual(random.verifier.count, 43)
        XCTAssertNotEqual(random, PKCE.random())
    }
}
