@testable import Domain
import XCTest

/// Issue 23: a track is kept by column, a column no point fills taking nothing, and gives
/// back exactly the points it was given.
final class TrackColumnsTests: XCTestCase {
    func testTheOriginalAppsTrackKeepsNoElevationsOrTimes() throws {
        let json = "[" + (0..<1_000).map { "[45.\($0),5.14,\(100 + $0 % 80)]" }.joined(separator: ",") + "]"
        let track = try TrackParser.parse(Array(json.utf8))
        XCTAssertEqual(track.pointCount, 1_000)
        XCTAssertTrue(track.columns.elevations.isEmpty)
        XCTAssertTrue(track.columns.times.isEmpty)
        XCTAssertEqual(track.point(at: 999), TrackPoint(latitude: 45.999, longitude: 5.14, heartRate: 139))
    }

    func testPointsComeBackExactlyAsGivenSegmentBySegment() {
        let segments = [
            [TrackPoint(latitude: 37.794828600000002, longitude: -122.41646771000001, heartRate: 76),
             TrackPoint(latitude: 1e-30, longitude: 0, elevation: -12.25)],
            [TrackPoint(latitude: 0, longitude: 0, time: 1_704_067_200_001),
             TrackPoint(latitude: -90, longitude: 180, heartRate: 250, elevation: 8_848.86, time: 0)],
            [TrackPoint(latitude: 1, longitude: 2)],
        ]
        let track = Track(segments: segments, format: .gpx)
        XCTAssertEqual(track.segments, segments)
        XCTAssertEqual(track.segmentRanges, [0..<2, 2..<4, 4..<5])
        XCTAssertEqual(track.point(at: 1).elevation, -12.25)
        XCTAssertNil(track.point(at: 0).elevation, "a point before the first elevation has none")
        XCTAssertNil(track.point(at: 4).time)
        XCTAssertEqual(track, Track(segments: segments, format: .gpx))
        XCTAssertNotEqual(track, Track(segments: [segments[0], segments[1] + segments[2]], format: .gpx), "segments stay apart")
        var changed = track
        changed.segments[2][0].heartRate = 90
        XCTAssertEqual(changed.point(at: 4).heartRate, 90)
    }

    func testPackedInPiecesIsPackedWhole() throws {
        let track = Track(segments: [(0..<1_000).map { TrackPoint(latitude: 47 + Double($0) * 1e-5, longitude: 8, heartRate: 120, time: Int64($0) * 1_000) },
                                     [TrackPoint(latitude: 1, longitude: 2, elevation: 3)]], format: .gpx)
        var pieces: [[UInt8]] = []
        track.pack(chunk: 100) { pieces.append($0) }
        XCTAssertGreaterThan(pieces.count, 100)
        XCTAssertEqual(Array(pieces.joined()), track.packed)
        XCTAssertEqual(track.packed.count, track.packedCount)
        XCTAssertEqual(Track(packed: track.packed, name: nil, format: .gpx)?.segments.map(\.count), [1_000, 1])
    }
}
