import Domain
import SQLite
import Storage
import TestSupport
import XCTest

/// Issue 36: a lifter's sets as they happened (kinds, RPEs, supersets, the live sessions they
/// were ticked in) leave in our CSV export and in the account document, and come back exactly
/// when the file is imported into a fresh account.
final class SetDetailsTransferTests: StorageTestCase {
    private let profile = AccountProfile(email: "a@example.com", firstName: "A", lastName: "B", birthDate: CalendarDate(iso: "1990-01-01")!,
                                         unit: .kg, timeZone: nil, sex: nil, bodyWeight: nil, maxHeartRate: nil)

    /// Two sessions (a finished one and the open one) and entries of every kind: a superset
    /// A of bench and rows ticked in the finished session, a warm-up, a quick-form set with
    /// an RPE, two days.
    private func seed(_ user: User) throws {
        let sets: [(String, Double, Int, SetKind, Double?, String?, Int?, String)] = [
            ("Bench Press", 40, 8, .warmup, nil, nil, 0, "2024-03-02"),
            ("Bench Press", 80, 6, .normal, 8, "A", 0, "2024-03-02"),
            ("Barbell Row", 60, 8, .normal, 7.5, "A", 0, "2024-03-02"),
            ("Bench Press", 80, 5, .failure, 10, "A", 0, "2024-03-02"),
            ("Barbell Row", 45, 10, .drop, nil, "A", 0, "2024-03-02"),
            ("Curl", 15, 10, .normal, 9.5, "B", 0, "2024-03-02"),
            ("Back Squat", 100, 5, .normal, 8, nil, nil, "2024-03-03"),
            ("Back Squat", 110, 3, .normal, nil, nil, 1, "2024-03-04"),
        ]
        let connection = try Connection(path: path)
        defer { connection.close() }
        let start = try connection.prepare("INSERT INTO workout_sessions(user_id, date, started_at, finished_at, last_set_at) VALUES (?, ?, ?, ?, ?)")
        try start.run([user.id, "2024-03-02", 1_709_370_000, 1_709_374_000, 1_709_373_900])
        let finished = connection.lastInsertRowID
        try start.run([user.id, "2024-03-04", 1_709_540_000, nil as Int?, 1_709_540_300])
        let open = connection.lastInsertRowID
        for (lift, weight, reps, kind, rpe, group, session, date) in sets {
            let id = try database.addWorkout(userID: user.id, WorkoutInput(
                date: CalendarDate(iso: date)!, lift: lift, weight: weight, unit: .kg, reps: reps, sets: 1, comments: "", kind: kind,
                rpe: rpe.flatMap(RPE.init), group: group))
            if let session { try connection.prepare("UPDATE workouts SET session_id = ? WHERE id = ?").run([[finished, open][session], id]) }
        }
    }

    private func entries(_ userID: Int64) throws -> [String] {
        var rows: [String] = []
        try database.eachWorkout(userID: userID) { entry in
            rows.append("\(entry.date.iso) \(entry.lift) \(entry.weight)x\(entry.reps) \(entry.kind.rawValue) \(entry.rpe?.text ?? "-") "
                        + "\(entry.group ?? "-") \(entry.sessionID == nil ? "alone" : "in a session")")
        }
        return rows
    }

    private func sessions(_ userID: Int64) throws -> [String] {
        try TestSupport.text("""
            SELECT group_concat(s, ' / ') FROM (SELECT s.date || ' ' || s.started_at || '-' || ifnull(s.finished_at, 'open') || ' last ' || s.last_set_at
                || ': ' || (SELECT group_concat(w.lift, ', ') FROM (SELECT lift FROM workouts w WHERE w.session_id = s.id ORDER BY id) w) AS s
            FROM workout_sessions s WHERE s.user_id = \(userID) ORDER BY s.started_at)
            """, in: path).components(separatedBy: " / ")
    }

    private func document(of user: User) throws -> AccountDocument {
        try AccountDocumentReader.read(try database.exportAccount(userID: user.id, profile: profile, exportedAt: "2024-03-05T00:00:00Z"),
                                       today: CalendarDate(iso: "2024-03-05")!)
    }

    func testTheAccountDocumentRoundTripIsExact() throws {
        let ada = try makeUser("ada@example.com")
        try seed(ada)
        let document = try document(of: ada)
        XCTAssertEqual(document.sessions.count, 2)
        XCTAssertEqual(document.workouts.compactMap(\.session), [0, 0, 0, 0, 0, 0, 1])
        let fresh = try makeUser("fresh@example.com")
        let report = try database.importAccount(userID: fresh.id, document, profile: ProfileFill(document: document.profile, account: fresh) { _ in true })
        XCTAssertEqual(report.workouts, AccountImportReport.Tally(added: 8, already: 0))
        XCTAssertEqual(try entries(fresh.id), try entries(ada.id))
        XCTAssertEqual(try sessions(fresh.id), try sessions(ada.id))
        XCTAssertEqual(try sessions(fresh.id), [
            "2024-03-02 1709370000-1709374000 last 1709373900: Bench Press, Bench Press, Barbell Row, Bench Press, Barbell Row, Curl",
            "2024-03-04 1709540000-open last 1709540300: Back Squat",
        ])
        XCTAssertEqual(try self.document(of: fresh), document, "exported again, the same document")
        XCTAssertEqual(try entries(fresh.id)[3], "2024-03-02 Bench Press 80.0x5 failure 10 A in a session")

        // Again into the same account: nothing new, the sessions are the account's own.
        _ = try database.importAccount(userID: fresh.id, document, profile: ProfileFill(document: document.profile, account: fresh) { _ in true })
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions WHERE user_id = \(fresh.id)"), 2)
        XCTAssertEqual(try count("SELECT count(*) FROM workouts WHERE user_id = \(fresh.id)"), 8)
    }

    /// One open session at a time: the document's open session, taken into an account that
    /// has its own open one, comes in finished at its last set.
    func testAnOpenSessionBesideTheAccountsOwnComesInFinished() throws {
        let ada = try makeUser("ada@example.com"), bob = try makeUser("bob@example.com")
        try seed(ada)
        let connection = try Connection(path: path)
        try connection.prepare("INSERT INTO workout_sessions(user_id, date, started_at) VALUES (?, '2024-03-05', 1709600000)").run([bob.id])
        connection.close()
        let document = try document(of: ada)
        _ = try database.importAccount(userID: bob.id, document, profile: ProfileFill(document: document.profile, account: bob) { _ in true })
        XCTAssertEqual(try sessions(bob.id)[1], "2024-03-04 1709540000-1709540300 last 1709540300: Back Squat")
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions WHERE user_id = \(bob.id) AND finished_at IS NULL"), 1)
    }

    /// Our CSV export, imported as a history file into a fresh account, gives the same log:
    /// kinds, RPEs, groups, sources and the order of the sets within each day.
    func testTheCSVRoundTripKeepsKindsRPEsGroupsAndOrder() throws {
        let ada = try makeUser("ada@example.com")
        try seed(ada)
        var csv = WorkoutCSV.header
        try database.eachWorkout(userID: ada.id) { csv += WorkoutCSV.row($0) }
        let fresh = try makeUser("fresh@example.com")
        let export = try HistoryImporter.open(Array(csv.utf8)[...], unit: .kg)
        let outcome = try database.importHistory(userID: fresh.id, source: .liftinglog, comparedSource: nil, sha256: "") { store in
            HistoryImporter.read(export) { try? store($0) }.rejectedCount
        }
        XCTAssertEqual(outcome, Database.ImportOutcome(added: 8, already: 0))
        let withoutSessions = try entries(ada.id).map { $0.replacing("in a session", with: "alone") }
        XCTAssertEqual(try entries(fresh.id), withoutSessions)
        XCTAssertEqual(try TestSupport.text("SELECT group_concat(source) FROM workouts WHERE user_id = \(fresh.id)", in: path),
                       Array(repeating: "form", count: 8).joined(separator: ","), "each set keeps the app it came from")
        XCTAssertEqual(try TestSupport.text("""
            SELECT group_concat(lift_key || ' ' || date || ' ' || round(kilograms, 2), ', ') FROM (SELECT * FROM daily_bests WHERE user_id = \(fresh.id)
            ORDER BY lift_key, date)
            """, in: path), try TestSupport.text("""
            SELECT group_concat(lift_key || ' ' || date || ' ' || round(kilograms, 2), ', ') FROM (SELECT * FROM daily_bests WHERE user_id = \(ada.id)
            ORDER BY lift_key, date)
            """, in: path), "the same daily bests, RPEs counted alike")
    }
}
