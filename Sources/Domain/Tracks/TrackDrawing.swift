/// The route as the page draws it, made once at upload: the track projected into an SVG view
/// box (`MapProjection`), cut into runs of one colour (a line segment takes its first point's
/// heart-rate band), and simplified to at most `maxPoints`, however long the track. Colour
/// comes first: only a run under `visibleSize` takes its neighbour's colour (up to `maxRuns`
/// runs), and each run is then simplified on its own, keeping its ends, so every colour change
/// a person could see stays where it was; the shape gives way instead (every recorded point
/// stays within the final tolerance of the line). Each colour becomes one SVG path of integer
/// coordinates.
public struct TrackDrawing: Sendable, Equatable {
    /// At a few bytes a point in relative coordinates, this keeps the SVG far under 150 KB.
    public static let maxPoints = 5_000
    /// A run of colour smaller than this, in view-box units, cannot be seen: the map is at most
    /// about one unit a pixel, and the line four pixels wide.
    static let visibleSize = 1.0
    /// Each run keeps at least its two ends: this leaves a fifth of `maxPoints` for the shape
    /// when the heart rate flickers across a band's edge all run long. Beyond it (thousands of
    /// visible changes), the smallest runs give way first.
    static let maxRuns = 2_000

    public struct Point: Sendable, Equatable {
        public let x: Int
        public let y: Int
    }

    /// The line of one colour: band 1 to 4 (or 1 to 6 by zones), or 0 for points without a heart rate.
    public struct Line: Sendable, Equatable {
        public let band: Int
        /// SVG path data, one subpath (`M… l…`) per run of this colour.
        public let path: String
    }

    public let width: Int
    public let height: Int
    public let start: Point
    public let end: Point
    /// In drawing order: no heart rate first, then bands 1 to 4.
    public let lines: [Line]

    public init(width: Int, height: Int, start: Point, end: Point, lines: [Line]) {
        self.width = width
        self.height = height
        self.start = start
        self.end = end
        self.lines = lines
    }

    /// Coloured by the workout's own range: `bands` nil draws every point as having no heart rate.
    public init(_ track: Track, bands: HeartRateBands?) {
        self.init(track, colours: HeartRateBands.count) { bands?.band(of: $0) ?? 0 }
    }

    /// Coloured by the lifter's zones: colour 1 below zone 1, 2 to 6 for zones 1 to 5.
    public init(_ track: Track, zones: HeartRateZones) {
        self.init(track, colours: HeartRateZones.lowerPercents.count + 1) { zones.zone(of: $0) + 1 }
    }

    /// `colour` gives 1 to `colours` for a heart rate; 0 is a point without one. Works from the
    /// track's points by their index, each placed on the map when it is looked at: a drawing
    /// of a long track holds no copy of its points, only its runs and the few points it keeps
    /// (issue 23).
    private init(_ track: Track, colours: Int, colour: (Int) -> Int) {
        let projection = MapProjection(track)
        // The columns themselves, not the track: a closure that took the whole track would
        // retain each of its arrays at every call, millions of times in a debug build.
        let (latitudes, longitudes, heartRates) = (track.columns.latitudes, track.columns.longitudes, track.columns.heartRates)
        let place = { index in projection.place(latitude: latitudes[index], longitude: longitudes[index]) }
        // 0 is a point without a heart rate (`TrackColumns`).
        let band = { index in heartRates[index] == 0 ? 0 : colour(Int(heartRates[index])) }
        let segments = track.segmentRanges
        // The runs are counted at each size and kept only at the last: where the heart rate
        // changes band at every point, the first sizes leave a run a point.
        var smallest = Self.visibleSize
        // Ends when every run of a segment joins its first: at most `TrackLimits.maxSegments`.
        while Self.mergedCount(segments, under: smallest, band: band, place: place) > Self.maxRuns && smallest < 4_096 {
            smallest *= 2
        }
        var runs: [Run] = []
        for segment in segments {
            Self.merged(segment, under: smallest, band: band, place: place) { runs.append($0) }
        }
        // Past the drawing's diagonal each run is its two ends: at most `2 × maxRuns` points.
        // What is kept is marked a byte a point; only the points kept at the last tolerance
        // are collected.
        var tolerance = 0.5
        var kept = runs.map { LineSimplifier.keep($0.points, tolerance: tolerance, place: place) }
        while kept.reduce(0, { $0 + $1.count { $0 } }) > Self.maxPoints && tolerance < 4_096 {
            tolerance *= 2
            kept = runs.map { LineSimplifier.keep($0.points, tolerance: tolerance, place: place) }
        }
        let simplified = zip(runs, kept).map { run, keep in
            (band: run.band, points: run.points.filter { keep[$0 - run.points.lowerBound] }.map(place))
        }
        let ends = track.pointCount > 0 ? (place(0), place(track.pointCount - 1)) : (projection.place(TrackPoint(latitude: 0, longitude: 0)),
                                                                                      projection.place(TrackPoint(latitude: 0, longitude: 0)))
        self.init(width: projection.width, height: projection.height, start: Self.rounded(ends.0), end: Self.rounded(ends.1),
                  lines: (0...colours).compactMap { band in
                      let ofBand = simplified.filter { $0.band == band }.map(\.points)
                      return ofBand.isEmpty ? nil : Line(band: band, path: Self.path(ofBand))
                  })
    }

    // MARK: Runs of one colour

    /// The points of one colour, by their index in the track; a run ends on the next run's
    /// first point.
    private struct Run {
        let band: Int
        var points: ClosedRange<Int>
    }

    /// A segment cut where its colour changes, run by run; each run ends on the next run's
    /// first point, so the line stays joined. A lone point (a segment of one) is a run of one,
    /// drawn as a dot.
    private static func forEachCut(_ segment: Range<Int>, band: (Int) -> Int, _ cut: (Run) -> Void) {
        var current: Run?
        var cutAny = false
        for index in segment {
            let colour = band(index)
            guard let run = current else {
                current = Run(band: colour, points: index...index)
                continue
            }
            if run.band == colour { continue }
            cut(Run(band: run.band, points: run.points.lowerBound...index))
            cutAny = true
            current = Run(band: colour, points: index...index)
        }
        // The last point's colour starts no line segment.
        if let run = current, run.points.lowerBound < segment.upperBound - 1 || !cutAny {
            cut(Run(band: run.band, points: run.points.lowerBound...(segment.upperBound - 1)))
        }
    }

    /// The larger side of the points' bounding box.
    private static func extent(_ points: ClosedRange<Int>, place: (Int) -> PlanePoint) -> Double {
        let first = place(points.lowerBound)
        var (west, east, north, south) = (first.x, first.x, first.y, first.y)
        for index in points {
            let point = place(index)
            (west, east) = (min(west, point.x), max(east, point.x))
            (north, south) = (min(north, point.y), max(south, point.y))
        }
        return max(east - west, south - north)
    }

    /// The segment's runs, where runs smaller than `size` take the colour of the run before
    /// them and neighbours of one colour join.
    private static func merged(_ segment: Range<Int>, under size: Double, band: (Int) -> Int, place: (Int) -> PlanePoint,
                               _ emit: (Run) -> Void) {
        var merged: Run?
        forEachCut(segment, band: band) { run in
            if let last = merged, last.band == run.band || extent(run.points, place: place) < size {
                merged = Run(band: last.band, points: last.points.lowerBound...run.points.upperBound)
            } else {
                merged.map(emit)
                merged = run
            }
        }
        merged.map(emit)
    }

    private static func mergedCount(_ segments: [Range<Int>], under size: Double, band: (Int) -> Int, place: (Int) -> PlanePoint) -> Int {
        var count = 0
        for segment in segments {
            merged(segment, under: size, band: band, place: place) { _ in count += 1 }
        }
        return count
    }

    // MARK: Path data

    private static func rounded(_ point: PlanePoint) -> Point {
        Point(x: Int(clamping: point.x.rounded()), y: Int(clamping: point.y.rounded()))
    }

    /// `M12 34l3-2 5 0…`: an absolute start, then relative steps, which are short numbers.
    /// Steps that round to nothing are left out; a run that never moves is a dot (`l0 0`,
    /// drawn by the round line cap).
    private static func path(_ runs: [[PlanePoint]]) -> String {
        var data = ""
        for run in runs {
            var current = rounded(run[0])
            data += "M\(current.x) \(current.y)l"
            var separated = true
            for point in run.dropFirst() {
                let next = rounded(point)
                let step = (next.x - current.x, next.y - current.y)
                guard step != (0, 0) else { continue }
                for number in [step.0, step.1] {
                    if !separated && number >= 0 { data += " " }
                    data += String(number)
                    separated = false
                }
                current = next
            }
            if separated { data += "0 0" }
        }
        return data
    }
}
