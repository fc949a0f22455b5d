import Foundation
import Domain
import HTTP
import XCTest
@testable import App

/// Starting a routine day: the pre-filled form, its saving, and the targets that follow.
final class RoutineSessionTests: RoutineTestCase {
    /// Today in the lifter's zone: the tests' gym is on UTC and the lifter gave no zone.
    private var todayUTC: String { CalendarDate(unixTime: clock.now).iso }

    func testTheStartFormHasARowPerPlannedSetWithTheTargets() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("Bench Press", "2", "8-12", "60")]))
        let page = browser.get("/routines/\(id)/days/1/start")
        XCTAssertEqual(page.status, .ok)
        let rows = TestBrowser.matches(#"<tr data-exercise="[^"]*" data-set="[0-9]+""#, in: page.text)
        XCTAssertEqual(rows, [
            #"<tr data-exercise="Back Squat" data-set="1""#, #"<tr data-exercise="Back Squat" data-set="2""#,
            #"<tr data-exercise="Back Squat" data-set="3""#, #"<tr data-exercise="Bench Press" data-set="1""#,
            #"<tr data-exercise="Bench Press" data-set="2""#,
        ])
        let fields = TestBrowser.sessionFields(page.text)
        XCTAssertEqual(fields.filter { $0.0 == "weight" }.map(\.1), ["100", "100", "100", "60", "60"])
        XCTAssertEqual(fields.filter { $0.0 == "reps" }.map(\.1), ["5", "5", "5", "8", "8"])
        XCTAssertTrue(page.text.contains(#"data-rest="180""#), "the rest timer gets the exercise's rest")
    }

    func testSavingStoresLinkedEntriesOfTodayAndALinearHitRaisesTheTarget() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")], increment: "2.5"))
        let page = browser.get("/routines/\(id)/days/1/start").text
        let response = browser.post("/routines/\(id)/days/1", TestBrowser.sessionFields(page))
        XCTAssertEqual(response.status, .seeOther, browser.lastPage)
        let today = todayUTC
        XCTAssertEqual(response.headers["Location"], "/workouts/\(today)")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE routine_exercise_id IS NOT NULL AND date = '\(today)' AND weight = 100 AND reps = 5 AND sets = 1"), 3)
        let next = browser.get("/routines/\(id)/days/1/start").text
        XCTAssertEqual(TestBrowser.sessionFields(next).filter { $0.0 == "weight" }.map(\.1), ["102.5", "102.5", "102.5"], next)
        XCTAssertTrue(next.contains("100 kg × 5"), "last time's numbers beside the targets")
    }
}

extension RoutineSessionTests {
    func testBadNumbersAre422WithTheFormAgainAndNothingStored() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "2", "5", "100")]))
        let page = browser.get("/routines/\(id)/days/1/start").text
        var fields = TestBrowser.sessionFields(page)
        fields[2].1 = "heavy"
        fields[7].1 = "-3"
        let response = browser.post("/routines/\(id)/days/1", fields)
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains(#"id="weight-1" name="weight" inputmode="decimal" autocomplete="off" value="heavy" aria-invalid="true""#), response.text)
        XCTAssertTrue(response.text.contains(#"<p class="error" id="weight-1-error">"#))
        XCTAssertTrue(response.text.contains(#"<p class="error" id="reps-2-error">"#))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0, "all or nothing")
        let empty = fields.map { ($0.0, ["weight", "reps"].contains($0.0) ? "" : $0.1) }
        browser.get("/routines/\(id)/days/1/start")
        let none = browser.post("/routines/\(id)/days/1", empty)
        XCTAssertEqual(none.status, .unprocessableContent)
        XCTAssertTrue(none.text.contains("Fill in at least one set"))
    }

    func testEmptyRowsAreSkippedAndAQueuedRowSentTwiceIsStoredOnce() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        let page = browser.get("/routines/\(id)/days/1/start").text
        var fields = TestBrowser.sessionFields(page)
        fields[6].1 = ""
        fields[7].1 = ""
        XCTAssertEqual(browser.post("/routines/\(id)/days/1", fields).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 2)
        // What the offline queue sends: one row, its client id and the day it was kept on the phone.
        let queued = [("exercise", fields[0].1), ("client_id", "0f8fad5b-d9cb-469f-a165-70867728950e"), ("weight", "105"), ("reps", "3"),
                      ("date", "2024-05-01")]
        for _ in 0..<2 {
            browser.get("/routines/\(id)/days/1/start")
            XCTAssertEqual(browser.post("/routines/\(id)/days/1", queued).headers["Location"], "/workouts/2024-05-01")
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE date = '2024-05-01' AND routine_exercise_id IS NOT NULL"), 1)
    }
}

extension RoutineSessionTests {
    /// The rows hold what the domain works out for the plan, whatever the rule: a wave's three
    /// percentages of its training max here.
    func testTheRowsHoldTheDomainsTargetsForAWave() throws {
        let text = "# Wave\n## Pull\nDeadlift 3x5 @ 85% TM 180kg, wave +5kg\n"
        browser.get("/routines/new")
        let location = try XCTUnwrap(browser.post("/routines/import", [("text", text)]).headers["Location"])
        let plan = try RoutineText.parse(text).days[0].exercises[0]
        let expected = plan.nextTargets(history: [], today: CalendarDate(iso: todayUTC)!)
        let page = browser.get(location + "/days/1/start").text
        let fields = TestBrowser.sessionFields(page)
        XCTAssertEqual(fields.filter { $0.0 == "weight" }.map(\.1), expected.sets.map { $0.weight.map(NumberText.plain) ?? "" })
        XCTAssertEqual(fields.filter { $0.0 == "reps" }.map(\.1), expected.sets.map { String($0.reps) })
        XCTAssertEqual(expected.sets.count, 3)
        XCTAssertTrue(page.contains(expected.reason), "the reason beside the sets")
    }
}
