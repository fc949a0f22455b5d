import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// Every dynamic page, rendered for a seeded lifter and gym, byte for byte as the renderer
/// wrote it before pages handed it typed rows and wrote dates byte by byte: the files in
/// `Tests/Fixtures/pages/` were made by the earlier code (`RECORD_PAGES=1 swift test --filter
/// PageBytesTests` writes them anew). Tokens and today's date are replaced by placeholders first.
final class PageBytesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws {
        gym = try ScheduleFixture.make()
        try seedHistory()
        try seedSchedule()
    }

    override func tearDown() { TestApp.remove(gym.app) }

    func testEveryDynamicPageIsAsBefore() throws {
        let route = gym.lifter.upload("/routes", [("title", "Hill <repeats> & \"more\""), ("subtitle", ""), ("kind", "ride")],
                                      file: ("file", "strava.gpx", Array(GPXFixture.strava.utf8)), csrf: csrf(for: "/routes/new"))
        let routePath = try XCTUnwrap(route.headers["Location"], route.text)
        let pages: [(name: String, path: String, lifter: Bool)] = [
            ("workouts", "/workouts", true), ("workouts-page-2", "/workouts?page=2", true), ("day", "/workouts/2026-03-02", true),
            ("history", "/history", true), ("exercise", "/history/exercises/back-squat", true),
            ("exercise-year", "/history/exercises/back-squat?range=all", true),
            ("schedule", "/schedule?date=2026-03-02", false), ("schedule-lifter", "/schedule?date=2026-03-02", true),
            ("wod", "/wod?date=2026-03-02", false), ("route", routePath, true), ("routes", "/routes", true),
            ("facts-search", "/facts/search?q=squat", false), ("facts-category", "/facts/categories/strength", false),
            ("home", "/", true),
        ]
        for page in pages {
            let response = page.lifter ? gym.lifter.get(page.path) : app.get(page.path)
            XCTAssertEqual(response.status, .ok, page.path)
            try check(normalized(response.textWithoutToken, datedByToday: page.name == "exercise"), against: page.name)
        }
    }

    // MARK: Seeding

    /// 230 training days (more than a page of the list) of four lifts, with names and comments
    /// that need escaping.
    private func seedHistory() throws {
        var csv = "date,lift,weight,unit,reps,sets,comments\r\n"
        let lifts = ["Back Squat", "Bench <Press>", "Deadlift & \"Co\"", "O'Hare Press"]
        let start = try XCTUnwrap(CalendarDate(iso: "2025-07-16"))
        for day in 0..<230 {
            let date = start.adding(days: day).iso
            for set in 0..<(1 + day % 4) {
                csv += "\(date),\(lifts[(day + set) % 4]),\(60 + day % 50 + set * 5).5,kg,\(1 + (day + set) % 10),\(1 + set),\(set == 1 ? "felt <b>good</b>" : "")\r\n"
            }
        }
        gym.lifter.get("/history/import")
        let response = gym.lifter.upload("/history/import", [("format", "liftinglog"), ("unit", "kg"), ("text", "")],
                                         file: ("file", "history.csv", Array(csv.utf8)))
        XCTAssertEqual(response.status, .ok, response.text)
    }

    private func seedSchedule() throws {
        let location = try gym.location("Main <Street>", address: "1 High St & Co")
        let strong = try gym.classType("AStrong")
        let yoga = try gym.classType("Yoga \"flow\"")
        try gym.weeklyClass(type: strong, location: location)
        try gym.weeklyClass(type: yoga, location: location, ["starts": "18:00", "ends": "19:00", "coach": "Kim <K>"])
        gym.staff.get("/staff/wod?date=2026-03-02")
        let saved = gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("wod[AStrong]", "5x5 Back Squat\n3 rounds <for> time")])
        XCTAssertEqual(saved.status, .seeOther, saved.text)
    }

    private func csrf(for path: String) -> String {
        gym.lifter.get(path)
        return gym.lifter.csrfToken
    }

    // MARK: Comparing

    /// Tokens differ on every run, and today's date and the home page's fact of the day with
    /// the day the test runs. A static file's fingerprint follows its content, not the
    /// renderer: an edit of app.css would otherwise change every page here.
    private func normalized(_ page: String, datedByToday: Bool = false) -> String {
        let today = CalendarDate(unixTime: Int(Date().timeIntervalSince1970))
        // The default range is the last year up to today: which days it holds moves with the
        // day the test runs, so its chart and table are left out (`exercise-year` has them all).
        let page = datedByToday ? page
            .replacingOccurrences(of: #"(?s)(<figure class="chart"[^>]*>).*?(</figure>)"#, with: "$1LAST-YEAR$2", options: .regularExpression)
            .replacingOccurrences(of: #"(?s)(<div class="table-wrap">).*?(</div>)"#, with: "$1LAST-YEAR$2", options: .regularExpression)
            : page
        return page
            .replacingOccurrences(of: #"\?v=[0-9a-f]+""#, with: #"?v=FINGERPRINT""#, options: .regularExpression)
            .replacingOccurrences(of: #"(?s)(<section class="fact-of-the-day"[^>]*>).*?(</section>)"#, with: "$1FACT-OF-THE-DAY$2",
                                  options: .regularExpression)
            // This week's days, named and linked, move with the day the test runs.
            .replacingOccurrences(of: #"(?s)(<ol class="week__days">).*?(</ol>)"#, with: "$1THIS-WEEK$2", options: .regularExpression)
            .replacingOccurrences(of: today.iso, with: "TODAY")
            .replacingOccurrences(of: DateText.long(today), with: "TODAY-LONG")
    }

    private func check(_ page: String, against name: String) throws {
        let file = TestApp.projectRoot + "/Tests/Fixtures/pages/\(name).html"
        if ProcessInfo.processInfo.environment["RECORD_PAGES"] == "1" {
            try Data(page.utf8).write(to: URL(fileURLWithPath: file))
            return
        }
        let expected = try XCTUnwrap(FileManager.default.contents(atPath: file), "no recorded page \(file)")
        let bytes = Array(page.utf8)
        let recorded = Array(expected)
        guard bytes != recorded else { return }
        let first = zip(bytes, recorded).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(bytes.count, recorded.count)
        let context = { (text: [UInt8]) in String(decoding: text[max(0, first - 80)..<min(text.count, first + 80)], as: UTF8.self) }
        XCTFail("\(name) differs at byte \(first) of \(bytes.count) (recorded \(recorded.count)):\nnow:    \(context(bytes))\nbefore: \(context(recorded))")
    }
}
