import Domain
import Storage
import TestSupport
import XCTest

final class AccountTransferStorageTests: StorageTestCase {
    private let profile = AccountProfile(email: "a@example.com", firstName: "A", lastName: "B", birthDate: CalendarDate(iso: "1990-01-01")!,
                                         unit: .kg, timeZone: nil, sex: nil, bodyWeight: nil, maxHeartRate: nil)

    private func entry(_ lift: String, _ weight: Double, reps: Int, on date: String, warmup: Bool = false) -> AccountWorkout {
        AccountWorkout(date: CalendarDate(iso: date)!, lift: lift, weight: weight, unit: .kg, reps: reps, sets: 1, comments: "",
                       source: .fitbod, kind: warmup ? .warmup : .normal, createdAt: "2024-03-05T10:00:00Z")
    }

    private func document(_ workouts: [AccountWorkout], tracks: [AccountTrack] = [], searches: [RecentSearch] = []) -> AccountDocument {
        AccountDocument(profile: profile, workouts: workouts, tracks: tracks, searches: searches)
    }

    private func importDocument(_ document: AccountDocument, into user: User) throws -> AccountImportReport {
        try database.importAccount(userID: user.id, document, profile: ProfileFill(document: document.profile, account: user) { _ in true })
    }

    /// The derived tables of a user, without the user id, in a fixed order.
    private func derived(_ userID: Int64) throws -> [String] {
        try [
            "SELECT group_concat(date || ':' || entry_count) FROM (SELECT * FROM workout_dates WHERE user_id = \(userID) ORDER BY date)",
            "SELECT group_concat(lift_key || ':' || date || ':' || kilograms) FROM (SELECT * FROM daily_bests WHERE user_id = \(userID) ORDER BY lift_key, date)",
            """
            SELECT group_concat(lift_key || ':' || slug || ':' || lift || ':' || days || ':' || latest_date || ':' || latest_kg || ':' || pr_date || ':' || pr_kg)
            FROM (SELECT * FROM exercise_records WHERE user_id = \(userID) ORDER BY lift_key)
            """,
        ].map { try TestSupport.text($0, in: path) }
    }

    /// An import into an account that has entries already leaves the days' counts, the daily
    /// bests and the records as an import of the whole log into an empty account makes them.
    func testDerivedTablesAreExactAfterImportingIntoAnAccountWithEntries() throws {
        let lifter = try makeUser("lifter@example.com")
        let reference = try makeUser("reference@example.com")
        try database.addWorkout(userID: lifter.id, workout("Back Squat", weight: 100, reps: 5, on: "2024-03-01"))
        try database.addWorkout(userID: lifter.id, workout("Bench", weight: 80, reps: 5, on: "2024-03-02"))
        let report = try importDocument(document([
            entry("back squat", 100, reps: 5, on: "2024-03-01"),
            entry("back squat", 110, reps: 3, on: "2024-03-01"),
            entry("Bench", 60, reps: 5, on: "2024-03-02", warmup: true),
            entry("Deadlift", 150, reps: 1, on: "2024-03-03"),
            entry("bench", 90, reps: 2, on: "2024-03-04"),
        ]), into: lifter)
        XCTAssertEqual(report.workouts, AccountImportReport.Tally(added: 4, already: 1))
        try importSets([set("Back Squat", 100, reps: 5, on: "2024-03-01"), set("Bench", 80, reps: 5, on: "2024-03-02"),
                        set("back squat", 110, reps: 3, on: "2024-03-01"), set("Bench", 60, reps: 5, on: "2024-03-02", warmup: true),
                        set("Deadlift", 150, reps: 1, on: "2024-03-03"), set("bench", 90, reps: 2, on: "2024-03-04")],
                       userID: reference.id)
        let imported = try derived(lifter.id)
        XCTAssertEqual(imported, try derived(reference.id))
        XCTAssertTrue(imported[2].contains("back squat:back-squat:Back Squat:1:2024-03-01"), imported[2])
    }

    func testWorkoutsCompareAsMultisetsIncludingSetsAndComments() throws {
        let lifter = try makeUser("lifter@example.com")
        let twice = entry("Press", 40, reps: 5, on: "2024-03-01")
        let commented = AccountWorkout(date: twice.date, lift: "Press", weight: 40, unit: .kg, reps: 5, sets: 1, comments: "slow",
                                       source: .form, kind: .normal, createdAt: twice.createdAt)
        let moreSets = AccountWorkout(date: twice.date, lift: "Press", weight: 40, unit: .kg, reps: 5, sets: 3, comments: "",
                                      source: .form, kind: .normal, createdAt: twice.createdAt)
        XCTAssertEqual(try importDocument(document([twice]), into: lifter).workouts, AccountImportReport.Tally(added: 1, already: 0))
        XCTAssertEqual(try importDocument(document([twice, twice, commented, moreSets]), into: lifter).workouts,
                       AccountImportReport.Tally(added: 3, already: 1))
        XCTAssertEqual(try count("SELECT count(*) FROM workouts"), 4)
        XCTAssertEqual(try count("SELECT entry_count FROM workout_dates"), 4)
    }

    func testARouteIsTheSameRouteWhenItsPointsAreWhateverItsTitle() throws {
        let lifter = try makeUser("lifter@example.com")
        let track = Track(segments: [[TrackPoint(latitude: 52.52, longitude: 13.405, heartRate: 140, time: 1_700_000_000_000),
                                      TrackPoint(latitude: 52.521, longitude: 13.406, heartRate: 150, time: 1_700_000_060_000)]], format: .gpx)
        let park = AccountTrack(title: "Park", subtitle: "", kind: .run, createdAt: 1_700_000_100, track: track)
        let renamed = AccountTrack(title: "Renamed", subtitle: "x", kind: .walk, createdAt: 1_700_000_200, track: track)
        var other = track
        other.segments[0][1].heartRate = 151
        let different = AccountTrack(title: "Park", subtitle: "", kind: .run, createdAt: 1_700_000_100, track: other)
        XCTAssertEqual(try importDocument(document([], tracks: [park]), into: lifter).tracks, AccountImportReport.Tally(added: 1, already: 0))
        XCTAssertEqual(try importDocument(document([], tracks: [renamed, different]), into: lifter).tracks,
                       AccountImportReport.Tally(added: 1, already: 1))
        let stored = try database.tracks(userID: lifter.id, limit: 10, offset: 0)
        XCTAssertEqual(stored.map(\.createdAt), [1_700_000_100, 1_700_000_100])
        XCTAssertEqual(stored.first?.summary.pointCount, 2)
    }

    func testRecentSearchesMergeKeepingTheLaterTimeAndTheLimit() throws {
        let lifter = try makeUser("lifter@example.com")
        for (index, query) in ["squat", "bench", "row"].enumerated() {
            try database.rememberSearch(userID: lifter.id, query: query, searchedAt: 1_000 + index)
        }
        let searches = ["squat", "deadlift", "press", "clean", "snatch", "jerk"].enumerated().map { RecentSearch(query: $1, searchedAt: 2_000 + $0) }
        let report = try importDocument(document([], searches: searches), into: lifter)
        XCTAssertEqual(try database.recentSearches(userID: lifter.id), ["jerk", "snatch", "clean", "press", "deadlift", "squat"])
        XCTAssertEqual(report.searches, AccountImportReport.Tally(added: 5, already: 1))
    }

    func testProfileFillsOnlyWhatTheAccountHasNotGiven() throws {
        var lifter = try makeUser("lifter@example.com")
        try database.updateProfile(userID: lifter.id, ProfileInput.parse(firstName: "A", lastName: "B", birthDate: "1990-01-01", unit: "kg",
                                                                          sex: "male", today: CalendarDate(iso: "2024-06-01")!).get(), timeZone: nil)
        lifter.sex = .male
        let given = AccountProfile(email: "old@example.com", firstName: "Z", lastName: "B", birthDate: CalendarDate(iso: "1990-01-01")!, unit: .lb,
                                   timeZone: "Europe/Berlin", sex: .female, bodyWeight: BodyWeight(value: 150, unit: .lb, date: CalendarDate(iso: "2024-01-01")!),
                                   maxHeartRate: 190)
        let fill = ProfileFill(document: given, account: lifter) { $0 == "Europe/Berlin" }
        XCTAssertEqual(fill.filled, ["time zone", "body weight", "maximum heart rate"])
        XCTAssertEqual(fill.differing, ["email", "name", "preferred unit"])
        _ = try database.importAccount(userID: lifter.id, AccountDocument(profile: given, workouts: [], tracks: [], searches: []), profile: fill)
        XCTAssertEqual(try TestSupport.text("SELECT email || ' ' || first_name || ' ' || unit || ' ' || sex || ' ' || time_zone || ' ' || body_weight || body_weight_unit || ' ' || max_heart_rate FROM users", in: path),
                       "lifter@example.com A kg male Europe/Berlin 150.0lb 190")
        XCTAssertNil(ProfileFill(document: given, account: lifter) { _ in false }.timeZone, "a zone this server lacks is not taken")
    }
}
