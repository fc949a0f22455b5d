import XCTest
import Domain

final class ChartGrainTests: XCTestCase {
    private func day(_ iso: String, _ value: Double) -> (date: CalendarDate, value: Double) {
        (CalendarDate(iso: iso)!, value)
    }

    private func days(from iso: String, count: Int, step: Int = 1) -> [CalendarDate] {
        (0..<count).map { CalendarDate(iso: iso)!.adding(days: $0 * step) }
    }

    func testTheFinestGrainWithAtMost400Periods() {
        XCTAssertEqual(ChartGrain.fitting(days(from: "2024-01-01", count: 400)), .day)
        XCTAssertEqual(ChartGrain.fitting(days(from: "2024-01-01", count: 401)), .week)
        XCTAssertEqual(ChartGrain.fitting(days(from: "2015-01-01", count: 3650)), .month, "522 weeks are too many")
        XCTAssertEqual(ChartGrain.fitting(days(from: "2015-01-01", count: 401, step: 7)), .month)
        XCTAssertEqual(ChartGrain.fitting([]), .day)
    }

    func testAWeekRunsFromMondayAndKeepsItsBestDayItsEarliestOnATie() {
        // 2024-01-01 was a Monday; 1969-12-29 too, before the epoch.
        let days = [day("1969-12-28", 90), day("1969-12-29", 50), day("1970-01-04", 60),
                    day("2024-01-01", 70), day("2024-01-03", 80), day("2024-01-07", 80), day("2024-01-08", 75), day("2024-01-09", 74)]
        let records = [false, false, false, false, false, false, false, false]
        XCTAssertEqual(ChartGrain.week.sample(days, records: records).map(\.date.iso),
                       ["1969-12-28", "1970-01-04", "2024-01-03", "2024-01-08", "2024-01-09"],
                       "a week's best, the earliest of a tie, and the last day")
    }

    func testAMonthKeepsItsBestDayAndEveryPRDay() {
        let days = [day("2024-01-02", 100), day("2024-01-20", 90), day("2024-01-31", 101), day("2024-02-01", 95), day("2024-02-10", 96),
                    day("2024-02-11", 102), day("2024-02-12", 99), day("2024-03-05", 50)]
        let records = PersonalRecords.flags(days.map(\.value))
        XCTAssertEqual(records, [true, false, true, false, false, true, false, false])
        XCTAssertEqual(ChartGrain.month.sample(days, records: records).map(\.date.iso),
                       ["2024-01-02", "2024-01-31", "2024-02-11", "2024-03-05"])
        XCTAssertEqual(ChartGrain.day.sample(days, records: records).count, days.count)
    }

    func testAPRIsAGainTheValuesShow() {
        XCTAssertEqual(PersonalRecords.flags([100, 100, 100.1, 99, 100.1, 100.2]), [true, false, true, false, false, true])
        XCTAssertEqual(PersonalRecords.flags([]), [])
    }
}
