import Domain
import SQLite
@testable import Storage
import TestSupport
import XCTest

/// Issue 24: the same track twice is one route, and an archive of routes is a pending import
/// that no page shows until it is whole, undone whole when it fails.
final class TrackImportStorageTests: StorageTestCase {
    private func record(_ file: String, title: String = "Loop") throws -> TrackRecord {
        TrackRecord(try TrackInput.parse(title: title, subtitle: nil, kind: "run", file: Array(file.utf8)[...]).get())
    }

    func testTheSameTrackTwiceIsOneRoutePerUser() throws {
        let ada = try makeUser("ada@example.com"), eve = try makeUser("eve@example.com")
        let first = try database.addTrack(userID: ada.id, record(GPXFixture.strava), createdAt: 1)
        guard case .added(let id) = first else { return XCTFail("\(first)") }
        XCTAssertEqual(try database.addTrack(userID: ada.id, record(GPXFixture.strava, title: "Again"), createdAt: 2), .already(id))
        XCTAssertEqual(try database.tracks(userID: ada.id, limit: 10, offset: 0).map(\.title), ["Loop"])
        guard case .added = try database.addTrack(userID: eve.id, record(GPXFixture.strava), createdAt: 3) else {
            return XCTFail("another user's route of the same track is theirs")
        }
    }

    func testAnArchiveIsInvisibleUntilWholeThenShownAtOnce() throws {
        let ada = try makeUser("ada@example.com")
        var seenWhileRunning: [[Database.StoredTrack]] = []
        try database.importTracks(userID: ada.id, sha256: "abc", createdAt: 5) { store in
            guard case .added = try store(record(GPXFixture.strava)) else { XCTFail("a new track"); return 0 }
            seenWhileRunning.append(try database.tracks(userID: ada.id, limit: 10, offset: 0))
            guard case .already = try store(record(GPXFixture.strava, title: "Twice")) else { XCTFail("a repeat inside the archive"); return 0 }
            _ = try store(record(GPXFixture.wahoo))
            seenWhileRunning.append(try database.tracks(userID: ada.id, limit: 10, offset: 0))
            return 4
        }
        XCTAssertEqual(seenWhileRunning, [[], []], "no page shows a pending route")
        XCTAssertEqual(try database.tracks(userID: ada.id, limit: 10, offset: 0).count, 2)
        XCTAssertEqual(try count("SELECT count(*) FROM imports WHERE source = 'routes' AND state = 'visible' AND added = 2 AND already = 1 AND rejected = 4"), 1)
    }

    func testAFailedArchiveLeavesNothing() throws {
        let ada = try makeUser("ada@example.com")
        struct Bomb: Error {}
        XCTAssertThrowsError(try database.importTracks(userID: ada.id, sha256: "abc", createdAt: 5) { store in
            _ = try store(record(GPXFixture.strava))
            _ = try store(record(GPXFixture.wahoo))
            throw Bomb()
        })
        XCTAssertEqual(try count("SELECT count(*) FROM routes"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM imports"), 0)
    }

    func testAnArchiveLeftPendingByAKilledProcessIsUndoneAtTheNextStart() throws {
        let ada = try makeUser("ada@example.com")
        _ = try database.addTrack(userID: ada.id, record(GPXFixture.osmAnd), createdAt: 1)
        try database.read { connection in
            let importID = try PendingImports.begin(userID: ada.id, source: "routes", sha256: "abc", on: connection)
            try connection.transaction {
                _ = try Database.storeOnce(record(GPXFixture.strava), userID: ada.id, createdAt: 2, importID: importID, on: connection)
            }
        }
        XCTAssertEqual(try count("SELECT count(*) FROM routes"), 2)
        try database.undoUnfinishedImports()
        XCTAssertEqual(try database.tracks(userID: ada.id, limit: 10, offset: 0).map(\.title), ["Loop"])
        XCTAssertEqual(try count("SELECT count(*) FROM routes"), 1)
    }

    func testRoutesStoredBeforeHaveTheirPointsHashed() throws {
        let oldPath = folder.path + "/old16.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005,
                      Schema.migration006, Schema.migration007, Schema.migration008, Schema.migration009, Schema.migration010,
                      Schema.migration011, Schema.migration012, Schema.migration013, Schema.migration014, Schema.migration015,
                      Schema.migration016]).migrate(old)
        try old.execute("INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01')")
        let input = try TrackInput.parse(title: "Old", subtitle: nil, kind: "run", file: Array(GPXFixture.wahoo.utf8)[...]).get()
        let track = input.track
        try MigrationTests.insertVersion7Route(points: track.packed, drawing: TrackDrawing(track, bands: nil).packed,
                                               heartRateTime: HeartRateHistogram(track, timed: false).packed, on: old)
        old.close()
        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        XCTAssertEqual(try upgraded.addTrack(userID: 1, TrackRecord(input), createdAt: 2), .already(1), "found by the hash the migration filled")
    }
}
