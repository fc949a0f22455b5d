import Foundation
import Glibc
import HTTP
import TestSupport
import XCTest
@testable import App

/// The same lift under other names (issue 24): the import's preview of new names, the
/// mapping later imports remember, and renaming and merging lifts on `/history`.
final class LiftNamesTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    /// Strong's comma layout, invented rows: a heavy squat day (5 × 120: 135 kg estimated) and
    /// a bench press, which the lifter has no lift like.
    private static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-01-15 08:30:00,Legs,1h,Squat (Barbell),W,60,5,0,0,,,
        2023-01-15 08:30:00,Legs,1h,Squat (Barbell),1,120,5,0,0,,,
        2023-01-15 08:30:00,Legs,1h,Squat (Barbell),2,110,5,0,0,,,
        2023-01-17 18:00:00,Upper,45m,Bench Press (Barbell),1,80,5,0,0,,,

        """

    private static let laterSquat = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2023-01-22 08:30:00,Legs,1h,Squat (Barbell),1,125,3,0,0,,,

        """

    @discardableResult
    private func upload(_ text: String, as who: TestBrowser? = nil) -> Response {
        let user = who ?? browser!
        user.get("/history/import")
        return user.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")], file: ("file", "strong.csv", Array(text.utf8)))
    }

    private func log(_ lift: String, weight: String, reps: String, on date: String, as who: TestBrowser? = nil) {
        let user = who ?? browser!
        user.get("/workouts/new")
        let response = user.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", reps), ("sets", "1"),
                                              ("comments", ""), ("date", date)])
        XCTAssertEqual(response.status, .seeOther, response.text)
    }

    /// What a browser sends for the page's form as shown: its hidden inputs and each select's
    /// chosen option, with `changes` made by the lifter (a typed field among them).
    private func formFields(of page: String, changes: [String: String] = [:]) -> [(String, String)] {
        var fields: [(String, String)] = []
        for match in page.matches(of: /<input type="hidden" name="([^"]+)" value="([^"]*)">/) where match.1 != "csrf_token" {
            fields.append((String(match.1), String(match.2)))
        }
        for select in page.matches(of: /<select id="[^"]+" name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/) {
            let chosen = select.2.firstMatch(of: /<option value="([^"]*)" selected>/).map { String($0.1) } ?? ""
            fields.append((String(select.1), changes[String(select.1)] ?? chosen))
        }
        for (name, value) in changes where !fields.contains(where: { $0.0 == name }) { fields.append((name, value)) }
        return fields.map { ($0.0, $0.1.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")) }
    }

    private func output(_ name: String, in page: String) -> String? {
        page.firstMatch(of: try! Regex(#"<output name="\#(name)" data-value="([^"]*)""#)).flatMap { $0.output[1].substring.map(String.init) }
    }

    private func count(_ sql: String) -> Int {
        (try? app.count(sql)) ?? -1
    }

    /// Strong's comma layout names no unit (issue 37): the preview says so beside its sample,
    /// with the unit to choose right there, and the import stores the sets in the one chosen.
    func testAFileWithoutAUnitColumnIsSaidSoWithTheUnitChoiceBesideTheSample() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong)
        XCTAssertTrue(preview.text.contains("This file has no unit column: the rows above read its weights as kg"), preview.text)
        XCTAssertTrue(preview.text.contains(#"<select id="unit" name="unit" form="import-confirm""#), "the choice belongs to the confirming form")
        XCTAssertTrue(preview.text.contains("1 × 5 @ 120 kg"), "the sample beside it")
        let done = browser.post("/history/import/confirm", formFields(of: preview.text, changes: ["unit": "lb"]))
        XCTAssertEqual(done.status, .ok, done.text)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE unit = 'lb' AND weight = 120"), 1, "stored in the unit chosen on the preview")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE unit = 'kg'"), 1, "only the lifter's own set is in kg")

        let hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
            + "Legs,\"15 Jan 2023, 08:30\",\"15 Jan 2023, 09:30\",,Squat (Barbell),,,0,normal,120,5,,,\n"
        let named = upload(hevy)
        XCTAssertEqual(named.status, .ok, named.text)
        XCTAssertFalse(named.text.contains("This file has no unit column"), "weight_kg names its unit")
    }

    func testAStrongSquatIsProposedAsTheLiftersBackSquatAndJoinsItWhenConfirmed() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong)
        XCTAssertEqual(preview.status, .ok)
        XCTAssertTrue(preview.text.contains(#"action="/history/import/confirm""#), preview.text)
        XCTAssertTrue(preview.text.contains(#"<label for="lift-0">Squat (Barbell)</label>"#), preview.text)
        XCTAssertTrue(preview.text.contains(#"<option value="back squat" selected>Back Squat</option>"#), "the proposal is chosen")
        XCTAssertTrue(preview.text.contains("Looks like your Back Squat."))
        XCTAssertTrue(preview.text.contains(#"<li data-spelling="Bench Press (Barbell)">"#), "every new name is listed, compactly")
        XCTAssertFalse(preview.text.contains(#"<label for="lift-1">"#), "a name like none is not asked about")
        XCTAssertEqual(preview.text.components(separatedBy: #"<select id="lift-"#).count - 1, 1, "one question: the name with a proposal")
        XCTAssertTrue(preview.text.contains(#"<output name="rows">4</output> rows on <output name="days">2</output> days"#), preview.text)
        XCTAssertEqual(count("SELECT count(*) FROM workouts"), 1, "nothing is stored before the lifter confirms")
        XCTAssertEqual(count("SELECT count(*) FROM imports"), 0)
        XCTAssertEqual(count("SELECT count(*) FROM import_previews"), 1)

        let done = browser.post("/history/import/confirm", formFields(of: preview.text))
        XCTAssertEqual(done.status, .ok, done.text)
        XCTAssertEqual(output("imported", in: done.text), "4")
        XCTAssertEqual(count("SELECT count(*) FROM import_previews"), 0, "the upload is dropped once imported")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat' AND lift_key = 'back squat'"), 4, "every set, warm-up too")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift_key = 'squat (barbell)'"), 0)

        let history = browser.get("/history").text
        XCTAssertFalse(history.contains(">Squat (Barbell)</a>"), "one exercise, not two")
        XCTAssertTrue(history.contains(#"<a href="/history/exercises/back-squat">Back Squat</a>"#))
        let squat = browser.get("/history/exercises/back-squat").text
        // The lifter's 100 × 5 on the 10th (112.5) and Strong's 120 × 5 on the 15th (135): the PR.
        XCTAssertTrue(squat.contains(#"<output name="pr" data-value="135" data-date="2023-01-15">"#), squat)
        XCTAssertTrue(squat.contains(#"<tr data-date="2023-01-10" data-value="112.5">"#))
        XCTAssertTrue(squat.contains(#"<tr data-date="2023-01-15" data-value="135">"#))
        XCTAssertEqual(try TestSupport.text("SELECT lift_key FROM lift_names WHERE spelling = 'squat (barbell)'", in: app.config.databasePath), "back squat")
    }

    /// Issue 36: the preview's sample rows say what the file says of each set, its RPE (both
    /// ways), its kind and its superset, and confirming stores them so.
    func testThePreviewsSamplesShowKindsAndRPEs() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2023-01-15 08:30:00,Legs,1h,Squat (Barbell),W,60,5,0,0,,,
            2023-01-15 08:30:00,Legs,1h,Squat (Barbell),1,120,5,0,0,,,8
            2023-01-15 08:30:00,Legs,1h,Squat (Barbell),D,90,8,0,0,,,9.5

            """).text
        XCTAssertTrue(preview.contains("<li>15 Jan 2023: Squat (Barbell), 1 × 5 @ 60 kg, warm-up</li>"), preview)
        XCTAssertTrue(preview.contains("<li>15 Jan 2023: Squat (Barbell), 1 × 5 @ 120 kg, RPE 8 (2 RIR)</li>"), preview)
        XCTAssertTrue(preview.contains("<li>15 Jan 2023: Squat (Barbell), 1 × 8 @ 90 kg, RPE 9.5 (0.5 RIR), drop set</li>"), preview)
        browser.post("/history/import/confirm", formFields(of: preview))
        XCTAssertEqual(try? TestSupport.text("SELECT group_concat(kind || ' ' || ifnull(rpe, '-'), ', ') FROM (SELECT * FROM workouts WHERE source = 'strong' ORDER BY id)", in: app.config.databasePath),
                       "warmup -, normal 8.0, drop 9.5")
    }

    func testALaterImportAppliesTheRememberedNameWithoutAsking() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        browser.post("/history/import/confirm", formFields(of: upload(Self.strong).text))
        let later = upload(Self.laterSquat)
        XCTAssertEqual(output("imported", in: later.text), "1", "no preview: \(later.text)")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift_key = 'back squat'"), 5)
        let again = upload(Self.strong)
        XCTAssertEqual(output("already", in: again.text), "4", "the same file again is found under the lifter's lift")
        XCTAssertEqual(output("imported", in: again.text), "0")
    }

    func testKeepingANameAsNewMakesItAnExerciseOfItsOwn() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong).text
        let done = browser.post("/history/import/confirm", formFields(of: preview, changes: ["lift-0": ""]))
        XCTAssertEqual(output("imported", in: done.text), "4")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift_key = 'squat (barbell)'"), 3)
        XCTAssertEqual(count("SELECT count(*) FROM lift_names"), 0, "nothing to remember: the name is a lift now")
        XCTAssertEqual(output("imported", in: upload(Self.laterSquat).text), "1", "a known name is not asked about again")
    }

    func testChoosingAnotherOfTheLiftersLiftsPutsTheSetsThere() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        log("Pause Squat", weight: "90", reps: "3", on: "2023-01-11")
        let preview = upload(Self.strong).text
        XCTAssertTrue(preview.contains(#"<datalist id="your-lifts"><option value="Back Squat"></option><option value="Pause Squat"></option></datalist>"#),
                      "every lift of theirs is offered once, to type")
        browser.post("/history/import/confirm", formFields(of: preview, changes: ["other-0": "pause squat"]))
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Pause Squat'"), 4)
    }

    func testAnAnswerNamingNoLiftOfTheirsIs422AndStoresNothing() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong).text
        let refused = browser.post("/history/import/confirm", formFields(of: preview, changes: ["lift-0": "front squat"]))
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains(#"<p class="error" id="lift-0-error">Choose one of your exercises for Squat (Barbell), or keep it as a new exercise.</p>"#), refused.text)
        XCTAssertTrue(refused.text.contains(##"href="#lift-0""##), "the summary links to the field")
        XCTAssertEqual(count("SELECT count(*) FROM workouts"), 1)
        let done = browser.post("/history/import/confirm", formFields(of: refused.text, changes: ["lift-0": "back squat"]))
        XCTAssertEqual(output("imported", in: done.text), "4", "the upload still waits: \(done.text)")
    }

    /// A new name like none of the lifter's can still join one of theirs, typed into its folded field.
    func testANewNameRenamedByTypingOneOfTheirsJoinsIt() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        log("Bench Press", weight: "70", reps: "5", on: "2023-01-11")
        let preview = upload(Self.strong.replacingOccurrences(of: "Bench Press (Barbell)", with: "Flat BB")).text
        XCTAssertTrue(preview.contains(#"<li data-spelling="Flat BB">"#), preview)
        let wrong = browser.post("/history/import/confirm", formFields(of: preview, changes: ["other-1": "Flat Bench"]))
        XCTAssertEqual(wrong.status, .unprocessableContent)
        XCTAssertTrue(wrong.text.contains(#"<p class="error" id="other-1-error">No exercise of yours is called that"#), wrong.text)
        XCTAssertTrue(wrong.text.contains(#"value="Flat Bench""#), "what was typed is kept")
        let done = browser.post("/history/import/confirm", formFields(of: preview, changes: ["other-1": " bench press "]))
        XCTAssertEqual(output("imported", in: done.text), "4", done.text)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Bench Press'"), 2)
    }

    /// The page grows with the file's names, not with names × the lifter's lifts: 300 names like
    /// 300 lifts of theirs once made 90,000 options (issue 35: at 5,000 each, a gigabyte).
    func testThePreviewGrowsWithTheFilesNamesAloneNotWithTheLiftersLiftsToo() {
        let count = 300
        for number in 1...count { log("Move \(number)", weight: "50", reps: "5", on: "2023-01-10") }
        var file = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        for number in 1...count { file += "2023-01-15 08:30:00,Legs,1h,Move \(number) (Barbell),1,60,5,0,0,,,\n" }
        let preview = upload(file)
        XCTAssertEqual(preview.status, .ok)
        XCTAssertEqual(preview.text.components(separatedBy: "<select").count - 1, count + 1, "each name asked about once, and the unit")
        XCTAssertEqual(preview.text.components(separatedBy: "<option").count - 1, count * 2 + count + 2, "two choices a name, one list of lifts, kg and lb")
        XCTAssertLessThan(preview.text.utf8.count, 400_000, "about a kilobyte a name")
    }

    func testAnExpiredOrReplacedPreviewAsksForTheFileAgain() throws {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let first = upload(Self.strong).text
        upload(Self.strong)
        let replaced = browser.post("/history/import/confirm", formFields(of: first))
        XCTAssertEqual(replaced.status, .unprocessableContent)
        XCTAssertTrue(replaced.text.contains("That import is no longer waiting for your choice"), replaced.text)
        XCTAssertEqual(count("SELECT count(*) FROM import_previews"), 1, "one waiting upload per lifter")
        XCTAssertEqual(try app.previewFiles().count, 1, "the replaced upload's file is gone")

        let waiting = upload(Self.strong).text
        XCTAssertEqual(try app.previewFiles().count, 1)
        try app.execute("UPDATE import_previews SET expires_at = strftime('%s', 'now') - 1")
        let expired = browser.post("/history/import/confirm", formFields(of: waiting))
        XCTAssertEqual(expired.status, .unprocessableContent)
        XCTAssertTrue(expired.text.contains("That import is no longer waiting for your choice"))
        XCTAssertEqual(count("SELECT count(*) FROM workouts"), 1)
        XCTAssertEqual(count("SELECT count(*) FROM import_previews"), 0, "the confirmation clears the expired")
        XCTAssertEqual(try app.previewFiles(), [], "and its file")
    }

    func testAnotherUsersPreviewCannotBeConfirmed() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong).text
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        eve.get("/history/import")
        let refused = eve.post("/history/import/confirm", formFields(of: preview))
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertEqual(count("SELECT count(*) FROM workouts"), 1)
    }

    func testNoPreviewWhenNoNewNameLooksLikeTheLiftersLifts() {
        log("Deadlift", weight: "150", reps: "3", on: "2023-01-10")
        let response = upload(Self.strong)
        XCTAssertEqual(output("imported", in: response.text), "4", response.text)
        XCTAssertEqual(count("SELECT count(*) FROM import_previews"), 0)
    }

    func testTheConfirmationNeedsTheFormsToken() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        let preview = upload(Self.strong).text
        let forged = browser.post("/history/import/confirm", formFields(of: preview), csrf: "")
        XCTAssertEqual(forged.status, .forbidden)
        XCTAssertEqual(count("SELECT count(*) FROM workouts"), 1)
    }

    // MARK: Renaming and merging on /history

    func testRenamingALiftRenamesEverySetItsChartAndExportAndLaterImports() {
        upload(Self.strong)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Squat (Barbell)'"), 3)
        browser.get("/history")
        let renamed = browser.post("/history/rename", [("rename_lift", "squat (barbell)"), ("name", "  Back Squat ")])
        XCTAssertEqual(renamed.status, .seeOther)
        XCTAssertEqual(renamed.headers["Location"], "/history")
        let history = browser.get("/history").text
        XCTAssertTrue(history.contains(#"<a href="/history/exercises/back-squat">Back Squat</a>"#), history)
        XCTAssertFalse(history.contains("Squat (Barbell)"))
        XCTAssertEqual(browser.get("/history/exercises/squat-barbell").status, .notFound)
        XCTAssertTrue(browser.get("/history/exercises/back-squat").text.contains(#"<output name="pr" data-value="135" data-date="2023-01-15">"#))
        let export = browser.get("/workouts/export.csv").text
        XCTAssertTrue(export.contains("2023-01-15,Back Squat,120,kg,5,1,"), export)
        XCTAssertFalse(export.contains("Squat (Barbell)"))
        XCTAssertEqual(output("imported", in: upload(Self.laterSquat).text), "1", "no preview: the old name is remembered")
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat'"), 4)
    }

    func testChangingOnlyTheCaseOfANameKeepsItsChart() {
        log("back squat", weight: "100", reps: "5", on: "2023-01-10")
        browser.get("/history")
        XCTAssertEqual(browser.post("/history/rename", [("rename_lift", "back squat"), ("name", "Back Squat")]).status, .seeOther)
        XCTAssertTrue(browser.get("/history/exercises/back-squat").text.contains("<h1>Back Squat</h1>"))
        XCTAssertEqual(count("SELECT count(*) FROM lift_names"), 0, "a name is not remembered as itself")
    }

    func testABadRenameIs422WithTheMessageByItsField() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        log("Squat", weight: "100", reps: "3", on: "2023-01-11")
        browser.get("/history")
        let cases: [(fields: [(String, String)], message: String)] = [
            ([("rename_lift", "squat"), ("name", "   ")], #"<p class="error" id="name-error">Enter the new name, e.g. Back Squat.</p>"#),
            ([("rename_lift", "squat"), ("name", String(repeating: "a", count: 101))], "Keep the name to 100 characters or fewer."),
            ([("rename_lift", "squat"), ("name", "back  SQUAT")], "You have an exercise named back  SQUAT already. To make the two one, merge this one into it."),
            ([("rename_lift", "front squat"), ("name", "Front")], #"<p class="error" id="rename_lift-error">Choose one of your exercises from the list.</p>"#),
        ]
        for (fields, message) in cases {
            let response = browser.post("/history/rename", fields)
            XCTAssertEqual(response.status, .unprocessableContent, message)
            XCTAssertTrue(response.text.contains(message), response.text)
        }
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Squat'"), 1, "nothing renamed")
    }

    func testMergingTwoLiftsMakesOneWithThePRsAndChartOfBoth() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        log("Squat", weight: "140", reps: "1", on: "2023-01-12")
        log("Squat", weight: "100", reps: "3", on: "2023-01-14")
        browser.get("/history")
        let merged = browser.post("/history/merge", [("merge_lift", "squat"), ("into", "back squat")])
        XCTAssertEqual(merged.status, .seeOther)
        let history = browser.get("/history").text
        XCTAssertFalse(history.contains(#"<a href="/history/exercises/squat">"#), history)
        XCTAssertTrue(history.contains(#"<td data-label="Training days" class="number">3</td>"#))
        let squat = browser.get("/history/exercises/back-squat").text
        XCTAssertTrue(squat.contains(#"<output name="pr" data-value="140" data-date="2023-01-12">"#), "the PR the merged lift had: \(squat)")
        XCTAssertEqual(squat.components(separatedBy: "<tr data-date=").count - 1, 3)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat' AND lift_key = 'back squat'"), 3)
        XCTAssertEqual(count("SELECT count(*) FROM daily_bests WHERE lift_key = 'squat'"), 0)
        XCTAssertFalse(browser.get("/workouts/export.csv").text.contains(",Squat,"))
        XCTAssertEqual(try TestSupport.text("SELECT lift_key FROM lift_names WHERE spelling = 'squat'", in: app.config.databasePath), "back squat")
    }

    func testMergingALiftIntoItselfOrANameNotTheirsIs422() {
        log("Back Squat", weight: "100", reps: "5", on: "2023-01-10")
        log("Squat", weight: "100", reps: "3", on: "2023-01-11")
        browser.get("/history")
        let itself = browser.post("/history/merge", [("merge_lift", "squat"), ("into", "squat")])
        XCTAssertEqual(itself.status, .unprocessableContent)
        XCTAssertTrue(itself.text.contains(#"<p class="error" id="into-error">Choose another exercise to merge into: an exercise cannot be merged into itself.</p>"#), itself.text)
        let unknown = browser.post("/history/merge", [("merge_lift", "squat"), ("into", "deadlift")])
        XCTAssertEqual(unknown.status, .unprocessableContent)
        XCTAssertTrue(unknown.text.contains(#"<p class="error" id="into-error">Choose one of your exercises from the list.</p>"#))
        XCTAssertEqual(browser.post("/history/merge", [("merge_lift", "squat"), ("into", "back squat")], csrf: "").status, .forbidden)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Squat'"), 1, "nothing merged")
    }

    func testAnotherUsersLiftsAreNeverTouched() throws {
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        for who in [browser!, eve] {
            log("Back Squat", weight: "100", reps: "5", on: "2023-01-10", as: who)
            log("Squat", weight: "140", reps: "1", on: "2023-01-12", as: who)
        }
        let eveBefore = eve.get("/history").textWithoutToken
        browser.get("/history")
        browser.post("/history/merge", [("merge_lift", "squat"), ("into", "back squat")])
        browser.get("/history")
        browser.post("/history/rename", [("rename_lift", "back squat"), ("name", "Low Bar Squat")])
        XCTAssertEqual(eve.get("/history").textWithoutToken, eveBefore)
        XCTAssertEqual(count("SELECT count(*) FROM workouts w JOIN users u ON u.id = w.user_id WHERE u.email = 'eve@example.com' AND lift = 'Squat'"), 1)
        XCTAssertEqual(count("SELECT count(*) FROM lift_names l JOIN users u ON u.id = l.user_id WHERE u.email = 'eve@example.com'"), 0)
        XCTAssertEqual(count("SELECT count(*) FROM workouts WHERE lift = 'Low Bar Squat'"), 2)
    }
}
