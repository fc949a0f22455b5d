import Crypto
import XCTest

/// Vectors from FIPS 180-2, Appendix B.
final class SHA256Tests: XCTestCase {
    func testEmptyInput() {
        XCTAssertEqual(SHA256.hex("".utf8), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(SHA256.hex("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlockMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(SHA256.hex(message.utf8), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testDigestOfNonContiguousCollection() {
        let abc: [UInt8] = [0x61, 0x62, 0x63]
        XCTAssertEqual(
            SHA256.digest(abc.reversed().reversed()),
            hexBytes("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
    }
}
