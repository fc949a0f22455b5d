import Crypto
import XCTest

final class Base64Tests: XCTestCase {
    /// RFC 4648 §10, without the padding.
    func testEncodesRFCVectorsUnpadded() {
        let expected = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in expected {
            XCTAssertEqual(Base64.encode(plain.utf8, alphabet: .standard), encoded)
        }
    }

    func testDecodesRFCVectorsUnpadded() {
        XCTAssertEqual(Base64.decode("Zm9vYmE", alphabet: .standard), Array("fooba".utf8))
        XCTAssertEqual(Base64.decode("", alphabet: .standard), [])
    }

    func testAlphabetsDifferInTheLastTwoSymbols() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF]
        XCTAssertEqual(Base64.encode(bytes, alphabet: .standard), "+/+/")
        XCTAssertEqual(Base64.encode(bytes, alphabet: .urlSafe), "-_-_")
        XCTAssertEqual(Base64.decode("-_-_", alphabet: .urlSafe), bytes)
        XCTAssertNil(Base64.decode("-_-_", alphabet: .standard))
        XCTAssertNil(Base64.decode("+/+/", alphabet: .urlSafe))
    }

    func testRejectsPaddingImpossibleLengthAndNonCanonicalBits() {
        XCTAssertNil(Base64.decode("Zg==", alphabet: .standard))
        XCTAssertNil(Base64.decode("Zm9vY", alphabet: .standard))
        XCTAssertNil(Base64.decode("Zh", alphabet: .standard))
        XCTAssertNil(Base64.decode("Zm9v YmFy", alphabet: .standard))
    }

    func testRoundTripsEveryByteValue() {
        let bytes = (0...255).map(UInt8.init)
        for alphabet in [Base64.Alphabet.standard, .urlSafe] {
            XCTAssertEqual(Base64.decode(Base64.encode(bytes, alphabet: alphabet), alphabet: alphabet), bytes)
        }
    }
}
