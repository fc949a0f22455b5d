import Domain
import XCTest
@testable import App

final class DateTextTests: XCTestCase {
    func testLongAndShort() throws {
        let date = try XCTUnwrap(CalendarDate(iso: "2020-10-11"))
        XCTAssertEqual(DateText.long(date), "Sun 11 Oct 2020")
        XCTAssertEqual(DateText.short(date), "11 Oct 2020")
        XCTAssertEqual(DateText.long(CalendarDate(daysSinceEpoch: 0)), "Thu 1 Jan 1970")
        XCTAssertEqual(DateText.long(CalendarDate(daysSinceEpoch: -1)), "Wed 31 Dec 1969")
    }

    /// As the interpolating version wrote them, for every day of 1900 to 2100.
    func testEveryDayAsBefore() {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        for days in -25_567...47_482 {
            let date = CalendarDate(daysSinceEpoch: days)
            let short = "\(date.day) \(months[date.month - 1]) \(date.year)"
            let long = "\(weekdays[((days % 7) + 7) % 7]) " + short
            guard DateText.long(date) == long, DateText.short(date) == short else {
                return XCTFail("\(date.iso): \(DateText.long(date)), before \(long)")
            }
        }
    }
}
