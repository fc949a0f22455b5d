import Crypto
import XCTest

/// Test cases from RFC 4231 §4.
final class HMACSHA256Tests: XCTestCase {
    func testCase1() {
        let code = HMACSHA256.authenticationCode(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8))
        XCTAssertEqual(code, hexBytes("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"))
    }

    func testCase2KeyShorterThanTheOutput() {
        let code = HMACSHA256.authenticationCode(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        XCTAssertEqual(code, hexBytes("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"))
    }

    func testCase6KeyLongerThanABlock() {
        let code = HMACSHA256.authenticationCode(key: [UInt8](repeating: 0xaa, count: 131),
                                                 message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        XCTAssertEqual(code, hexBytes("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"))
    }

    func testEmptyMessage() {
        XCTAssertEqual(HMACSHA256.authenticationCode(key: Array("key".utf8), message: [UInt8]()),
                       hexBytes("5d5d139563c95b5967b9bd9a8c9b233a9dedb45072794cd232dc1b74832607d0"))
    }
}
