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
        let summary = TrackSummary(track), stale = TrackDrawing(track, bands: nil).packed
        for points in [track.packed, [1, 2, 3]] {
            try Self.insertVersion7Route(points: points, drawing: stale, heartRateTime: HeartRateHistogram(track, timed: false).packed, on: old)
        }
        let version = try old.prepare("SELECT data_version FROM users").first { $0.int(0) }
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let drawn = try XCTUnwrap(try upgraded.trackDetail(userID: 1, id: 1)).drawing
        XCTAssertEqual(drawn, TrackDrawing(track, bands: summary.heartRate?.bands))
        XCTAssertEqual(drawn.lines.map(\.band), [1, 2, 3, 4])
        XCTAssertEqual(try XCTUnwrap(try upgraded.trackDetail(userID: 1, id: 2)).drawing.packed, stale)
        XCTAssertGreaterThan(try TestSupport.count("SELECT data_version FROM users", in: oldPath), try XCTUnwrap(version), "kept pages of the old map are out of date")
    }

    /// A route as migration 7's table holds it, for migrations that come after it.
    static func insertVersion7Route(points: [UInt8], drawing: [UInt8], heartRateTime: [UInt8], on connection: Connection) throws {
        try connection.prepare("""
            INSERT INTO routes(user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
                distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, points, drawing, hr_time)
            VALUES (1, 'Loop', '', 'run', 'gpx', 1700000000, NULL, 2400, 1, 1500, 100, 140, 180, NULL, 200, ?, ?, ?)
            """).run([points, drawing, heartRateTime])
    }

    func testRoutesKeepTheirRowsAndTriggersWhenTCXAndFITAreAllowed() throws {
        let oldPath = folder.path + "/old12.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005,
                      Schema.migration006, Schema.migration007, Schema.migration008, Schema.migration009, Schema.migration010]).migrate(old)
        try old.execute("INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01')")
        let track = Track(segments: [[TrackPoint(latitude: 47, longitude: 8), TrackPoint(latitude: 47, longitude: 8.001)]], format: .gpx)
        try Self.insertVersion7Route(points: track.packed, drawing: TrackDrawing(track, bands: nil).packed,
                                     heartRateTime: HeartRateHistogram(track, timed: false).packed, on: old)
        XCTAssertThrowsError(try old.execute("UPDATE routes SET format = 'fit'"), "migration 7 allows json and gpx only")
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let stored = try XCTUnwrap(try upgraded.trackDetail(userID: 1, id: 1)).track
        XCTAssertEqual(stored.title, "Loop")
        XCTAssertEqual(stored.summary.heartRate?.average, 140)
        XCTAssertEqual(stored.summary.skippedPoints, 0)
        XCTAssertFalse(stored.summary.clockIgnored)
        let version = try TestSupport.count("SELECT data_version FROM users", in: oldPath)
        XCTAssertTrue(try upgraded.deleteTrack(userID: 1, id: 1))
        XCTAssertGreaterThan(try TestSupport.count("SELECT data_version FROM users", in: oldPath), version, "the triggers came with the table")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM sqlite_master WHERE name = 'routes_by_user_start'", in: oldPath), 1)
    }

    /// Issue 23: migration 21 builds the table again with the points last and the list's
    /// order as a column of its own; stored routes keep their rows, points, order and
    /// triggers, and a new route's points, written into the row a piece at a time, read back.
    func testRoutesKeepTheirPointsAndOrderWhenThePointsMoveLast() throws {
        let oldPath = folder.path + "/old17.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005,
                      Schema.migration006, Schema.migration007, Schema.migration008, Schema.migration009, Schema.migration010,
                      Schema.migration011, Schema.migration012, Schema.migration013, Schema.migration014, Schema.migration015,
                      Schema.migration016, Schema.migration017]).migrate(old)
        try old.execute("INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01')")
        let track = Track(segments: [[TrackPoint(latitude: 47, longitude: 8, heartRate: 120, elevation: 410.5, time: 1_700_000_000_000),
                                      TrackPoint(latitude: 47, longitude: 8.001)]], format: .gpx)
        try Self.insertVersion7Route(points: track.packed, drawing: TrackDrawing(track, bands: nil).packed,
                                     heartRateTime: HeartRateHistogram(track, timed: false).packed, on: old)
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        XCTAssertEqual(try XCTUnwrap(try upgraded.trackWithPoints(userID: 1, id: 1)).track.segments, track.segments)
        let long = Track(segments: [(0..<20_000).map { TrackPoint(latitude: 47 + Double($0) * 1e-6, longitude: 8, heartRate: 100 + $0 % 50,
                                                                 time: 1_600_000_000_000 + Int64($0) * 1_000) }], format: .gpx)
        let input = try TrackInput.parse(title: "Long", subtitle: nil, kind: "ride", file: GPXWriter.write(long, title: "Long", kind: .ride)[...]).get()
        let id = try upgraded.addTrack(userID: 1, TrackRecord(input), createdAt: 1_800_000_000).id
        XCTAssertEqual(try XCTUnwrap(try upgraded.trackWithPoints(userID: 1, id: id)).track.packed, input.track.packed)
        XCTAssertEqual(input.track.pointCount, 20_000)
        XCTAssertEqual(try upgraded.tracks(userID: 1, limit: 10, offset: 0).map(\.id), [1, id], "listed by start, else upload")
        let plan = try upgraded.trackListQueryPlan()
        XCTAssertTrue(plan.contains("USING INDEX routes_by_user_start") && !plan.contains("TEMP B-TREE"), plan)
        let version = try TestSupport.count("SELECT data_version FROM users", in: oldPath)
        XCTAssertTrue(try upgraded.deleteTrack(userID: 1, id: 1))
        XCTAssertGreaterThan(try TestSupport.count("SELECT data_version FROM users", in: oldPath), version, "the triggers came with the table")
    }

    /// Issue 24: daily bests stored to the hundredth (137.65 for 130 kg × 3) are worked out
    /// again exact on upgrade, and the records with them, so 137.647 shows 137.6.
    func testDailyBestsStoredRoundedAreMadeExact() throws {
        let oldPath = folder.path + "/old16.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002, Schema.migration003, Schema.migration004, Schema.migration005,
                      Schema.migration006, Schema.migration007, Schema.migration008, Schema.migration009, Schema.migration010,
                      Schema.migration011, Schema.migration012, Schema.migration013, Schema.migration014, Schema.migration015,
                      Schema.migration016]).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO workouts(user_id, date, lift, weight, unit, reps, sets) VALUES (1, '2024-01-02', 'Bench', 130, 'kg', 3, 1);
            UPDATE daily_bests SET kilograms = 137.65;
            UPDATE exercise_records SET latest_kg = 137.65, pr_kg = 137.65;
            """)
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let record = try XCTUnwrap(try upgraded.exerciseRecords(userID: 1).first)
        XCTAssertEqual(record.record.oneRepMaxKg, 130.0 * 36 / 34, accuracy: 1e-9)
        XCTAssertEqual(record.record.value(in: .kg), 137.6)
        XCTAssertEqual(try upgraded.dailyBests(userID: 1, slug: record.slug, since: nil).map { $0.value(in: .kg) }, [137.6])
    }

    /// Issue 35: migration 25 makes `import_previews` again with a kind, one per user and kind;
    /// an upload waiting at the upgrade stays, as the history's, and an id already used (here
    /// 9, since deleted) is never given again.
    func testWaitingUploadsStayAsHistoryAndIdsAreNotReused() throws {
        let oldPath = folder.path + "/old24.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator(Array(Schema.migrations.prefix(24))).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO import_previews(id, user_id, form, file, size, expires_at) VALUES (9, 1, '', 'a.bin', 3, 9000000000);
            DELETE FROM import_previews WHERE id = 9;
            INSERT INTO import_previews(id, user_id, form, file, size, expires_at) VALUES (5, 1, 'format=auto', 'b.bin', 3, 9000000000);
            """)
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM import_previews WHERE id = 5 AND kind = 'history' AND file = 'b.bin'",
                                             in: oldPath), 1)
        let id = try upgraded.saveImportPreview(userID: 1, kind: .schedule, form: "", bytes: ExportBytes([1, 2][...]), limit: 100,
                                                now: 1_000, lifetime: 3_600)
        XCTAssertEqual(id, 10, "after the 9 once used")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM import_previews WHERE user_id = 1", in: oldPath), 2, "one of each kind")
    }

    /// Issue 36: migration 26 turns the warm-up flag into `kind`; every entry keeps its numbers,
    /// and every lift's daily bests and PR are what the sets give, warm-ups counting for nothing.
    func testWarmupFlagBecomesAKindAndNumbersAndRecordsStay() throws {
        let oldPath = folder.path + "/old25.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator(Array(Schema.migrations.prefix(25))).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO workouts(user_id, date, lift, lift_key, weight, unit, reps, sets, warmup)
                VALUES (1, '2024-01-02', 'Bench', 'bench', 60, 'kg', 10, 1, 1),
                       (1, '2024-01-02', 'Bench', 'bench', 100, 'kg', 5, 3, 0),
                       (1, '2024-01-09', 'Bench', 'bench', 130, 'kg', 3, 1, 1),
                       (1, '2024-01-09', 'Bench', 'bench', 102.5, 'kg', 4, 1, 0);
            """)
        let before = try old.prepare("SELECT id, date, weight, unit, reps, sets FROM workouts ORDER BY id").all { row in
            "\(row.int64(0)) \(row.string(1)) \(row.double(2)) \(row.string(3)) \(row.int(4))x\(row.int(5))"
        }
        old.close()

        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let entries = try upgraded.workouts(userID: 1, on: CalendarDate(iso: "2024-01-02")!) + upgraded.workouts(userID: 1, on: CalendarDate(iso: "2024-01-09")!)
        XCTAssertEqual(entries.map { "\($0.id) \($0.date.iso) \($0.weight) \($0.unit.rawValue) \($0.reps)x\($0.sets)" }, before)
        XCTAssertEqual(entries.map(\.kind), [.warmup, .normal, .warmup, .normal])
        XCTAssertEqual(entries.map(\.rpe), [nil, nil, nil, nil])
        let record = try XCTUnwrap(try upgraded.exerciseRecords(userID: 1).first)
        XCTAssertEqual(record.record.oneRepMaxKg, 112.5, accuracy: 1e-9, "100 × 5, not the 130 × 3 warm-up")
        XCTAssertEqual(try upgraded.dailyBests(userID: 1, slug: record.slug, since: nil).map { $0.value(in: .kg) }, [112.5, 111.8])
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM pragma_table_info('workouts') WHERE name = 'warmup'", in: oldPath), 0)
    }
}
