import Domain
import TestSupport
import XCTest

/// Expected distances come from an independent computation: Python's `math` with the same
/// haversine formula and radius, over the coordinates as written in each file.
final class TrackSummaryTests: XCTestCase {
    private func summary(_ text: String) throws -> TrackSummary {
        TrackSummary(try TrackParser.parse(Array(text.utf8)))
    }

    func testTheOriginalAppsRunCountsTwelveSecondsAPoint() throws {
        let summary = TrackSummary(try TrackParser.parse(try TrackParserTests.sharedBPM("latitude_longitude_heartrate.json")))
        XCTAssertEqual(summary.pointCount, 261)
        XCTAssertEqual(summary.distanceMetres, 2944.848572255737, accuracy: 0.001)
        XCTAssertEqual(summary.durationSeconds, 3132)
        XCTAssertTrue(summary.durationIsEstimated)
        XCTAssertNil(summary.startedAt)
        XCTAssertEqual(summary.heartRate?.lowest, 76)
        XCTAssertEqual(summary.heartRate?.highest, 187)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 134.333333, accuracy: 1e-5)
        XCTAssertNil(summary.ascentMetres)
    }

    func testGarminConnect() throws {
        let summary = try summary(GPXFixture.garminConnect)
        XCTAssertEqual(summary.distanceMetres, 260.86694953378947, accuracy: 0.001)
        XCTAssertEqual(summary.durationSeconds, 82, "07:02:33 to 07:03:55")
        XCTAssertFalse(summary.durationIsEstimated)
        XCTAssertEqual(summary.startedAt, 1_713_078_153)
        // Weighted by time: 92 for 18 s, 118 for 29 s, 141 for 35 s (the last point holds for none).
        XCTAssertEqual(summary.heartRate, HeartRateRange(lowest: 92, average: (92.0 * 18 + 118 * 29 + 141 * 35) / 82, highest: 156))
        XCTAssertEqual(summary.ascentMetres ?? 0, 1.20001220703125 + 4.2, accuracy: 1e-6)
    }

    func testDistanceIsSummedWithinSegmentsNotAcrossTheGap() throws {
        let summary = try summary(GPXFixture.osmAnd)
        XCTAssertEqual(summary.distanceMetres, 95.25370084561847, accuracy: 0.001)
        XCTAssertEqual(summary.durationSeconds, 537, "10:36:43 to 10:45:40, the pause included")
        // 98 holds until the next point; 104 ends its segment, and the pause is no one's time.
        XCTAssertEqual(summary.heartRate, HeartRateRange(lowest: 98, average: 98, highest: 104))
        XCTAssertEqual(summary.ascentMetres, 1, "3 to 4 m, then 6 to 5 m in the next segment")
    }

    func testOtherExportsDistances() throws {
        XCTAssertEqual(try summary(GPXFixture.strava).distanceMetres, 115.32022096175163, accuracy: 0.001)
        XCTAssertEqual(try summary(GPXFixture.appleHealth).distanceMetres, 54.575999118392986, accuracy: 0.001)
        XCTAssertEqual(try summary(GPXFixture.wahoo).distanceMetres, 70.15477822797624, accuracy: 0.001)
        XCTAssertEqual(try summary(GPXFixture.trackPointExtensionV2).distanceMetres, 171.35293461330195, accuracy: 0.001)
        XCTAssertEqual(try summary(GPXFixture.trackPointExtensionV2).durationSeconds, 20.5)
        XCTAssertNil(try summary(GPXFixture.appleHealth).heartRate)
    }

    func testOneTimeIsNotADuration() throws {
        let summary = try summary(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt><trkpt lat="1" lon="2.001"/></trkseg></trk></gpx>"#)
        XCTAssertTrue(summary.durationIsEstimated)
        XCTAssertEqual(summary.durationSeconds, 24)
        XCTAssertEqual(summary.startedAt, 1_704_067_200)
    }

    func testKnownDistances() {
        // A degree of latitude on the mean sphere: 2πR / 360.
        let degree = GeoDistance.metres(from: TrackPoint(latitude: 0, longitude: 0), to: TrackPoint(latitude: 1, longitude: 0))
        XCTAssertEqual(degree, 111_195.08, accuracy: 0.01)
        XCTAssertEqual(GeoDistance.metres(from: TrackPoint(latitude: 37.5, longitude: -122), to: TrackPoint(latitude: 37.5, longitude: -122)), 0)
        XCTAssertEqual(GeoDistance.metres(from: TrackPoint(latitude: 0, longitude: 0), to: TrackPoint(latitude: 0, longitude: 180)),
                       Double.pi * GeoDistance.earthRadius, accuracy: 0.001)
    }

    func testTimeAtEachHeartRate() throws {
        let garmin = HeartRateHistogram(try TrackParser.parse(Array(GPXFixture.garminConnect.utf8)), timed: true)
        XCTAssertEqual(garmin.milliseconds[92], 18_000)
        XCTAssertEqual(garmin.milliseconds[118], 29_000)
        XCTAssertEqual(garmin.milliseconds[141], 35_000)
        XCTAssertEqual(garmin.milliseconds[156], 0, "the last point of a segment starts no interval")
        let osmAnd = HeartRateHistogram(try TrackParser.parse(Array(GPXFixture.osmAnd.utf8)), timed: true)
        XCTAssertEqual(osmAnd.milliseconds.reduce(0, +), 30_000)
        let json = HeartRateHistogram(try TrackParser.parse(Array("[[1,2,80],[1,2.001,80],[1,2.002,90]]".utf8)), timed: false)
        XCTAssertEqual(json.milliseconds[80], 24_000)
        XCTAssertEqual(json.milliseconds[90], 12_000)
        let slept = HeartRateHistogram(Track(segments: [[TrackPoint(latitude: 0, longitude: 0, heartRate: 60, time: 0),
                                                         TrackPoint(latitude: 0, longitude: 0, heartRate: 60, time: 7_200_000)]], format: .gpx), timed: true)
        XCTAssertEqual(slept.milliseconds[60], 3_600_000, "a point stands for an hour at most")
    }
}
