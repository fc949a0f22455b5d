/// The geometry of an exercise's line chart, in SVG user units: days placed along x by their
/// date (a gap in training shows as a gap, and one of more than `longestGapDays` breaks the
/// line rather than draw a straight line across months), values along y between round
/// bounds, so the server draws the chart and the page needs no script to show it. Drawn for a
/// phone first: 400 units wide, so on a 375 px screen it stays over 200 px tall and its labels
/// (sized in CSS) readable; a wide screen shows it larger.
public struct LineChart: Sendable {
    public static let width = 400.0
    public static let height = 260.0
    /// Room for the value labels on the left and the dates below.
    public static let plot = (left: 52.0, right: 392.0, top: 12.0, bottom: 222.0)
    /// Eight weeks: a longer pause (an injury, a season off) is shown as a break in the line.
    public static let longestGapDays = 56

    public let points: [ChartPoint]
    /// The points in runs without a long gap: one line is drawn through each run.
    public let segments: [[ChartPoint]]
    /// Horizontal guide lines with their values, lowest first.
    public let ticks: [(value: Double, y: Double)]
    /// The dates at the left and right ends of the x axis.
    public let span: (first: CalendarDate, last: CalendarDate)?
    /// The highest day when it is far above every other (`FarAboveBest.factor` times the next
    /// highest): most likely a typo (2,000 for 200). The scale leaves nothing out, so it is
    /// marked rather than hidden (issue 37).
    public let outlier: ChartPoint?
    /// A second line on the same axes (body weight's 7-day moving average), in runs as
    /// `segments`; empty when none was given.
    public let average: [[ChartPoint]]

    /// `days` oldest first, values already in the display unit; `from` and `through` fix the
    /// x axis to a calendar span (the days' own first and last when nil).
    public init(days: [(date: CalendarDate, value: Double)], average: [(date: CalendarDate, value: Double)] = [],
                from: CalendarDate? = nil, through: CalendarDate? = nil) {
        let (low, high, step) = Self.bounds(days.map(\.value) + average.map(\.value))
        let first = from ?? days.first?.date
        let last = through ?? days.last?.date
        let axis = first.flatMap { first in last.map { (first: first, last: $0) } }
        span = axis
        let start = first?.daysSinceEpoch ?? 0
        let length = Double(max((last?.daysSinceEpoch ?? 0) - start, 1))
        let plot = Self.plot
        func y(_ value: Double) -> Double { (plot.bottom - (value - low) / (high - low) * (plot.bottom - plot.top)).roundedToTenths() }
        func place(_ days: [(date: CalendarDate, value: Double)]) -> [ChartPoint] {
            days.filter { $0.date.daysSinceEpoch >= start }.map { day in
                let x = axis.map { $0.first == $0.last } ?? true
                    ? (plot.left + plot.right) / 2
                    : plot.left + Double(day.date.daysSinceEpoch - start) / length * (plot.right - plot.left)
                return ChartPoint(date: day.date, value: day.value, x: x.roundedToTenths(), y: y(day.value))
            }
        }
        points = place(days)
        segments = Self.segments(points)
        outlier = Self.outlier(points)
        self.average = Self.segments(place(average))
        ticks = stride(from: low, through: high + step / 2, by: step).map { ($0, y($0)) }
    }

    static func outlier(_ points: [ChartPoint]) -> ChartPoint? {
        guard let highest = points.indices.max(by: { points[$0].value < points[$1].value }) else { return nil }
        let others = points.indices.lazy.filter { $0 != highest }.map { points[$0].value }
        guard let next = others.max(), next > 0, points[highest].value > FarAboveBest.factor * next else { return nil }
        return points[highest]
    }

    /// Runs of points with no gap longer than `longestGapDays` between neighbours.
    static func segments(_ points: [ChartPoint]) -> [[ChartPoint]] {
        var segments: [[ChartPoint]] = []
        for point in points {
            if let previous = segments.last?.last, point.date.daysSinceEpoch - previous.date.daysSinceEpoch <= longestGapDays {
                segments[segments.count - 1].append(point)
            } else {
                segments.append([point])
            }
        }
        return segments
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
