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
        XCTAssertEqual(track.skippedPoints, 0)
        XCTAssertEqual(track.segments, [
            [TrackPoint(latitude: 47.3769, longitude: 8.5417, heartRate: 120, elevation: 408.2, time: 1_714_548_600_000),
             TrackPoint(latitude: 47.3769, longitude: 8.5417, heartRate: 125, time: 1_714_548_610_000),
             TrackPoint(latitude: 47.3772, longitude: 8.5417, heartRate: 140, elevation: 410, time: 1_714_548_620_000),
             TrackPoint(latitude: 47.3775, longitude: 8.5417, time: 1_714_548_630_000)],
            [TrackPoint(latitude: 47.38, longitude: 8.5417, time: 1_714_548_900_000)],
        ], "the second lap continues the segment; its second Track follows a pause; the trackpoint without a position keeps its heart rate where the last fix was")
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
        XCTAssertEqual(summary.startedAt, 1_431_267_212)
        ExpectedFigures(points: 22, metres: 113.69233993006871, seconds: 61, heartRate: (136, 147.77777777777777, 154)).check(summary)
    }

    func testGarminExportWithManyLapsAndPauses() throws {
        // The 9 trackpoints without a position keep their time and heart rate; the distance stays.
        ExpectedFigures(points: 1_528, metres: 22_342.210663989514, seconds: 6_699, heartRate: (71, 145.03495324237315, 171), segments: 5)
            .check(try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-standard-runalyze.tcx")))
    }

    func testPolarIndoorFileHasTimeHeartRateAndTheLapsDistance() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/polar-runalyze.tcx"))
        XCTAssertFalse(track.hasPositions)
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.startedAt, 1_517_832_963)
        XCTAssertFalse(summary.hasMap)
        ExpectedFigures(points: 13, metres: 94, seconds: 12, heartRate: (86, 86.75, 88)).check(summary)
    }
}
