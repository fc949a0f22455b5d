import Foundation
import HTTP
import SQLite
import Domain
import Storage
import XCTest
@testable import App

final class WorkoutTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    private func valid(_ changes: [String: String] = [:]) -> [(String, String)] {
        var fields = ["lift": "Back Squat", "weight": "102.5", "unit": "kg", "reps": "5", "sets": "3", "comments": "", "date": "2024-03-01"]
        for (key, value) in changes { fields[key] = value }
        return fields.map { ($0.key, $0.value) }
    }

    @discardableResult
    private func log(_ changes: [String: String] = [:], as who: TestBrowser? = nil) -> Response {
        let user = who ?? browser!
        user.get("/workouts/new")
        return user.post("/workouts", valid(changes))
    }


    func testNewWorkoutFormDefaultsToTheUsersUnitAndToday() throws {
        let page = browser.get("/workouts/new").text
        XCTAssertTrue(page.contains("<option value=\"kg\" selected>"))
        let button = try XCTUnwrap(page.range(of: "<button type=\"submit\">Save workout</button>"))
        let note = try XCTUnwrap(page.range(of: #"<p class="notice notice--success" id="saved-on-phone" role="status" hidden></p>"#),
                                 "the offline save is said beside the button (Public/app.js fills it)")
        XCTAssertLessThan(page.distance(from: button.upperBound, to: note.lowerBound), 20)
        XCTAssertTrue(page.contains("name=\"date\" type=\"date\""))
        XCTAssertTrue(page.contains("inputmode=\"decimal\""))
        XCTAssertTrue(page.contains("inputmode=\"numeric\""))
    }

    func testLoggingKeepsDateAndUnitAndOffersTheSameLiftAgain() throws {
        let response = log(["unit": "lb", "comments": "felt easy"])
        XCTAssertEqual(response.status, .seeOther)
        let location = try XCTUnwrap(response.headers["Location"])
        XCTAssertTrue(location.hasPrefix("/workouts/new?saved="), location)
        let page = browser.get(location).text
        XCTAssertTrue(page.contains("Workout saved: Back Squat, 3 × 5 @ 102.5 lb."), page)
        XCTAssertTrue(page.contains("href=\"/workouts/2024-03-01\""))
        XCTAssertTrue(page.contains("value=\"2024-03-01\""), "the date is kept")
        XCTAssertTrue(page.contains("<option value=\"lb\" selected>"), "the unit is kept")
        XCTAssertTrue(page.contains("value=\"Back Squat\"") && page.contains("value=\"102.5\""), "the lift and weight are kept for the next set")
        XCTAssertFalse(page.contains(">felt easy<"), "comments are per set")
        XCTAssertTrue(page.contains("<option value=\"Back Squat\">"), "earlier lifts are suggested")
        let againLink = try XCTUnwrap(page.range(of: #"/workouts/new\?again=[0-9]+"#, options: .regularExpression).map { String(page[$0]) })
        let again = browser.get(againLink).text
        for value in ["value=\"Back Squat\"", "value=\"102.5\"", "value=\"5\"", "value=\"3\"", "value=\"2024-03-01\""] {
            XCTAssertTrue(again.contains(value), value)
        }
        XCTAssertFalse(again.contains("felt easy"), "comments are per set")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates"), 1)
    }

    func testLastTimeAndTheBestEstimateForALiftWhateverItsCaseAndSpacing() throws {
        log(["lift": "Back Squat", "weight": "100", "reps": "5", "sets": "3", "date": "2024-02-01"])
        log(["lift": "Back Squat", "weight": "120", "reps": "1", "sets": "1", "date": "2024-02-01"])
        log(["lift": "back  squat", "weight": "225", "unit": "lb", "reps": "3", "sets": "2", "date": "2024-03-01"])
        let hint = browser.get("/workouts/last-time?lift=BACK%20SQUAT")
        XCTAssertEqual(hint.status, .ok)
        XCTAssertFalse(hint.text.contains("<html"), "a fragment for the form's script, no layout")
        XCTAssertTrue(hint.text.contains("<strong>Last time</strong> (<a href=\"/workouts/2024-03-01\">"), hint.text)
        XCTAssertTrue(hint.text.contains("2 × 3 @ 225 lb"), hint.text)
        // 225 lb × 36 / 34 = 238.2 lb = 108.05 kg, below the 120 kg single of February.
        XCTAssertTrue(hint.text.contains("Best estimated 1RM: <strong>120 kg</strong> (<time datetime=\"2024-02-01\">"), hint.text)
        XCTAssertEqual(try app.count("SELECT count(DISTINCT lift) FROM workouts"), 1, "stored with the first spelling")
        XCTAssertEqual(browser.get("/workouts/last-time?lift=Deadlift").text.trimmingCharacters(in: .whitespacesAndNewlines), "")
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        XCTAssertFalse(other.get("/workouts/last-time?lift=Back%20Squat").text.contains("Last time"), "another user's history stays theirs")
    }

    func testSavingASetThatBeatsEveryEarlierOneSaysItIsAPersonalRecord() throws {
        log(["lift": "Back Squat", "weight": "100", "reps": "5", "sets": "3", "date": "2024-02-01"])
        let first = browser.get(try XCTUnwrap(log(["weight": "140", "reps": "1", "date": "2024-01-01"]).headers["Location"])).text
        XCTAssertFalse(first.contains("New PR"), "140 kg in January came before the February 112.5 estimate and beat nothing earlier")
        let record = browser.get(try XCTUnwrap(log(["weight": "135", "reps": "3", "date": "2024-03-01"]).headers["Location"])).text
        XCTAssertTrue(record.contains("New PR: Back Squat 142.9 kg est. 1RM"), record)
        XCTAssertTrue(record.contains("<strong>Last time</strong>"), "the saved page shows the hint without JavaScript")
        let notRecord = browser.get(try XCTUnwrap(log(["weight": "100", "reps": "3", "date": "2024-03-02"]).headers["Location"])).text
        XCTAssertFalse(notRecord.contains("New PR"))
    }

    /// 2,000 kg × 5 was stored as a PR (issue 37): a set far above the lifter's best asks first,
    /// stores nothing until "Save anyway", and a real PR is never asked about.
    func testASetFarAboveTheBestAsksBeforeSaving() throws {
        XCTAssertEqual(log(["weight": "100", "sets": "1"]).status, .seeOther, "a first set: no best to hold it against")
        let asked = log(["weight": "2000", "sets": "1"])
        XCTAssertEqual(asked.status, .unprocessableContent)
        XCTAssertTrue(asked.text.contains("2,000 kg is far above your best of 112.5 kg: save anyway?"), asked.text)
        XCTAssertTrue(asked.text.contains(#"<input type="hidden" name="confirm" value="1">"#))
        XCTAssertTrue(asked.text.contains(#"value="2000""#), "the weight kept, to correct")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 1, "nothing stored")
        XCTAssertEqual(log(["weight": "2000", "sets": "1", "confirm": "1"]).status, .seeOther, "saved anyway")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 2)

        XCTAssertEqual(log(["lift": "Bench Press", "weight": "100", "reps": "5"]).status, .seeOther)
        XCTAssertEqual(log(["lift": "Bench Press", "weight": "165", "reps": "1"]).status, .seeOther, "1.47 × the best: a PR, asked nothing")
        let pounds = log(["lift": "bench press", "weight": "600", "unit": "lb", "reps": "1"])
        XCTAssertEqual(pounds.status, .unprocessableContent, "600 lb against a best of 165 kg, in the set's unit")
        XCTAssertTrue(pounds.text.contains("600 lb is far above your best of 363.8 lb: save anyway?"), pounds.text)

        for (date, weight) in [("2024-01-01", "100"), ("2024-01-08", "105"), ("2024-01-15", "2000")] {
            XCTAssertEqual(log(["lift": "Front Squat", "weight": weight, "reps": "1", "date": date, "confirm": "1"]).status, .seeOther)
        }
        let chart = browser.get("/history/exercises/front-squat?range=all").text
        XCTAssertTrue(chart.contains(#"<circle class="chart-outlier""#), "the 2,000 kg day saved anyway is ringed on the chart: \(chart)")
        XCTAssertTrue(chart.contains("is far above every other day: a typo?"), chart)
    }

    /// 0 kg is body-weight work: a pull-up or a dip saves at once, a squat at 0 asks first (issue 37).
    func testZeroIsForBodyweightLiftsElseItAsksBeforeSaving() throws {
        for lift in ["Pull Ups", "chin-up", "Weighted Dips", "Push-up", "Sit up (Bodyweight)"] {
            XCTAssertEqual(log(["lift": lift, "weight": "0", "reps": "10", "sets": "1"]).status, .seeOther, lift)
        }
        let asked = log(["lift": "Back Squat", "weight": "0", "reps": "5", "sets": "1"])
        XCTAssertEqual(asked.status, .unprocessableContent)
        XCTAssertTrue(asked.text.contains("0 kg for Back Squat? Only a body-weight lift (pull-ups, dips, push-ups…) is logged at 0: save anyway?"), asked.text)
        XCTAssertTrue(asked.text.contains(#"<input type="hidden" name="confirm" value="1">"#))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE weight = 0"), 5, "the squat at 0 is not stored yet")
        XCTAssertEqual(log(["lift": "Back Squat", "weight": "0", "reps": "5", "sets": "1", "confirm": "1"]).status, .seeOther, "saved anyway")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE weight = 0"), 6)
    }

    func testSavedAndAgainIgnoreOtherUsersAndNonsenseIDs() throws {
        let location = try XCTUnwrap(log().headers["Location"])
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        let id = String(location.split(separator: "=").last!)
        for target in ["/workouts/new?saved=\(id)", "/workouts/new?again=\(id)", "/workouts/new?again=-1", "/workouts/new?saved=99999999999999999999",
                       "/workouts/new?again=1e309", "/workouts/new?saved=NaN"] {
            let response = other.get(target)
            XCTAssertEqual(response.status, .ok, target)
            XCTAssertFalse(response.text.contains("Workout saved"), target)
            XCTAssertFalse(response.text.contains("value=\"Back Squat\""), target)
        }
    }

    func testControlCharactersAreRefusedInEveryTextField() throws {
        for (field, value) in [("lift", "Back\u{0}Squat"), ("lift", "\u{1B}[31mSquat"), ("lift", "Squat\u{7}"), ("lift", "Squat\u{7F}"),
                               ("comments", "ok\u{202E}evil"), ("lift", "Back\nSquat")] {
            let response = log([field: value])
            XCTAssertEqual(response.status, .unprocessableContent, value.debugDescription)
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), value.debugDescription)
            XCTAssertTrue(response.text.contains("use letters, numbers and punctuation only."), value.debugDescription)
        }
        XCTAssertTrue(log(["lift": "Back\u{0}Squat"]).text.contains("value=\"BackSquat\""), "shown again without the refused character")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        XCTAssertEqual(log(["comments": "set 1 easy\r\nset 2\thard"]).status, .seeOther, "line breaks and tabs are text in comments")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE comments = 'set 1 easy' || char(10) || 'set 2' || char(9) || 'hard'"), 1)
        let signup = TestBrowser(app)
        let refused = signup.signUp(email: "eve@example.com", first: "Eve\u{1B}[2J")
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("id=\"first_name-error\""))
    }

    func testAnAccentTypedTwoWaysIsStoredOneWay() throws {
        log(["lift": "Cl\u{E9}an"])
        log(["lift": "Cle\u{301}an"])
        XCTAssertEqual(try app.count("SELECT count(DISTINCT lift) FROM workouts"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE lift = 'Cl' || char(233) || 'an'"), 2)
    }

    func testEachRuleShowsTheFormAgainWithEverythingTyped() {
        let cases: [(String, String, String)] = [
            ("lift", "", "Enter the lift"), ("weight", "heavy", "Enter a weight from 0 to 2,000"), ("weight", "2500", "Enter a weight"),
            ("weight", "10.123", "at most two decimals"), ("reps", "0", "Reps must be"), ("sets", "101", "Sets must be"),
            ("unit", "stone", "Choose kg or lb"), ("date", "2024-02-31", "Enter a real date"), ("date", "2999-01-01", "no later than tomorrow"), ("date", "1899-12-31", "from 1900-01-01"),
            ("comments", String(repeating: "x", count: 2001), "2,000 characters"),
        ]
        for (field, value, message) in cases {
            var changes = ["comments": "kept <b>comment</b>"]
            changes[field] = value
            let response = log(changes)
            XCTAssertEqual(response.status, .unprocessableContent, field)
            XCTAssertTrue(response.text.contains(message), "\(field): \(message)")
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), field)
            XCTAssertTrue(response.text.contains("<title>Error: "), field)
            XCTAssertNotNil(response.text.range(of: "<li><a href=\"#\(field)\">[^<]*\(message)", options: .regularExpression),
                            "\(field): the summary links to the field")
            if field != "lift" { XCTAssertTrue(response.text.contains("value=\"Back Squat\""), field) }
            if field != "comments" { XCTAssertTrue(response.text.contains("kept &lt;b&gt;comment&lt;/b&gt;"), field) }
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
    }

    func testTheSameClientIDSentAgainStoresNothingAndAnswersAsTheFirstTime() throws {
        let entry = ["client_id": "6B1B7A8E-7F43-4D37-9A0E-4B1F0A6A3C11"]
        let first = log(entry)
        XCTAssertEqual(first.status, .seeOther)
        for retry in [entry, ["client_id": "6b1b7a8e-7f43-4d37-9a0e-4b1f0a6a3c11", "weight": "110"]] {
            let again = log(retry)
            XCTAssertEqual(again.status, .seeOther)
            XCTAssertEqual(again.headers["Location"], first.headers["Location"], "the same place as the first answer")
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE weight = 102.5"), 1, "the first send is the entry")
        log(["client_id": "9a3e1c52-0d6b-4f7a-8b1e-2c4d6f8a0b13"])
        log([:])
        log(["client_id": ""])
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 4, "a new id, and no id at all, are new entries")
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        XCTAssertEqual(log(entry, as: other).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 5, "another user's id is theirs")
    }

    func testTheNewEntryFormCarriesAClientIDTheWaitingListAndTheRestTimerAndTheEditFormNone() throws {
        let form = browser.get("/workouts/new").text
        XCTAssertTrue(form.contains(#"<input type="hidden" name="client_id" id="client_id" value="">"#))
        XCTAssertTrue(form.contains(#"<ul id="pending"></ul>"#), "the list the script fills with entries waiting on the phone")
        XCTAssertTrue(form.contains(#"<output name="rest" data-ends="">2:00</output>"#), "the rest timer, 2:00 by default")
        log()
        let id = try app.count("SELECT id FROM workouts")
        let edit = browser.get("/workouts/entries/\(id)/edit").text
        XCTAssertFalse(edit.contains("client_id"), "an edit changes an entry, it adds none")
        XCTAssertFalse(edit.contains(#"id="pending""#), "only new entries wait on the phone")
    }

    func testTheSavedPageShowsThePlatesOnTheBarWithoutJavaScript() throws {
        let saved = browser.get(try XCTUnwrap(log(["weight": "102.5"]).headers["Location"])).text
        XCTAssertTrue(saved.contains(#">20 kg bar + 25 + 15 + 1.25 each side</output>"#), saved)
        XCTAssertTrue(saved.contains(#"data-kg="20;25,20,15,10,5,2.5,1.25" data-lb="45;45,35,25,10,5,2.5""#), "the racks for the script")
        let pounds = browser.get(try XCTUnwrap(log(["weight": "102.5", "unit": "lb"]).headers["Location"])).text
        XCTAssertTrue(pounds.contains(">These plates make 100 or 105 lb, not 102.5</output>"), pounds)
    }

    func testAClientIDThatIsNotAUUIDShowsTheFormAgain() throws {
        for bad in ["not-a-uuid", String(repeating: "a", count: 5_000), "6b1b7a8e-7f43-4d37-9a0e-4b1f0a6a3c1\u{7}"] {
            let response = log(["client_id": bad])
            XCTAssertEqual(response.status, .unprocessableContent)
            XCTAssertTrue(response.text.contains("<li><a href=\"#client_id\">"), response.text)
            XCTAssertTrue(response.text.contains("value=\"Back Squat\""), "what was typed is kept")
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
    }

    func testListShowsDatesNewestFirstWithCounts() {
        log(["date": "2024-03-01"])
        log(["date": "2024-03-01", "lift": "Bench Press"])
        log(["date": "2024-03-05"])
        let page = browser.get("/workouts").text
        let newest = page.range(of: "href=\"/workouts/2024-03-05\"")
        let older = page.range(of: "href=\"/workouts/2024-03-01\"")
        XCTAssertNotNil(newest)
        XCTAssertNotNil(older)
        if let newest, let older { XCTAssertLessThan(newest.lowerBound, older.lowerBound) }
        XCTAssertTrue(page.contains("2 entries"))
        XCTAssertTrue(page.contains("1 entry"))
        XCTAssertTrue(page.contains("Fri 1 Mar 2024"))
    }

    /// The day's section of the list, from its link to the next day's.
    private func listedDay(_ date: String, in page: String) -> String {
        guard let start = page.range(of: "<li><a href=\"/workouts/\(date)\">") else { return "" }
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "</a></li>")?.lowerBound ?? rest.endIndex)])
    }

    func testListShowsEachLiftsTopSetTheVolumeAndPRs() {
        log(["date": "2024-03-01", "weight": "100", "reps": "5", "sets": "3"])
        log(["date": "2024-03-01", "weight": "140", "reps": "5", "sets": "1"])
        log(["date": "2024-03-01", "lift": "Bench Press", "weight": "80", "reps": "8", "sets": "2"])
        log(["date": "2024-03-05", "weight": "130", "reps": "3", "sets": "1"])
        log(["date": "2024-03-08", "weight": "400", "unit": "lb", "reps": "2", "sets": "1"])
        let page = browser.get("/workouts").text
        let first = listedDay("2024-03-01", in: page)
        XCTAssertTrue(LogbookPageTests.text(first).contains("Back Squat 100 × 5, 5, 5, 140 × 5 (kg)"), "each set, folded: \(first)")
        XCTAssertTrue(LogbookPageTests.text(first).contains("Bench Press 80 kg × 8, 8"), first)
        XCTAssertTrue(first.contains("3 entries · 3,480 kg"), "1500 + 700 + 1280: \(first)")
        XCTAssertFalse(first.contains("PR"), "a lift's first day beats nothing")
        XCTAssertFalse(listedDay("2024-03-05", in: page).contains("PR"), "130 × 3 (est. 137.6) is short of 140 × 5 (157.5)")
        let heavy = listedDay("2024-03-08", in: page)
        XCTAssertTrue(heavy.contains("400 lb × 2") && heavy.contains("class=\"pr-badge\""), "400 lb × 2 is 186.6 kg est.: a PR")
        XCTAssertTrue(heavy.contains("1 entry · 363 kg"), "800 lb of volume in the lifter's kg: \(heavy)")
    }

    func testListFiltersByLiftAndKeepsTheFilterWhilePaging() throws {
        log(["date": "2024-03-01"])
        log(["date": "2024-03-02", "lift": "Bench Press"])
        log(["date": "2024-03-03", "lift": "bench  press", "weight": "90"])
        let page = browser.get("/workouts?lift=Bench%20Press").text
        XCTAssertTrue(page.contains("<option selected>Bench Press</option>"), "the filter shows its choice")
        XCTAssertNotNil(page.range(of: "href=\"/workouts/2024-03-02\""))
        XCTAssertNotNil(page.range(of: "href=\"/workouts/2024-03-03\""), "the same lift in another spelling")
        XCTAssertNil(page.range(of: "href=\"/workouts/2024-03-01\""), "a day without the lift is left out")
        XCTAssertFalse(listedDay("2024-03-02", in: page).contains("Back Squat"))
        let none = browser.get("/workouts?lift=Zercher")
        XCTAssertEqual(none.status, .ok)
        XCTAssertTrue(none.text.contains("No Zercher logged"))
        let user = try XCTUnwrap(app.database.credentials(email: "ada@example.com")?.user)
        for day in 0...WorkoutPages.pageSize {
            let input = try WorkoutInput.parse(lift: "Row", weight: "50", unit: "kg", reps: "5", sets: "5", comments: "",
                                               date: CalendarDate(iso: "2020-01-01")!.adding(days: day).iso,
                                               defaultUnit: .kg, today: CalendarDate(iso: "2026-01-01")!).get()
            try app.database.addWorkout(userID: user.id, input)
        }
        let rows = browser.get("/workouts?lift=Row").text
        XCTAssertTrue(rows.contains("href=\"/workouts?page=2&amp;lift=Row\""), "paging keeps the lift")
        XCTAssertEqual(browser.get("/workouts?page=2&lift=Row").text.components(separatedBy: "<li><a href=\"/workouts/20").count - 1, 1)
        XCTAssertEqual(browser.get("/workouts?lift=" + String(repeating: "a", count: 5000)).status, .ok, "an overlong name is no filter")
    }

    func testEmptyStateInvitesTheFirstWorkout() {
        let page = browser.get("/workouts").text
        XCTAssertTrue(page.contains("No workouts yet"))
        XCTAssertTrue(page.contains("Log your first workout"))
    }

    func testPaginationEdges() throws {
        let user = try XCTUnwrap(app.database.credentials(email: "ada@example.com")?.user)
        let today = CalendarDate(iso: "2026-01-01")!
        for day in 0...WorkoutPages.pageSize {
            let date = CalendarDate(iso: "2020-01-01")!.adding(days: day).iso
            let input = try WorkoutInput.parse(lift: "Row", weight: "50", unit: "kg", reps: "5", sets: "5", comments: "", date: date,
                                               defaultUnit: .kg, today: today).get()
            try app.database.addWorkout(userID: user.id, input)
        }
        let first = browser.get("/workouts").text
        XCTAssertEqual(first.components(separatedBy: "<li><a href=\"/workouts/20").count - 1, WorkoutPages.pageSize)
        XCTAssertTrue(first.contains("Page 1"))
        XCTAssertTrue(first.contains("href=\"/workouts?page=2\""))
        let second = browser.get("/workouts?page=2").text
        XCTAssertEqual(second.components(separatedBy: "<li><a href=\"/workouts/20").count - 1, 1)
        XCTAssertTrue(second.contains("href=\"/workouts/2020-01-01\""))
        XCTAssertEqual(browser.get("/workouts?page=3").status, .notFound)
        XCTAssertFalse(second.contains("rel=\"next\""), "no page after the last")
        XCTAssertTrue(second.contains("href=\"/workouts?page=1\""))
        for page in ["abc", "0", "-1", "46116860184273881", "9223372036854775807", "18446744073709551616", "1e309", "NaN", "100001"] {
            let response = browser.get("/workouts?page=\(page)")
            XCTAssertEqual(response.status, .badRequest, page)
            XCTAssertTrue(response.text.contains("The page number must be a whole number from 1 to 100,000"), page)
        }
    }

    func testDayDetailShowsEntriesOneRepMaxAndVolume() {
        log(["lift": "Back Squat", "weight": "100", "reps": "5", "sets": "3", "comments": "belt on"])
        log(["lift": "Back Squat", "weight": "110", "reps": "3", "sets": "2"])
        let page = browser.get("/workouts/2024-03-01")
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains("3 × 5 @ 100 kg"))
        XCTAssertTrue(page.text.contains("~112.5 kg"), "Brzycki for 100 × 5")
        XCTAssertTrue(page.text.contains("~116.5 kg"), "Brzycki for 110 × 3")
        XCTAssertFalse(page.text.contains("116.67"), "no longer Epley")
        XCTAssertTrue(page.text.contains("belt on"))
        XCTAssertTrue(page.text.contains("Back Squat: <strong>2160 kg</strong>"), "1500 + 660")
    }

    func testNoEstimatePastTwelveRepsOrWithoutAWeight() {
        log(["lift": "Push-up", "weight": "0", "reps": "20", "sets": "3"])
        log(["lift": "Lunge", "weight": "20", "reps": "100", "sets": "1"])
        log(["lift": "Row", "weight": "60", "reps": "12", "sets": "1"])
        let page = browser.get("/workouts/2024-03-01").text
        XCTAssertTrue(page.contains("No estimate without a weight"))
        XCTAssertTrue(page.contains("No estimate past 12 reps"))
        // In the page's main part: the stylesheet's and scripts' version hashes may hold any digits.
        guard let open = page.firstRange(of: "<main"), let close = page.firstRange(of: "</main>") else { return XCTFail("the day page has no main part") }
        XCTAssertFalse(page[open.lowerBound..<close.upperBound].contains("866"), "the estimate for 100 reps that meant nothing is gone")
        XCTAssertTrue(page.contains("~86.4 kg"), "60 × 36 / 25 for 12 reps")
    }

    func testMalformedDateIs404() {
        XCTAssertEqual(browser.get("/workouts/2024-13-01").status, .notFound)
        XCTAssertEqual(browser.get("/workouts/yesterday").status, .notFound)
        XCTAssertEqual(browser.get("/workouts/2024-02-30").status, .notFound)
    }

    func testEmptyDayOffersToLogOnThatDay() {
        let page = browser.get("/workouts/2020-01-01")
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains("Nothing logged on this day"), page.text)
        XCTAssertTrue(page.text.contains("<a class=\"button\" href=\"/workouts/new?date=2020-01-01\">Log a workout on this day</a>"), page.text)
        XCTAssertFalse(page.text.contains("Volume per lift"))
        let form = browser.get("/workouts/new?date=2020-01-01").text
        XCTAssertTrue(form.contains("name=\"date\"") && form.contains("value=\"2020-01-01\""), form)
    }

    func testLogAnotherWorkoutKeepsThePastDay() {
        log()
        let page = browser.get("/workouts/2024-03-01").text
        XCTAssertTrue(page.contains("href=\"/workouts/new?date=2024-03-01\">Log another workout</a>"), page)
        XCTAssertTrue(browser.get("/workouts/new?date=2024-03-01").text.contains("value=\"2024-03-01\""))
    }

    func testLoggingDateFromTheQueryIsBounded() {
        for date in ["2999-01-01", "yesterday", "2024-02-30", "99999-01-01"] {
            let form = browser.get("/workouts/new?date=\(date)")
            XCTAssertEqual(form.status, .ok, date)
            XCTAssertFalse(form.text.contains("value=\"\(date)\""), date)
        }
    }

    func testEditKeepsRulesAndMovesTheDateExactly() throws {
        log()
        let id = try app.count("SELECT id FROM workouts")
        XCTAssertTrue(browser.get("/workouts/entries/\(id)/edit").text.contains("value=\"102.5\""))
        let bad = browser.post("/workouts/entries/\(id)", valid(["reps": "zero"]))
        XCTAssertEqual(bad.status, .unprocessableContent)
        let moved = browser.post("/workouts/entries/\(id)", valid(["date": "2024-03-09", "weight": "105"]))
        XCTAssertEqual(moved.headers["Location"], "/workouts/2024-03-09")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates WHERE date = '2024-03-01'"), 0, "the emptied day is gone")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates WHERE date = '2024-03-09'"), 1)
        XCTAssertTrue(browser.get("/workouts/2024-03-09").text.contains("@ 105 kg"))
    }

    func testDeleteAfterConfirmationKeepsDatesExact() throws {
        log()
        log(["lift": "Deadlift"])
        let first = try app.count("SELECT min(id) FROM workouts")
        let confirm = browser.get("/workouts/entries/\(first)/delete")
        XCTAssertTrue(confirm.text.contains("Delete this entry?"))
        XCTAssertEqual(browser.post("/workouts/entries/\(first)/delete", []).headers["Location"], "/workouts/2024-03-01")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates"), 1)
        let last = try app.count("SELECT id FROM workouts")
        browser.get("/workouts/entries/\(last)/delete")
        XCTAssertEqual(browser.post("/workouts/entries/\(last)/delete", []).headers["Location"], "/workouts")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates"), 0, "the day's last entry takes the day with it")
    }

    func testAnotherUsersEntriesAre404AndTheirDaysEmpty() throws {
        log(["comments": "mine only"])
        let id = try app.count("SELECT id FROM workouts")
        let other = TestBrowser(app)
        other.signUp(email: "other@example.com")
        let day = other.get("/workouts/2024-03-01")
        XCTAssertTrue(day.text.contains("Nothing logged on this day"), "another user's day is an empty one of their own")
        XCTAssertFalse(day.text.contains("mine only"))
        XCTAssertEqual(other.get("/workouts/entries/\(id)/edit").status, .notFound)
        other.get("/workouts/new")
        XCTAssertEqual(other.post("/workouts/entries/\(id)", valid(["lift": "Hijacked"])).status, .notFound)
        other.get("/workouts/new")
        XCTAssertEqual(other.post("/workouts/entries/\(id)/delete", []).status, .notFound)
        XCTAssertFalse(other.get("/workouts").text.contains("2024-03-01"))
        XCTAssertFalse(String(decoding: other.get("/workouts/export.csv").body, as: UTF8.self).contains("mine only"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat'"), 1)
    }

    func testExportIsCSVWithSafeCells() throws {
        log(["lift": "=cmd|' /C calc'!A0", "comments": "heavy, \"grindy\""])
        let response = browser.get("/workouts/export.csv")
        XCTAssertEqual(response.headers["Content-Type"], "text/csv; charset=utf-8")
        XCTAssertTrue(response.headers["Content-Disposition"]?.contains("attachment") ?? false)
        XCTAssertEqual(response.text, "date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n2024-03-01,'=cmd|' /C calc'!A0,102.5,kg,5,3,\"heavy, \"\"grindy\"\"\",normal,,,form,\r\n")
    }

    func testTextIsStoredAsTypedAndEscapedOnOutput() throws {
        log(["lift": "  <img src=x onerror=alert(1)> ", "comments": "<script>x</script>"])
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE lift = '<img src=x onerror=alert(1)>'"), 1)
        let page = browser.get("/workouts/2024-03-01").text
        XCTAssertFalse(page.contains("<img src=x"))
        XCTAssertFalse(page.contains("<script>x"))
        XCTAssertTrue(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    func testWorkoutPagesNeedALogin() {
        for path in ["/workouts", "/workouts/new", "/workouts/2024-03-01", "/workouts/export.csv"] {
            XCTAssertEqual(TestBrowser(app).get(path).status, .seeOther, path)
        }
    }

    func testHotQueriesUseIndexes() throws {
        for (name, plan) in try app.database.workoutQueryPlans() {
            XCTAssertFalse(plan.contains("SCAN workouts"), "\(name): \(plan)")
            XCTAssertFalse(plan.contains("SCAN d"), "\(name): \(plan)")
            XCTAssertFalse(plan.contains("USE TEMP B-TREE"), "\(name): \(plan)")
            XCTAssertTrue(plan.contains("USING"), "\(name): \(plan)")
        }
    }
}

extension WorkoutTests {
    /// The counts are kept by triggers: check them against a recount after every kind of write.
    func testDayCountsStayExactThroughEveryWrite() throws {
        log(["date": "2024-03-01"])
        log(["date": "2024-03-01", "lift": "Deadlift"])
        log(["date": "2024-03-02"])
        let id = try app.count("SELECT max(id) FROM workouts WHERE date = '2024-03-01'")
        browser.get("/workouts/entries/\(id)/edit")
        browser.post("/workouts/entries/\(id)", valid(["date": "2024-03-02"]))
        let first = try app.count("SELECT min(id) FROM workouts")
        browser.get("/workouts/entries/\(first)/delete")
        browser.post("/workouts/entries/\(first)/delete", [])
        XCTAssertEqual(try app.count("""
            SELECT count(*) FROM workout_dates d
            WHERE entry_count <> (SELECT count(*) FROM workouts w WHERE w.user_id = d.user_id AND w.date = d.date)
            """), 0)
        XCTAssertEqual(try app.count("SELECT entry_count FROM workout_dates WHERE date = '2024-03-02'"), 2)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workout_dates WHERE date = '2024-03-01'"), 0)
    }
}
