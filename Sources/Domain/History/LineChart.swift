/// The geometry of an exercise's line chart, in SVG user units: days placed along x by their
/// date (a gap in training shows as a gap), values along y between round bounds, so the
/// server draws the chart and the page needs no script to show it.
public struct LineChart: Sendable {
    public static let width = 640.0
    public static let height = 260.0
    /// Room for the value labels on the left and the dates below.
    public static let plot = (left: 56.0, right: 628.0, top: 16.0, bottom: 228.0)

    public let points: [ChartPoint]
    /// Horizontal guide lines with their values, lowest first.
    public let ticks: [(value: Double, y: Double)]

    /// `days` oldest first, values already in the display unit.
    public init(days: [(date: CalendarDate, value: Double)]) {
        let (low, high, step) = Self.bounds(days.map(\.value))
        let first = days.first?.date.daysSinceEpoch ?? 0
        let span = Double(max((days.last?.date.daysSinceEpoch ?? 0) - first, 1))
        let plot = Self.plot
        func y(_ value: Double) -> Double { (plot.bottom - (value - low) / (high - low) * (plot.bottom - plot.top)).roundedToTenths() }
        points = days.map { day in
            let x = days.count == 1 ? (plot.left + plot.right) / 2 : plot.left + Double(day.date.daysSinceEpoch - first) / span * (plot.right - plot.left)
            return ChartPoint(date: day.date, value: day.value, x: x.roundedToTenths(), y: y(day.value))
        }
        ticks = stride(from: low, through: high + step / 2, by: step).map { ($0, y($0)) }
    }

    /// Round bounds around the values, 3 to 6 steps of 1, 2, 2.5 or 5 times a power of ten.
    static func bounds(_ values: [Double]) -> (low: Double, high: Double, step: Double) {
        guard let minimum = values.min(), let maximum = values.max() else { return (0, 100, 25) }
        let spread = max(maximum - minimum, max(maximum * 0.05, 1))
        var magnitude = 1.0
        while magnitude * 10 <= spread { magnitude *= 10 }
        while magnitude > spread { magnitude /= 10 }
        let step = [0.5, 1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { spread / $0 <= 5 } ?? magnitude * 10
        let low = (minimum / step).rounded(.down) * step
        var high = (maximum / step).rounded(.up) * step
        if high - low < step * 2 { high = low + step * 2 }
        return (low, high, step)
    }
}
