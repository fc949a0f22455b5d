import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// The live session (issue 36): its routes, one open at a time, a tick per set saved once,
/// another lifter's session a 404, the page without JavaScript, and the idle finish.
final class LiveSessionTests: RoutineTestCase {
    /// Starts a session from the dashboard's button and returns its path.
    private func startEmpty() throws -> String {
        browser.get("/")
        let response = browser.post("/sessions", [])
        XCTAssertEqual(response.status, .seeOther, browser.lastPage)
        return try XCTUnwrap(response.headers["Location"])
    }

    private func addExercise(_ path: String, _ lift: String, rest: String = "") {
        browser.get(path)
        XCTAssertEqual(browser.post(path + "/blocks", [("lift", lift), ("rest", rest)]).status, .seeOther, browser.lastPage)
    }

    /// A row's form fields as the page holds them, by its exercise and set number.
    private func rowFields(_ page: String, _ lift: String, set: Int) throws -> [(String, String)] {
        let row = try XCTUnwrap(TestBrowser.matches(#"<tr data-exercise="\#(lift)" data-set="\#(set)".*?</tr>"#, in: page).first, page)
        return ["row", "exercise", "set", "client_id", "weight", "reps", "rpe"].map { name in
            (name, TestBrowser.matches(#"name="\#(name)"[^>]* value="([^"]*)""#, in: row, group: 1).first ?? "")
        } + [("kind", "normal")]
    }

    func testTheDashboardStartsOneSessionAtATimeAndLinksToIt() throws {
        let path = try startEmpty()
        XCTAssertTrue(path.hasPrefix("/sessions/"))
        XCTAssertEqual(browser.post("/sessions", []).headers["Location"], path, "a second start goes to the open session")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_sessions"), 1)
        XCTAssertTrue(browser.get("/").text.contains(#"<a class="button" href="\#(path)" data-open-session>"#))
        XCTAssertTrue(browser.get("/workouts/new").text.contains(#"href="\#(path)" data-open-session"#))
    }

    func testATickSavesAnEntryOfTheSessionAndTheSameTickTwiceIsOneEntry() throws {
        let path = try startEmpty()
        addExercise(path, "Back Squat", rest: "2:00")
        let page = browser.get(path).text
        XCTAssertTrue(page.contains(#"<section data-exercise="Back Squat">"#), page)
        XCTAssertFalse(page.contains("There is a problem"), "no error summary before a problem")
        var fields = try rowFields(page, "Back Squat", set: 1)
        fields = fields.map { ($0.0, ["weight": "100", "reps": "5", "rpe": "RIR 2"][$0.0] ?? $0.1) }
        XCTAssertEqual(browser.post(path + "/sets", fields).status, .seeOther, browser.lastPage)
        XCTAssertEqual(browser.post(path + "/sets", fields).status, .seeOther)
        let id = path.split(separator: "/").last!
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE session_id = \(id) AND weight = 100 AND reps = 5 AND rpe = 8"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 1, "a tick sent twice is one entry")
        let after = browser.get(path).text
        XCTAssertTrue(after.contains(#"<tr data-exercise="Back Squat" data-set="1""#) && after.contains(" data-done>"), after)
        // Corrected: the same row saved again changes the entry, "Undo" takes it out of the log.
        let corrected = fields.map { ($0.0, $0.0 == "reps" ? "4" : $0.1) }
        browser.post(path + "/sets", corrected)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE reps = 4"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 1)
        browser.get(path)
        browser.post(path + "/sets", corrected + [("action", "undo")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        XCTAssertFalse(browser.get(path).text.contains(" data-done>"))
    }

    func testWithoutJavaScriptEachRowIsAFormAndBadNumbersComeBackBesideTheRow() throws {
        let path = try startEmpty()
        addExercise(path, "Bench Press")
        let page = browser.get(path).text
        let rowID = try XCTUnwrap(TestBrowser.matches(#"data-row="([0-9]+)""#, in: page, group: 1).first)
        XCTAssertTrue(page.contains(#"<form id="set-form-\#(rowID)" method="post" action="\#(path)/sets""#))
        XCTAssertTrue(page.contains(#"form="set-form-\#(rowID)" name="weight""#), "the row's inputs belong to its form")
        var fields = try rowFields(page, "Bench Press", set: 1)
        fields = fields.map { ($0.0, ["weight": "heavy", "reps": "8"][$0.0] ?? $0.1) }
        let refused = browser.post(path + "/sets", fields)
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains(#"<p class="error" id="weight-\#(rowID)-error">"#), refused.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        let fixed = fields.map { ($0.0, $0.0 == "weight" ? "60" : $0.1) }
        let saved = browser.post(path + "/sets", fixed)
        XCTAssertEqual(saved.headers["Location"], "\(path)#set-\(rowID)")
        XCTAssertTrue(browser.get(path).text.contains(#"<tr data-exercise="Bench Press" data-set="1" id="set-\#(rowID)""#))
        XCTAssertTrue(browser.lastPage.contains(" data-done>"))
        // "Add a set" copies the last row.
        browser.post(path + "/blocks/" + TestBrowser.matches(#"data-block="([0-9]+)""#, in: page, group: 1)[0], [("action", "add-set")])
        let rows = try rowFields(browser.get(path).text, "Bench Press", set: 2)
        XCTAssertEqual(rows.first { $0.0 == "weight" }?.1, "60")
        XCTAssertEqual(rows.first { $0.0 == "reps" }?.1, "8")
    }

    func testAnotherLiftersSessionIs404() throws {
        let path = try startEmpty()
        addExercise(path, "Back Squat")
        let page = browser.get(path).text
        let fields = try rowFields(page, "Back Squat", set: 1).map { ($0.0, ["weight": "100", "reps": "5"][$0.0] ?? $0.1) }
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        XCTAssertEqual(eve.get(path).status, .notFound)
        eve.get("/")
        let token = eve.csrfToken
        XCTAssertEqual(eve.post(path + "/sets", fields, csrf: token).status, .notFound)
        XCTAssertEqual(eve.post(path + "/finish", [], csrf: token).status, .notFound)
        XCTAssertEqual(eve.post(path + "/blocks", [("lift", "Curl")], csrf: token).status, .notFound)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM session_blocks"), 1)
        XCTAssertNotEqual(eve.post("/sessions", [], csrf: token).headers["Location"], path, "Eve's own session is another")
    }

    func testASessionIdleForSixHoursFinishesByItselfAtItsLastSet() throws {
        let path = try startEmpty()
        addExercise(path, "Back Squat")
        clock.advance(3600)
        let fields = try rowFields(browser.get(path).text, "Back Squat", set: 1).map { ($0.0, ["weight": "100", "reps": "5"][$0.0] ?? $0.1) }
        XCTAssertEqual(browser.post(path + "/sets", fields).status, .seeOther, browser.lastPage)
        let lastSet = clock.now
        clock.advance(Int(WorkoutSession.idleLimit) - 1)
        XCTAssertFalse(browser.get(path).text.contains("data-summary"), "a second short of six idle hours: still open")
        clock.advance(1)
        let page = browser.get(path)
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains("data-summary"), page.text)
        XCTAssertTrue(page.text.contains("<dd data-duration>1 h 00 min</dd>"), "ended at its last set, not at the read")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_sessions WHERE finished_at = \(lastSet)"), 1)
        XCTAssertNotEqual(browser.post("/sessions", []).headers["Location"], path, "a new start is a new session")
    }

    func testARoutineDayStartsASessionWithItsTargetsAndFinishShowsTheSummary() throws {
        let routine = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("Bench Press", "2", "8", "60")]))
        let start = browser.get("/routines/\(routine)/days/1/start").text
        XCTAssertTrue(start.contains(#"<form class="actions" method="post" action="/sessions">"#), start)
        let path = try XCTUnwrap(browser.post("/sessions", [("routine_id", String(routine)), ("day", "1")]).headers["Location"])
        let page = browser.get(path).text
        XCTAssertEqual(TestBrowser.matches(#"<tr data-exercise="([^"]*)" data-set="([0-9]+)""#, in: page).count, 5)
        XCTAssertTrue(page.contains(#"data-rest="180""#), "a lift on its own rests its planned rest after each set")
        let fields = try rowFields(page, "Back Squat", set: 1)
        XCTAssertEqual(fields.first { $0.0 == "weight" }?.1, "100")
        browser.post(path + "/sets", fields)
        browser.post(path + "/sets", try rowFields(page, "Back Squat", set: 2).map { ($0.0, $0.0 == "kind" ? "warmup" : $0.1) })
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE routine_exercise_id IS NOT NULL"), 2, "the routine's history")
        XCTAssertEqual(browser.post(path + "/finish", []).status, .seeOther)
        let done = browser.get(path).text
        XCTAssertTrue(done.contains("<dd data-sets>1</dd>"), done)
        XCTAssertTrue(done.contains("<dd data-volume>500 kg</dd>"), "the warm-up lifts no volume")
        XCTAssertFalse(done.contains("action=\"\(path)/finish\""))
    }

    func testASupersetLabelsItsEntriesAndRestsAfterTheRound() throws {
        let path = try startEmpty()
        addExercise(path, "Bench Press", rest: "1:30")
        addExercise(path, "Barbell Row", rest: "1:30")
        var page = browser.get(path).text
        let blocks = TestBrowser.matches(#"data-block="([0-9]+)""#, in: page, group: 1)
        for block in blocks { browser.post(path + "/blocks/\(block)", [("action", "add-set")]) }
        browser.post(path + "/blocks/\(blocks[1])", [("action", "join")])
        page = browser.get(path).text
        XCTAssertTrue(page.contains(#"<span class="superset-label">A1</span> Bench Press"#), page)
        XCTAssertTrue(page.contains(#"<span class="superset-label">A2</span> Barbell Row"#))
        let rest = TestBrowser.matches(#"data-exercise="([^"]*)" data-set="([0-9])" id="set-[0-9]+" data-row="[0-9]+" data-rest="([0-9]+)""#, in: page)
            .map { TestBrowser.matches(#"data-rest="([0-9]+)""#, in: $0, group: 1)[0] }
        XCTAssertEqual(rest, ["0", "0", "90", "90"], "bench rests not, row rests after each round")
        browser.post(path + "/sets", try rowFields(page, "Bench Press", set: 1).map { ($0.0, $0.0 == "reps" ? "8" : $0.0 == "weight" ? "60" : $0.1) })
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE set_group = 'A'"), 1)
        browser.post(path + "/blocks/\(blocks[1])", [("action", "part")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE set_group IS NULL"), 1, "parting relabels what was ticked")
    }

    func testASetNamedByItsExerciseAloneTicksTheFirstRowNotDone() throws {
        let routine = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "2", "5", "100")]))
        browser.get("/routines/\(routine)/days/1/start")
        let path = try XCTUnwrap(browser.post("/sessions", [("routine_id", String(routine)), ("day", "1")]).headers["Location"])
        let page = browser.get(path).text
        let first = Array(TestBrowser.sessionFields(page).prefix(4))
        XCTAssertEqual(first.map(\.0), ["exercise", "client_id", "weight", "reps"])
        let id = UUID().uuidString
        let fields = first.map { ($0.0, $0.0 == "client_id" ? id : $0.1) }
        browser.post(path + "/sets", fields)
        browser.post(path + "/sets", fields)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE client_id = '\(id.lowercased())'"), 1)
        let done = browser.get(path).text
        XCTAssertEqual(TestBrowser.matches(#" data-done>"#, in: done).count, 1, "the same client id ticks one row once")
        browser.post(path + "/sets", first.map { ($0.0, $0.0 == "client_id" ? UUID().uuidString : $0.1) })
        XCTAssertEqual(TestBrowser.matches(#" data-done>"#, in: browser.get(path).text).count, 2, "the next set is the next row")
    }

    /// "Add a set" without a connection (Public/app.js): the row exists only on the phone, so
    /// its tick names the exercise and the set's number with no row id, and the server adds the
    /// row then. Two such ticks arriving the wrong way round are still two sets; a tick sent
    /// again is still one. The page says how many sets an exercise holds, for the phone's copy.
    func testASetAddedOnThePhoneGetsItsRowWhenItsTickArrives() throws {
        let path = try startEmpty()
        addExercise(path, "Back Squat")
        let page = browser.get(path).text
        XCTAssertTrue(page.contains(#"data-max-rows="20""#), page)
        let block = TestBrowser.matches(#"data-block="([0-9]+)""#, in: page, group: 1)[0]
        let first = try rowFields(page, "Back Squat", set: 1).map { ($0.0, ["weight": "100", "reps": "5"][$0.0] ?? $0.1) }
        XCTAssertEqual(browser.post(path + "/sets", first).status, .seeOther)
        let fourth = [("row", ""), ("exercise", block), ("set", "4"), ("client_id", UUID().uuidString), ("weight", "90"), ("reps", "8"),
                      ("rpe", ""), ("kind", "normal")]
        let third = fourth.map { ($0.0, ["set": "3", "client_id": UUID().uuidString, "weight": "95", "reps": "6"][$0.0] ?? $0.1) }
        XCTAssertEqual(browser.post(path + "/sets", fourth).status, .seeOther, browser.lastPage)
        XCTAssertEqual(browser.post(path + "/sets", third).status, .seeOther, browser.lastPage)
        XCTAssertEqual(browser.post(path + "/sets", third).status, .seeOther)
        let id = path.split(separator: "/").last!
        XCTAssertEqual(try TestSupport.text("SELECT group_concat(weight || 'x' || reps, ' ') FROM (SELECT * FROM workouts WHERE session_id = \(id) ORDER BY id)", in: app.config.databasePath),
                       "100.0x5 90.0x8 95.0x6", "each tick its own set, the one sent twice once")
        let after = browser.get(path).text
        XCTAssertEqual(TestBrowser.matches(#"<tr data-exercise="Back Squat" data-set="\d""#, in: after).count, 3, after)
        XCTAssertEqual(TestBrowser.matches(#" data-done>"#, in: after).count, 3)
    }

    /// "Add an exercise" without a connection (Public/app.js): the page holds one empty block in
    /// a `<template>`, the markup of a real one, that the phone draws the exercise from. That
    /// block is only on the phone, so its ticks name the lift (and the rest typed with it), and
    /// the first to arrive makes the block, after the others. The same tick twice is one entry,
    /// and two lifts added so keep the order their ticks came in.
    func testTicksForALiftWithNoBlockMakeItsBlockOnceInTheirOrder() throws {
        let path = try startEmpty()
        let page = browser.get(path).text
        let template = try XCTUnwrap(TestBrowser.matches(#"<template id="new-exercise" data-lift="New exercise">.*?</template>"#, in: page).first, page)
        XCTAssertTrue(template.contains(#"<section data-template data-exercise="New exercise">"#), template)
        XCTAssertTrue(template.contains(#"<tr data-template data-exercise="New exercise" data-set="1" id="set-new" data-row="new""#), template)
        for name in ["weight", "reps", "rpe", "kind"] { XCTAssertTrue(template.contains(#"form="set-form-new" name="\#(name)""#), name) }
        XCTAssertTrue(template.contains(#"data-tick>Done"#), template)
        XCTAssertTrue(page.contains(#"data-add-exercise data-max-blocks="\#(SessionPages.maxBlocks)""#), page)
        func tick(_ lift: String, set: Int, clientID: String = UUID().uuidString, weight: String) -> [(String, String)] {
            [("row", ""), ("exercise", lift), ("set", String(set)), ("client_id", clientID), ("rest", "1:30"), ("weight", weight),
             ("reps", "5"), ("rpe", ""), ("kind", "normal")]
        }
        let first = UUID().uuidString
        XCTAssertEqual(browser.post(path + "/sets", tick("Overhead Press", set: 1, clientID: first, weight: "40")).status, .seeOther, browser.lastPage)
        XCTAssertEqual(browser.post(path + "/sets", tick("Overhead Press", set: 1, clientID: first, weight: "40")).status, .seeOther)
        XCTAssertEqual(browser.post(path + "/sets", tick("Chin-up", set: 1, weight: "10")).status, .seeOther)
        XCTAssertEqual(browser.post(path + "/sets", tick("overhead  press", set: 2, weight: "42.5")).status, .seeOther)
        XCTAssertEqual(browser.post(path + "/sets", tick(String(repeating: "x", count: 101), set: 1, weight: "10")).status, .notFound,
                       "a lift the server would not add is no set")
        let id = path.split(separator: "/").last!
        XCTAssertEqual(try TestSupport.text("SELECT group_concat(lift || ' ' || weight, ', ') FROM (SELECT * FROM workouts WHERE session_id = \(id) ORDER BY id)",
                                            in: app.config.databasePath), "Overhead Press 40.0, Chin-up 10.0, Overhead Press 42.5")
        let after = browser.get(path).text
        XCTAssertEqual(TestBrowser.matches(#"<section data-exercise="([^"]*)">"#, in: after, group: 1), ["Overhead Press", "Chin-up"], after)
        XCTAssertEqual(TestBrowser.matches(#"<tr data-exercise="Overhead Press" data-set="\d"[^>]* data-done>"#, in: after).count, 2, after)
        XCTAssertTrue(after.contains("rest 1:30"), "the rest typed with the lift is the block's")
    }
}
