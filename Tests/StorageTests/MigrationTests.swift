import Domain
import SQLite
import TestSupport
@testable import Storage
import XCTest

final class MigrationTests: StorageTestCase {
    /// A database written before lift keys existed gets them for its rows on upgrade.
    func testLiftKeysAreFilledInForExistingRows() throws {
        let oldPath = folder.path + "/old.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002]).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO workouts(user_id, date, lift, weight, unit, reps, sets) VALUES (1, '2020-01-01', 'Back  SQUAT', 100, 'kg', 5, 1);
            """)
        old.close()
        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let lifter = try XCTUnwrap(try upgraded.credentials(email: "a@b.c")?.user)
        try upgraded.addWorkout(userID: lifter.id, workout("back squat"))
        XCTAssertEqual(try upgraded.liftNames(userID: lifter.id), ["Back  SQUAT"], "the old row's spelling is the first one")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM workouts WHERE lift_key = 'back squat'", in: oldPath), 2)
    }

    /// A route stored before the map kept every visible colour change is drawn again on
    /// upgrade, as an upload now draws it; one whose points cannot be read keeps its drawing.
    func testStoredRoutesAreDrawnAgain() throws {
        let oldPath = folder.path + "/old.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005,
                      Schema.migration006, Schema.migration007, Schema.migration008]).migrate(old)
        try old.execute("INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01')")
        let track = Track(segments: [(0..<200).map { TrackPoint(latitude: 47, longitude: 8 + Double($0) * 1e-4, heartRate: 100 + $0 % 81) }], format: .gpx)
        let summary = TrackSummary(track), stale = RouteDrawing(track, bands: nil).packed
        for points in [track.packed, [1, 2, 3]] {
            _ = try Database.insertRoute(userID: 1, title: "Loop", subtitle: "", kind: .run, format: .gpx, createdAt: 1_700_000_000, summary: summary,
                                         blobs: (points, stale, HeartRateHistogram(track, timed: false).packed), on: old)
        }
        let version = try old.prepare("SELECT data_version FROM users").first { $0.int(0) }
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let drawn = try XCTUnwrap(try upgraded.routeDetail(userID: 1, id: 1)).drawing
        XCTAssertEqual(drawn, RouteDrawing(track, bands: summary.heartRate?.bands))
        XCTAssertEqual(drawn.lines.map(\.band), [1, 2, 3, 4])
        XCTAssertEqual(try XCTUnwrap(try upgraded.routeDetail(userID: 1, id: 2)).drawing.packed, stale)
        XCTAssertGreaterThan(try TestSupport.count("SELECT data_version FROM users", in: oldPath), try XCTUnwrap(version), "kept pages of the old map are out of date")
    }
}
