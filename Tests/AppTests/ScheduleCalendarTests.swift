import Domain
import Foundation
import HTTP
import XCTest
@testable import App

/// The iCalendar event of one occurrence and the four-week feed, on the gym's clocks.
final class ScheduleCalendarTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }
    private let clock = SettableClock()

    override func setUpWithError() throws { gym = try ScheduleFixture.make(timeZone: "America/Los_Angeles", clock: clock.wallClock) }
    override func tearDown() { TestApp.remove(gym.app) }

    private func events(_ text: String) -> [String] {
        text.components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst().map { $0.components(separatedBy: "END:VEVENT")[0] }
    }

    func testOneOccurrenceIsAnEventInUTCWithTheSameUIDAsInTheFeed() throws {
        let place = try gym.location("Downtown, 1st floor")
        let today = try gymToday()
        let scheduled = try gym.weeklyClass(type: try gym.classType("A10"), location: place,
                                            ["weekday": String(Weekday(today).rawValue), "first_date": today.adding(days: -14).iso, "coach": "Sam; Kim"])
        XCTAssertEqual(gym.post("/staff/classes/\(scheduled)/cancellations", [("date", today.adding(days: 7).iso)], from: "/staff/classes/\(scheduled)").status, .seeOther)
        let single = app.get("/schedule/classes/\(scheduled)/\(today.iso).ics")
        XCTAssertEqual(single.status, .ok)
        XCTAssertEqual(single.headers["Content-Type"], "text/calendar; charset=utf-8")
        let event = try XCTUnwrap(events(single.text).first)
        let day = today.iso.replacingOccurrences(of: "-", with: "")
        XCTAssertTrue(event.contains("UID:class-\(scheduled)-\(day)@liftinglog\r\n"), event)
        XCTAssertTrue(event.contains("LOCATION:Downtown\\, 1st floor\r\n"), event)
        XCTAssertTrue(event.contains("DESCRIPTION:Coach: Sam\\; Kim\r\n"), event)
        XCTAssertTrue(event.contains("STATUS:CONFIRMED\r\n"))
        let start = try XCTUnwrap(event.components(separatedBy: "DTSTART:").last?.prefix(16))
        // 06:00 in Los Angeles is 13:00 or 14:00 UTC, whichever the season.
        XCTAssertTrue(start.hasSuffix("T130000Z") || start.hasSuffix("T140000Z"), String(start))

        let feed = app.get("/schedule.ics")
        XCTAssertEqual(feed.status, .ok)
        let feedEvents = events(feed.text)
        XCTAssertEqual(feedEvents.count, 4, "28 days of a weekly class")
        XCTAssertEqual(feedEvents.first, event.replacingOccurrences(of: try XCTUnwrap(stamp(event)), with: try XCTUnwrap(stamp(feedEvents[0]))))
        XCTAssertTrue(feedEvents[1].contains("STATUS:CANCELLED\r\n"))
        XCTAssertTrue(feedEvents[1].contains("SUMMARY:Cancelled: A10\r\n"))
        XCTAssertFalse(feed.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "CRLF only")
    }

    func testAClassKeepsItsWallClockTimeAcrossTheDaylightSavingChange() throws {
        let place = try gym.location("Downtown")
        let scheduled = try gym.weeklyClass(type: try gym.classType("A10"), location: place)
        // Monday 2 March 2026 is on PST (UTC-8); the clocks go forward on Sunday 8 March (PDT, UTC-7).
        XCTAssertTrue(app.get("/schedule/classes/\(scheduled)/2026-03-02.ics").text.contains("DTSTART:20260302T140000Z\r\nDTEND:20260302T144500Z\r\n"))
        XCTAssertTrue(app.get("/schedule/classes/\(scheduled)/2026-03-09.ics").text.contains("DTSTART:20260309T130000Z\r\nDTEND:20260309T134500Z\r\n"))
        XCTAssertTrue(app.get("/schedule?date=2026-03-09").text.contains("data-start=\"06:00\""), "06:00 on the page both weeks")
    }

    /// The four-week feed read on Sunday 7 March 2027, the week the clocks go forward (at 02:00
    /// on Sunday 14 March): the Sunday class at 18:00 is at 18:00 on both Sundays' pages, and in
    /// the feed at 02:00 UTC (PST, UTC-8) before the change and 01:00 UTC (PDT, UTC-7) after.
    func testTheFeedKeepsAnEveningClassAt1800AcrossTheWeekOfTheDaylightSavingChange() throws {
        let sunday = try XCTUnwrap(CalendarDate(iso: "2027-03-07"))
        clock.set(try gymZone().unixTime(forLocal: sunday, hour: 9, minute: 0))
        XCTAssertEqual(try gymToday(), sunday)
        // Seven weeks on from the fixture's sign-up: past the staff member's 30-day session.
        gym.staff.logIn(email: "coach@example.com")
        let scheduled = try gym.weeklyClass(type: try gym.classType("Evening Barbell"), location: try gym.location("Downtown"),
                                            ["weekday": "7", "starts": "18:00", "ends": "19:00", "first_date": "2027-03-01"])
        let feed = events(app.get("/schedule.ics").text)
        XCTAssertEqual(feed.count, 4, "the Sundays from 7 to 28 March")
        XCTAssertTrue(feed[0].contains("DTSTAMP:20270307T170000Z\r\n"), "stamped at the gym's 09:00: \(feed[0])")
        XCTAssertTrue(feed[0].contains("UID:class-\(scheduled)-20270307@liftinglog\r\n") && feed[0].contains("DTSTART:20270308T020000Z\r\nDTEND:20270308T030000Z\r\n"),
                      feed[0])
        XCTAssertTrue(feed[1].contains("UID:class-\(scheduled)-20270314@liftinglog\r\n") && feed[1].contains("DTSTART:20270315T010000Z\r\nDTEND:20270315T020000Z\r\n"),
                      feed[1])
        XCTAssertTrue(feed[2].contains("DTSTART:20270322T010000Z\r\n"), feed[2])
        for date in ["2027-03-07", "2027-03-14"] {
            let page = app.get("/schedule?date=\(date)").text
            XCTAssertTrue(page.contains("data-start=\"18:00\""), "18:00 on the page of \(date): \(page)")
        }
    }

    func testAFeedForOneLocationLeavesTheOthersOut() throws {
        let downtown = try gym.location("Downtown"), uptown = try gym.location("Uptown")
        let today = try gymToday()
        let type = try gym.classType("A10")
        try gym.weeklyClass(type: type, location: downtown, ["weekday": String(Weekday(today).rawValue), "first_date": today.iso])
        try gym.weeklyClass(type: type, location: uptown, ["weekday": String(Weekday(today).rawValue), "first_date": today.iso, "starts": "09:00", "ends": "10:00"])
        XCTAssertEqual(events(app.get("/schedule.ics?location=\(uptown)").text).count, 4)
        XCTAssertEqual(events(app.get("/schedule.ics?location=all").text).count, 8)
        XCTAssertTrue(app.get("/schedule.ics?location=\(uptown)").text.contains("X-WR-CALNAME:Gym schedule\\, Uptown\r\n"))
    }

    /// The gym's zone, as the app reads it.
    private func gymZone() throws -> TimeZoneRules {
        try TimeZoneDatabase(directory: app.config.timeZoneDirectory).rules(named: app.config.timeZone)
    }

    /// Today in Los Angeles, as the app computes it.
    private func gymToday() throws -> CalendarDate {
        try gymZone().localDate(atUnixTime: clock.now)
    }

    private func stamp(_ event: String) -> String? {
        event.components(separatedBy: "\r\n").first { $0.hasPrefix("DTSTAMP:") }
    }
}
