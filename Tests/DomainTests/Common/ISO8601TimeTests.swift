import Domain
import XCTest

final class ISO8601TimeTests: XCTestCase {
    func testReadsTheShapesExportsWrite() {
        XCTAssertEqual(ISO8601Time.milliseconds("2020-01-06T17:35:41Z"), 1_578_332_141_000)
        XCTAssertEqual(ISO8601Time.milliseconds("2017-09-12T18:02:33.000Z"), 1_505_239_353_000)
        XCTAssertEqual(ISO8601Time.milliseconds("2017-09-12T18:02:33.1239Z"), 1_505_239_353_123)
        XCTAssertEqual(ISO8601Time.milliseconds("2024-05-01T09:30:00+02:00"), ISO8601Time.milliseconds("2024-05-01T07:30:00Z"))
        XCTAssertEqual(ISO8601Time.milliseconds("2024-05-01T00:30:00-07:30"), ISO8601Time.milliseconds("2024-05-01T08:00:00Z"))
        XCTAssertEqual(ISO8601Time.milliseconds("2024-05-01T07:30:00"), ISO8601Time.milliseconds("2024-05-01T07:30:00Z"), "no zone is UTC")
        XCTAssertEqual(ISO8601Time.milliseconds("1970-01-01T00:00:00Z"), 0)
    }

    func testRefusesWhatIsNotATime() {
        for text in ["", "2024-05-01", "2024-05-01 07:30:00Z", "2024-02-30T07:30:00Z", "2024-05-01T24:00:00Z", "2024-05-01T07:60:00Z",
                     "2024-05-01T07:30:60Z", "2024-05-01T07:30:00.Z", "2024-05-01T07:30:00+2:00", "2024-05-01T07:30:00+15:00",
                     "2024-05-01T07:30:00ZZ", "1969-12-31T23:59:59Z", "1970-01-01T00:30:00+01:00", "2024-05-01T07:30:00.1234567890Z",
                     "yesterday", "２０２４-05-01T07:30:00Z"] {
            XCTAssertNil(ISO8601Time.milliseconds(text), text)
        }
    }

    func testWritesUTCWithMillisecondsOnlyWhenThereAreSome() {
        XCTAssertEqual(ISO8601Time.text(milliseconds: 1_578_332_141_000), "2020-01-06T17:35:41Z")
        XCTAssertEqual(ISO8601Time.text(milliseconds: 1_505_239_353_005), "2017-09-12T18:02:33.005Z")
        XCTAssertEqual(ISO8601Time.text(milliseconds: 0), "1970-01-01T00:00:00Z")
    }
}
