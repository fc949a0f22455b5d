@testable import Domain
import TestSupport
import XCTest

final class TrackDrawingTests: XCTestCase {
    private func track(_ points: [TrackPoint]) -> Track {
        Track(segments: [points], format: .gpx)
    }

    /// The numbers of a path, as pairs: absolute after `M`, relative after `l`.
    private func points(_ path: String) -> [[(Int, Int)]] {
        var subpaths: [[(Int, Int)]] = []
        for part in path.split(separator: "M") {
            let halves = part.split(separator: "l", omittingEmptySubsequences: false)
            let start = halves[0].split(separator: " ").map { Int($0)! }
            var current = (start[0], start[1])
            var subpath = [current]
            var numbers: [Int] = []
            var token = ""
            for character in halves[1] {
                if character == "-" || character == " " {
                    if !token.isEmpty { numbers.append(Int(token)!) }
                    token = character == "-" ? "-" : ""
                } else {
                    token.append(character)
                }
            }
            if !token.isEmpty { numbers.append(Int(token)!) }
            for index in stride(from: 0, to: numbers.count, by: 2) {
                current = (current.0 + numbers[index], current.1 + numbers[index + 1])
                subpath.append(current)
            }
            subpaths.append(subpath)
        }
        return subpaths
    }

    func testAStraightLineOfFiftyThousandPointsIsTwoPoints() {
        let line = (0..<50_000).map { TrackPoint(latitude: 45, longitude: 6 + Double($0) * 1e-6) }
        let drawing = TrackDrawing(track(line), bands: nil)
        XCTAssertEqual(drawing.lines.map(\.band), [0])
        XCTAssertEqual(points(drawing.lines[0].path).map(\.count), [2])
        XCTAssertEqual(drawing.width, 1_048)
        XCTAssertEqual(drawing.start, TrackDrawing.Point(x: 24, y: drawing.height / 2))
        XCTAssertEqual(drawing.end, TrackDrawing.Point(x: 1_024, y: drawing.height / 2))
    }

    /// Over 10⁻³²⁰° the projection's scale was infinite, every place NaN, and rounding it to
    /// an Int trapped (issue 23); under a tenth of a millimetre a route is a dot in the middle.
    func testARouteWithinATenthOfAMillimetreIsADot() {
        for tiny in [1e-30, Double.leastNormalMagnitude / 1e12, 1e-10] {
            let drawing = TrackDrawing(track([TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: tiny, longitude: tiny)]), bands: nil)
            XCTAssertEqual([drawing.width, drawing.height], [240, 240], "\(tiny)")
            XCTAssertEqual(drawing.start, TrackDrawing.Point(x: 120, y: 120), "\(tiny)")
            XCTAssertEqual(drawing.end, drawing.start, "\(tiny)")
            XCTAssertEqual(drawing.lines.map(\.path), ["M120 120l0 0"], "\(tiny)")
        }
    }

    func testShapesAreNotStretched() {
        // At 60° a degree of longitude is half a degree of latitude: this is a square.
        let square = [(60.0, 0.0), (60.0, 0.02), (60.01, 0.02), (60.01, 0.0), (60.0, 0.0)].map { TrackPoint(latitude: $0.0, longitude: $0.1) }
        let drawing = TrackDrawing(track(square), bands: nil)
        XCTAssertEqual(drawing.width, drawing.height)
        XCTAssertEqual(points(drawing.lines[0].path)[0].map { [$0.0, $0.1] }, [[24, 1_024], [1_024, 1_024], [1_024, 24], [24, 24], [24, 1_024]])
    }

    func testARouteAcrossThe180thMeridianIsDrawnAsNarrowAsItIs() {
        // On Taveuni, Fiji: the same square at 60° as above, its east half past 180°.
        let square = [(60.0, 179.99), (60.0, -179.99), (60.01, -179.99), (60.01, 179.99), (60.0, 179.99)]
            .map { TrackPoint(latitude: $0.0, longitude: $0.1) }
        let drawing = TrackDrawing(track(square), bands: nil)
        XCTAssertEqual(drawing.width, drawing.height)
        XCTAssertEqual(points(drawing.lines[0].path)[0].map { [$0.0, $0.1] }, [[24, 1_024], [1_024, 1_024], [1_024, 24], [24, 24], [24, 1_024]])
    }

    func testARouteWestOfTheMeridianOnlyIsDrawnAsBefore() {
        let line = [(0.0, -179.99), (0.0, -179.97)].map { TrackPoint(latitude: $0.0, longitude: $0.1) }
        let drawing = TrackDrawing(track(line), bands: nil)
        XCTAssertEqual(drawing.start, TrackDrawing.Point(x: 24, y: drawing.height / 2))
        XCTAssertEqual(drawing.end, TrackDrawing.Point(x: 1_024, y: drawing.height / 2))
    }

    func testEveryRecordedPointStaysCloseToTheSimplifiedLine() throws {
        // A wobbly loop of 50,000 points, a noisy GPS on a 2 km circle.
        var generator = SystemRandomNumberGenerator()
        let loop = (0..<50_000).map { index -> TrackPoint in
            let angle = Double(index) / 50_000 * 2 * Double.pi
            let noise = Double.random(in: -0.00002...0.00002, using: &generator)
            return TrackPoint(latitude: 47 + 0.01 * sin(angle) + noise, longitude: 8 + 0.015 * cos(angle) + noise, heartRate: 100 + index / 1_000)
        }
        let track = track(loop)
        let drawing = TrackDrawing(track, bands: HeartRateBands(lowest: 100, highest: 149))
        let drawn = drawing.lines.flatMap { points($0.path) }
        XCTAssertLessThanOrEqual(drawn.reduce(0) { $0 + $1.count }, TrackDrawing.maxPoints)
        let projection = MapProjection(track)
        let segments = drawn.flatMap { zip($0, $0.dropFirst()).map { (PlanePoint(x: Double($0.0), y: Double($0.1)), PlanePoint(x: Double($1.0), y: Double($1.1))) } }
        var worst = 0.0
        // Every 25th point, to keep the check itself quick.
        for point in stride(from: 0, to: loop.count, by: 25).map({ projection.place(loop[$0]) }) {
            worst = max(worst, segments.map { point.distance(toSegmentFrom: $0.0, to: $0.1) }.min() ?? 0)
        }
        XCTAssertLessThan(worst, 3, "within a few units of a 1,000-unit drawing")
        XCTAssertEqual(drawing.lines.map(\.band), [1, 2, 3, 4])
    }

    func testTheWorstCaseStaysUnder150KB() {
        // Every point in another band and far from the last: nothing to simplify away.
        let zigzag = (0..<50_000).map { index in
            TrackPoint(latitude: 47 + (index % 2 == 0 ? 0 : 0.01), longitude: 8 + Double(index) * 1e-5, heartRate: index % 3 == 0 ? nil : 100 + 80 * (index % 2))
        }
        let drawing = TrackDrawing(track(zigzag), bands: HeartRateBands(lowest: 100, highest: 180))
        let bytes = drawing.lines.reduce(0) { $0 + $1.path.utf8.count }
        XCTAssertLessThan(bytes, 100_000)
        XCTAssertLessThanOrEqual(drawing.lines.flatMap { points($0.path) }.reduce(0) { $0 + $1.count }, TrackDrawing.maxPoints)
    }

    func testEveryColourChangeOfAtLeastOneUnitSurvivesALongTrack() {
        // 50,000 points walked back and forth in rows of 1,001 one-unit cells (a cell is
        // 2⁻¹⁰° of longitude, so x is exact: 1,024 units a degree), with a row's y wobbling by
        // up to 2 units so the shape needs simplifying. Heart rate changes band often; many
        // stretches stand still (a traffic light) or last one point, and are under a unit long.
        var generator = SeededGenerator(seed: 25)
        let (rowLength, gap) = (1_001, 8)
        func wobble(_ cell: Int) -> Int { cell == 0 ? 0 : Int(truncatingIfNeeded: (UInt64(cell) &* 0x9E37_79B9_7F4A_7C15) >> 61) % 5 - 2 }
        var cells: [Int] = [], bands: [Int] = [], cell = 0, band = 1
        while cells.count < 50_000 {
            let moving = Int.random(in: 0..<5, using: &generator) > 0
            let length = Bool.random(using: &generator) ? Int.random(in: 1...8, using: &generator) : Int.random(in: 1...120, using: &generator)
            for index in 0..<length {
                if moving && index > 0 { cell += 1 }
                cells.append(cell)
                bands.append(band)
            }
            band = (band + Int.random(in: 1...4, using: &generator)) % 5
        }
        let heartRates = [nil, 100, 120, 140, 160]
        let points = zip(cells, bands).map { cell, band in
            let (row, offset) = cell.quotientAndRemainder(dividingBy: rowLength)
            let x = row % 2 == 0 ? offset : rowLength - 1 - offset
            let y = row * gap + wobble(cell)
            return TrackPoint(latitude: 1 - Double(y) / 1_024, longitude: 8 + Double(x) / 1_024, heartRate: heartRates[band])
        }
        let drawing = TrackDrawing(track(points), bands: HeartRateBands(lowest: 100, highest: 180))

        // The stretches a person can see, counted from the input: a stretch ends on the next
        // one's first point, and is at least a unit long when that point is another cell.
        var visible: [(band: Int, from: Int, to: Int)] = []
        var first = 0
        for index in 1...cells.count where index == cells.count || bands[index] != bands[index - 1] {
            let to = index == cells.count ? cells[index - 1] : cells[index]
            if to > cells[first] { visible.append((bands[first], cells[first], to)) }
            first = index
        }
        XCTAssertGreaterThan(visible.count, 800)

        // The drawn runs, each placed back on the walk by its row and x.
        let origin = drawing.start
        func cellOf(_ point: (Int, Int)) -> Int {
            let row = Int((Double(point.1 - origin.y) / Double(gap)).rounded())
            let offset = point.0 - origin.x
            return row * rowLength + (row % 2 == 0 ? offset : rowLength - 1 - offset)
        }
        let drawn = drawing.lines.flatMap { line in self.points(line.path).map { (band: line.band, from: cellOf($0[0]), to: cellOf($0[$0.count - 1])) } }
        let missing = visible.filter { stretch in
            !drawn.contains { $0.band == stretch.band && $0.from <= stretch.from && $0.to >= stretch.to }
                || drawn.contains { $0.band != stretch.band && $0.from < stretch.to && $0.to > stretch.from }
        }
        XCTAssertEqual(missing.count, 0, "\(missing.count) of \(visible.count) stretches of at least a unit are drawn in another band, first \(missing.prefix(3))")
        let drawnPoints = drawing.lines.flatMap { self.points($0.path) }.reduce(0) { $0 + $1.count }
        XCTAssertLessThanOrEqual(drawnPoints, TrackDrawing.maxPoints)
        XCTAssertLessThan(drawing.lines.reduce(0) { $0 + $1.path.utf8.count }, 60_000)
    }

    func testASegmentTakesItsFirstPointsBandAndColourChangesAreKept() {
        let points = [100, 100, 180, 180, 100, 100].enumerated().map {
            TrackPoint(latitude: 47, longitude: 8 + Double($0.offset) * 0.001, heartRate: $0.element)
        }
        let drawing = TrackDrawing(track(points), bands: HeartRateBands(lowest: 100, highest: 180))
        XCTAssertEqual(drawing.lines.map(\.band), [1, 4])
        XCTAssertEqual(self.points(drawing.lines[0].path).map { $0.map(\.0) }, [[24, 424], [824, 1_024]])
        XCTAssertEqual(self.points(drawing.lines[1].path).map { $0.map(\.0) }, [[424, 824]])
    }

    func testPointsWithoutHeartRateAreTheirOwnColourAndSegmentsStayApart() {
        let first = [TrackPoint(latitude: 47, longitude: 8, heartRate: 120), TrackPoint(latitude: 47, longitude: 8.001),
                     TrackPoint(latitude: 47, longitude: 8.002, heartRate: 130)]
        let second = [TrackPoint(latitude: 47.001, longitude: 8.002, heartRate: 130)]
        let drawing = TrackDrawing(Track(segments: [first, second], format: .gpx), bands: HeartRateBands(lowest: 120, highest: 130))
        XCTAssertEqual(drawing.lines.map(\.band), [0, 1, 4])
        XCTAssertTrue(drawing.lines[2].path.hasSuffix("l0 0"), "a lone point is a dot: \(drawing.lines[2].path)")
    }

    func testPackedDrawingReadsBack() {
        let drawing = TrackDrawing(try! TrackParser.parse(Array(GPXFixture.osmAnd.utf8)), bands: HeartRateBands(lowest: 98, highest: 104))
        XCTAssertEqual(TrackDrawing(packed: drawing.packed), drawing)
        XCTAssertNil(TrackDrawing(packed: Array(drawing.packed.dropLast())))
        XCTAssertNil(TrackDrawing(packed: []))
    }

    /// Issue 23: the drawing now works from the track's points by index, without a copy of
    /// them; the original app's run (8-decimal coordinates, a heart rate at every point) is
    /// drawn exactly as the code before it drew it (its drawing as main at `bb1575b` stored it),
    /// and its distance is the very figure stored then.
    func testTheOriginalAppsRunIsDrawnAsBefore() throws {
        let track = try TrackParser.parse(try TrackParserTests.sharedBPM("latitude_longitude_heartrate.json"))
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.distanceMetres, 2944.848572255737)
        let drawing = TrackDrawing(track, bands: summary.heartRate?.bands)
        XCTAssertEqual(drawing, TrackDrawing(width: 959, height: 1048, start: TrackDrawing.Point(x: 24, y: 1024),
                                             end: TrackDrawing.Point(x: 935, y: 382), lines: [
            TrackDrawing.Line(band: 1, path: "M24 1024l2-6 5-1 2-1 7 6 9 0 7-4 8 1 9-4 8-2 8 0 8 3 24-7 9-2 17-1 15-5 9 0 8-4 8-2 8-1 8-2 8-1 "
                + "9 0 8-2 9 2 8 0 8-1 17-6 8-4 9 0 8-2 9-1 8-4 8-2 8 0 7-3 8 1 4-8 2-9-1-19-2-8 1-9 0-8-6-18-4-26-"
                + "2-10-3-8 1-8M329 821l7-5-2-9"),
            TrackDrawing.Line(band: 2, path: "M333 838l-1-10-3-7M334 807l-1-8-3-19 2-9-4-9 2-8 0-9-2-16-6-17-2-18-1-28-1-19-10-16-3-7-2-17-1-8"
                + " 2-9-1-10-5-18 0-10-6-24 1-38-3-17-2-8-4-21-5-18 2-10-1-10 0-8-1-8-9-15-2-8-3-8-1-9-2-8 1-9-3-11"
                + "-3-8-2-18 0-18M249 225l-1-9"),
            TrackDrawing.Line(band: 3, path: "M255 278l1-17-4-17-1-10-2-9M248 216l-1-8-3-8-2-10-2-20-8-14-2-8 1-8-2-8-6-16 0-8 5-6 5 6-7 6 3-1"
                + "7 5-7-8 0 7 5-1-8 12 8 4 5 3 1 15-7 8-5 8 4 7-4 8-2 10-2 7-3 8 2 42-9 9-4 9-2 8-2 7-5 20-1 9-2 5"
                + " 7 23-9 7-5 8 7 8-3 18 4 10-2 10-3M524 54l18-2M552 49l9-1M570 48l9-2"),
            TrackDrawing.Line(band: 4, path: "M515 55l9-1M542 52l10-3M561 48l9 0M579 46l10 1 8 0 16-7 19-5 9-1 8 3 8 0 7-3 8-1 16-6 7 6 7-4 17"
                + "-5 7 6 17 0 8 2 8 3 16 9 17 7 8 4 7 7 38 40 33 25 9 15 3 8 5 7 7 5 3 8 2 9 3 8 6 28 0 11 2 8 2 1"
                + "0-1 10 0 19-1 10-2 7 0 9 8 19 5 7 1 8 4 16-1 9 2 16 0 8"),
        ]))
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): the same numbers on every run, so a failure repeats.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
