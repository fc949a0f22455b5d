import Domain
import Glibc
import HTTP
import XCTest
@testable import App

/// The gym floor's part of moving an account (issue 39): whiteboard scores go onto the same
/// parts of a server with the same workouts of the day, or are reported as skipped with why;
/// class bookings travel as the member's history and book nothing.
extension AccountTransferTests {
    private static let wodDate = "2026-03-02"
    private static var tomorrow: CalendarDate { TimeZoneRules.utc.localDate(atUnixTime: time(nil)).adding(days: 1) }

    /// A gym with A10 (for time, capped at 12:00, the benchmark Fran) and AStrong (`strong`,
    /// load) on `wodDate`, and an A10 class tomorrow that takes bookings; nil id when `classes`
    /// is false.
    private func gym(strong: String = "load", classes: Bool = true) throws -> (fixture: ScheduleFixture, classID: Int64?) {
        let gym = try ScheduleFixture.make()
        let a10 = try gym.classType("A10")
        try gym.classType("AStrong")
        gym.post("/staff/wod", [("date", Self.wodDate), ("wod[A10]", "For time: 21-15-9 Thrusters, Pull-ups"), ("wod[AStrong]", "Back Squat 5-5-5")],
                 from: "/staff/wod?date=\(Self.wodDate)")
        XCTAssertEqual(gym.post("/staff/wod/\(Self.wodDate)/1", [("score_type", "time"), ("time_cap", "12:00"), ("benchmark", "Fran")],
                                from: "/staff/wod?date=\(Self.wodDate)").status, .seeOther)
        XCTAssertEqual(gym.post("/staff/wod/\(Self.wodDate)/2", [("score_type", strong), ("time_cap", ""), ("benchmark", "")],
                                from: "/staff/wod?date=\(Self.wodDate)").status, .seeOther)
        guard classes else { return (gym, nil) }
        let classID = try gym.weeklyClass(type: a10, location: try gym.location("Downtown"), [
            "weekday": String(Weekday(Self.tomorrow).rawValue), "first_date": Self.tomorrow.adding(days: -1).iso, "starts": "18:00", "ends": "19:00",
            "capacity": "2", "booking_opens": "7", "cancel_cutoff": "2",
        ])
        return (gym, classID)
    }

    private func postScore(_ browser: TestBrowser, part: Int, _ score: String, division: String) {
        browser.get("/wod?date=\(Self.wodDate)")
        XCTAssertEqual(browser.post("/wod/\(Self.wodDate)/\(part)/scores", [("score", score), ("division", division), ("note", "unbroken")]).status,
                       .seeOther)
    }

    func testScoresMoveOntoTheSameGymsPartsAndBookingsTravelAsHistory() throws {
        let (first, classID) = try gym()
        defer { TestApp.remove(first.app) }
        postScore(first.lifter, part: 1, "4:35", division: "rx")
        postScore(first.lifter, part: 2, "102.5", division: "scaled")
        first.lifter.get("/schedule?date=\(Self.tomorrow.iso)")
        XCTAssertEqual(first.lifter.post("/schedule/classes/\(try XCTUnwrap(classID))/\(Self.tomorrow.iso)/booking", []).status, .seeOther)

        let (document, json) = try export(first.lifter)
        let scores = try XCTUnwrap(json["scores"]?.array)
        XCTAssertEqual(scores.count, 2)
        XCTAssertEqual(scores[0]["class_type"], .string("A10"))
        XCTAssertEqual(scores[0]["date"], .string(Self.wodDate))
        XCTAssertEqual(scores[0]["benchmark"], .string("Fran"))
        XCTAssertEqual(scores[0]["score_type"], .string("time"))
        XCTAssertEqual(scores[0]["seconds"], .number(275))
        XCTAssertEqual(scores[0]["text"], .string("4:35"))
        XCTAssertEqual(scores[1]["kg"], .number(102.5))
        XCTAssertEqual(scores[1]["division"], .string("scaled"))
        let booking = try XCTUnwrap(json["bookings"]?.array?.first)
        XCTAssertEqual(booking["class_type"], .string("A10"))
        XCTAssertEqual(booking["location"], .string("Downtown"))
        XCTAssertEqual(booking["date"], .string(Self.tomorrow.iso))
        XCTAssertEqual(booking["starts"], .string("18:00"))
        XCTAssertEqual(booking["state"], .string("booked"))

        // The same gym on a new server: its workouts of the day, scored the same way.
        let (second, _) = try gym()
        defer { TestApp.remove(second.app) }
        let report = importDocument(document.body, as: second.lifter)
        XCTAssertEqual(report.status, .ok, report.text)
        XCTAssertEqual(output("scores", in: report.text), "2")
        XCTAssertEqual(output("bookings_left", in: report.text), "1")
        XCTAssertTrue(report.text.contains("class bookings stay in it as your history"), report.text)
        XCTAssertEqual(try second.app.count("SELECT count(*) FROM bookings"), 0, "an import books nothing")
        XCTAssertEqual(try export(second.lifter).json["scores"], json["scores"], "the same scores on the same parts")
        let board = second.lifter.get("/wod?date=\(Self.wodDate)").text
        XCTAssertTrue(board.contains("4:35") && board.contains("102.5 kg"), board)
        XCTAssertTrue(second.lifter.get("/benchmarks/fran").text.contains("4:35"))
        let again = importDocument(document.body, as: second.lifter)
        XCTAssertEqual(output("scores", in: again.text), "0")
        XCTAssertEqual(output("scores_already", in: again.text), "2")
        XCTAssertEqual(try second.app.count("SELECT count(*) FROM scores"), 2)
    }

    func testAScoreWithoutTheSamePartHereIsReportedWithWhy() throws {
        let (first, _) = try gym(classes: false)
        defer { TestApp.remove(first.app) }
        postScore(first.lifter, part: 1, "87", division: "rx") // capped: the reps done
        postScore(first.lifter, part: 2, "102.5", division: "rx")
        // A class type the other gym does not have, on another day.
        try first.classType("A20")
        first.post("/staff/wod", [("date", "2026-03-03"), ("wod[A10]", ""), ("wod[AStrong]", ""), ("wod[A20]", "AMRAP 20: Cindy")],
                   from: "/staff/wod?date=2026-03-03")
        XCTAssertEqual(first.post("/staff/wod/2026-03-03/1", [("score_type", "rounds"), ("time_cap", ""), ("benchmark", "")],
                                  from: "/staff/wod?date=2026-03-03").status, .seeOther)
        first.lifter.get("/wod?date=2026-03-03")
        XCTAssertEqual(first.lifter.post("/wod/2026-03-03/1/scores", [("score", "5+12"), ("division", "rx"), ("note", "")]).status, .seeOther)
        let document = try export(first.lifter).response.body

        // Another gym: A10 is not scored there that day, AStrong is scored by reps, and there is no A20.
        let (other, _) = try gym(strong: "reps", classes: false)
        defer { TestApp.remove(other.app) }
        XCTAssertEqual(other.post("/staff/wod/\(Self.wodDate)/1", [("score_type", "none"), ("time_cap", ""), ("benchmark", "")],
                                  from: "/staff/wod?date=\(Self.wodDate)").status, .seeOther)
        let report = importDocument(document, as: other.lifter)
        XCTAssertEqual(report.status, .ok, report.text)
        XCTAssertEqual(output("scores", in: report.text), "0")
        let day = DateText.long(try XCTUnwrap(CalendarDate(iso: Self.wodDate)))
        XCTAssertTrue(report.text.contains(#"<li data-date="\#(Self.wodDate)"><time datetime="\#(Self.wodDate)">\#(day)</time>, A10: 87 reps (capped). Not added: A10 on that date takes no scores on this server.</li>"#),
                      report.text)
        XCTAssertTrue(report.text.contains("AStrong: 102.5 kg. Not added: AStrong on that date is scored as Reps on this server, Load in the file."),
                      report.text)
        XCTAssertTrue(report.text.contains("A20: 5+12. Not added: this server has no A20 workout of the day on that date."), report.text)
        XCTAssertEqual(try other.app.count("SELECT count(*) FROM scores"), 0)
        XCTAssertFalse(report.text.contains("bookings_left"), "no bookings in the file, nothing said")
    }
}
