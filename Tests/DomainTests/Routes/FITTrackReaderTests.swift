import Domain
import TestSupport
import XCTest

/// FIT files. The small ones are written here byte by byte (`FITFixture`, in the shapes
/// devices write); the real ones come from `../shared/fixtures/real/routes/unsupported/`,
/// with figures from an independent reading (python-fitparse and the same haversine).
final class FITTrackReaderTests: XCTestCase {
    private func fail(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TrackParser.parse(bytes)
            return nil
        } catch {
            return error.message
        }
    }

    func testRecordsWithPositionTimeHeartRateAndAltitude() throws {
        let track = try TrackParser.parse(FITFixture.run())
        XCTAssertEqual(track.format, .fit)
        XCTAssertEqual(track.skippedPoints, 1, "the record before the first fix")
        let points = track.segments.joined().map { $0 }
        XCTAssertEqual(points.count, 4)
        XCTAssertEqual(points[0].latitude, 47.3769, accuracy: 1e-6)
        XCTAssertEqual(points[0].longitude, 8.5417, accuracy: 1e-6)
        XCTAssertEqual(points[0].heartRate, 120)
        XCTAssertEqual(points[0].elevation, 408.2)
        XCTAssertEqual(points[0].time, (631_065_600 + 1_000_000_000) * 1_000)
        XCTAssertEqual(points.map(\.time), [1_000_000_000, 1_000_000_003, 1_000_000_033, 1_000_000_036].map { (631_065_600 + $0) * 1_000 },
                       "compressed timestamps: +3 s, then a 5-bit offset that rolls over")
        XCTAssertEqual(points[1].elevation, 410, "enhanced altitude over the 16-bit one")
        XCTAssertEqual(track.segments.count, 2, "a timer stop ends a segment")
    }

    func testBigEndianDefinitionsAndDeveloperFields() throws {
        let track = try TrackParser.parse(FITFixture.run(bigEndian: true, developerField: true))
        XCTAssertEqual(track.pointCount, 4)
        XCTAssertEqual(track.segments[0][0].heartRate, 120)
        XCTAssertEqual(track.segments[0][0].latitude, 47.3769, accuracy: 1e-6)
    }

    func testCorruptAndTruncatedFilesNameTheByte() {
        let file = FITFixture.run()
        var flipped = file
        flipped[40] ^= 0x01
        XCTAssertEqual(fail(flipped), "not a FIT file this app can read: byte \(file.count - 2): the file's checksum does not match; the file is damaged")
        XCTAssertEqual(fail(Array(file.prefix(60))), "not a FIT file this app can read: byte 60: the file ends too early; was it cut short?")
        var header = file
        header[12] ^= 0xFF
        XCTAssertEqual(fail(header), "not a FIT file this app can read: byte 12: the header's checksum does not match; the file is damaged")
        XCTAssertEqual(fail(FITFixture.file(records: [0x05, 1, 2, 3])), "not a FIT file this app can read: byte 14: a message of local type 5, which no definition before it declares")
    }

    func testAFileWithoutPositionsIsAnIndoorWorkout() throws {
        // Timestamps from the device's power-on (under 0x10000000): no date, so no clock.
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fr70-compressed-ts-fitparse.fit"))
        XCTAssertFalse(track.hasPositions)
        XCTAssertTrue(track.clockIgnored)
        let summary = TrackSummary(track)
        XCTAssertFalse(summary.hasMap)
        XCTAssertEqual(summary.pointCount, 755)
        XCTAssertEqual(summary.skippedPoints, 0)
        XCTAssertEqual(summary.distanceMetres, 0, "its distance is in compressed speed-distance fields, which are not read")
        XCTAssertEqual(summary.heartRate?.lowest, 93)
        XCTAssertEqual(summary.heartRate?.highest, 189)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 170.5212201591512, accuracy: 1e-6, "by point: no clock")
    }

    func testAnIndoorRideTakesTheDistanceTheDeviceMeasured() throws {
        let track = try TrackParser.parse(FITFixture.indoorRide())
        XCTAssertFalse(track.hasPositions)
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.distanceMetres, 250.5)
        XCTAssertEqual(summary.durationSeconds, 20)
        XCTAssertEqual(summary.heartRate, HeartRateRange(lowest: 110, average: (110.0 * 10 + 120 * 5 + 130 * 5) / 20, highest: 130))
        XCTAssertFalse(summary.hasMap)
    }

    func testGarminRunWithPauses() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-standard-runalyze.fit"))
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.pointCount, 863)
        XCTAssertEqual(track.segments.count, 11)
        XCTAssertEqual(summary.skippedPoints, 9)
        XCTAssertEqual(summary.distanceMetres, 9_054.61286722173, accuracy: 0.01)
        XCTAssertEqual(summary.startedAt, 1_396_091_877)
        XCTAssertEqual(summary.durationSeconds, 3_648)
        XCTAssertEqual(summary.heartRate?.lowest, 83)
        XCTAssertEqual(summary.heartRate?.highest, 146)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 124.07398119122257, accuracy: 1e-6)
    }

    func testZwiftRide() throws {
        let summary = TrackSummary(try TrackParser.parse(try DeviceGPXTests.real("unsupported/zwift-sportstracker.fit")))
        XCTAssertEqual(summary.pointCount, 370)
        XCTAssertEqual(summary.distanceMetres, 3_118.423720144353, accuracy: 0.01)
        XCTAssertEqual(summary.durationSeconds, 369)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 104.47425474254743, accuracy: 1e-6)
    }

    func testWahooWithDeveloperFields() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/wahoo-elemnt-devfields-fitparse.fit"))
        let summary = TrackSummary(track)
        XCTAssertEqual(summary.pointCount, 13_348)
        XCTAssertEqual(track.segments.count, 54)
        XCTAssertEqual(summary.skippedPoints, 123)
        XCTAssertEqual(summary.distanceMetres, 79_523.48055337432, accuracy: 0.1)
        XCTAssertEqual(summary.startedAt, 1_550_387_428)
        XCTAssertEqual(summary.durationSeconds, 20_967)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 124.36320047947258, accuracy: 1e-6)
    }

    func testFenixMultisportOfSevenSessions() throws {
        let summary = TrackSummary(try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fenix2-multisport-fitparse.fit")))
        XCTAssertEqual(summary.pointCount, 24_235)
        XCTAssertEqual(summary.skippedPoints, 4)
        XCTAssertEqual(summary.distanceMetres, 69_633.98222165565, accuracy: 0.1)
        XCTAssertEqual(summary.durationSeconds, 24_624)
        XCTAssertEqual(summary.heartRate?.lowest, 89)
        XCTAssertEqual(summary.heartRate?.highest, 172)
        XCTAssertEqual(summary.heartRate?.average ?? 0, 146.33508044856168, accuracy: 1e-6)
    }
}
