import Domain
import XCTest

final class CalendarDateTests: XCTestCase {
    func testParsesOnlyRealDaysInStrictFormat() {
        XCTAssertEqual(CalendarDate(iso: "2024-02-29")?.iso, "2024-02-29")
        for bad in ["2023-02-29", "2024-13-01", "2024-00-10", "2024-1-01", "24-01-01", "2024/01/01", "2024-01-01 ", "abcd-ef-gh", ""] {
            XCTAssertNil(CalendarDate(iso: bad), bad)
        }
    }

    func testDaysSinceEpochRoundTrip() {
        XCTAssertEqual(CalendarDate(iso: "1970-01-01")?.daysSinceEpoch, 0)
        XCTAssertEqual(CalendarDate(iso: "2000-03-01")?.daysSinceEpoch, 11_017)
        XCTAssertEqual(CalendarDate(daysSinceEpoch: -1).iso, "1969-12-31")
        XCTAssertEqual(CalendarDate(unixTime: 784_111_777).iso, "1994-11-06")
        for days in stride(from: -50_000, to: 50_000, by: 97) {
            XCTAssertEqual(CalendarDate(daysSinceEpoch: days).daysSinceEpoch, days)
        }
    }

    func testAddingDaysAndOrdering() {
        let date = CalendarDate(iso: "2024-12-31")!
        XCTAssertEqual(date.adding(days: 1).iso, "2025-01-01")
        XCTAssertTrue(date < date.adding(days: 1))
    }
}
