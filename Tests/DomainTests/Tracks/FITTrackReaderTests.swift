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
        XCTAssertEqual(track.skippedPoints, 0, "the record before the first fix is kept")
        let points = track.segments.joined().map { $0 }
        XCTAssertEqual(points.count, 5)
        XCTAssertEqual([points[0].heartRate, points[1].heartRate], [100, 120], "the record before the first fix keeps its heart rate")
        XCTAssertEqual([points[0].latitude, points[0].longitude], [points[1].latitude, points[1].longitude], "and stands at the first fix")
        XCTAssertEqual(points[1].latitude, 47.3769, accuracy: 1e-6)
        XCTAssertEqual(points[1].longitude, 8.5417, accuracy: 1e-6)
        XCTAssertEqual(points[1].elevation, 408.2)
        XCTAssertEqual(points.map(\.time), [999_999_999, 1_000_000_000, 1_000_000_003, 1_000_000_033, 1_000_000_036].map { (631_065_600 + $0) * 1_000 },
                       "compressed timestamps: +3 s, then a 5-bit offset that rolls over")
        XCTAssertEqual(points[2].elevation, 410, "enhanced altitude over the 16-bit one")
        XCTAssertEqual(track.segments.count, 2, "a timer stop ends a segment")
    }

    func testBigEndianDefinitionsAndDeveloperFields() throws {
        let track = try TrackParser.parse(FITFixture.run(bigEndian: true, developerField: true))
        XCTAssertEqual(track.pointCount, 5)
        XCTAssertEqual(track.segments[0][1].heartRate, 120)
        XCTAssertEqual(track.segments[0][1].latitude, 47.3769, accuracy: 1e-6)
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

    func testAFileWithoutPositionsIsAnIndoorWorkoutAndARelativeClockKeepsItsSeconds() throws {
        // Timestamps from the device's power-on (under 0x10000000): no date, but real seconds
        // (issue 37: 9,060 s was shown, 12 s a point, for a run of 3,880 s).
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fr70-compressed-ts-fitparse.fit"))
        XCTAssertFalse(track.hasPositions)
        XCTAssertFalse(track.clockIgnored)
        XCTAssertTrue(track.relativeClock)
        XCTAssertEqual(track.sport, FileSport(kind: .run))
        let summary = TrackSummary(track)
        XCTAssertFalse(summary.hasMap)
        XCTAssertFalse(summary.durationIsEstimated)
        XCTAssertTrue(summary.clockIsRelative)
        XCTAssertNil(summary.startedAt, "the day is not known")
        // Its distance is the foot pod's, in compressed speed-distance fields: 10,248.6875 m as
        // python-fitparse accumulates them (the session says 10,248.67); the average by time.
        ExpectedFigures(points: 755, metres: 10_248.6875, seconds: 3_880, heartRate: (93, 170.6622340425532, 189)).check(summary)
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
        // The 9 records without a position keep their heart rate (the average moves with them).
        ExpectedFigures(points: 872, metres: 9_054.61286722173, seconds: 3_648, heartRate: (83, 124.09278996865204, 146),
                        segments: 11, startedAt: 1_396_091_877)
            .check(try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-standard-runalyze.fit")))
    }

    func testZwiftRideIsAnIndoorRide() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/zwift-sportstracker.fit"))
        XCTAssertEqual(track.sport, FileSport(kind: .ride, indoor: true), "session: cycling, virtual activity")
        ExpectedFigures(points: 370, metres: 3_118.423720144353, seconds: 369, heartRate: (65, 104.47425474254743, 115)).check(TrackSummary(track))
    }

    func testWahooKeepsTheRecordsBeforeItsFirstFix() throws {
        // 13,471 records over 23,591 s, the session's minimum 66 (issue 37: 20,967 s and 67
        // were shown when the 123 records before the first fix were dropped).
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/wahoo-elemnt-devfields-fitparse.fit"))
        XCTAssertEqual(track.sport, FileSport(kind: .ride))
        ExpectedFigures(points: 13_471, metres: 79_523.48055337432, seconds: 23_591, heartRate: (66, 124.26708121066827, 170),
                        segments: 56, startedAt: 1_550_384_804).check(track)
    }

    func testFenixMultisportOfSevenSessions() throws {
        let track = try TrackParser.parse(try DeviceGPXTests.real("unsupported/garmin-fenix2-multisport-fitparse.fit"))
        XCTAssertEqual(track.sport?.kind, .other, "runs and a ride: multisport")
        ExpectedFigures(points: 24_239, metres: 69_633.98222165565, seconds: 24_624, heartRate: (89, 146.33621810498943, 172)).check(TrackSummary(track))
    }
}
