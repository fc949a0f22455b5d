import Domain
import XCTest

/// The exercise chart at the edges of what the history holds (issue 23): every point inside
/// the plot, every tick a finite number, for a lone day, days 8,000 years apart, a best that
/// rounds to nothing and the heaviest estimate a set can give (2,000 lb × 12 reps by Brzycki).
final class LineChartExtremesTests: XCTestCase {
    private let plot = LineChart.plot

    private func check(_ days: [(date: CalendarDate, value: Double)], _ context: String) {
        let chart = LineChart(days: days)
        XCTAssertEqual(chart.points.count, days.count, context)
        for point in chart.points {
            XCTAssertTrue((plot.left...plot.right).contains(point.x) && (plot.top...plot.bottom).contains(point.y), "\(context): \(point)")
        }
        XCTAssertTrue((3...7).contains(chart.ticks.count), "\(context): \(chart.ticks.count) ticks")
        XCTAssertTrue(chart.ticks.allSatisfy { $0.value.isFinite && (plot.top...plot.bottom).contains($0.y) }, "\(context): \(chart.ticks)")
    }

    func testExtremeHistoriesStayInsideThePlot() throws {
        let first = try XCTUnwrap(CalendarDate(year: 1970, month: 1, day: 1))
        let last = try XCTUnwrap(CalendarDate(year: 9999, month: 12, day: 31))
        let heaviest = DayBest(date: last, oneRepMaxKg: BestPerDay.estimateKg(weight: 2_000, unit: .lb, reps: 12, isWarmup: false) ?? 0)
        let lightest = DayBest(date: first, oneRepMaxKg: BestPerDay.estimateKg(weight: 0.001, unit: .kg, reps: 1, isWarmup: false) ?? -1)
        XCTAssertEqual(lightest.value(in: .kg), 0, "a thousandth of a kilogram rounds to nothing when shown")
        for unit in WeightUnit.allCases {
            check([(first, lightest.value(in: unit))], "a lone day of nothing in \(unit)")
            check([(last, heaviest.value(in: unit))], "a lone heaviest day in \(unit)")
            check([(first, lightest.value(in: unit)), (last, heaviest.value(in: unit))], "8,000 years from nothing to the heaviest in \(unit)")
            check([(first, heaviest.value(in: unit)), (last, heaviest.value(in: unit))], "the same value twice in \(unit)")
        }
        XCTAssertEqual(heaviest.value(in: .lb), 2_880, "2,000 lb × 36 / 25")
    }
}
