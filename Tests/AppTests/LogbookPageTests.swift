import Foundation
import HTTP
import Domain
import XCTest
@testable import App

/// Issue 36: a day page reads like a logbook, one line per exercise in the order trained; the
/// log form after a save describes the lift it keeps; routines write supersets.
final class LogbookPageTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    @discardableResult
    private func log(_ lift: String, _ weight: String, _ reps: String, sets: String = "1", rpe: String = "", kind: String = "normal",
                     date: String = "2024-03-01", comments: String = "") -> Response {
        browser.get("/workouts/new")
        return browser.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", reps), ("sets", sets), ("rpe", rpe),
                                          ("kind", kind), ("comments", comments), ("date", date)])
    }

    /// The page's text without its tags, spaces run together: what a reader sees.
    static func text(_ html: some StringProtocol) -> String {
        String(html).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
    }

    /// The exercise's `<li>` on the day page: its line, then its sets.
    private func line(_ lift: String, in page: String) -> String {
        guard let start = page.range(of: "data-exercise=\"\(lift)\"") else { return "" }
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "</ul>\n</li>")?.lowerBound ?? rest.endIndex)])
    }

    /// A day with a warm-up, sets with RPE, a superset and a live session.
    private func seedDay() throws {
        log("Back Squat", "60", "5", kind: "warmup")
        log("Back Squat", "100", "5", rpe: "8")
        log("Back Squat", "100", "5", rpe: "RIR 2")
        log("Back Squat", "100", "4", rpe: "8", comments: "belt on")
        log("Bench Press", "60", "8")
        log("Barbell Row", "50", "8")
        log("Bench Press", "60", "8")
        log("Barbell Row", "50", "7", rpe: "9.5")
        log("Curl", "15", "12", sets: "3", kind: "drop")
        let user = try XCTUnwrap(app.database.credentials(email: "ada@example.com")?.user)
        // The session pages write these; the day page only reads them. 4,320 s is 1:12:00.
        try app.execute("INSERT INTO workout_sessions(user_id, date, started_at, finished_at) VALUES (\(user.id), '2024-03-01', 1709280000, 1709284320)")
        try app.execute("UPDATE workouts SET session_id = 1")
        try app.execute("UPDATE workouts SET set_group = 'A' WHERE lift IN ('Bench Press', 'Barbell Row')")
    }

    func testADayReadsAsOneLinePerExerciseInTheOrderTrained() throws {
        try seedDay()
        let response = browser.get("/workouts/2024-03-01")
        XCTAssertEqual(response.status, .ok)
        let page = response.text
        let order = ["Back Squat", "Bench Press", "Barbell Row", "Curl"].compactMap { page.range(of: "data-exercise=\"\($0)\"")?.lowerBound }
        XCTAssertEqual(order.count, 4)
        XCTAssertEqual(order, order.sorted(), "in the order trained")
        XCTAssertEqual(page.components(separatedBy: "<details class=\"logbook__details\">").count - 1, 4, "one line per exercise, closed")
        let squat = line("Back Squat", in: page)
        XCTAssertTrue(Self.text(squat).contains("Back Squat 60 × 5W (warm-up), 100 × 5, 5, 4 @ 8 (kg)"), Self.text(squat))
        XCTAssertTrue(squat.contains(#"<span class="set-run set-run--warmup" data-kind="warmup">60 × 5<small class="kind-mark" title="warm-up"><span aria-hidden="true">W</span><span class="visually-hidden"> (warm-up)</span></small></span>, 100 × 5, 5, 4 @ 8 (kg)"#),
                      "greyed and marked W; RIR 2 is RPE 8: \(squat)")
        XCTAssertTrue(squat.contains("RPE 8 (2 RIR)"), "each set shows its RPE both ways")
        XCTAssertTrue(squat.contains("belt on"))
        XCTAssertTrue(Self.text(line("Curl", in: page)).contains("Curl 15 kg × 12, 12, 12D (drop set)"), "an entry of 3 sets is three sets")
    }

    func testSupersetsAreLabelledA1A2AndEverySetStaysEditable() throws {
        try seedDay()
        let page = browser.get("/workouts/2024-03-01").text
        XCTAssertTrue(page.contains(#"data-exercise="Bench Press" data-superset="A1""#), page)
        XCTAssertTrue(page.contains(#"data-exercise="Barbell Row" data-superset="A2""#), page)
        XCTAssertFalse(page.contains(#"data-exercise="Back Squat" data-superset"#))
        XCTAssertTrue(Self.text(line("Bench Press", in: page)).contains("A1 Bench Press 60 kg × 8, 8"))
        XCTAssertTrue(Self.text(line("Barbell Row", in: page)).contains("A2 Barbell Row 50 kg × 8, 7 @ 9.5"), "only the set with an RPE has one")
        let ids = try (1...9).map { try app.count("SELECT id FROM workouts ORDER BY id LIMIT 1 OFFSET \($0 - 1)") }
        for id in ids {
            XCTAssertEqual(page.components(separatedBy: "<a href=\"/workouts/entries/\(id)/edit\">").count - 1, 1, "entry \(id) opens to edit")
        }
    }

    func testTheSessionsDurationSetsAndVolume() throws {
        try seedDay()
        let page = browser.get("/workouts/2024-03-01").text
        // Work sets only: 100 × 14 + 60 × 16 + 50 × 15 + 15 × 36 = 1400 + 960 + 750 + 540.
        XCTAssertTrue(page.contains(#"Session: <strong><time datetime="PT4320S" title="1 hour 12 minutes">1:12:00</time></strong> · 11 sets · <strong>3,650 kg</strong> volume"#),
                      page)
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        XCTAssertFalse(other.get("/workouts/2024-03-01").text.contains("Session"), "another lifter's session stays theirs")
    }

    /// As before issue 36, a day marks the lifts whose best estimate ever was reached that day.
    func testThePRIsMarkedOnceOnItsLineAndOnItsSet() throws {
        log("Back Squat", "150", "5", date: "2024-02-01")
        try seedDay()
        let page = browser.get("/workouts/2024-03-01").text
        XCTAssertEqual(page.components(separatedBy: #"class="pr-badge""#).count - 1, 3, "Bench Press, Barbell Row and Curl peak here")
        XCTAssertFalse(line("Back Squat", in: page).contains("PR"), "150 × 5 in February stays the squat's best")
        let bench = line("Bench Press", in: page)
        XCTAssertTrue(bench.contains(#"class="pr-badge""#), bench)
        XCTAssertEqual(bench.components(separatedBy: #"data-pr="true""#).count - 1, 2, "the line, and the first of its two equal sets: \(bench)")
    }

    func testTheListFoldsTheSameWay() throws {
        try seedDay()
        let card = Self.text(browser.get("/workouts").text)
        XCTAssertTrue(card.contains("Back Squat 60 × 5W (warm-up), 100 × 5, 5, 4 @ 8 (kg)"), card)
        XCTAssertTrue(card.contains("A1 Bench Press 60 kg × 8, 8"), card)
    }

    func testAfterASaveTheFormKeepsTheLiftAndItsHintDescribesIt() throws {
        log("Back Squat", "95", "5", sets: "3", rpe: "7", date: "2024-02-20")
        log("Bench Press", "70", "5", date: "2024-02-28")
        let saved = log("Back Squat", "100", "5", rpe: "RIR 2")
        let page = browser.get(try XCTUnwrap(saved.headers["Location"])).text
        XCTAssertTrue(page.contains("Workout saved: Back Squat, 1 × 5 @ 100 kg, RPE 8 (2 RIR)."), page)
        XCTAssertTrue(page.contains(#"id="lift" name="lift""#) && page.contains(#"value="Back Squat""#), "the lift is kept")
        let hint = Self.text(page[page.range(of: "id=\"last-time\"")!.upperBound...].prefix(1500))
        XCTAssertTrue(hint.contains("So far (Fri 1 Mar 2024): 1 × 5 @ 100 kg, RPE 8 (2 RIR)"), hint)
        XCTAssertTrue(hint.contains("Last time (Tue 20 Feb 2024): 3 × 5 @ 95 kg, RPE 7 (3 RIR)"), hint)
        XCTAssertFalse(hint.contains("Bench Press") || hint.contains("70 kg"), "nothing of the lift before")
        XCTAssertTrue(page.contains("20 kg bar + 25 + 15 each side"), "the plates of the weight kept: \(page)")
        XCTAssertTrue(page.contains(#"<input id="rpe" name="rpe" type="text" inputmode="decimal" autocomplete="off" value="""#), "how hard a set was is its own")
        XCTAssertTrue(page.contains(#"<option value="normal" selected>"#), "and so is its kind")
    }
}

extension LogbookPageTests {
    func testARoutinesSupersetIsStoredAndWrittenBack() throws {
        browser.get("/routines/new")
        let text = "# Upper\n\n## Day A\nA1 Bench Press 3x8 @ 60kg, none\nA2 Barbell Row 3x8 @ 50kg, none\n"
        let imported = browser.post("/routines/import", [("text", text)])
        let location = try XCTUnwrap(imported.headers["Location"], imported.text)
        XCTAssertEqual(browser.get(location + ".txt").text, text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routine_exercises WHERE set_group = 'A'"), 2)
        let shown = browser.get(location).text
        XCTAssertTrue(shown.contains(#"<span class="superset-label" title="Superset">A2</span> Barbell Row"#), shown)
        let edit = browser.get(location + "/edit").text
        XCTAssertTrue(edit.contains(#"<option value="A" selected>Superset A</option>"#), "the editor keeps the superset")

        let start = browser.get(location + "/days/1/start").text
        let saved = browser.post(location + "/days/1", TestBrowser.sessionFields(start))
        let day = try XCTUnwrap(saved.headers["Location"], browser.lastPage)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE set_group = 'A'"), 6, "the sets logged take the planned superset")
        let page = browser.get(day).text
        XCTAssertTrue(page.contains(#"data-exercise="Bench Press" data-superset="A1""#) && page.contains(#"data-exercise="Barbell Row" data-superset="A2""#))
    }
}
