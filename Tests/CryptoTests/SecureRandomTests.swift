import Crypto
import XCTest

final class SecureRandomTests: XCTestCase {
    func testBytesHaveRequestedLength() {
        XCTAssertEqual(SecureRandom.bytes(0).count, 0)
        XCTAssertEqual(SecureRandom.bytes(1).count, 1)
        XCTAssertEqual(SecureRandom.bytes(32).count, 32)
    }

    /// Two equal 32-byte draws would happen once in 2^256; seeing one means a broken source.
    func testTwoDrawsDiffer() {
        XCTAssertNotEqual(SecureRandom.bytes(32), SecureRandom.bytes(32))
    }

    func testTokenIsUnpaddedBase64URL() {
        let token = SecureRandom.token(bytes: 32)
        XCTAssertEqual(token.count, 43)
        XCTAssertEqual(Base64.decode(token, alphabet: .urlSafe)?.count, 32)
        XCTAssertNotEqual(token, SecureRandom.token(bytes: 32))
        XCTAssertEqual(SecureRandom.token(bytes: 16).count, 22)
    }
}
