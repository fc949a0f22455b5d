import Crypto
import XCTest

final class ConstantTimeEqualsTests: XCTestCase {
    func testEqualBytes() {
        XCTAssertTrue(constantTimeEquals([1, 2, 3], [1, 2, 3]))
        XCTAssertTrue(constantTimeEquals([], []))
    }

    func testDifferentBytes() {
        XCTAssertFalse(constantTimeEquals([1, 2, 3], [1, 2, 4]))
        XCTAssertFalse(constantTimeEquals([0, 2, 3], [1, 2, 3]))
    }

    func testDifferentLengths() {
        XCTAssertFalse(constantTimeEquals([1, 2, 3], [1, 2]))
        XCTAssertFalse(constantTimeEquals([], [0]))
    }

    func testStrings() {
        XCTAssertTrue(constantTimeEquals("csrf-token-é", "csrf-token-é"))
        XCTAssertFalse(constantTimeEquals("csrf-token-a", "csrf-token-b"))
        XCTAssertFalse(constantTimeEquals("csrf", "csrf-token"))
    }
}
