import Domain
import Storage
import Templates

/// The body page's charts, one per quantity: body weight with its 7-day moving average in the
/// lifter's unit, body fat in %, and each measurement in cm (in for a lifter who weighs in lb),
/// each over the calendar range with a table of its days beside it.
struct BodyCharts {
    /// Days listed in a chart's table: the newest of the range, as many as a chart plots.
    static let tableLimit = ChartGrain.pointLimit

    let values: [TemplateValue]

    init(log: Database.BodyLog, unit: WeightUnit, range: ChartRange, today: CalendarDate) {
        let start = range.start(today: today)
        let length: LengthUnit = unit == .lb ? .inches : .cm
        let weights = BodySeries.daily(log.weighIns.map { ($0.takenAt, unit.fromKilograms($0.kilograms).roundedToTenths()) })
        // Not "weight": that is the form's weight field's id on the same page.
        var values = [Self.chart(id: "body-weight", title: "Body weight", unit: unit.rawValue, days: weights,
                                 average: BodySeries.movingAverage(weights), start: start, today: today, range: range)]
        let fat = BodySeries.daily(log.weighIns.compactMap { weighIn in weighIn.bodyFat.map { (weighIn.takenAt, $0.roundedToTenths()) } })
        if !fat.isEmpty {
            values.append(Self.chart(id: "body-fat", title: "Body fat", unit: "%", days: fat, average: nil, start: start, today: today, range: range))
        }
        var names: [String] = []
        var readings: [String: [(takenAt: LocalTime, value: Double)]] = [:]
        for measurement in log.measurements {
            if readings[measurement.name] == nil { names.append(measurement.name) }
            readings[measurement.name, default: []].append((measurement.takenAt, length.fromCentimetres(measurement.unit.toCentimetres(measurement.value)).roundedToTenths()))
        }
        let order = MeasurementName.standard
        names.sort { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        for name in names {
            values.append(Self.chart(id: "measurement-" + String(values.count), title: name.prefix(1).uppercased() + name.dropFirst(), unit: length.rawValue,
                                     days: BodySeries.daily(readings[name] ?? []), average: nil, start: start, today: today, range: range))
        }
        self.values = values
    }

    /// One chart of `all` (oldest first) over the range, with its table's rows; `allAverage`,
    /// one value per day of `all`, is drawn as a second, dashed line.
    static func chart(id: String, title: String, unit: String, days all: [(date: CalendarDate, value: Double)],
                              average allAverage: [(date: CalendarDate, value: Double)]?, start: CalendarDate?, today: CalendarDate,
                              range: ChartRange) -> TemplateValue {
        let first = start.map { start in all.firstIndex { $0.date >= start } ?? all.count } ?? 0
        let days = Array(all[first...])
        let average = allAverage.map { Array($0[first...]) } ?? []
        let chart = LineChart(days: BodySeries.thinned(days), average: BodySeries.thinned(average),
                              from: start, through: start == nil ? nil : today)
        let listed = days.indices.suffix(tableLimit)
        return [
            "id": .string(id), "caption_id": .string(id + "-caption"), "title": .string(title), "unit": .string(unit),
            "span": .string(span(range)), "has_average": .bool(allAverage != nil), "empty": .bool(days.isEmpty),
            "chart": ChartView.value(chart), "cut": .bool(listed.count < days.count),
            "rows": .rows(TemplateRows(columns: ["date", "label", "value", "average"], Array(listed)) { index, cells in
                cells.append(.string(days[index].date.iso))
                cells.append(.string(DateText.short(days[index].date)))
                cells.append(.string(NumberText.plain(days[index].value)))
                cells.append(.string(average.isEmpty ? "" : NumberText.plain(average[index].value)))
            }),
        ]
    }

    static func span(_ range: ChartRange) -> String {
        switch range {
        case .quarter, .year: range.span
        case .all: "since the first reading"
        }
    }
}
