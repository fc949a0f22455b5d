import XCTest
@testable import HTTP

final class PercentEncodingTests: XCTestCase {
    func testUnreservedBytesStayAndOthersAreEscaped() {
        XCTAssertEqual(PercentEncoding.encode("back-squat_2.0~/x"), "back-squat_2.0~/x")
        XCTAssertEqual(PercentEncoding.encode("Back Squat & \"Co\" 100%"), "Back%20Squat%20%26%20%22Co%22%20100%25")
        XCTAssertEqual(PercentEncoding.encode("Élan\n?#"), "%C3%89lan%0A%3F%23")
        XCTAssertEqual(PercentEncoding.encode(""), "")
    }
}
