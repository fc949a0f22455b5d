import Domain

/// libFuzzer entry point for the pages drawn from stored data (issue 23): a route's page and
/// the strength-history pages. Each input goes through the route upload (`TrackInput.parse`)
/// and the history import (`HistoryImporter`, by detection and as each format); whatever is
/// accepted is reduced as the upload stores it (the summary, the drawing, the time at each
/// heart rate; the best estimate per day), and every figure the pages show is computed from
/// that by the same functions the pages call: `TrackFigures` in both units for every kind,
/// the time in zones for the lowest, a common and the highest maximum heart rate, the legend's
/// edges, the exercise list's values and the chart. It stops on a crash, a hang or a memory
/// error, or when a figure is not finite, out of its range, or printed as another number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    if case .success(let upload) = TrackInput.parse(title: nil, subtitle: nil, kind: nil, file: input[...]) {
        checkTrack(upload.track)
    }
    // The unit depends on the input, so both are reached and a crash replays the same way.
    let unit: WeightUnit = size > 0 && input[size - 1] & 1 == 1 ? .lb : .kg
    for format in [nil] + ImportFormat.allCases.map(Optional.some) {
        guard let result = try? HistoryImporter.parse(input, format: format, unit: unit) else { continue }
        checkHistory(BestPerDay(result.sets).exercises)
    }
    return 0
}

// MARK: The route page

func checkTrack(_ track: Track) {
    let summary = TrackSummary(track)
    let drawing = TrackDrawing(track, bands: summary.heartRate?.bands)
    require((0...drawing.width).contains(drawing.start.x) && (0...drawing.height).contains(drawing.start.y), "start \(drawing.start)")
    require((0...drawing.width).contains(drawing.end.x) && (0...drawing.height).contains(drawing.end.y), "end \(drawing.end)")
    for unit in [DistanceUnit.kilometres, .miles] {
        for kind in TrackKind.allCases {
            checkFigures(TrackFigures(summary, unit: unit, kind: kind), summary, unit, kind)
        }
    }
    if let heartRate = summary.heartRate {
        require(heartRate.bands.edges.allSatisfy { $0.isFinite && Double(heartRate.lowest) <= $0 && $0 <= Double(heartRate.highest) },
                "legend edges \(heartRate.bands.edges)")
        let time = HeartRateHistogram(track, timed: !summary.durationIsEstimated)
        for maximum in [HeartRateZones.maximums.lowerBound, 190, HeartRateZones.maximums.upperBound] {
            checkZones(HeartRateZones(maximum: maximum).times(in: time), time)
        }
    }
}

func checkFigures(_ figures: TrackFigures, _ summary: TrackSummary, _ unit: DistanceUnit, _ kind: TrackKind) {
    let (seconds, metres) = (summary.durationSeconds, summary.distanceMetres)
    let context = "\(summary) in \(unit) as \(kind)"
    requireNumber(figures.distance, reads: unit.distance(metres: metres), within: 0.005, suffix: " " + unit.symbol, context)
    requireNumber(figures.distanceWords, reads: unit.distance(metres: metres), within: 0.005,
                  suffix: unit == .miles ? " miles" : " kilometres", context)
    requireNumber(figures.kilometres, reads: metres / 1_000, within: 0.0005, suffix: "", context)
    require(figures.durationSeconds >= 0 && abs(Double(figures.durationSeconds) - seconds) <= 0.5, "duration \(figures.durationSeconds), \(context)")
    require(clockSeconds(figures.duration) == figures.durationSeconds, "duration text \(figures.duration), \(context)")
    require(!figures.durationWords.isEmpty, "duration words, \(context)")
    require((figures.pace != nil) == (summary.isMoving && kind.showsPace), "pace shown \(figures.pace as Any), \(context)")
    require((figures.speed != nil) == (summary.isMoving && !kind.showsPace), "speed shown \(figures.speed as Any), \(context)")
    if let pace = figures.pace {
        let perKilometre = seconds / (metres / 1_000)
        require(pace.secondsPerKilometre >= 0 && abs(Double(pace.secondsPerKilometre) - perKilometre) <= 0.5, "pace \(pace), \(context)")
        require(pace.text.hasSuffix(" /" + unit.symbol), "pace text \(pace.text)")
        let perUnit = seconds / unit.distance(metres: metres)
        require(abs(Double(clockSeconds(String(pace.text.dropLast(2 + unit.symbol.count))) ?? -9) - perUnit) <= 0.5,
                "pace text \(pace.text), \(context)")
    }
    if let speed = figures.speed {
        let kilometresPerHour = metres / 1_000 / (seconds / 3_600)
        requireNumber(speed.kilometresPerHour, reads: kilometresPerHour, within: 0.05, suffix: "", context)
        requireNumber(speed.text, reads: unit.distance(metres: metres) / (seconds / 3_600), within: 0.05, suffix: " " + unit.speedSymbol, context)
    }
    if let ascent = summary.ascentMetres {
        require(figures.ascent?.metres == Int(exactly: ascent.rounded()), "ascent \(figures.ascent as Any), \(context)")
        requireNumber(figures.ascent?.text ?? "", reads: unit.height(metres: ascent), within: 0.5, suffix: " " + unit.heightSymbol, context)
    } else {
        require(figures.ascent == nil, "ascent without elevations, \(context)")
    }
    if let heartRate = summary.heartRate {
        require((heartRate.lowest...heartRate.highest).contains(figures.averageHeartRate ?? -1), "average \(figures.averageHeartRate as Any), \(context)")
    }
}

func checkZones(_ zones: [ZoneTime], _ time: HeartRateHistogram) {
    require(zones.count == HeartRateZones.lowerPercents.count + 1, "\(zones.count) zones")
    let total = zones.reduce(0) { $0 + $1.percent }
    let timed = time.milliseconds.contains { $0 > 0 }
    require(timed ? (97...103).contains(total) : total == 0, "zone shares add up to \(total) %")
    for zone in zones {
        require((0...100).contains(zone.percent), "share \(zone)")
        guard let bar = Double(zone.bar) else { fail("bar \(zone)") }
        require((0...100).contains(bar) && abs(bar - Double(zone.percent)) <= 0.5, "bar \(zone)")
        require(clockSeconds(zone.time) != nil, "zone time \(zone)")
        require(!zone.range.isEmpty && !zone.name.isEmpty, "zone names \(zone)")
    }
}

// MARK: The history pages

func checkHistory(_ exercises: [ExerciseHistory]) {
    for exercise in exercises {
        guard let record = exercise.personalRecord, let latest = exercise.days.last else { fail("an exercise without days") }
        for unit in WeightUnit.allCases {
            for day in [record, latest] {
                let value = day.value(in: unit)
                require(value.isFinite && value >= 0, "value \(value) of \(day)")
                requireNumber(NumberText.plain(value), reads: value, within: 0.005, suffix: "", "\(day) in \(unit)")
            }
            // Every range, as if today were the latest day: the page reads the days from the
            // range's start and fixes the chart's axis to it.
            let days = exercise.days.map { ($0.date, $0.value(in: unit)) }
            for range in ChartRange.allCases {
                let start = range.start(today: latest.date)
                let shown = days.filter { day in start.map { day.0 >= $0 } ?? true }
                checkChart(LineChart(days: shown, from: start, through: start == nil ? nil : latest.date), shown.map(\.1))
            }
        }
    }
}

func checkChart(_ chart: LineChart, _ values: [Double]) {
    let plot = LineChart.plot
    require(chart.points.count == values.count, "\(chart.points.count) points for \(values.count) days")
    require(chart.segments.reduce(0) { $0 + $1.count } == chart.points.count, "segments lose points")
    for point in chart.points {
        require((plot.left...plot.right).contains(point.x) && (plot.top...plot.bottom).contains(point.y), "point \(point)")
        requireNumber(NumberText.plain(point.x), reads: point.x, within: 0.005, suffix: "", "x of \(point)")
        requireNumber(NumberText.plain(point.y), reads: point.y, within: 0.005, suffix: "", "y of \(point)")
    }
    require((3...7).contains(chart.ticks.count), "\(chart.ticks.count) ticks")
    for (index, tick) in chart.ticks.enumerated() {
        require(tick.value.isFinite && (plot.top - 0.05...plot.bottom + 0.05).contains(tick.y), "tick \(tick)")
        require(index == 0 || tick.value > chart.ticks[index - 1].value, "ticks not rising")
        requireNumber(NumberText.plain(tick.value), reads: tick.value, within: 0.005, suffix: "", "tick \(tick)")
    }
}

// MARK: Reading the texts back

/// "1:02:03" or "31:20" as whole seconds; nil when it is not one.
func clockSeconds(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard (2...3).contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }),
          numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
    var seconds = 0
    for number in numbers {
        let (shifted, overflow) = seconds.multipliedReportingOverflow(by: 60)
        guard !overflow, case let (sum, false) = shifted.addingReportingOverflow(number) else { return nil }
        seconds = sum
    }
    return seconds
}

/// The text is `suffix` after a number within `tolerance` of `value` (relative past 10⁹).
func requireNumber(_ text: String, reads value: Double, within tolerance: Double, suffix: String, _ context: @autoclosure () -> String) {
    require(text.hasSuffix(suffix), "\(text) does not end in \(suffix), \(context())")
    guard let number = Double(text.dropLast(suffix.count)) else { fail("\(text) is not a number, \(context())") }
    require(number.isFinite && abs(number - value) <= max(tolerance, abs(value) * 1e-9), "\(text) for \(value), \(context())")
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
}

func fail(_ message: String) -> Never {
    fatalError(message)
}
