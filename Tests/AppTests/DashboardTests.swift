import Domain
import Foundation
import HTTP
import XCTest
@testable import App

final class DashboardTests: XCTestCase {
    private var gym: ScheduleFixture!

    /// Friday 2027-01-15, 08:00 UTC, unless a test sets another time.
    private let clock = SettableClock()

    override func setUpWithError() throws { gym = try ScheduleFixture.make(clock: clock.wallClock) }
    override func tearDown() { TestApp.remove(gym.app) }

    /// The fixture's gym keeps UTC, and the lifter has no zone of their own.
    private var today: CalendarDate { CalendarDate(unixTime: clock.now) }

    private func log(_ lift: String, _ weight: String, reps: String = "5", on date: CalendarDate) {
        gym.lifter.get("/workouts/new")
        let response = gym.lifter.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", reps), ("sets", "3"),
                                                     ("date", date.iso), ("comments", "")])
        XCTAssertEqual(response.status, .seeOther)
    }

    func testANewLiftersDashboardInvitesTheFirstWorkout() {
        let page = gym.lifter.get("/").text
        XCTAssertTrue(page.contains("<a class=\"button\" href=\"/workouts/new\">Log a workout</a>"))
        XCTAssertTrue(page.contains("Nothing logged yet"))
        XCTAssertTrue(page.contains("No PRs yet"))
        XCTAssertEqual(page.components(separatedBy: "<li class=\"week__day").count - 1, 7, "Monday to Sunday")
        XCTAssertFalse(page.contains("week__day--trained"))
    }

    func testTheWeekTheLastWorkoutAndRecentPRs() {
        let earlier = today.adding(days: -8)
        log("Back Squat", "100", on: earlier)
        log("Back Squat", "110", on: today)
        log("Bench Press", "80", on: today)
        let page = gym.lifter.get("/").text
        XCTAssertEqual(page.components(separatedBy: "week__day--trained").count - 1, 1, "only today of this week")
        XCTAssertTrue(page.contains("week__day week__day--trained week__day--today"), page)
        XCTAssertTrue(page.contains("<a href=\"/workouts/\(today.iso)\"><time datetime=\"\(today.iso)\">"), "the last workout links its day")
        XCTAssertTrue(page.contains("<span>Back Squat</span> <span class=\"nowrap\">5 × 110 kg <span class=\"pr-badge\">PR</span>"))
        XCTAssertTrue(page.contains("<span>Bench Press</span> <span class=\"nowrap\">5 × 80 kg</span>"), "a first day is no PR")
        XCTAssertTrue(page.contains("<a href=\"/history/exercises/back-squat\">Back Squat</a> <span class=\"nowrap\"><strong>123.8 kg</strong>"),
                      "110 × 5 by Brzycki: \(page)")
        XCTAssertFalse(page.contains("history/exercises/bench-press"), "one day of bench press has beaten nothing")
        let other = TestBrowser(gym.app)
        other.signUp(email: "other@example.com")
        XCTAssertFalse(other.get("/").text.contains("Back Squat"), "nobody else's log")
    }

    /// At 23:57 the last class of the day, at 23:58, is still to come.
    func testTheNextClassToday() throws {
        clock.set(today.daysSinceEpoch * 86_400 + 23 * 3600 + 57 * 60)
        let location = try gym.location("Main Street")
        let type = try gym.classType("Barbell Club")
        let weekday = String(Weekday(today).rawValue)
        try gym.weeklyClass(type: type, location: location, ["weekday": weekday, "starts": "00:00", "ends": "00:01", "first_date": "2026-01-05"])
        try gym.weeklyClass(type: type, location: location, ["weekday": weekday, "starts": "23:58", "ends": "23:59", "coach": "Lou",
                                                             "first_date": "2026-01-05"])
        let page = gym.lifter.get("/").text
        XCTAssertTrue(page.contains("<strong>23:58–23:59 Barbell Club</strong>"), "the next one, not the one already begun: \(page)")
        XCTAssertTrue(page.contains("Coach: Lou · Main Street"))
    }

    /// A lifter in Auckland (UTC+13 in January) saves a set at 23:59 on Wednesday and one at
    /// 00:01 on Thursday, their time, without naming the day: two days on their dashboard and
    /// day pages, while it is Wednesday all along in the gym's UTC.
    func testALifterInAucklandLogsAt2359AndAt0001OnTwoDays() throws {
        let wednesday = try XCTUnwrap(CalendarDate(iso: "2027-01-13")), thursday = wednesday.adding(days: 1)
        clock.set(wednesday.daysSinceEpoch * 86_400 + 10 * 3600 + 59 * 60)
        let kiwi = TestBrowser(gym.app)
        kiwi.get("/signup")
        kiwi.post("/signup", [("email", "kiwi@example.com"), ("password", "correct horse battery"), ("first_name", "Aroha"),
                              ("last_name", "T"), ("birth_date", "1990-01-01"), ("time_zone", "Pacific/Auckland")])
        func save(_ lift: String) {
            XCTAssertEqual(kiwi.post("/workouts", [("lift", lift), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"),
                                                   ("date", ""), ("comments", "")]).status, .seeOther, kiwi.lastPage)
        }
        XCTAssertTrue(kiwi.get("/workouts/new").text.contains("value=\"\(wednesday.iso)\""), "23:59 on Wednesday in Auckland")
        save("Back Squat")
        clock.advance(120)
        XCTAssertTrue(kiwi.get("/workouts/new").text.contains("value=\"\(thursday.iso)\""), "00:01 on Thursday in Auckland")
        XCTAssertTrue(gym.lifter.get("/workouts/new").text.contains("value=\"\(wednesday.iso)\""), "still Wednesday for a lifter on the gym's UTC")
        save("Deadlift")

        XCTAssertEqual(try gym.app.count("SELECT count(*) FROM workouts WHERE lift = 'Back Squat' AND date = '\(wednesday.iso)'"), 1)
        XCTAssertEqual(try gym.app.count("SELECT count(*) FROM workouts WHERE lift = 'Deadlift' AND date = '\(thursday.iso)'"), 1)
        let dashboard = kiwi.get("/").text
        XCTAssertTrue(dashboard.contains(#"<li class="week__day week__day--trained"><a class="week__link" href="/workouts/2027-01-13">"#), dashboard)
        XCTAssertTrue(dashboard.contains(#"<li class="week__day week__day--trained week__day--today"><a class="week__link" href="/workouts/2027-01-14">"#),
                      dashboard)
        XCTAssertEqual(dashboard.components(separatedBy: "week__day--trained").count - 1, 2)
        let wednesdayPage = kiwi.get("/workouts/\(wednesday.iso)").text, thursdayPage = kiwi.get("/workouts/\(thursday.iso)").text
        XCTAssertTrue(wednesdayPage.contains("Back Squat") && !wednesdayPage.contains("Deadlift"), wednesdayPage)
        XCTAssertTrue(thursdayPage.contains("Deadlift") && !thursdayPage.contains("Back Squat"), thursdayPage)
    }
}
