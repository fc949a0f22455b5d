import Domain
import XCTest

final class LineChartTests: XCTestCase {
    private func day(_ iso: String, _ value: Double) -> (date: CalendarDate, value: Double) { (CalendarDate(iso: iso)!, value) }

    func testAPauseOfMoreThanEightWeeksBreaksTheLine() {
        let chart = LineChart(days: [day("2024-01-01", 100), day("2024-02-26", 102), day("2024-04-23", 104), day("2024-04-30", 105)])
        XCTAssertEqual(chart.segments.map { $0.map(\.date.iso) }, [["2024-01-01", "2024-02-26"], ["2024-04-23", "2024-04-30"]],
                       "56 days apart is one line, 57 is a break")
    }

    func testACalendarSpanFixesTheAxis() {
        let chart = LineChart(days: [day("2024-06-01", 100), day("2024-12-31", 110)], from: CalendarDate(iso: "2024-01-01"), through: CalendarDate(iso: "2024-12-31"))
        XCTAssertEqual(chart.span?.first.iso, "2024-01-01")
        XCTAssertEqual(chart.points.last?.x, LineChart.plot.right)
        XCTAssertEqual(chart.points[0].x, 193.6, "1 June is 152 of 365 days along, not at the left edge")
    }

    func testAMonthAgoKeepsTheDayOrTakesTheMonthsLast() {
        XCTAssertEqual(CalendarDate(iso: "2024-03-31")!.adding(months: -1).iso, "2024-02-29")
        XCTAssertEqual(CalendarDate(iso: "2023-03-31")!.adding(months: -1).iso, "2023-02-28")
        XCTAssertEqual(CalendarDate(iso: "2024-01-15")!.adding(months: -12).iso, "2023-01-15")
        XCTAssertEqual(CalendarDate(iso: "2024-02-29")!.adding(months: 12).iso, "2025-02-28")
        XCTAssertEqual(ChartRange.quarter.start(today: CalendarDate(iso: "2024-05-31")!)?.iso, "2024-03-01")
        XCTAssertNil(ChartRange.all.start(today: CalendarDate(iso: "2024-05-31")!))
    }

    /// 2,000 kg among days near 140 (issue 37): the scale keeps it, and it is marked.
    func testADayFarAboveEveryOtherIsMarkedAndKeptOnTheScale() throws {
        let chart = LineChart(days: [day("2024-01-01", 130), day("2024-01-08", 140), day("2024-01-15", 2_333.3), day("2024-01-22", 138)])
        let outlier = try XCTUnwrap(chart.outlier)
        XCTAssertEqual(outlier.date.iso, "2024-01-15")
        XCTAssertGreaterThanOrEqual(chart.ticks.last?.value ?? 0, 2_333.3, "the scale ignores nothing")
        XCTAssertEqual(outlier.y, chart.points[2].y)
        XCTAssertNil(LineChart(days: [day("2024-01-01", 100), day("2024-01-08", 149)]).outlier, "a big PR (1.49 ×) is not marked")
        XCTAssertNil(LineChart(days: [day("2024-01-01", 100)]).outlier, "one day has nothing to stand above")
    }
}
