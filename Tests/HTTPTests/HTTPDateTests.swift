import XCTest
@testable import HTTP

final class HTTPDateTests: XCTestCase {
    func testEpoch() {
        XCTAssertEqual(HTTPDate.format(unixTime: 0), "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    func testRFCExample() {
        XCTAssertEqual(HTTPDate.format(unixTime: 784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    func testLeapDayAndYearEnds() {
        XCTAssertEqual(HTTPDate.format(unixTime: 951_782_400), "Tue, 29 Feb 2000 00:00:00 GMT")
        XCTAssertEqual(HTTPDate.format(unixTime: 1_704_067_199), "Sun, 31 Dec 2023 23:59:59 GMT")
        XCTAssertEqual(HTTPDate.format(unixTime: 1_709_164_800), "Thu, 29 Feb 2024 00:00:00 GMT")
        XCTAssertEqual(HTTPDate.format(unixTime: 4_102_444_800), "Fri, 01 Jan 2100 00:00:00 GMT")
    }

    func testBeforeTheEpoch() {
        XCTAssertEqual(HTTPDate.format(unixTime: -1), "Wed, 31 Dec 1969 23:59:59 GMT")
    }
}
