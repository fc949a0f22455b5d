import Domain
import TestSupport
import XCTest

/// GPX as devices really write it (issue 24). The small files are written here in each
/// device's shape; the real ones are read from `../shared/fixtures/real/routes/`, and their
/// expected figures come from an independent reading with Python's ElementTree.
final class DeviceGPXTests: XCTestCase {
    private func parse(_ text: String) throws -> Track {
        try TrackParser.parse(Array(text.utf8))
    }

    private func gpx(_ points: String, declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> String {
        declaration + #"<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>"#
            + points + "</trkseg></trk></gpx>"
    }

    static func real(_ name: String) throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("real/routes/" + name) else { throw XCTSkip("../shared/fixtures/real/ is not beside this repository") }
        return bytes
    }

    // MARK: Heart rate in every extension

    func testHeartRateInEveryExtensionSeenInTheWild() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><extensions><gpxtpx:TrackPointExtension xmlns:gpxtpx="x"><gpxtpx:hr>101</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
            <trkpt lat="1" lon="2.0001"><extensions><gpxdata:hr xmlns:gpxdata="http://www.cluetrust.com/XML/GPXDATA/1/0">102</gpxdata:hr><gpxdata:cadence xmlns:gpxdata="y">80</gpxdata:cadence></extensions></trkpt>
            <trkpt lat="1" lon="2.0002"><extensions><heartrate>103</heartrate><distance>8</distance><cadence>53</cadence></extensions></trkpt>
            <trkpt lat="1" lon="2.0003"><extensions><ele src="gps">185.8</ele><bpm>104</bpm><mbar>1002.5</mbar></extensions></trkpt>
            <trkpt lat="1" lon="2.0004"><extensions><ns9:stuff xmlns:ns9="z"><ns9:hr>105</ns9:hr><ns9:atemp>21</ns9:atemp></ns9:stuff></extensions></trkpt>
            <trkpt lat="1" lon="2.0005"><extensions><heartrate></heartrate></extensions></trkpt>
            """))
        XCTAssertEqual(track.segments[0].map(\.heartRate), [101, 102, 103, 104, 105, nil])
    }

    func testCOROSWalkWithBareHeartrateElements() throws {
        ExpectedFigures(points: 8_294, seconds: 11_665, heartRate: (75, 114.15353621945992, 182))
            .check(TrackSummary(try TrackParser.parse(try Self.real("coros-walk-gpx10-logiqx.gpx"))))
    }

    func testHoluxBpmAndCOROSEmptyHeartrate() throws {
        ExpectedFigures(points: 179, seconds: 178, heartRate: (81, 139.57865168539325, 166))
            .check(TrackSummary(try TrackParser.parse(try Self.real("holux-gm130-bpm-sportstracker.gpx"))))
        ExpectedFigures(points: 3_279, seconds: 5_895, heartRate: (84, 132.61318830727396, 173))
            .check(TrackSummary(try TrackParser.parse(try Self.real("coros-speedsurf-empty-hr-logiqx.gpx"))))
    }

    // MARK: Times

    func testOffsetsWithoutColonOrMinutesAndLongFractions() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><time>2022-09-27T10:28:14.999+0000</time></trkpt>
            <trkpt lat="1" lon="2"><time>2022-09-27T11:28:15+01</time></trkpt>
            <trkpt lat="1" lon="2"><time>2022-09-27T08:28:16.2073437-02:00</time></trkpt>
            <trkpt lat="1" lon="2"><time>2022-09-27T05:58:17-0430</time></trkpt>
            """))
        XCTAssertEqual(track.segments[0].map(\.time), [1_664_274_494_999, 1_664_274_495_000, 1_664_274_496_207, 1_664_274_497_000])
        XCTAssertThrowsError(try parse(gpx(#"<trkpt lat="1" lon="2"><time>2022-09-27T10:28:14+1</time></trkpt>"#)))
        XCTAssertThrowsError(try parse(gpx(#"<trkpt lat="1" lon="2"><time>2022-09-27T10:28:14+01:0</time></trkpt>"#)))
    }

    func testWaterspeedPlus0000Times() throws {
        let summary = TrackSummary(try TrackParser.parse(try Self.real("waterspeed-plus0000-logiqx.gpx")))
        XCTAssertEqual(summary.startedAt, 1_664_274_494)
        ExpectedFigures(points: 3_013, seconds: 4_440.001, heartRate: (79, 99.41889861925333, 140)).check(summary)
    }

    func testAllPointsAtOneInstantIsNoClock() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.001"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.002"><time>2024-01-01T00:00:00Z</time></trkpt>
            """))
        XCTAssertTrue(track.clockIgnored)
        XCTAssertEqual(track.segments[0].map(\.time), [nil, nil, nil])
        let summary = TrackSummary(track)
        XCTAssertTrue(summary.durationIsEstimated)
        XCTAssertTrue(summary.clockIgnored)
        XCTAssertNil(summary.startedAt)
        XCTAssertEqual(summary.durationSeconds, 36)
    }

    func testAYearBefore1980IsNoClock() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2.001"><time>1979-12-31T23:59:59Z</time></trkpt>
            """))
        XCTAssertTrue(track.clockIgnored)
        XCTAssertEqual(TrackSummary(track).durationSeconds, 24)
        let timed = try parse(gpx(#"<trkpt lat="1" lon="2"><time>1980-01-01T00:00:00Z</time></trkpt><trkpt lat="1" lon="2"><time>1980-01-01T00:00:01Z</time></trkpt>"#))
        XCTAssertFalse(timed.clockIgnored)
    }

    func testGPSBabelsInt32MinTimesAreNoClock() throws {
        let track = try TrackParser.parse(try Self.real("gpsbabel-1901-times-mojstrovka-gpxpy.gpx"))
        XCTAssertTrue(track.clockIgnored)
        let summary = TrackSummary(track)
        XCTAssertTrue(summary.durationIsEstimated)
        XCTAssertEqual(summary.durationSeconds, Double(summary.pointCount * 12))
    }

    // MARK: Encodings

    func testLatin1AndWindows1252Declarations() throws {
        let latin1 = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><gpx><trk><name>"#.utf8) + [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E]
            + Array(#"</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>"#.utf8)
        XCTAssertEqual(try TrackParser.parse(latin1).name, "München")
        let cp1252 = Array(#"<?xml version="1.0" encoding="windows-1252"?><gpx><trk><name>"#.utf8) + [0x80, 0x20, 0x93, 0x52, 0x75, 0x6E, 0x94]
            + Array(#"</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>"#.utf8)
        XCTAssertEqual(try TrackParser.parse(cp1252).name, "€ “Run”")
    }

    func testUTF16WithAByteOrderMark() throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><gpx><trk><name>Lauf 🏃</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>"#
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        XCTAssertEqual(try TrackParser.parse(little).name, "Lauf 🏃")
        XCTAssertEqual(try TrackParser.parse(big).name, "Lauf 🏃")
        let cut = Array(little.dropLast())
        XCTAssertThrowsError(try TrackParser.parse(cut)) { error in
            XCTAssertEqual((error as? TrackError)?.message, "not valid GPX: line 1, column 1: the file starts as UTF-16 but byte \(cut.count - 1) is not; save it as UTF-8")
        }
    }

    func testOziExplorersLatin1FileIsReadAndHasNoTrack() throws {
        // Read first: a missing fixture's XCTSkip thrown inside the assertion would count as the error.
        let file = try Self.real("unsupported/ozi-iso8859-gpxgo.gpx")
        XCTAssertThrowsError(try TrackParser.parse(file)) { error in
            XCTAssertEqual(error as? TrackError, .noPoints, "waypoints only: read, then refused for having no track")
        }
    }

    // MARK: Points without a position

    func testAPointWithoutAPositionIsSkippedAndCounted() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt><ele>5</ele><time>2024-01-01T00:00:05Z</time><extensions><hr>150</hr></extensions></trkpt>
            <trkpt lat="1"><time>2024-01-01T00:00:07Z</time></trkpt>
            <trkpt lat="1" lon="2.001"><time>2024-01-01T00:00:10Z</time></trkpt>
            """))
        XCTAssertEqual(track.skippedPoints, 2)
        XCTAssertEqual(track.segments, [[TrackPoint(latitude: 1, longitude: 2, time: 1_704_067_200_000),
                                         TrackPoint(latitude: 1, longitude: 2.001, time: 1_704_067_210_000)]])
        XCTAssertEqual(TrackSummary(track).skippedPoints, 2)
        XCTAssertThrowsError(try parse(gpx(#"<trkpt lat="1" lon="200"/>"#)), "a position out of range is still refused")
        XCTAssertThrowsError(try parse(gpx("<trkpt><ele>5</ele></trkpt>"))) { XCTAssertEqual($0 as? TrackError, .noPositions(1)) }
    }

    // MARK: Heart-rate average

    func testAverageIsWeightedByTimeWithTimes() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time><extensions><hr>100</hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:10Z</time><extensions><hr>200</hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:30Z</time><extensions><hr>100</hr></extensions></trkpt>
            """))
        XCTAssertEqual(TrackSummary(track).heartRate, HeartRateRange(lowest: 100, average: (100.0 * 10 + 200 * 20) / 30, highest: 200))
    }

    func testAverageIsByPointWithoutTimes() throws {
        let track = try parse(gpx("""
            <trkpt lat="1" lon="2"><extensions><hr>100</hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><extensions><hr>200</hr></extensions></trkpt>
            <trkpt lat="1" lon="2"><extensions><hr>100</hr></extensions></trkpt>
            """))
        XCTAssertEqual(TrackSummary(track).heartRate?.average ?? 0, 400.0 / 3, accuracy: 1e-9)
    }
}
