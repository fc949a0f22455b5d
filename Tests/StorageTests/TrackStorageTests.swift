import Domain
import Storage
import TestSupport
import XCTest

final class TrackStorageTests: StorageTestCase {
    func testARouteReadsBackWithItsFiguresDrawingAndPoints() throws {
        let user = try makeUser("ada@example.com")
        let id = try addTrack(GPXFixture.osmAnd, userID: user.id, title: "Dunes")
        let track = try TrackParser.parse(Array(GPXFixture.osmAnd.utf8))
        let detail = try XCTUnwrap(try database.trackDetail(userID: user.id, id: id))
        XCTAssertEqual(detail.track.title, "Dunes")
        XCTAssertEqual(detail.track.kind, .run)
        XCTAssertEqual(detail.track.format, .gpx)
        XCTAssertEqual(detail.track.summary, TrackSummary(track))
        XCTAssertEqual(detail.drawing, TrackDrawing(track, bands: HeartRateBands(lowest: 98, highest: 104)))
        XCTAssertEqual(detail.heartRateTime, HeartRateHistogram(track, timed: true))
        let stored = try XCTUnwrap(try database.trackWithPoints(userID: user.id, id: id))
        XCTAssertEqual(stored.track, Track(packed: track.packed, name: "Dunes", format: .gpx))
    }

    func testEveryQueryNamesTheUser() throws {
        let ada = try makeUser("ada@example.com")
        let eve = try makeUser("eve@example.com")
        let id = try addTrack(GPXFixture.strava, userID: ada.id)
        XCTAssertNil(try database.trackDetail(userID: eve.id, id: id))
        XCTAssertNil(try database.trackWithPoints(userID: eve.id, id: id))
        XCTAssertEqual(try database.tracks(userID: eve.id, limit: 10, offset: 0), [])
        XCTAssertFalse(try database.deleteTrack(userID: eve.id, id: id))
        XCTAssertEqual(try database.tracks(userID: ada.id, limit: 10, offset: 0).map(\.id), [id])
        XCTAssertTrue(try database.deleteTrack(userID: ada.id, id: id))
        XCTAssertFalse(try database.deleteTrack(userID: ada.id, id: id))
    }

    func testTheListIsOrderedByStartElseUpload() throws {
        let user = try makeUser("ada@example.com")
        let wahoo2014 = try addTrack(GPXFixture.wahoo, userID: user.id)
        let untimed2023 = try addTrack("[[1,2,80],[1,2.001,90]]", userID: user.id, createdAt: 1_700_000_000)
        let garmin2024 = try addTrack(GPXFixture.garminConnect, userID: user.id)
        XCTAssertEqual(try database.tracks(userID: user.id, limit: 10, offset: 0).map(\.id), [garmin2024, untimed2023, wahoo2014])
        XCTAssertEqual(try database.tracks(userID: user.id, limit: 1, offset: 1).map(\.id), [untimed2023])
    }
}
