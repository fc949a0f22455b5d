import Domain
import Glibc
import HTTP
import XCTest
@testable import App

/// Scores of the workout of the day through the pages: staff set the scoring per part, members
/// post, change and delete their own, the whiteboard ranks them with names for members only,
/// hidden members stay off others' boards, benchmarks, and percentage lines in each member's
/// own weight.
final class ScorePagesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }
    private let date = "2026-03-02"

    override func setUpWithError() throws {
        gym = try ScheduleFixture.make()
        for name in ["A10", "AStrong"] { try gym.classType(name) }
        gym.staff.get("/staff/wod?date=\(date)")
        XCTAssertEqual(gym.staff.post("/staff/wod", [("date", date), ("wod[A10]", "For time: 21-15-9 Thrusters, Pull-ups"),
                                                     ("wod[AStrong]", "5x3 @ 80% Back Squat\nEMOM 10: 2 Power Clean @ 70%")]).status, .seeOther)
    }

    override func tearDown() { TestApp.remove(gym.app) }

    private func member(_ first: String, _ last: String) -> TestBrowser {
        let browser = TestBrowser(app)
        browser.signUp(email: "\(first.lowercased())@example.com", first: first, last: last)
        return browser
    }

    private func score(_ browser: TestBrowser, part: Int = 1, _ fields: [(String, String)]) -> Response {
        browser.get("/wod?date=\(date)")
        return browser.post("/wod/\(date)/\(part)/scores", fields)
    }

    private func setScoring(part: Int, _ fields: [(String, String)]) -> Response {
        gym.staff.get("/staff/wod?date=\(date)")
        return gym.staff.post("/staff/wod/\(date)/\(part)", fields)
    }

    func testStaffSetTheScoringOfEachPartInTheOrderTheDayShowsThem() throws {
        let page = gym.staff.get("/staff/wod?date=\(date)").text
        XCTAssertTrue(page.contains(#"<form class="stacked wod-part" id="part-1" method="post" action="/staff/wod/\#(date)/1" novalidate>"#), page)
        XCTAssertTrue(page.contains("<h3>1. A10</h3>") && page.contains("<h3>2. AStrong</h3>"))
        XCTAssertEqual(setScoring(part: 1, [("score_type", "time"), ("time_cap", "12:00"), ("benchmark", "Fran")]).status, .seeOther)
        XCTAssertTrue(gym.staff.get("/staff/wod?date=\(date)").text.contains(#"name="time_cap" type="text" inputmode="numeric" placeholder="mm:ss" value="12:00""#))
        let bad = setScoring(part: 2, [("score_type", "distance"), ("time_cap", ""), ("benchmark", "")])
        XCTAssertEqual(bad.status, .unprocessableContent)
        XCTAssertTrue(bad.text.contains(#"<p class="error" id="score_type-2-error">Choose how the part is scored.</p>"#), bad.text)
        XCTAssertTrue(bad.text.contains(##"<li><a href="#score_type-2">Choose how the part is scored.</a></li>"##), "the summary links to the field")
        let typed = setScoring(part: 1, [("score_type", "time"), ("time_cap", "twelve"), ("benchmark", "Grace")])
        XCTAssertEqual(typed.status, .unprocessableContent)
        XCTAssertTrue(typed.text.contains(#"<h1>Workouts of the day"#), "the staff page again, not an error page: \(typed.text)")
        XCTAssertTrue(typed.text.contains(#"value="twelve" aria-invalid="true" aria-describedby="time_cap-1-hint time_cap-1-error">"#),
                      "what was typed is kept: \(typed.text)")
        XCTAssertTrue(typed.text.contains(#"<p class="error" id="time_cap-1-error">Enter the time cap as minutes and seconds, e.g. 12:00, or leave it empty.</p>"#))
        XCTAssertTrue(typed.text.contains(#"placeholder="Fran" value="Grace">"#) && typed.text.contains(#"<option value="time" selected>"#))
        XCTAssertTrue(typed.text.contains(#"id="time_cap-2" name="time_cap" type="text" inputmode="numeric" placeholder="mm:ss" value="""#),
                      "the other part shows what is saved")
        XCTAssertEqual(setScoring(part: 3, [("score_type", "time")]).status, .notFound)
        gym.lifter.get("/wod?date=\(date)")
        XCTAssertEqual(gym.lifter.post("/staff/wod/\(date)/1", [("score_type", "none")]).status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM wod_parts WHERE score_type = 'time'"), 1)
    }

    func testTheWhiteboardRanksScoresAndOnlyMembersSeeNames() throws {
        _ = setScoring(part: 1, [("score_type", "time"), ("time_cap", "12:00"), ("benchmark", "Fran")])
        let ada = gym.lifter, bea = member("Bea", "Brown"), cy = member("Cy", "Clark"), di = member("Di", "Dunn")
        XCTAssertEqual(score(ada, [("score", "4:35"), ("division", "rx"), ("note", "unbroken")]).headers["Location"],
                       "/wod?date=\(date)&posted=1#part-1")
        XCTAssertEqual(score(bea, [("score", "4:35"), ("division", "rx"), ("note", "")]).status, .seeOther)
        XCTAssertEqual(score(cy, [("score", "87"), ("division", "rx"), ("note", "")]).status, .seeOther)
        XCTAssertEqual(score(di, [("score", "3:10"), ("division", "scaled"), ("note", "")]).status, .seeOther)
        let board = bea.get("/wod?date=\(date)").text
        XCTAssertTrue(board.contains(#"<table class="whiteboard">"#), board)
        let rows = board.components(separatedBy: "<tr data-place=").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        XCTAssertEqual(rows.count, 4)
        XCTAssertTrue(rows[0].hasPrefix(#""1" data-division="rx""#) && rows[0].contains("Ada L.") && rows[0].contains("4:35"), rows[0])
        XCTAssertTrue(rows[1].hasPrefix(#""1" data-division="rx""#) && rows[1].contains("Bea B."), rows[1])
        XCTAssertTrue(rows[2].hasPrefix(#""3" data-division="rx""#) && rows[2].contains("87 reps (capped)"), rows[2])
        XCTAssertTrue(rows[3].hasPrefix(#""4" data-division="scaled""#) && rows[3].contains("Di D.") && rows[3].contains("Scaled"), rows[3])

        let visitor = app.get("/wod?date=\(date)").text
        XCTAssertEqual(visitor.components(separatedBy: "<tr data-place=").count - 1, 4, "visitors see the scores")
        for name in ["Ada", "Bea B.", "Cy C.", "Di D.", "unbroken"] { XCTAssertFalse(visitor.contains(name), "but not \(name)") }
        XCTAssertTrue(visitor.contains("Log in to post your score"))

        // Changing a score is posting it again; an over-the-cap time is refused with the reason.
        let over = score(ada, [("score", "12:30"), ("division", "rx"), ("note", "")])
        XCTAssertEqual(over.status, .unprocessableContent)
        XCTAssertTrue(over.text.contains(#"<p class="error" id="score-1-error">That is over the time cap of 12:00: enter the reps you did instead.</p>"#), over.text)
        XCTAssertTrue(over.text.contains(#"value="12:30" placeholder="4:35" aria-invalid="true""#), "what was typed is kept")
        XCTAssertTrue(over.text.contains(##"<li><a href="#score-1">"##), "the summary links to the field")
        XCTAssertEqual(score(ada, [("score", "5:00"), ("division", "rx"), ("note", "")]).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM scores"), 4)
        XCTAssertTrue(ada.get("/wod?date=\(date)").text.contains(#"name="score" type="text" autocomplete="off" required value="5:00""#))
        ada.get("/wod?date=\(date)")
        XCTAssertEqual(ada.post("/wod/\(date)/1/scores/delete", []).status, .seeOther)
        ada.get("/wod?date=\(date)")
        XCTAssertEqual(ada.post("/wod/\(date)/1/scores/delete", []).status, .notFound, "only their own, and once")
        XCTAssertEqual(try app.count("SELECT count(*) FROM scores"), 3, "the others' scores stay")
        _ = app.get("/")
        XCTAssertEqual(TestBrowser(app).post("/wod/\(date)/1/scores", [("score", "1:00"), ("division", "rx")]).status, .forbidden,
                       "a visitor without a token")
    }

    func testAMemberHiddenFromBoardsIsSeenByStaffAndThemselvesOnly() throws {
        _ = setScoring(part: 1, [("score_type", "reps"), ("time_cap", ""), ("benchmark", "")])
        let bea = member("Bea", "Brown")
        _ = score(gym.lifter, [("score", "90"), ("division", "rx"), ("note", "")])
        _ = score(bea, [("score", "80"), ("division", "rx"), ("note", "")])
        bea.get("/settings")
        XCTAssertEqual(bea.post("/settings/boards", [("hide_from_boards", "1")]).status, .seeOther)
        XCTAssertFalse(gym.lifter.get("/wod?date=\(date)").text.contains("Bea B."), "another member does not see her")
        XCTAssertTrue(bea.get("/wod?date=\(date)").text.contains("Bea B."), "she sees herself")
        XCTAssertTrue(gym.staff.get("/wod?date=\(date)").text.contains("Bea B."), "staff see her")
        XCTAssertTrue(bea.get("/settings").text.contains(#"name="hide_from_boards" value="1" checked"#))
    }

    func testABenchmarkListsTheMembersAttemptsWithTheBest() throws {
        _ = setScoring(part: 1, [("score_type", "time"), ("time_cap", ""), ("benchmark", "Fran")])
        _ = score(gym.lifter, [("score", "4:35"), ("division", "rx"), ("note", "")])
        gym.staff.get("/staff/wod?date=2026-03-09")
        _ = gym.staff.post("/staff/wod", [("date", "2026-03-09"), ("wod[A10]", "Fran: 21-15-9 Thrusters, Pull-ups")])
        gym.staff.get("/staff/wod?date=2026-03-09")
        XCTAssertEqual(gym.staff.post("/staff/wod/2026-03-09/1", [("score_type", "time"), ("benchmark", "fran")]).status, .seeOther)
        gym.lifter.get("/wod?date=2026-03-09")
        XCTAssertEqual(gym.lifter.post("/wod/2026-03-09/1/scores", [("score", "3:58"), ("division", "rx"), ("note", "")]).status, .seeOther)
        let page = gym.lifter.get("/benchmarks/fran")
        XCTAssertEqual(page.status, .ok)
        let rows = page.text.components(separatedBy: "<tr").filter { $0.contains("<td>") }
        XCTAssertEqual(rows.count, 2)
        XCTAssertTrue(rows[0].contains("3:58") && rows[0].contains(#"data-best="true""#), rows[0])
        XCTAssertFalse(rows[1].contains("data-best"))
        XCTAssertEqual(member("Bea", "Brown").get("/benchmarks/fran").status, .notFound, "another member has no attempts")
        XCTAssertEqual(TestBrowser(app).get("/benchmarks/fran").headers["Location"]?.hasPrefix("/login?next="), true)
    }

    func testAPercentageLineShowsEachMemberTheirOwnWeightWithPlates() throws {
        gym.lifter.get("/workouts/new")
        let today = TimeZoneRules.utc.localDate(atUnixTime: time(nil)).iso
        XCTAssertEqual(gym.lifter.post("/workouts", [("lift", "Back Squat"), ("weight", "140.5"), ("unit", "kg"), ("reps", "1"), ("sets", "1"),
                                                     ("comments", ""), ("date", today)]).status, .seeOther)
        let page = gym.lifter.get("/wod?date=\(date)").text
        XCTAssertTrue(page.contains(#"<span class="my-load" data-lift="Back Squat" data-percent="80" data-weight="112.5" data-unit="kg">Back Squat 5 × 3 @ 80 % = 112.5 kg: 20 kg bar + 25 + 20 + 1.25 each side</span>"#), page)
        XCTAssertTrue(page.contains("log a set of Power Clean to see your weight"))
        XCTAssertTrue(member("Bea", "Brown").get("/wod?date=\(date)").text.contains("log a set of Back Squat to see your weight"))
        XCTAssertFalse(app.get("/wod?date=\(date)").text.contains("my-load"), "visitors see the line only")
    }

    func testALoadPartRanksByDotsOnlyForMembersWhoAllowIt() throws {
        _ = setScoring(part: 2, [("score_type", "load"), ("time_cap", ""), ("benchmark", "")])
        let bea = member("Bea", "Brown")
        try app.execute("UPDATE users SET sex = 'female', body_weight = 60, body_weight_unit = 'kg', body_weight_date = '2026-01-01'")
        _ = score(gym.lifter, part: 2, [("score", "140"), ("division", "rx"), ("note", "")])
        _ = score(bea, part: 2, [("score", "100"), ("division", "rx"), ("note", "")])
        let raw = bea.get("/wod?date=\(date)").text
        XCTAssertLessThan(try XCTUnwrap(raw.range(of: "Ada L.")).lowerBound, try XCTUnwrap(raw.range(of: "Bea B.")).lowerBound)
        bea.get("/settings")
        XCTAssertEqual(bea.post("/settings/boards", [("dots_body_weight", "1")]).status, .seeOther)
        let dots = bea.get("/wod?date=\(date)&rank=dots").text
        XCTAssertTrue(dots.contains("Ranked by DOTS points."), dots)
        XCTAssertLessThan(try XCTUnwrap(dots.range(of: "Bea B.")).lowerBound, try XCTUnwrap(dots.range(of: "Ada L.")).lowerBound,
                          "Bea's points rank her first; Ada, who did not allow it, after")
    }
}
