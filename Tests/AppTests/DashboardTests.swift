import Domain
import Foundation
import HTTP
import XCTest
@testable import App

final class DashboardTests: XCTestCase {
    private var gym: ScheduleFixture!

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    /// The fixture's gym keeps UTC, and the lifter has no zone of their own.
    private var today: CalendarDate { CalendarDate(unixTime: time(nil)) }

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

    func testTheNextClassToday() throws {
        let now = time(nil)
        let minutes = (now % 86_400) / 60
        try XCTSkipIf(minutes >= 23 * 60 + 57, "too close to midnight to have a class later today")
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
}
