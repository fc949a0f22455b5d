import Domain
import TestSupport
import XCTest

final class GPXRoundTripTests: XCTestCase {
    /// Upload, store, download, upload again: the same points come back.
    private func roundTrip(_ text: String, title: String = "Run") throws -> (stored: Track, again: Track) {
        let track = try TrackParser.parse(Array(text.utf8))
        let stored = try XCTUnwrap(Track(packed: track.packed, name: nil, format: track.format))
        let gpx = GPXWriter.write(stored, title: title, kind: .run)
        return (stored, try TrackParser.parse(gpx))
    }

    func testEveryExportComesBackWithItsSegmentsHeartRatesTimesAndElevations() throws {
        for fixture in [GPXFixture.garminConnect, GPXFixture.strava, GPXFixture.appleHealth, GPXFixture.wahoo, GPXFixture.osmAnd,
                        GPXFixture.trackPointExtensionV2, "[[37.7948286,-122.41646771,76],[37.79489643,-122.41644133,0]]"] {
            let (stored, again) = try roundTrip(fixture)
            XCTAssertEqual(again.segments, stored.segments)
        }
    }

    func testStoringKeepsACentimetre() throws {
        let original = try TrackParser.parse(Array(GPXFixture.garminConnect.utf8))
        let (stored, _) = try roundTrip(GPXFixture.garminConnect)
        for (a, b) in zip(original.segments.joined(), stored.segments.joined()) {
            XCTAssertEqual(a.latitude, b.latitude, accuracy: 0.6e-7)
            XCTAssertEqual(a.longitude, b.longitude, accuracy: 0.6e-7)
            XCTAssertEqual(a.elevation ?? 0, b.elevation ?? 0, accuracy: 0.006)
            XCTAssertEqual(a.time, b.time)
            XCTAssertEqual(a.heartRate, b.heartRate)
        }
    }

    func testTheTitleIsEscaped() throws {
        let (_, again) = try roundTrip(GPXFixture.strava, title: "Hills & <Tempo>")
        XCTAssertEqual(again.name, "Hills & <Tempo>")
    }

    func testPackedBytesThatWereNotWrittenByUsAreRefused() throws {
        let packed = try TrackParser.parse(Array(GPXFixture.osmAnd.utf8)).packed
        XCTAssertNil(Track(packed: Array(packed.dropLast()), name: nil, format: .gpx))
        XCTAssertNil(Track(packed: packed + [0], name: nil, format: .gpx))
        XCTAssertNil(Track(packed: [], name: nil, format: .gpx))
        XCTAssertNil(Track(packed: Array(packed.prefix(8)) + [0xFF, 0xFF, 0xFF, 0x7F], name: nil, format: .gpx))
    }

    func testHistogramPacking() throws {
        let histogram = HeartRateHistogram(try TrackParser.parse(Array(GPXFixture.garminConnect.utf8)), timed: true)
        XCTAssertEqual(HeartRateHistogram(packed: histogram.packed), histogram)
        XCTAssertNil(HeartRateHistogram(packed: [1, 2, 3]))
    }
}
