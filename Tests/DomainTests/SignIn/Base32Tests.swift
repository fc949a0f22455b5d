import XCTest
@testable import Domain

/// RFC 4648 §10's test vectors, without the padding an otpauth URI leaves out.
final class Base32Tests: XCTestCase {
    private let vectors = [("", ""), ("f", "MY"), ("fo", "MZXQ"), ("foo", "MZXW6"), ("foob", "MZXW6YQ"), ("fooba", "MZXW6YTB"),
                           ("foobar", "MZXW6YTBOI")]

    func testRFC4648Vectors() {
        for (plain, encoded) in vectors {
            XCTAssertEqual(Base32.encode(Array(plain.utf8)), encoded)
            XCTAssertEqual(Base32.decode(encoded), Array(plain.utf8))
        }
    }

    func testDecodingTakesLowerCaseSpacesAndPadding() {
        XCTAssertEqual(Base32.decode("mzxw 6ytb oi======"), Array("foobar".utf8))
    }

    func testDecodingRefusesCharactersOutsideTheAlphabet() {
        XCTAssertNil(Base32.decode("MZXW1"))
        XCTAssertNil(Base32.decode("MZ-XW"))
    }
}
