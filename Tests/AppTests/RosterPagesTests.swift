import Domain
import Glibc
import HTTP
import XCTest
@testable import App

/// The roster at the door: staff only, the booked and the waitlist with a check-in form each,
/// a walk-in by email or name, and the classes a member attended on their bookings page.
final class RosterPagesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }
    private static var today: CalendarDate { TimeZoneRules.utc.localDate(atUnixTime: time(nil)) }

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    /// A class with one place on `date`, weekly from a week before.
    private func classOn(_ date: CalendarDate) throws -> Int64 {
        let place = try gym.location("Downtown"), type = try gym.classType("A10")
        return try gym.weeklyClass(type: type, location: place, ["weekday": String(Weekday(date).rawValue), "first_date": date.adding(days: -7).iso,
                                                                 "starts": "23:00", "ends": "23:45", "capacity": "1"])
    }

    func testStaffCheckMembersInAndOnlyStaffMay() throws {
        let date = Self.today.adding(days: 1)
        let id = try classOn(date)
        let bea = TestBrowser(app)
        bea.signUp(email: "bea@example.com", first: "Bea", last: "Tester")
        for browser in [gym.lifter, bea] {
            browser.get("/schedule?date=\(date.iso)")
            XCTAssertEqual(browser.post("/schedule/classes/\(id)/\(date.iso)/booking", []).status, .seeOther)
        }
        let path = "/staff/classes/\(id)/\(date.iso)/roster"
        let page = gym.staff.get(path)
        XCTAssertEqual(page.status, .ok)
        let adaID = try app.count("SELECT id FROM users WHERE email = 'lifter@example.com'")
        let beaID = try app.count("SELECT id FROM users WHERE email = 'bea@example.com'")
        let booked = try XCTUnwrap(page.text.components(separatedBy: "id=\"waitlist-heading\"").first)
        XCTAssertTrue(booked.contains(#"<li class="roster__member" id="member-\#(adaID)" data-member="\#(adaID)">"#), page.text)
        XCTAssertTrue(page.text.components(separatedBy: "id=\"waitlist-heading\"")[1].contains("Bea Tester"), "Bea waits")
        XCTAssertTrue(page.text.contains(#"<form class="roster__form" method="post" action="\#(path)/\#(beaID)" data-check-in>"#))
        XCTAssertTrue(page.text.contains(#"<button type="submit" name="status" value="present" aria-pressed="false">"#))

        XCTAssertEqual(gym.staff.post("\(path)/\(adaID)", [("status", "present")]).headers["Location"], "\(path)#member-\(adaID)")
        gym.staff.get(path)
        XCTAssertEqual(gym.staff.post("\(path)/\(beaID)", [("status", "no_show")]).status, .seeOther)
        gym.staff.get(path)
        XCTAssertEqual(gym.staff.post("\(path)/\(adaID)", [("status", "present")]).status, .seeOther, "sent twice: the same")
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE checked_in = 'present'"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE checked_in = 'no_show'"), 1)
        gym.staff.get(path)
        XCTAssertEqual(gym.staff.post("\(path)/\(adaID)", [("status", "late")]).status, .unprocessableContent)
        gym.staff.get(path)
        XCTAssertEqual(gym.staff.post("\(path)/999", [("status", "present")]).status, .notFound)

        // A member cannot check anyone in, nor read the roster.
        XCTAssertEqual(gym.lifter.get(path).status, .forbidden)
        gym.lifter.get("/bookings")
        XCTAssertEqual(gym.lifter.post("\(path)/\(beaID)", [("status", "present")]).status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM bookings WHERE checked_in = 'no_show'"), 1, "Bea stays a no-show")
        XCTAssertEqual(TestBrowser(app).get(path).headers["Location"]?.hasPrefix("/login?next="), true)
    }

    func testAWalkInByEmailOrNameIsAddedPresentAndTheMemberSeesTheClassAttended() throws {
        let date = Self.today.adding(days: -1)
        let id = try classOn(date)
        let path = "/staff/classes/\(id)/\(date.iso)/roster"
        gym.staff.get(path)
        let unknown = gym.staff.post("/staff/classes/\(id)/\(date.iso)/walk-ins", [("member", "nobody@example.com")])
        XCTAssertEqual(unknown.status, .unprocessableContent)
        XCTAssertTrue(unknown.text.contains(#"<p class="error" id="member-error">No member has that email or name."#), unknown.text)
        XCTAssertTrue(unknown.text.contains(#"value="nobody@example.com""#))
        gym.staff.get(path)
        let long = String(repeating: "a", count: 255)
        let tooLong = gym.staff.post("/staff/classes/\(id)/\(date.iso)/walk-ins", [("member", long)])
        XCTAssertEqual(tooLong.status, .unprocessableContent)
        XCTAssertTrue(tooLong.text.contains(#"<p class="error" id="member-error">Enter at most 254 characters: an email or a name."#), tooLong.text)
        XCTAssertTrue(tooLong.text.contains(#"value="\#(long)""#), "what was typed is kept")
        gym.staff.get(path)
        let added = gym.staff.post("/staff/classes/\(id)/\(date.iso)/walk-ins", [("member", "LIFTER@example.com")])
        XCTAssertEqual(added.status, .seeOther, added.text)
        let page = gym.staff.get(try XCTUnwrap(added.headers["Location"])).text
        XCTAssertTrue(page.contains("as a walk-in, present."), page)
        XCTAssertTrue(page.contains(#"<span class="muted">walk-in</span> <strong class="roster__mark" data-checked-in="present">Present</strong>"#), page)
        let attended = gym.lifter.get("/bookings").text
        XCTAssertTrue(attended.components(separatedBy: "Classes attended")[1].contains("A10"), attended)
        XCTAssertFalse(gym.staff.get("/bookings").text.components(separatedBy: "Classes attended")[1].contains("A10"))
    }
}
