import Domain
import Foundation
import HTTP
import XCTest
@testable import App

/// The iCalendar event of one occurrence and the four-week feed, on the gym's clocks.
final class ScheduleCalendarTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws { gym = try ScheduleFixture.make(timeZone: "America/Los_Angeles") }
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

    /// Today in Los Angeles, as the app computes it.
    private func gymToday() throws -> CalendarDate {
        try TimeZoneDatabase(directory: app.config.timeZoneDirectory).rules(named: app.config.timeZone)
            .localDate(atUnixTime: Int(Date().timeIntervalSince1970))
    }

    private func stamp(_ event: String) -> String? {
        event.components(separatedBy: "\r\n").first { $0.hasPrefix("DTSTAMP:") }
    }
}
