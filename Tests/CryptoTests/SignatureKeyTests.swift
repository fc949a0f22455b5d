import TestSupport
import XCTest
@testable import Crypto

/// Signatures made by libcrypto with fresh keys, checked with a `SignatureKey` built from the
/// keys' raw parameters as a passkey's COSE key gives them, and the same signatures spoiled.
final class SignatureKeyTests: XCTestCase {
    private let message = Array("authenticator data || SHA-256(client data)".utf8)

    /// The raw parameters out of the test key's COSE map.
    private func key(_ signing: TestSigningKey) throws -> SignatureKey {
        guard case .map(let pairs) = signing.coseKey else { throw XCTSkip("not a map") }
        func bytes(_ label: Int) -> [UInt8] {
            for (key, value) in pairs {
                if case .int(label) = key, case .bytes(let bytes) = value { return bytes }
            }
            return []
        }
        return switch signing.kind {
        case .es256: try .p256(x: bytes(-2), y: bytes(-3))
        case .rs256: try .rsa(modulus: bytes(-1), exponent: bytes(-2))
        case .ed25519: try .ed25519(x: bytes(-2))
        }
    }

    func testEachKindVerifiesItsOwnSignaturesOnly() throws {
        for kind in [TestSigningKey.Kind.es256, .rs256, .ed25519] {
            let signing = TestSigningKey(kind)
            let key = try key(signing)
            var signature = signing.sign(message)
            XCTAssertTrue(key.verify(signature, of: message), "\(kind)")
            XCTAssertFalse(key.verify(signature, of: message + [0]), "\(kind): another message")
            XCTAssertFalse(try self.key(TestSigningKey(kind)).verify(signature, of: message), "\(kind): another key")
            signature[signature.count - 1] ^= 0x01
            XCTAssertFalse(key.verify(signature, of: message), "\(kind): a flipped bit")
            XCTAssertFalse(key.verify([], of: message), "\(kind): nothing")
        }
    }

    /// Refused as they are built, so nothing is ever checked against them.
    func testKeysThatAreNotKeysAreRefused() {
        XCTAssertThrowsError(try SignatureKey.p256(x: [UInt8](repeating: 0, count: 32), y: [UInt8](repeating: 0, count: 32)),
                             "a point not on the curve")
        XCTAssertThrowsError(try SignatureKey.ed25519(x: [1, 2, 3]))
        XCTAssertThrowsError(try SignatureKey.rsa(modulus: [], exponent: []))
    }

    func testTheKindSaysWhichSignaturesTheKeyChecks() throws {
        XCTAssertEqual(try key(TestSigningKey(.es256)).kind, .p256)
        XCTAssertEqual(try key(TestSigningKey(.rs256)).kind, .rsa)
        XCTAssertEqual(try key(TestSigningKey(.ed25519)).kind, .ed25519)
    }
}
