import XCTest
@testable import Domain

/// The authenticator data's fixed part, its attested credential and the COSE key in it.
final class AuthenticatorDataTests: XCTestCase {
    private let rpHash = [UInt8](repeating: 0xAB, count: 32)
    private let es256Key: [UInt8] = [0xA5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20] + [UInt8](repeating: 1, count: 32)
        + [0x22, 0x58, 0x20] + [UInt8](repeating: 2, count: 32)

    private func attested(id: [UInt8], key: [UInt8], trailing: [UInt8] = []) -> [UInt8] {
        rpHash + [0x45, 0, 0, 1, 0] + [UInt8](repeating: 0, count: 16) + [UInt8(id.count >> 8), UInt8(id.count & 0xFF)] + id + key + trailing
    }

    func testTheFixedPart() throws {
        let data = try AuthenticatorData(rpHash + [0x05, 0x00, 0x01, 0x00, 0x2A])
        XCTAssertEqual(data.rpIDHash, rpHash)
        XCTAssertTrue(data.userPresent)
        XCTAssertTrue(data.userVerified)
        XCTAssertEqual(data.signCount, 65_578)
        XCTAssertNil(data.credential)
        XCTAssertFalse(try AuthenticatorData(rpHash + [0x04, 0, 0, 0, 0]).userPresent)
        XCTAssertThrowsError(try AuthenticatorData(rpHash + [0x05, 0, 0, 0]))
    }

    func testAnAttestedCredentialWithItsKey() throws {
        let data = try AuthenticatorData(attested(id: [9, 8, 7], key: es256Key))
        XCTAssertEqual(data.signCount, 256)
        XCTAssertEqual(data.credential?.id, [9, 8, 7])
        XCTAssertEqual(data.credential?.publicKeyBytes, es256Key)
        XCTAssertEqual(data.credential?.publicKey, .es256(x: [UInt8](repeating: 1, count: 32), y: [UInt8](repeating: 2, count: 32)))
    }

    func testBadCredentialsAreRefused() {
        XCTAssertThrowsError(try AuthenticatorData(attested(id: [1], key: es256Key, trailing: [0])), "bytes after the key")
        XCTAssertThrowsError(try AuthenticatorData(attested(id: [1], key: Array(es256Key.dropLast()))), "a key cut short")
        XCTAssertThrowsError(try AuthenticatorData(Array(attested(id: [UInt8](repeating: 1, count: 1024), key: es256Key))), "an id over 1023 bytes")
        XCTAssertThrowsError(try AuthenticatorData(rpHash + [0x45, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 16) + [0xFF, 0xFF]), "an id past the end")
    }

    func testCOSEKeysOfKindsNotTakenAreRefused() throws {
        // ES384 (alg −35 on P-384): a real kind, not one this server takes.
        let es384 = try CBORReader.value(of: [0xA3, 0x01, 0x02, 0x03, 0x38, 0x22, 0x20, 0x02])
        XCTAssertThrowsError(try COSEKey(es384)) { XCTAssertEqual($0 as? COSEKey.Problem, .unsupported(alg: -35, kty: 2)) }
        // ES256 named with the wrong curve.
        var wrongCurve = es256Key
        wrongCurve[7] = 0x02
        XCTAssertThrowsError(try COSEKey(try CBORReader.value(of: wrongCurve)))
        // RS256 with a 1024-bit modulus.
        let shortRSA = try CBORReader.value(of: [0xA4, 0x01, 0x03, 0x03, 0x39, 0x01, 0x00, 0x20, 0x58, 0x80] + [UInt8](repeating: 0xC1, count: 128)
                                            + [0x21, 0x43, 0x01, 0x00, 0x01])
        XCTAssertThrowsError(try COSEKey(shortRSA))
        XCTAssertThrowsError(try COSEKey(.array([])))
    }

    func testClientData() throws {
        let client = try ClientData(json: Array(#"{"type":"webauthn.get","challenge":"abc_-","origin":"https://lift.example.org","crossOrigin":false,"other":1}"#.utf8))
        XCTAssertEqual([client.type, client.challenge, client.origin], ["webauthn.get", "abc_-", "https://lift.example.org"])
        XCTAssertFalse(client.crossOrigin)
        XCTAssertThrowsError(try ClientData(json: Array(#"{"type":"webauthn.get"}"#.utf8)))
        XCTAssertThrowsError(try ClientData(json: Array("{".utf8)))
    }
}
