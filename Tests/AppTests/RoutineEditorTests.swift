import Foundation
import HTTP
import XCTest
@testable import App

/// The routine editor: creating, editing and deleting, bad input, and the rows added without
/// JavaScript.
final class RoutineEditorTests: RoutineTestCase {
    func testCreatingShowsTheRoutineWithItsPlanAndAStartLink() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("", "3", "5", "")]))
        let page = browser.get("/routines/\(id)").text
        XCTAssertTrue(page.contains("3 × 5 @ 100 kg · rest 3:00 · linear +2.5 kg"), page)
        XCTAssertTrue(page.contains("href=\"/routines/\(id)/days/1/start\""))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routine_exercises"), 1, "the blank row is left out")
        let list = browser.get("/routines").text
        XCTAssertTrue(list.contains("href=\"/routines/\(id)/days/1/start\""), "the list links to each day's start")
        XCTAssertTrue(list.contains("<a href=\"/routines\" aria-current=\"page\">Routines</a>"), "the nav marks Routines")
    }

    func testBadInputIs422WithTheInputKeptAndEachErrorBesideItsField() throws {
        var fields = TestBrowser.routineFields(exercises: [("Back Squat", "0", "8-x", "100"), ("Bench Press", "3", "5", "1e309")])
        fields.append(("day1-ex1-rest", "99:99"))
        fields.removeAll { $0.0 == "day1-ex1-rest" && $0.1 == "3:00" }
        browser.get("/routines/new")
        let response = browser.post("/routines", fields)
        XCTAssertEqual(response.status, .unprocessableContent)
        let page = response.text
        XCTAssertTrue(page.contains(#"<p class="error" id="day1-ex1-sets-error">Sets must be a whole number from 1 to 20</p>"#), page)
        XCTAssertTrue(page.contains(#"id="day1-ex1-reps-error">Reps are a number from 1 to 100, or a range such as 8-12</p>"#))
        XCTAssertTrue(page.contains(#"id="day1-ex1-rest-error">Rest is minutes and seconds such as 2:30, at most 60:00</p>"#))
        XCTAssertTrue(page.contains(#"id="day1-ex2-load-error">Give the weight, from 0 (body weight) to 2,000 kg</p>"#))
        XCTAssertTrue(page.contains(#"value="8-x""#) && page.contains(#"value="1e309""#) && page.contains(#"value="Bench Press""#), "input kept")
        XCTAssertTrue(page.contains(##"<a href="#day1-ex1-sets">"##), "the summary links to the field")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0)
    }

    /// A phone's drop-down showed "Linear: ad…" (issue 37): the choices are short, the hint says what each does.
    func testProgressionChoicesAreShortAndTheirHintExplainsThem() throws {
        let page = browser.get("/routines/new").text
        let select = try XCTUnwrap(page.firstMatch(of: /<select id="day1-ex1-rule"[^>]*>([\s\S]*?)<\/select>/))
        let labels = select.1.matches(of: /<option value="[^"]*"[^>]*>([^<]*)<\/option>/).map { String($0.1) }
        XCTAssertEqual(labels, ["Linear", "Double progression", "Wave (5/3/1)", "None"])
        XCTAssertTrue(page.contains(#"id="day1-ex1-rule-hint">Linear adds the increment when every set is done;"#), page)
        XCTAssertFalse(page.contains(#"id="day1-ex1-unit-hint""#), "no empty hint on the other drop-downs")
    }

    func testDoubleProgressionNeedsARangeAndAWaveATrainingMax() {
        browser.get("/routines/new")
        let double = browser.post("/routines", TestBrowser.routineFields(exercises: [("Curl", "3", "10", "20")], rule: "double"))
        XCTAssertEqual(double.status, .unprocessableContent)
        XCTAssertTrue(double.text.contains("Double progression needs a range of reps, such as 8-12"))
        let wave = browser.post("/routines", TestBrowser.routineFields(exercises: [("Deadlift", "3", "5", "100")], rule: "wave"))
        XCTAssertEqual(wave.status, .unprocessableContent)
        XCTAssertTrue(wave.text.contains(#"id="day1-ex1-training_max-error">A wave needs the training max"#), wave.text)
    }

    func testAddingADayAndAnExerciseWithoutJavaScriptKeepsWhatWasTyped() {
        browser.get("/routines/new")
        var fields = TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")])
        let day = browser.post("/routines", fields + [("add", "day")])
        XCTAssertEqual(day.status, .ok)
        XCTAssertTrue(day.text.contains(#"name="day2-name""#) && day.text.contains(#"name="day2-ex3-lift""#), "a second day with blank rows")
        XCTAssertTrue(day.text.contains(#"value="Back Squat""#))
        fields.append(("add", "day1"))
        let row = browser.post("/routines", fields)
        XCTAssertTrue(row.text.contains(#"name="day1-ex2-lift""#), "a row more on day 1")
        XCTAssertFalse(row.text.contains(#"name="day1-ex3-lift""#))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0, "adding rows saves nothing")
    }

    /// `add=day-9223372036854775808` computed `number - 1` on `Int.min` and stopped the server
    /// (issue 35): a day number outside the form's days adds nothing, whatever its digits.
    func testAnAddNamingNoDayOfTheFormAddsNothingAndStopsNothing() {
        browser.get("/routines/new")
        let fields = TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")])
        for hostile in ["day-9223372036854775808", "day9223372036854775807", "day-1", "day0", "day2", "day+1x", "day1e3", "day\u{0}"] {
            let response = browser.post("/routines", fields + [("add", hostile)])
            XCTAssertNotEqual(response.status, .internalServerError, hostile)
            XCTAssertFalse(response.text.contains(#"name="day1-ex2-lift""#), "\(hostile) added a row")
        }
        let row = browser.post("/routines", fields + [("add", "day01")])
        XCTAssertTrue(row.text.contains(#"name="day1-ex2-lift""#), "day01 is day 1")
    }

    func testEditingKeepsTheExercisesIdsSoTheirLoggedSetsStayTheirHistory() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("Bench Press", "3", "5", "60")]))
        let before = try app.count("SELECT id FROM routine_exercises WHERE lift = 'Bench Press'")
        XCTAssertEqual(browser.get("/routines/\(id)/edit").status, .ok)
        XCTAssertTrue(browser.lastPage.contains(#"value="Bench Press""#) && browser.lastPage.contains(#"name="day1-ex3-lift" type="text" list="lift-names" maxlength="100" autocomplete="off" placeholder="e.g. Back Squat" value="""#))
        let edited = TestBrowser.routineFields(name: "Strength 2", exercises: [("Bench Press", "4", "6", "62.5")])
        XCTAssertEqual(browser.post("/routines/\(id)", edited).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT id FROM routine_exercises WHERE lift = 'Bench Press'"), before, "same row, same id")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routine_exercises"), 1)
        XCTAssertTrue(browser.get("/routines/\(id)").text.contains("4 × 6 @ 62.5 kg"))
    }

    func testDeletingKeepsTheLoggedSets() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "1", "5", "100")]))
        let page = browser.get("/routines/\(id)/days/1/start").text
        XCTAssertEqual(browser.post("/routines/\(id)/days/1", TestBrowser.sessionFields(page)).status, .seeOther)
        browser.get("/routines/\(id)")
        let response = browser.post("/routines/\(id)/delete", [])
        XCTAssertEqual(response.headers["Location"], "/routines")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routine_exercises"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE routine_exercise_id IS NULL"), 1, "the set stays, unlinked")
        XCTAssertEqual(browser.get("/routines/\(id)").status, .notFound)
    }

    func testAFormWithoutTheCSRFTokenIsRefused() {
        browser.get("/routines/new")
        XCTAssertEqual(browser.post("/routines", TestBrowser.routineFields(exercises: [("Squat", "3", "5", "100")]), csrf: "").status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0)
    }
}
