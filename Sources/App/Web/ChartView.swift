import Domain
import HTTP
import Templates

/// A `LineChart` as `Views/partials/chart-svg.html` draws it: numbers written once, as text.
/// Shared by the exercise chart and the body page's charts.
enum ChartView {
    static func value(_ chart: LineChart) -> TemplateValue {
        let points = chart.points
        return [
            "width": .string(NumberText.plain(LineChart.width)), "height": .string(NumberText.plain(LineChart.height)),
            // A day alone between pauses has no line to draw: its point shows it.
            "segments": lines(chart.segments), "average": lines(chart.average),
            "points": .rows(TemplateRows(columns: ["x", "y", "date", "label", "value"], points) { point, cells in
                cells.append(.string(NumberText.plain(point.x)))
                cells.append(.string(NumberText.plain(point.y)))
                cells.append(.string(point.date.iso))
                cells.append(.string(DateText.short(point.date)))
                cells.append(.string(NumberText.plain(point.value)))
            }),
            "ticks": .rows(TemplateRows(columns: ["y", "value"], chart.ticks) { tick, cells in
                cells.append(.string(NumberText.plain(tick.y)))
                cells.append(.string(NumberText.plain(tick.value)))
            }),
            "left": .string(NumberText.plain(LineChart.plot.left)), "right": .string(NumberText.plain(LineChart.plot.right)),
            "top": .string(NumberText.plain(LineChart.plot.top)), "bottom": .string(NumberText.plain(LineChart.plot.bottom)),
            "outlier": chart.outlier.map { point in
                ["x": .string(NumberText.plain(point.x)), "y": .string(NumberText.plain(point.y)), "date": .string(point.date.iso),
                 "label": .string(DateText.short(point.date)), "value": .string(NumberText.plain(point.value))]
            } ?? "",
            "first": .string(chart.span.map { DateText.short($0.first) } ?? ""),
            "last": .string(chart.span.map { DateText.short($0.last) } ?? ""),
            "latest": points.last.map { point in
                ["x": .string(NumberText.plain(point.x)), "label": .string(DateText.short(point.date)), "value": .string(NumberText.plain(point.value))]
            } ?? "",
        ]
    }

    private static func lines(_ segments: [[ChartPoint]]) -> TemplateValue {
        .list(segments.filter { $0.count > 1 }.map { ["points": .string(line($0))] })
    }

    /// A polyline's points, "x,y x,y …".
    private static func line(_ points: [ChartPoint]) -> String {
        var line = ""
        line.reserveCapacity(points.count * 12)
        for point in points {
            if !line.isEmpty { line.append(" ") }
            line.append(NumberText.plain(point.x))
            line.append(",")
            line.append(NumberText.plain(point.y))
        }
        return line
    }

    /// `?range=`: nil when absent; anything else but the listed values is a 400.
    static func range(_ raw: String?) throws -> ChartRange? {
        guard let raw else { return nil }
        guard let range = ChartRange(query: raw) else {
            throw HTTPError(.badRequest, "The range must be 3m (the last 3 months), 1y (the last year) or all.")
        }
        return range
    }
}
