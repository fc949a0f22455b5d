import Domain
import XCTest

/// The figures a route's page shows, for tracks at the edges of what an upload accepts
/// (issue 23): each stays finite and in range, and none traps.
final class TrackFiguresTests: XCTestCase {
    private func summary(_ json: String) throws -> TrackSummary {
        TrackSummary(try TrackParser.parse(Array(json.utf8)))
    }

    private func timed(_ points: [(latitude: Double, longitude: Double, milliseconds: Int64)]) -> TrackSummary {
        TrackSummary(Track(segments: [points.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: $0.milliseconds) }],
                           format: .gpx))
    }

    /// The route: 10⁻²⁵ m in 24 s gave a pace of 10²⁶ s/km, which trapped as an Int.
    func testATrackThatBarelyMovedHasNoPaceOrSpeed() throws {
        let summary = try summary("[[0,0,0],[1e-30,0,0]]")
        XCTAssertGreaterThan(summary.distanceMetres, 0, "tiny, but not zero")
        for unit in [DistanceUnit.kilometres, .miles] {
            let run = TrackFigures(summary, unit: unit, kind: .run)
            XCTAssertNil(run.pace, "\(unit)")
            XCTAssertNil(TrackFigures(summary, unit: unit, kind: .ride).speed, "\(unit)")
            XCTAssertEqual(run.durationSeconds, 24)
            XCTAssertEqual(run.duration, "0:24")
            XCTAssertEqual(run.durationWords, "24 seconds")
            XCTAssertEqual(run.distance, "0 \(unit.symbol)")
            XCTAssertEqual(run.kilometres, "0")
        }
    }

    func testEqualTimesTakeNoTimeAndHaveNoPaceOrSpeed() {
        let summary = timed([(45, 6, 1_700_000_000_000), (45.001, 6, 1_700_000_000_000)])
        XCTAssertEqual(summary.durationSeconds, 0)
        XCTAssertFalse(summary.isMoving)
        let figures = TrackFigures(summary, unit: .kilometres, kind: .run)
        XCTAssertNil(figures.pace)
        XCTAssertNil(TrackFigures(summary, unit: .kilometres, kind: .ride).speed)
        XCTAssertEqual(figures.duration, "0:00")
        XCTAssertEqual(figures.distance, "0.11 km")
    }

    func testHalfTheEarthInAMillisecondHasNoSpeedAndInASecondAFiniteOne() {
        let blink = timed([(0, 0, 1_000), (0, 180, 1_001)])
        XCTAssertNil(TrackFigures(blink, unit: .kilometres, kind: .ride).speed, "a millisecond is no time")
        let second = TrackFigures(timed([(0, 0, 1_000), (0, 180, 2_000)]), unit: .kilometres, kind: .ride)
        XCTAssertEqual(second.speed?.text, "72054412 km/h", "πR in a second: 20,015.114 km × 3,600")
        XCTAssertEqual(second.speed?.kilometresPerHour, "72054412")
        XCTAssertEqual(second.distance, "20015.11 km")
    }

    /// The largest figures any accepted track can give: 250,000 points, each half the Earth
    /// from the last, in one second; and the slowest, a metre over times years apart.
    func testTheExtremesOfAcceptedTracksPrintAsNumbers() {
        let fastest = TrackSummary(pointCount: TrackLimits.maxPoints, startedAt: 0, durationSeconds: 1, durationIsEstimated: false,
                                   distanceMetres: Double(TrackLimits.maxPoints - 1) * 20_015_114, heartRate: nil,
                                   ascentMetres: Double(TrackLimits.maxPoints / 2) * 21_000)
        for unit in [DistanceUnit.kilometres, .miles] {
            let ride = TrackFigures(fastest, unit: unit, kind: .ride)
            XCTAssertNotEqual(ride.speed?.kilometresPerHour, "0", "past NumberText's range it would print 0")
            XCTAssertTrue(ride.speed?.text.hasPrefix(unit == .miles ? "11193088951516.6 " : "18013") ?? false, ride.speed?.text ?? "no speed")
            XCTAssertNotEqual(ride.distance.first, "0")
            XCTAssertEqual(ride.ascent?.metres, 2_625_000_000)
            XCTAssertNotEqual(ride.ascent?.text.first, "0")
        }
        let slowest = TrackSummary(pointCount: 2, startedAt: 0, durationSeconds: 253_402_300_799, durationIsEstimated: false,
                                   distanceMetres: 1, heartRate: nil, ascentMetres: nil)
        let pace = TrackFigures(slowest, unit: .kilometres, kind: .run).pace
        XCTAssertEqual(pace?.secondsPerKilometre, 253_402_300_799_000)
        XCTAssertEqual(pace?.text, "70389527999:43:20 /km")
    }

    func testClockAndWordsNeverTrap() {
        XCTAssertEqual(TrackText.clock(1e26), "2562047788015215:30:07", "Int.max seconds")
        XCTAssertEqual(TrackText.clock(.nan), "0:00")
        XCTAssertEqual(TrackText.words(.infinity), "2562047788015215 hours 30 minutes")
        XCTAssertEqual(TrackText.height(.infinity, .miles), "9223372036854775807 ft")
    }

    func testZoneTimesWithoutAnyHeartRateAreAllZero() {
        let zones = HeartRateZones(maximum: 190).times(in: HeartRateHistogram(milliseconds: Array(repeating: 0, count: 251)))
        XCTAssertEqual(zones.map(\.percent), [0, 0, 0, 0, 0, 0])
        XCTAssertEqual(zones.map(\.bar), ["0", "0", "0", "0", "0", "0"])
        XCTAssertEqual(zones.map(\.range), ["under 95 bpm", "95–113 bpm", "114–132 bpm", "133–151 bpm", "152–170 bpm", "171 bpm and up"])
    }
}
