@testable import HTTP
import XCTest

final class RequestIDTests: XCTestCase {
    func testTheLoopAndTheCountInBase36() {
        XCTAssertEqual(RequestID.make(loop: 0, count: 0), "0-0")
        XCTAssertEqual(RequestID.make(loop: 1, count: 35), "1-z")
        XCTAssertEqual(RequestID.make(loop: 12, count: 36), "12-10")
        for count in [1, 1_000, 46_655, 46_656, 1 << 40, Int.max] {
            XCTAssertEqual(RequestID.make(loop: 3, count: count), "3-" + String(count, radix: 36))
        }
    }
}
