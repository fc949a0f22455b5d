import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// Issue 24 through the import page: real exports of each kind, dates whose order the lifter
/// must give, files refused for the reason most of their rows share, Fitbod's days in the
/// lifter's zone, and our own export keeping warm-ups.
extension HistoryPagesTests {
    @discardableResult
    private func upload(_ bytes: [UInt8], as user: TestBrowser? = nil, unit: String = "kg", dateOrder: String = "auto") -> Response {
        let user = user ?? browser!
        user.get("/history/import")
        return user.upload("/history/import", [("format", "auto"), ("unit", unit), ("date_order", dateOrder), ("text", "")],
                           file: ("file", "export.csv", bytes))
    }

    private func lifter(_ email: String, timeZone: String) -> TestBrowser {
        let user = TestBrowser(app)
        user.get("/signup")
        user.post("/signup", [("email", email), ("password", "correct horse battery"), ("first_name", "A"), ("last_name", "B"),
                              ("birth_date", "1990-01-01"), ("time_zone", timeZone)])
        return user
    }

    private func sql(_ query: String) throws -> String {
        try TestSupport.text(query, in: app.config.databasePath)
    }

    /// Sets, days, daily bests and their sum (each rounded once to 0.1 kg) of one account.
    private func figures(_ email: String) throws -> String {
        let user = "(SELECT id FROM users WHERE email = '\(email)')"
        return try sql("""
            SELECT (SELECT count(*) FROM workouts WHERE user_id = \(user)) || ' ' || (SELECT count(*) FROM workout_dates WHERE user_id = \(user))
                || ' ' || count(*) || ' ' || printf('%.1f', sum(best)) FROM (
                SELECT round(max(kilograms), 1) AS best FROM daily_bests WHERE user_id = \(user) GROUP BY lift_key, date)
            """)
    }

    /// Every real export, each into a fresh account in UTC, against the independent count of
    /// `RealStrengthExport`: sets stored, training days, daily bests and their sum.
    func testRealExportsOfEachKindImportAsCounted() throws {
        guard RealStrengthExport.folderIsThere else { throw XCTSkip("../shared/fixtures/real/strength/ is not beside this repository") }
        for (index, file) in RealStrengthExport.all.enumerated() {
            let email = "real\(index)@example.com"
            let response = upload(try XCTUnwrap(file.bytes, file.name), as: lifter(email, timeZone: "UTC"), unit: file.unit)
            XCTAssertEqual(response.status, .ok, file.name)
            XCTAssertEqual(try figures(email), "\(file.sets) \(file.days) \(file.bests) \(String(format: "%.1f", file.sumOfBests))", file.name)
        }
    }

    func testDatesThatFitBothOrdersAskForTheOrderNextToItsField() throws {
        let file = Array("""
            Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment
            9/12/2022 18:35,Squat,Legs,100,kgs,5,,,,
            10/11/2022,Squat,Legs,100,kgs,5,,,,

            """.utf8)
        let asked = upload(file)
        XCTAssertEqual(asked.status, .unprocessableContent)
        XCTAssertTrue(asked.text.contains(#"id="date_order-error""#), "the message stands next to the field")
        XCTAssertTrue(asked.text.contains("could be day/month or month/day"), asked.text)
        XCTAssertTrue(asked.text.contains(#"<option value="dmy""#))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        XCTAssertEqual(upload(file, dateOrder: "dmy").status, .ok)
        XCTAssertEqual(try sql("SELECT group_concat(date, ' ') FROM (SELECT date FROM workouts ORDER BY date)"), "2022-11-10 2022-12-09")
    }

    func testAFileWhoseRowsMostlyFailForOneReasonIsRefusedWhole() throws {
        let header = #""title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe""#
        let rows = ["15 Jan 2023, 08:30", "5 Xyz 2026, 07:34", "6 Xyz 2026, 07:34", "7 Xyz 2026, 07:34"].map {
            "\"A\",\"\($0)\",\"\",\"\",\"Squat\",,\"\",0,\"normal\",100,5,,,"
        }
        let response = upload(Array(([header] + rows).joined(separator: "\n").utf8))
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("Nothing was imported: 3 of the file&#39;s 4 rows were refused for the same reason"), response.text)
        XCTAssertTrue(response.text.contains("line 3: date &#39;5 Xyz 2026, 07:34&#39;"))
        XCTAssertTrue(response.text.contains(#"id="file-error""#))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0, "no history with holes")
        XCTAssertEqual(try app.count("SELECT count(*) FROM imports"), 0)
    }

    /// Fitbod's 22:14 UTC on 5 January is the 6th in Tokyo, the 5th in New York.
    func testFitbodDaysAreTheLiftersOwn() throws {
        let file = Array("""
            Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
            2022-01-05 22:14:35 +0000,Dumbbell Front Raise, 5,7.937875915123695,0.0,0.0,0.0,0.0,false,, 2.0

            """.utf8)
        upload(file, as: lifter("tokyo@example.com", timeZone: "Asia/Tokyo"))
        upload(file, as: lifter("ny@example.com", timeZone: "America/New_York"))
        XCTAssertEqual(try sql("""
            SELECT group_concat(line, ', ') FROM (
                SELECT u.email || ' ' || w.date AS line FROM workouts w JOIN users u ON u.id = w.user_id ORDER BY u.email)
            """), "ny@example.com 2022-01-05, tokyo@example.com 2022-01-06")
        XCTAssertEqual(try sql("SELECT DISTINCT comments FROM workouts"), "Weight per hand (Fitbod multiplier 2).")
    }

    /// A heavy single marked as a warm-up once became the PR after an export and re-import
    /// (74.1 became 86.4): the export now says which sets are warm-ups.
    func testExportAndReimportKeepWarmUpsAndTheRecords() throws {
        let hevy = #"""
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "A","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",0,"warmup",86.4,1,,,
            "A","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",1,"normal",20.41168092460379,12,,,
            "A","15 Jan 2023, 08:30","15 Jan 2023, 09:40","","Squat (Barbell)",,"",2,"normal",65.9,5,,,

            """#
        XCTAssertEqual(upload(Array(hevy.utf8)).status, .ok)
        let export = browser.get("/workouts/export.csv").text
        XCTAssertTrue(export.hasPrefix("date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n"), export)
        XCTAssertTrue(export.contains(",86.4,kg,1,1,,warmup,,,hevy,\r\n"), export)
        let fresh = lifter("fresh@example.com", timeZone: "UTC")
        XCTAssertEqual(upload(Array(export.utf8), as: fresh).status, .ok)
        let records = "SELECT group_concat(lift || ' ' || pr_kg || ' ' || pr_date || ' ' || days, '; ') FROM exercise_records WHERE user_id = "
        let original = try sql(records + "(SELECT id FROM users WHERE email = 'ada@example.com')")
        XCTAssertEqual(try sql(records + "(SELECT id FROM users WHERE email = 'fresh@example.com')"), original)
        XCTAssertTrue(original.hasPrefix("Squat (Barbell) 74.137"), original)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE kind = 'warmup'"), 2, "a warm-up in each account")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE source = 'hevy'"), 6, "each set keeps the app it came from")
        XCTAssertEqual(fresh.get("/workouts/export.csv").text, export, "the same history comes back")
    }

    /// Issue 36: a Hevy file imported before set types, RPEs and supersets were read, imported
    /// again: nothing added, the sets gain what they lack, the report says how many, and the
    /// warm-up single is no longer the PR.
    func testAReimportFillsInKindsRPEsAndGroupsAndSaysSo() throws {
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
        let before = header + """
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,0,normal,140,1,,,
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,1,normal,100,5,,,
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,2,normal,100,5,,,

            """
        XCTAssertEqual(upload(Array(before.utf8)).status, .ok)
        XCTAssertEqual(try sql("SELECT pr_kg FROM exercise_records"), "140.0")
        let after = header + """
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,0,warmup,140,1,,,
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,1,normal,100,5,,,8
            A,2024-03-02 09:00:00,2024-03-02 10:00:00,,Back Squat,,,2,normal,100,5,,,

            """
        let page = upload(Array(after.utf8))
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains(#"<output name="imported" data-value="0">0</output> imported"#), page.text)
        XCTAssertTrue(page.text.contains(#"<output name="filled" data-value="2">2</output> sets already there gained their kind, RPE or superset"#), page.text)
        XCTAssertEqual(try sql("SELECT group_concat(kind || ' ' || ifnull(rpe, '-'), ', ') FROM (SELECT * FROM workouts ORDER BY id)"),
                       "warmup -, normal 8.0, normal -")
        XCTAssertFalse(try sql("SELECT pr_kg FROM exercise_records").hasPrefix("140"), "the warm-up is no longer the PR")
        XCTAssertFalse(upload(Array(after.utf8)).text.contains(#"name="filled""#), "a third time, nothing to gain")
    }
}
