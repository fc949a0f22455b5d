/// The route as the page draws it, made once at upload: the track projected into an SVG view
/// box (`MapProjection`), cut into runs of one colour (a line segment takes its first point's
/// heart-rate band), and simplified to at most `maxPoints`, however long the track. Colour
/// comes first: only a run under `visibleSize` takes its neighbour's colour (up to `maxRuns`
/// runs), and each run is then simplified on its own, keeping its ends, so every colour change
/// a person could see stays where it was; the shape gives way instead (every recorded point
/// stays within the final tolerance of the line). Each colour becomes one SVG path of integer
/// coordinates.
public struct RouteDrawing: Sendable, Equatable {
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

    /// The line of one colour: band 1 to 4, or 0 for points without a heart rate.
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

    /// `bands` nil draws every point as having no heart rate.
    public init(_ track: Track, bands: HeartRateBands?) {
        let projection = MapProjection(track)
        let segments = track.segments.map { segment in
            Self.runs(segment.map { (projection.place($0), $0.heartRate.flatMap { bands?.band(of: $0) } ?? 0) })
        }
        var smallest = Self.visibleSize
        var coloured = segments.map { Self.merged($0, under: smallest) }
        // Ends when every run of a segment joins its first: at most `TrackLimits.maxSegments`.
        while coloured.joined().count > Self.maxRuns && smallest < 4_096 {
            smallest *= 2
            coloured = segments.map { Self.merged($0, under: smallest) }
        }
        // Past the drawing's diagonal each run is its two ends: at most `2 × maxRuns` points.
        var tolerance = 0.5
        var simplified = coloured.map { Self.simplified($0, tolerance: tolerance) }
        while simplified.joined().reduce(0, { $0 + $1.points.count }) > Self.maxPoints && tolerance < 4_096 {
            tolerance *= 2
            simplified = coloured.map { Self.simplified($0, tolerance: tolerance) }
        }
        let runs = Array(simplified.joined())
        let first = projection.place(track.segments.first?.first ?? TrackPoint(latitude: 0, longitude: 0))
        let last = projection.place(track.segments.last?.last ?? TrackPoint(latitude: 0, longitude: 0))
        self.init(width: projection.width, height: projection.height, start: Self.rounded(first), end: Self.rounded(last),
                  lines: (0...HeartRateBands.count).compactMap { band in
                      let ofBand = runs.filter { $0.band == band }
                      return ofBand.isEmpty ? nil : Line(band: band, path: Self.path(ofBand))
                  })
    }

    // MARK: Runs of one colour

    private struct Run {
        let band: Int
        var points: [PlanePoint]

        /// The larger side of the run's bounding box.
        var extent: Double {
            guard let first = points.first else { return 0 }
            var (west, east, north, south) = (first.x, first.x, first.y, first.y)
            for point in points {
                (west, east) = (min(west, point.x), max(east, point.x))
                (north, south) = (min(north, point.y), max(south, point.y))
            }
            return max(east - west, south - north)
        }
    }

    /// A segment cut where its colour changes; each run ends on the next run's first point, so
    /// the line stays joined. A lone point (a segment of one) is a run of one, drawn as a dot.
    private static func runs(_ points: [(PlanePoint, Int)]) -> [Run] {
        var runs: [Run] = []
        for (point, band) in points {
            // Compared without binding the last run, which would copy its points each time.
            if runs.last?.band == band {
                runs[runs.count - 1].points.append(point)
                continue
            }
            if !runs.isEmpty { runs[runs.count - 1].points.append(point) }
            runs.append(Run(band: band, points: [point]))
        }
        // The last point's colour starts no line segment.
        if runs.count > 1, runs[runs.count - 1].points.count == 1 { runs.removeLast() }
        return runs
    }

    /// Runs smaller than `size` take the colour of the run before them, and neighbours of one
    /// colour join.
    private static func merged(_ runs: [Run], under size: Double) -> [Run] {
        var merged: [Run] = []
        for run in runs {
            if let band = merged.last?.band, band == run.band || run.extent < size {
                merged[merged.count - 1].points.append(contentsOf: run.points.dropFirst())
            } else {
                merged.append(run)
            }
        }
        return merged
    }

    /// Each run simplified within itself: its ends, where the colour changes, stay.
    private static func simplified(_ runs: [Run], tolerance: Double) -> [Run] {
        runs.map { Run(band: $0.band, points: LineSimplifier.simplify($0.points, tolerance: tolerance)) }
    }

    // MARK: Path data

    private static func rounded(_ point: PlanePoint) -> Point {
        Point(x: Int(clamping: point.x.rounded()), y: Int(clamping: point.y.rounded()))
    }

    /// `M12 34l3-2 5 0…`: an absolute start, then relative steps, which are short numbers.
    /// Steps that round to nothing are left out; a run that never moves is a dot (`l0 0`,
    /// drawn by the round line cap).
    private static func path(_ runs: [Run]) -> String {
        var data = ""
        for run in runs {
            var current = rounded(run.points[0])
            data += "M\(current.x) \(current.y)l"
            var separated = true
            for point in run.points.dropFirst() {
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
