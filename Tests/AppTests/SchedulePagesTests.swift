import Domain
import Foundation
import HTTP
import XCTest
@testable import App

/// The public schedule: its markup contract, the day links and the filter, and the bounds of
/// every number it reads.
final class SchedulePagesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    /// Monday 2 March 2026: A10 at 06:00 Downtown, Yoga at 18:00 Uptown, AStrong cancelled at
    /// 07:00 Downtown, and an extra A10 at 12:00.
    @discardableResult
    private func mondayGym() throws -> (downtown: Int64, uptown: Int64) {
        let downtown = try gym.location("Downtown"), uptown = try gym.location("Uptown")
        let a10 = try gym.classType("A10"), yoga = try gym.classType("Yoga"), strong = try gym.classType("AStrong")
        let first = try gym.weeklyClass(type: a10, location: downtown)
        try gym.weeklyClass(type: yoga, location: uptown, ["starts": "18:00", "ends": "19:00", "coach": "Kim"])
        let cancelled = try gym.weeklyClass(type: strong, location: downtown, ["starts": "07:00", "ends": "08:00"])
        XCTAssertEqual(gym.post("/staff/classes/\(cancelled)/cancellations", [("date", "2026-03-02")], from: "/staff/classes/\(cancelled)").status, .seeOther)
        XCTAssertEqual(gym.post("/staff/classes/\(first)/extras", [("extra_date", "2026-03-02"), ("extra_starts", "12:00"), ("extra_ends", "12:45")],
                                from: "/staff/classes/\(first)").status, .seeOther)
        return (downtown, uptown)
    }

    func testADayListsItsClassesInOrderWithTheContractMarkup() throws {
        let (downtown, uptown) = try mondayGym()
        let page = gym.lifter.get("/schedule?date=2026-03-02")
        XCTAssertEqual(page.status, .ok)
        let html = page.text
        let articles = html.components(separatedBy: "<article ").dropFirst().map { "<article " + $0.prefix(while: { $0 != ">" }) + ">" }
        XCTAssertEqual(articles, [
            "<article class=\"class\" data-start=\"06:00\" data-location=\"\(downtown)\">",
            "<article class=\"class cancelled\" data-start=\"07:00\" data-location=\"\(downtown)\">",
            "<article class=\"class\" data-start=\"12:00\" data-location=\"\(downtown)\">",
            "<article class=\"class\" data-start=\"18:00\" data-location=\"\(uptown)\">",
        ])
        XCTAssertTrue(html.contains("<input type=\"date\" name=\"date\""), "the date picker")
        XCTAssertTrue(html.contains("<form class=\"card day-picker\" method=\"get\" action=\"/schedule\""))
        XCTAssertTrue(html.contains("<select name=\"location\""))
        XCTAssertTrue(html.contains("<option value=\"\(uptown)\">Uptown</option>"))
        XCTAssertTrue(html.contains("href=\"/schedule?date=2026-03-01&amp;location=all\" rel=\"prev\""))
        XCTAssertTrue(html.contains("href=\"/schedule?date=2026-03-03&amp;location=all\" rel=\"next\""))
        XCTAssertTrue(html.contains("Coach: Kim"))
        XCTAssertTrue(html.contains("<strong class=\"class__status\">Cancelled</strong>"))
        XCTAssertEqual(gym.get("/schedule?date=2026-03-02", as: nil).status, .ok, "visible without logging in")
    }

    func testTheLocationFilterIsKeptAcrossDays() throws {
        let (downtown, uptown) = try mondayGym()
        let html = gym.lifter.get("/schedule?date=2026-03-02&location=\(uptown)").text
        XCTAssertEqual(html.components(separatedBy: "<article ").count - 1, 1)
        XCTAssertTrue(html.contains("data-location=\"\(uptown)\""))
        XCTAssertFalse(html.contains("data-location=\"\(downtown)\""))
        XCTAssertTrue(html.contains("<option value=\"\(uptown)\" selected>Uptown</option>"))
        XCTAssertTrue(html.contains("href=\"/schedule?date=2026-03-03&amp;location=\(uptown)\" rel=\"next\""))
        XCTAssertTrue(html.contains("href=\"/schedule.ics?location=\(uptown)\""))
    }

    func testAnEmptyDaySaysSoAndLinksToTheNextDayWithClasses() throws {
        try mondayGym()
        let html = gym.lifter.get("/schedule?date=2026-03-03").text
        XCTAssertTrue(html.contains("<p class=\"empty\">No classes on this day. <a href=\"/schedule?date=2026-03-09&amp;location=all\">Next day with classes: Mon 9 Mar 2026</a>.</p>"), html)
        XCTAssertFalse(html.contains("<article"))
    }

    func testDatesAndLocationsOutOfRangeAreRefusedNeverTrapped() throws {
        try mondayGym()
        for path in ["/schedule", "/wod", "/schedule.ics"] {
            for query in ["date=0000-00-00", "date=99999-01-01", "date=2026-02-30", "date=1969-12-31", "location=-1", "location=0",
                          "location=abc", "location=9223372036854775808", "location=1e3"] where !(path == "/schedule.ics" && query.hasPrefix("date")) {
                let status = gym.get("\(path)?\(query)", as: gym.lifter).status.code
                XCTAssertEqual(status, 400, "\(path)?\(query)")
            }
            XCTAssertEqual(gym.get("\(path)?location=9223372036854775807", as: nil).status, .notFound, path)
        }
        XCTAssertEqual(gym.get("/schedule?date=2199-12-31", as: nil).status, .ok, "the last date has no next-day link to overflow")
        XCTAssertFalse(gym.get("/schedule?date=2199-12-31", as: nil).text.contains("rel=\"next\""))
        for path in ["/schedule/classes/9223372036854775807/2026-03-02.ics", "/schedule/classes/-1/2026-03-02.ics",
                     "/schedule/classes/1/0000-00-00.ics", "/schedule/classes/1/2026-03-03.ics", "/schedule/classes/1/99999-01-01.ics"] {
            XCTAssertEqual(gym.get(path, as: nil).status, .notFound, path)
        }
    }

    func testNamesAreEscaped() throws {
        let place = try gym.location("<b>Back & \"Front\"</b>")
        let type = try gym.classType("<script>x</script>")
        try gym.weeklyClass(type: type, location: place, ["coach": "O'Neil <i>"])
        let html = gym.get("/schedule?date=2026-03-02", as: nil).text
        XCTAssertFalse(html.contains("<script>x") || html.contains("<b>Back") || html.contains("<i>"))
        XCTAssertTrue(html.contains("&lt;script&gt;x&lt;/script&gt;"))
        XCTAssertTrue(html.contains("Coach: O&#39;Neil &lt;i&gt;"), html)
    }

    func testTheWorkoutOfTheDayShowsWithItsClass() throws {
        try mondayGym()
        gym.staff.get("/staff/wod?date=2026-03-02")
        XCTAssertEqual(gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("wod[A10]", "15-10-5 reps:\r\nTorpedo Clusters\r\n\r\n")]).status, .seeOther)
        let html = gym.get("/schedule?date=2026-03-02", as: nil).text
        XCTAssertEqual(html.components(separatedBy: "<li>Torpedo Clusters</li>").count - 1, 2, "both A10 classes of the day show it")
        let wod = gym.get("/wod?date=2026-03-02", as: nil).text
        XCTAssertTrue(wod.contains("<section class=\"wod\" data-class=\"A10\">"), wod)
        XCTAssertTrue(wod.contains("<li>15-10-5 reps:</li>"))
        XCTAssertTrue(wod.contains("<input type=\"date\" name=\"date\""))
        XCTAssertTrue(gym.get("/wod?date=2026-03-03", as: nil).text.contains("<p class=\"empty\">"))
    }
}
