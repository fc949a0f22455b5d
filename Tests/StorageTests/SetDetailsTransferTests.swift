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

    /// Our CSV export, as `WorkoutPages.exportWorkouts` writes it.
    private func csvExport(_ userID: Int64) throws -> String {
        var csv = WorkoutCSV.header
        try database.eachWorkoutWithSession(userID: userID) { csv += WorkoutCSV.row($0, session: $1) }
        return csv
    }

    /// A CSV file imported as the history import does, the format found from its header.
    private func importCSV(_ csv: String, userID: Int64, source: WorkoutSource = .liftinglog,
                           compared: WorkoutSource? = nil) throws -> Database.ImportOutcome {
        let export = try HistoryImporter.open(Array(csv.utf8)[...], unit: .kg)
        return try database.importHistory(userID: userID, source: source, comparedSource: compared, sha256: "") { store in
            HistoryImporter.read(export) { try? store($0) }.rejectedCount
        }
    }

    private func bests(_ userID: Int64) throws -> String {
        try TestSupport.text("""
            SELECT group_concat(lift_key || ' ' || date || ' ' || round(kilograms, 2), ', ') FROM (SELECT lift_key, date, max(kilograms) AS kilograms
            FROM daily_bests WHERE user_id = \(userID) GROUP BY lift_key, date ORDER BY lift_key, date)
            """, in: path)
    }

    private func records(_ userID: Int64) throws -> String {
        try TestSupport.text("""
            SELECT group_concat(lift || ' ' || days || ' ' || latest_date || ' ' || round(latest_kg, 2) || ' PR ' || pr_date || ' ' || round(pr_kg, 2), '; ')
            FROM (SELECT * FROM exercise_records WHERE user_id = \(userID) ORDER BY lift_key)
            """, in: path)
    }

    /// Our CSV export, imported as a history file into a fresh account, gives the same log:
    /// kinds, RPEs, groups, sources, the order of the sets within each day and the sessions
    /// they were ticked in, so exported from there it is the same file, byte for byte. The
    /// open session is written ending at its last set, and comes back finished there.
    func testTheCSVRoundTripIsExact() throws {
        let ada = try makeUser("ada@example.com")
        try seed(ada)
        let csv = try csvExport(ada.id)
        XCTAssertTrue(csv.hasPrefix("date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n"), csv)
        XCTAssertTrue(csv.contains("2024-03-02,Bench Press,80,kg,5,1,,failure,10,A,form,2024-03-02T09:00:00Z/2024-03-02T10:06:40Z\r\n"), csv)
        XCTAssertTrue(csv.contains("2024-03-03,Back Squat,100,kg,5,1,,normal,8,,form,\r\n"), csv)
        XCTAssertTrue(csv.hasSuffix("2024-03-04,Back Squat,110,kg,3,1,,normal,,,form,2024-03-04T08:13:20Z/2024-03-04T08:18:20Z\r\n"), csv)

        let fresh = try makeUser("fresh@example.com")
        XCTAssertEqual(try importCSV(csv, userID: fresh.id), Database.ImportOutcome(added: 8, already: 0))
        XCTAssertEqual(try csvExport(fresh.id), csv, "exported again, the same bytes")
        XCTAssertEqual(try entries(fresh.id), try entries(ada.id))
        XCTAssertEqual(try sessions(fresh.id), [
            "2024-03-02 1709370000-1709374000 last 1709374000: Bench Press, Bench Press, Barbell Row, Bench Press, Barbell Row, Curl",
            "2024-03-04 1709540000-1709540300 last 1709540300: Back Squat",
        ])
        XCTAssertEqual(try TestSupport.text("SELECT group_concat(source) FROM workouts WHERE user_id = \(fresh.id)", in: path),
                       Array(repeating: "form", count: 8).joined(separator: ","), "each set keeps the app it came from")
        XCTAssertEqual(try bests(fresh.id), try bests(ada.id), "the same daily bests, RPEs counted alike")
        XCTAssertEqual(try records(fresh.id), try records(ada.id))

        // Again into the same account: nothing new, no session made twice.
        XCTAssertEqual(try importCSV(csv, userID: fresh.id), Database.ImportOutcome(added: 0, already: 8))
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions WHERE user_id = \(fresh.id)"), 2)
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions WHERE import_id <> 0 AND user_id = \(fresh.id)"), 2,
                       "both made by the first import")
    }

    /// Exports from before the session column (and before kinds) still import: no sessions,
    /// the rest as written.
    func testAnExportWithoutTheSessionColumnStillImports() throws {
        let ada = try makeUser("ada@example.com")
        let csv = """
            date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source\r
            2024-03-02,Bench Press,80,kg,6,1,,normal,8,A,hevy\r
            2024-03-02,Barbell Row,60,kg,8,1,"paused, slow",drop,,A,form\r
            2024-03-03,Back Squat,100,kg,5,3,,warmup,,,\r

            """
        XCTAssertEqual(try importCSV(csv, userID: ada.id), Database.ImportOutcome(added: 3, already: 0))
        XCTAssertEqual(try entries(ada.id), [
            "2024-03-02 Bench Press 80.0x6 normal 8 A alone", "2024-03-02 Barbell Row 60.0x8 drop - A alone",
            "2024-03-03 Back Squat 100.0x5 warmup - - alone",
        ])
        XCTAssertEqual(try count("SELECT count(*) FROM workout_sessions"), 0)
        XCTAssertTrue(try csvExport(ada.id).hasSuffix("2024-03-03,Back Squat,100,kg,5,3,,warmup,,,liftinglog,\r\n"))
    }

    /// A history imported before kinds, RPEs and supersets were read, imported again: nothing
    /// is added twice, the stored sets gain what they lack, in file order among sets alike,
    /// never replacing what the lifter set; the records come out as a first import of the
    /// file gives them (the heavy warm-up single no longer the PR), new sets of the file too.
    func testAReimportGivesTheStoredSetsTheirKindsRPEsAndGroups() throws {
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
        let rows = [
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,0,warmup,140,1,,,",
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,1,normal,100,5,,,8",
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,2,normal,100,5,,,",
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,3,failure,100,5,,,9.5",
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Bench Press,0,,0,normal,80,6,,,",
            "A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Barbell Row,0,,0,dropset,60,8,,,7",
            "B,2024-03-05 09:00:00,2024-03-05 10:00:00,,Back Squat,,,0,normal,105,5,,,",
        ]
        // The same file as the importer read it before set types, RPEs and supersets.
        let plain = rows.map { row in
            var cells = row.components(separatedBy: ",")
            (cells[5], cells[8], cells[13]) = ("", "normal", "")
            return cells.joined(separator: ",")
        }
        let ada = try makeUser("ada@example.com"), bob = try makeUser("bob@example.com")
        XCTAssertEqual(try importCSV(header + plain.dropLast().joined(separator: "\n"), userID: ada.id, source: .hevy, compared: .hevy).added, 6)
        let before = try records(ada.id)
        XCTAssertTrue(before.contains("PR 2024-03-02 140"), before)
        // The lifter rated the second squat set themselves.
        let second = try count("SELECT id FROM workouts WHERE user_id = \(ada.id) AND lift = 'Back Squat' AND reps = 5 ORDER BY id LIMIT 1")
        XCTAssertTrue(try database.updateWorkout(userID: ada.id, id: Int64(second), WorkoutInput(
            date: CalendarDate(iso: "2024-03-02")!, lift: "Back Squat", weight: 100, unit: .kg, reps: 5, sets: 1, comments: "", rpe: RPE(7))))

        let full = header + rows.joined(separator: "\n")
        XCTAssertEqual(try importCSV(full, userID: ada.id, source: .hevy, compared: .hevy), Database.ImportOutcome(added: 1, already: 6, filled: 4))
        XCTAssertEqual(try entries(ada.id), [
            "2024-03-02 Back Squat 140.0x1 warmup - - alone", "2024-03-02 Back Squat 100.0x5 normal 7 - alone",
            "2024-03-02 Back Squat 100.0x5 normal - - alone", "2024-03-02 Back Squat 100.0x5 failure 9.5 - alone",
            "2024-03-02 Bench Press 80.0x6 normal - A alone", "2024-03-02 Barbell Row 60.0x8 drop 7 A alone",
            "2024-03-05 Back Squat 105.0x5 normal - - alone",
        ], "the lifter's RPE 7 kept, the file's 8 not taken")
        // The file as Ada's log now stands, imported once into Bob's account.
        var asLogged = rows
        asLogged[1] = asLogged[1].replacing(",5,,,8", with: ",5,,,7")
        XCTAssertEqual(try importCSV(header + asLogged.joined(separator: "\n"), userID: bob.id, source: .hevy, compared: .hevy).added, 7)
        XCTAssertEqual(try entries(ada.id), try entries(bob.id))
        XCTAssertEqual(try bests(ada.id), try bests(bob.id), "the warm-up single no longer the day's best")
        XCTAssertEqual(try records(ada.id), try records(bob.id))
        let after = try records(ada.id)
        XCTAssertFalse(after.contains("140"), after)

        XCTAssertEqual(try importCSV(full, userID: ada.id, source: .hevy, compared: .hevy), Database.ImportOutcome(added: 0, already: 7, filled: 0),
                       "a third time, nothing left to gain")
    }
}
