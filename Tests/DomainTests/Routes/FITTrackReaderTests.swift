import Foundation
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

    func testManyMessagesOfEmptyFieldsCostTimeByTheirBytesOnly() throws {
        // A definition of 255 fields of no bytes, then 1 MB of one-byte messages using it.
        let definition: [UInt8] = [0x40, 0, 0, 21, 0, 255] + (0..<255).flatMap { [UInt8($0), 0, 0] }
        let file = FITFixture.file(records: definition + [UInt8](repeating: 0x00, count: 1 << 20))
        let started = Date()
        XCTAssertThrowsError(try TrackParser.parse(file)) { XCTAssertEqual($0 as? TrackError, .noPoints) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "a generous bound: a million events of no fields")
    }

    func testAFileWithoutPositionsIsAnIndoorWorkout() throws {
        // Timestamps from the device's power-on (under 0x10000000): no date, so no clock.
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fr70-compressed-ts-fitparse.fit"))
        XCTAssertFalse(track.hasPositions)
        XCTAssertTrue(track.clockIgnored)
        let summary = TrackSummary(track)
        XCTAssertFalse(summary.hasMap)
        // Its distance is the foot pod's, in compressed speed-distance fields: 10,248.6875 m as
        // python-fitparse accumulates them (the session says 10,248.67); by point: no clock.
        ExpectedFigures(points: 755, metres: 10_248.6875, seconds: 755 * 12, heartRate: (93, 170.5212201591512, 189)).check(summary)
    }

    func testAFootPodsDistanceAddsUpAcrossTheCountersRollOver() {
        var distance = FootPodDistance()
        // Speed bits set to show they are left out; distance counts 4,000, then 100 after
        // rolling over (196 counts on), then the same again (no move).
        func packed(_ counts: UInt32) -> ArraySlice<UInt8> { [0xAB, UInt8((counts & 0xF) << 4 | 0x0C), UInt8(counts >> 4)][...] }
        XCTAssertEqual(distance.add(packed(4_000)), 250)
        XCTAssertEqual(distance.add(packed(100)), (4_000 + 196) / 16)
        XCTAssertEqual(distance.add(packed(100)), (4_000 + 196) / 16)
        XCTAssertNil(distance.add([0xFF, 0xFF, 0xFF][...]), "marked invalid")
        XCTAssertNil(distance.add([1, 2][...]), "another size")
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
        ExpectedFigures(points: 863, metres: 9_054.61286722173, seconds: 3_648, heartRate: (83, 124.07398119122257, 146), skipped: 9,
                        segments: 11, startedAt: 1_396_091_877)
            .check(try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-standard-runalyze.fit")))
    }

    func testZwiftRide() throws {
        ExpectedFigures(points: 370, metres: 3_118.423720144353, seconds: 369, heartRate: (65, 104.47425474254743, 115))
            .check(TrackSummary(try TrackParser.parse(try DeviceGPXTests.real("unsupported/zwift-sportstracker.fit"))))
    }

    func testWahooWithDeveloperFields() throws {
        ExpectedFigures(points: 13_348, metres: 79_523.48055337432, seconds: 20_967, heartRate: (67, 124.36320047947258, 170), skipped: 123,
                        segments: 54, startedAt: 1_550_387_428)
            .check(try TrackParser.parse(try DeviceGPXTests.real("unsupported/wahoo-elemnt-devfields-fitparse.fit")))
    }

    func testFenixMultisportOfSevenSessions() throws {
        ExpectedFigures(points: 24_235, metres: 69_633.98222165565, seconds: 24_624, heartRate: (89, 146.33508044856168, 172), skipped: 4)
            .check(TrackSummary(try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fenix2-multisport-fitparse.fit"))))
    }
}
