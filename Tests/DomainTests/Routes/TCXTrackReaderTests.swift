import Domain
import TestSupport
import XCTest

/// Garmin Training Center XML. The small file (`TCXFixture`) is written in the shape Garmin
/// Connect and Runtastic write; the real ones come from `../shared/fixtures/real/routes/unsupported/`,
/// with figures from an independent reading (Python's ElementTree and the same haversine).
final class TCXTrackReaderTests: XCTestCase {
    func testTrackpointsOfSeveralLaps() throws {
        let track = try TrackParser.parse(Array(TCXFixture.twoLaps.utf8))
        XCTAssertEqual(track.format, .tcx)
        XCTAssertEqual(track.skippedPoints, 1, "the trackpoint without a position")
        XCTAssertEqual(track.segments, [
            [TrackPoint(latitude: 47.3769, longitude: 8.5417, heartRate: 120, elevation: 408.2, time: 1_714_548_600_000),
             TrackPoint(latitude: 47.3772, longitude: 8.5417, heartRate: 140, elevation: 410, time: 1_714_548_620_000),
             TrackPoint(latitude: 47.3775, longitude: 8.5417, time: 1_714_548_630_000)],
            [TrackPoint(latitude: 47.38, longitude: 8.5417, time: 1_714_548_900_000)],
        ], "the second lap continues the segment; its second Track follows a pause")
        XCTAssertEqual(TrackSummary(track).durationSeconds, 300)
    }

    func testAPointsValueOutOfRangeNamesIt() {
        let text = TCXFixture.twoLaps.replacingOccurrences(of: "<Value>140</Value>", with: "<Value>400</Value>")
        XCTAssertThrowsError(try TrackParser.parse(Array(text.utf8))) { error in
            XCTAssertEqual((error as? TrackError)?.message, "point 3: heart rate 400 is outside 20…250")
        }
    }

    func testRuntasticExport() throws {
        let summary = TrackSummary(try TrackParser.parse(try DeviceGPXTests.real("unsupported/runtastic-runalyze.tcx")))
        XCTAssertEqual(summary.pointCount, 22)
        XCTAssertEqual(summary.distanceMetres, 113.69233993006871, accuracy: 0.001)
        XCTAssertEqual(summary.durationSeconds, 61)
        XCTAssertEqual(summary.startedAt, 1_431_267_212)
        XCTAssertEqual(summary.heartRate, HeartRateRange(lowest: 136, average: 147.77777777777777, highest: 154))
    }

    func testGarminExportWithManyLapsAndPauses() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-standard-runalyze.tcx"))
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.pointCount, 1_519)
        XCTAssertEqual(track.segments.count, 5)
        XCTAssertEqual(summary.skippedPoints, 9)
        XCTAssertEqual(summary.distanceMetres, 22_342.210663989514, accuracy: 0.01)
        XCTAssertEqual(summary.durationSeconds, 6_698)
        XCTAssertEqual(summary.heartRate?.lowest, 71)
        XCTAssertEqual(summary.heartRate?.highest, 171)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 145.0454127032832, accuracy: 1e-6)
    }

    func testPolarIndoorFileHasTimeHeartRateAndTheLapsDistance() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/polar-runalyze.tcx"))
        XCTAssertFalse(track.hasPositions)
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.pointCount, 13)
        XCTAssertEqual(summary.distanceMetres, 94, "the lap's DistanceMeters")
        XCTAssertEqual(summary.durationSeconds, 12)
        XCTAssertEqual(summary.startedAt, 1_517_832_963)
        XCTAssertEqual(summary.heartRate, HeartRateRange(lowest: 86, average: 86.75, highest: 88))
        XCTAssertFalse(summary.hasMap)
    }
}
