import TestSupport
import XCTest
@testable import Crypto

/// Signatures made by libcrypto with fresh keys, checked through `SignatureCheck` from the keys'
/// raw parameters, and the same signatures spoiled.
final class SignatureCheckTests: XCTestCase {
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
        case .es256: .p256(x: bytes(-2), y: bytes(-3))
        case .rs256: .rsa(modulus: bytes(-1), exponent: bytes(-2))
        case .ed25519: .ed25519(x: bytes(-2))
        }
    }

    func testEachKindVerifiesItsOwnSignaturesOnly() throws {
        for kind in [TestSigningKey.Kind.es256, .rs256, .ed25519] {
            let signing = TestSigningKey(kind)
            let key = try key(signing)
            var signature = signing.sign(message)
            XCTAssertTrue(SignatureCheck.verify(signature, of: message, with: key), "\(kind)")
            XCTAssertFalse(SignatureCheck.verify(signature, of: message + [0], with: key), "\(kind): another message")
            XCTAssertFalse(SignatureCheck.verify(signature, of: message, with: try self.key(TestSigningKey(kind))), "\(kind): another key")
            signature[signature.count - 1] ^= 0x01
            XCTAssertFalse(SignatureCheck.verify(signature, of: message, with: key), "\(kind): a flipped bit")
            XCTAssertFalse(SignatureCheck.verify([], of: message, with: key), "\(kind): nothing")
        }
    }

    func testKeysThatAreNotKeysVerifyNothing() {
        XCTAssertFalse(SignatureCheck.verify([1], of: message, with: .p256(x: [UInt8](repeating: 0, count: 32), y: [UInt8](repeating: 0, count: 32))),
                       "a point not on the curve")
        XCTAssertFalse(SignatureCheck.verify([1], of: message, with: .ed25519(x: [1, 2, 3])))
        XCTAssertFalse(SignatureCheck.verify([1], of: message, with: .rsa(modulus: [], exponent: [])))
    }
}
