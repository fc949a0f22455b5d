@testable import Domain
import XCTest

final class BodySeriesTests: XCTestCase {
    private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }
    private func time(_ text: String) -> LocalTime { LocalTime(text: text)! }

    func testTheDaysLatestReadingWinsWhateverTheOrderGiven() {
        let days = BodySeries.daily([(time("2024-01-02 07:00:00"), 80.0), (time("2024-01-01 21:00:00"), 81.0),
                                     (time("2024-01-02 21:30:00"), 80.6), (time("2024-01-02 06:00:00"), 79.0),
                                     (time("2024-01-02 21:30:00"), 80.4)])
        XCTAssertEqual(days.map(\.date), [day("2024-01-01"), day("2024-01-02")])
        XCTAssertEqual(days.map(\.value), [81.0, 80.4], "on the same time, the one given later")
    }

    /// Seven calendar days ending on each day, a day without a weigh-in not counted.
    func testMovingAverageOverSevenCalendarDays() {
        let days = [(day("2024-01-01"), 80.0), (day("2024-01-02"), 81.0), (day("2024-01-05"), 79.0),
                    (day("2024-01-07"), 78.0), (day("2024-01-08"), 77.0), (day("2024-01-20"), 75.0)]
        let average = BodySeries.movingAverage(days.map { (date: $0.0, value: $0.1) })
        // 01-07: 80, 81, 79, 78 → 79.5; 01-08: 81, 79, 78, 77 (01-01 is out) → 78.75; 01-20 alone.
        XCTAssertEqual(average.map(\.value), [80, 80.5, 80, 79.5, 78.75, 75])
    }

    func testValueOnADayIsTheLatestOnOrBeforeItAndNoneBeforeTheFirst() {
        let days = [(date: day("2024-01-05"), value: 90.0), (date: day("2024-02-01"), value: 85.0)]
        XCTAssertNil(BodySeries.value(on: day("2024-01-04"), in: days))
        XCTAssertEqual(BodySeries.value(on: day("2024-01-05"), in: days), 90)
        XCTAssertEqual(BodySeries.value(on: day("2024-01-31"), in: days), 90)
        XCTAssertEqual(BodySeries.value(on: day("2025-01-01"), in: days), 85)
    }

    func testThinningKeepsFirstAndLastAndAtMostTheLimit() {
        let days = (0..<1_000).map { (date: CalendarDate(daysSinceEpoch: 19_000 + $0), value: Double($0)) }
        let thinned = BodySeries.thinned(days, limit: 100)
        XCTAssertEqual(thinned.count, 100)
        XCTAssertEqual(thinned.first?.value, 0)
        XCTAssertEqual(thinned.last?.value, 999)
        XCTAssertEqual(BodySeries.thinned(Array(days.prefix(50)), limit: 100).count, 50)
    }

    func testLocalTimeReadsTheWallClockAndLeavesTheZone() {
        XCTAssertEqual(LocalTime(text: "2019-06-17 07:49:48 -0400")?.text, "2019-06-17 07:49:48")
        XCTAssertEqual(LocalTime(text: "2019-06-17T07:49:48Z")?.text, "2019-06-17 07:49:48")
        XCTAssertNil(LocalTime(text: "2019-06-17 24:00:00"))
        XCTAssertNil(LocalTime(text: "2019-02-30 07:00:00"))
    }
}
