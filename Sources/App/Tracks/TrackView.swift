import Domain
import Storage
import Templates

/// A stored route as its pages show it, in the lifter's unit and on their clocks.
struct TrackView {
    let track: Database.StoredTrack
    let unit: DistanceUnit
    let zone: TimeZoneRules

    private var summary: TrackSummary { track.summary }

    /// "Ride", "Indoor ride".
    private var kindLabel: String { FileSport(kind: track.kind, indoor: track.indoor).label }

    /// The day it happened on the lifter's clocks: its start, or its upload without times.
    private var date: CalendarDate { zone.localDate(atUnixTime: track.listedAt) }

    /// "Sun 14 Apr 2024, 07:02"; the day only when the file has no times.
    private var dateLabel: String {
        guard let start = summary.startedAt else { return DateText.long(date) }
        return DateText.long(date) + ", " + TrackText.timeOfDay(start, in: zone)
    }

    /// A row of the list of routes: its three figures alone, as a page lists a hundred rows.
    var row: TemplateValue {
        ["id": .string(String(track.id)), "title": .string(track.title), "kind": .string(kindLabel),
         "date": .string(date.iso), "date_label": .string(DateText.long(date)),
         "distance": .string(TrackText.distance(summary.distanceMetres, unit)), "duration": .string(TrackText.clock(summary.durationSeconds)),
         "hr_avg": .string(summary.heartRate.map { "\($0.roundedAverage) bpm" } ?? "—")]
    }

    /// The route page's header and figures. The `output`s carry unit-free numbers: kilometres
    /// whatever the lifter's unit, whole seconds, whole bpm with the average rounded.
    var page: [String: TemplateValue] {
        let figures = TrackFigures(summary, unit: unit, kind: track.kind)
        var values: [String: TemplateValue] = [
            "distance_km": .string(figures.kilometres), "distance": .string(figures.distance),
            "duration_s": .int(figures.durationSeconds), "duration": .string(figures.duration),
            "estimated": .bool(summary.durationIsEstimated), "seconds_per_point": .int(Track.secondsPerUntimedPoint),
            "points": .string(NumberText.grouped(summary.pointCount)),
        ]
        if let pace = figures.pace {
            values["pace"] = ["text": .string(pace.text), "s_per_km": .int(pace.secondsPerKilometre)]
        }
        if let speed = figures.speed {
            values["speed"] = ["text": .string(speed.text), "kmh": .string(speed.kilometresPerHour)]
        }
        if let heartRate = summary.heartRate, let average = figures.averageHeartRate {
            values["hr"] = ["min": .int(heartRate.lowest), "avg": .string(String(average)), "max": .int(heartRate.highest),
                            "by_time": .bool(!summary.durationIsEstimated)]
        }
        if summary.skippedPoints > 0 {
            values["skipped"] = .string(summary.skippedPoints == 1 ? "1 point" : "\(NumberText.grouped(summary.skippedPoints)) points")
        }
        values["clock_ignored"] = .bool(summary.clockIgnored)
        values["clock_relative"] = .bool(summary.clockIsRelative)
        if let ascent = figures.ascent {
            values["ascent"] = ["m": .int(ascent.metres), "text": .string(ascent.text)]
        }
        return [
            "route": ["id": .string(String(track.id)), "title": .string(track.title), "subtitle": .string(track.subtitle),
                      "kind": .string(kindLabel), "indoor": .bool(track.indoor), "date": .string(date.iso), "date_label": .string(dateLabel),
                      "description": .string(description(figures))],
            "figures": .dictionary(values),
        ]
    }

    /// What VoiceOver read in the original app: date, title, duration, distance, heart rate.
    private func description(_ figures: TrackFigures) -> String {
        var text = "\(dateLabel), \(track.title): \(figures.durationWords), \(figures.distanceWords)"
        if let heartRate = summary.heartRate {
            text += ", heart rate from \(heartRate.lowest) to \(heartRate.highest) beats per minute"
        }
        return text + "."
    }
}

extension TrackView {
    /// The drawing's lines with their classes (`band-1` … `band-4` by the workout's range,
    /// `zone-0` … `zone-5` by the lifter's zones, `no-hr`) and the marks.
    static func map(_ drawing: TrackDrawing, colours: TrackColours) -> TemplateValue {
        ["width": .int(drawing.width), "height": .int(drawing.height),
         "lines": .list(drawing.lines.map { ["class": .string(lineClass($0.band, colours)), "path": .string($0.path)] }),
         "start": ["x": .int(drawing.start.x), "y": .int(drawing.start.y)], "end": ["x": .int(drawing.end.x), "y": .int(drawing.end.y)]]
    }

    /// Colours named, and each drawn in its own dash pattern too, so the legend reads without
    /// telling colours apart (WCAG 1.4.1). The workout's bands are blues and purples, the zones
    /// brown to red: the two never share a colour.
    private static let bandNames = ["light blue, dotted", "blue, short dashes", "purple, long dashes", "plum, solid"]
    private static let zoneNames = ["brown, dashes and gaps", "green, dotted", "yellow, short dashes", "orange, long dashes", "red, solid",
                                    "dark red, dash and dot"]

    /// The legend of the map as coloured: the bands with their whole-bpm ranges between the
    /// workout's lowest and highest heart rate, or the lifter's zones.
    static func legend(_ heartRate: HeartRateRange?, drawing: TrackDrawing, colours: TrackColours, zones: [ZoneTime]) -> TemplateValue {
        var legend: [String: TemplateValue] = ["no_hr": .bool(drawing.lines.contains { $0.band == 0 })]
        guard let heartRate else { return .dictionary(legend) }
        let bands = heartRate.bands
        legend["min"] = .int(heartRate.lowest)
        legend["max"] = .int(heartRate.highest)
        legend["edges"] = .string(bands.edges.map { NumberText.plain($0) }.joined(separator: " "))
        switch colours {
        case .workout:
            let changes = bands.ranges.dropFirst().compactMap { $0.map { String($0.lowerBound) } }
            legend["edges_text"] = .string(changes.count > 1 ? changes.dropLast().joined(separator: ", ") + " and " + (changes.last ?? "") : changes.first ?? "")
            legend["bands"] = .list(bands.ranges.enumerated().compactMap { index, range in
                range.map { ["class": .string(lineClass(index + 1, .workout)), "name": .string(bandNames[index]),
                             "range": .string($0.count == 1 ? "\($0.lowerBound) bpm" : "\($0.lowerBound)–\($0.upperBound) bpm")] }
            })
        case .zones:
            legend["by_zones"] = true
            legend["bands"] = .list(zones.enumerated().map { index, zone in
                ["class": .string(lineClass(index + 1, .zones)), "name": .string(zoneNames[index]),
                 "range": .string("\(zone.name): \(zone.range)")]
            })
        }
        return .dictionary(legend)
    }

    static func lineClass(_ band: Int, _ colours: TrackColours) -> String {
        band == 0 ? "no-hr" : colours == .zones ? "zone-\(band - 1)" : "band-\(band)"
    }

    /// Time below zone 1 and in zones 1 to 5, with each one's share for the bars; by zones,
    /// each row names the class of the map's colour for it.
    static func zones(_ zones: [ZoneTime], colours: TrackColours) -> TemplateValue {
        .list(zones.enumerated().map { index, zone in
            ["name": .string(zone.name), "range": .string(zone.range), "time": .string(zone.time), "percent": .int(zone.percent),
             "bar": .string(zone.bar), "class": .string(colours == .zones ? lineClass(index + 1, .zones) : ""),
             "colour": .string(colours == .zones ? zoneNames[index] : "")]
        })
    }
}
