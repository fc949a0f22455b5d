import Foundation
import HTTP
import XCTest
@testable import App

final class HistoryPagesTests: XCTestCase {
    // Not private: `HistoryPagesTests+Formats.swift` drives the same app.
    var app: App!
    var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    private static let fitbodLines = """
        Oct 11 2020,Back Squat,1,5,100
        Oct 11 2020,Back Squat,1,3,110
        Oct 12 2020,Bench Press,1,ten,80
        Oct 14 2020,back squat,1,1,120
        Oct 14 2020,Bench Press,1,5,80

        """

    @discardableResult
    private func upload(_ text: String, format: String = "auto", unit: String = "kg", as who: TestBrowser? = nil,
                        filename: String = "history.csv") -> Response {
        let user = who ?? browser!
        user.get("/history/import")
        return user.upload("/history/import", [("format", format), ("unit", unit), ("text", "")], file: ("file", filename, Array(text.utf8)))
    }

    private func output(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: #"<output name="\#(name)" data-value="[^"]*""#, options: .regularExpression) else { return nil }
        return String(page[range].split(separator: "\"")[3])
    }

    func testImportSaysWhatItStoredAndListsRefusedRowsByLine() {
        let response = upload(Self.fitbodLines)
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(output("imported", in: response.text), "4")
        XCTAssertEqual(output("already", in: response.text), "0")
        XCTAssertTrue(response.text.contains(#"<li data-line="3">line 3: reps &#39;ten&#39; is not a whole number</li>"#), response.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE source = 'fitbod'"), 4)
        browser.get("/workouts/2020-10-14")
        XCTAssertTrue(browser.lastPage.contains("Back Squat"), "imported sets are entries of their day, under the first spelling")
    }

    func testImportingAgainAddsNothingAndCountsWhatWasThere() {
        upload(Self.fitbodLines)
        let again = upload(Self.fitbodLines + "Oct 15 2020,Deadlift,1,3,150\n")
        XCTAssertEqual(output("imported", in: again.text), "1")
        XCTAssertEqual(output("already", in: again.text), "4")
    }

    func testPastedTextIsImportedWhenNoFileIsChosen() {
        browser.get("/history/import")
        let response = browser.upload("/history/import", [("format", "fitbod"), ("unit", "lb"), ("text", "Oct 11 2020,Deadlift,1,1,315")],
                                      file: ("file", "", []))
        XCTAssertEqual(output("imported", in: response.text), "1")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE unit = 'lb' AND weight = 315"), 1, "the chosen unit")
    }

    func testAFileOfNoKnownFormatOrNothingIs422AndStoresNothing() {
        let unknown = upload("name,when\nfoo,bar\n")
        XCTAssertEqual(unknown.status, .unprocessableContent)
        XCTAssertTrue(unknown.text.contains("Strong, Hevy"), "names the formats understood")
        XCTAssertTrue(unknown.text.contains(#"id="file-error""#), "next to the file field")
        let empty = upload("")
        XCTAssertEqual(empty.status, .unprocessableContent)
        XCTAssertTrue(empty.text.contains("The file is empty"), "a file chosen, with nothing in it")
        let none = upload("", filename: "")
        XCTAssertEqual(none.status, .unprocessableContent)
        XCTAssertTrue(none.text.contains("No file chosen. Choose the export file from the other app, or paste its lines."), "no file chosen (issue 37)")
        let badChoice = upload(Self.fitbodLines, format: "excel", unit: "stone")
        XCTAssertEqual(badChoice.status, .unprocessableContent)
        XCTAssertTrue(badChoice.text.contains("Choose kg or lb."))
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
    }

    /// Each new name once cost a scan of the lifter's records (16,000 names took 45 s); now a
    /// file may name 5,000 exercises, a real history's many times over, and one more is refused.
    func testAFileOfMoreThan5000ExerciseNamesIs422NamingTheLimitAndStoresNothing() {
        let names = (1...5_001).map { "Oct 11 2020,Exercise \($0),1,5,100" }
        let refused = upload(names.joined(separator: "\n"))
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("more than 5,000 different exercises"), refused.text)
        XCTAssertTrue(refused.text.contains(#"id="file-error""#), "next to the file field")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM imports"), 0)
        let accepted = upload(names.dropLast().joined(separator: "\n"))
        XCTAssertEqual(output("imported", in: accepted.text), "5000")
    }

    func testAWrongFormatChoiceSaysWhichColumnsAreMissing() {
        let response = upload(Self.fitbodLines, format: "strong")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("does not look like a Strong export"), response.text)
    }

    func testOurOwnExportRoundTripsIntoAnotherAccount() throws {
        upload(Self.fitbodLines)
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Row, \"Pendlay\""), ("weight", "60"), ("unit", "kg"), ("reps", "8"), ("sets", "3"),
                                   ("comments", "=SUM(A1)\nsecond line"), ("date", "2020-10-15")])
        let export = browser.get("/workouts/export.csv").text
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        let response = upload(export, as: other)
        XCTAssertEqual(output("imported", in: response.text), "5")
        XCTAssertEqual(other.get("/workouts/export.csv").text, export, "the same history comes back")
        XCTAssertEqual(output("already", in: upload(export).text), "5", "into the account it came from, nothing is doubled")
    }

    func testHistoryListsEachExerciseWithLatestBestPRAndDays() {
        upload(Self.fitbodLines)
        let page = browser.get("/history").text
        let squat = page.range(of: "Back Squat")!.lowerBound
        let bench = page.range(of: "Bench Press")!.lowerBound
        XCTAssertLessThan(squat, bench, "both trained last on Oct 14; then by name")
        XCTAssertTrue(page.contains(#"href="/history/exercises/back-squat""#))
        // Back Squat: Oct 11 best 110 × 36 / 34 = 116.47…; Oct 14 a single of 120.
        XCTAssertTrue(page.contains(#"<span class="nowrap">120 kg</span> <time class="muted nowrap" datetime="2020-10-14">"#), page)
        XCTAssertTrue(page.contains(#"<td data-label="Training days" class="number">2</td>"#))
    }

    func testHistoryIsEmptyUntilSomethingCounts() {
        let page = browser.get("/history").text
        XCTAssertTrue(page.contains("No strength history yet"))
        XCTAssertTrue(page.contains(#"href="/history/import""#))
    }

    func testChartPageHasLatestPRPointsAndTableInTheUsersUnit() {
        upload(Self.fitbodLines)
        upload("Oct 20 2020,Back Squat,1,5,100\n")
        let page = browser.get("/history/exercises/back-squat").text
        XCTAssertTrue(page.contains(#"<output name="latest" data-value="112.5" data-date="2020-10-20">"#), page)
        XCTAssertTrue(page.contains(#"<output name="pr" data-value="120" data-date="2020-10-14">"#))
        XCTAssertTrue(page.contains(#"data-date="2020-10-11" data-value="116.5""#), "110 × 36 / 34 to one decimal")
        XCTAssertEqual(page.components(separatedBy: "<tr data-date=").count - 1, 3)
        XCTAssertEqual(page.components(separatedBy: "<circle ").count - 1, 3)

        browser.get("/settings")
        browser.post("/settings/profile", [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"), ("unit", "lb")])
        let pounds = browser.get("/history/exercises/back-squat").text
        XCTAssertTrue(pounds.contains(#"<output name="pr" data-value="264.6" data-date="2020-10-14">"#), "120 kg in lb")
    }

    /// "Oct 20 2020": the Fitbod export's dates.
    private static func fitbodDate(daysAgo: Int) -> String {
        date(daysAgo: daysAgo, format: "MMM d yyyy")
    }

    /// The UTC day `daysAgo` days before now in `format`.
    private static func date(daysAgo: Int, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: Date(timeIntervalSinceNow: -Double(daysAgo) * 86_400))
    }

    func testRangesAreCalendarSpansAndALongPauseBreaksTheLine() {
        let daysAgo = [1000, 990, 400, 100, 95, 10]
        upload(daysAgo.enumerated().map { "\(Self.fitbodDate(daysAgo: $1)),Row,1,5,\(60 + $0)" }.joined(separator: "\n"))
        func rows(_ query: String) -> Int { browser.get("/history/exercises/row" + query).text.components(separatedBy: "<tr data-date=").count - 1 }
        XCTAssertEqual(rows("?range=3m"), 1)
        XCTAssertEqual(rows("?range=1y"), 3)
        XCTAssertEqual(rows(""), 3, "the last year unless asked")
        XCTAssertEqual(rows("?range=all"), 6)
        XCTAssertEqual(rows("?range=93"), 1, "an old link's 93 days is the last 3 months")
        let all = browser.get("/history/exercises/row?range=all").text
        XCTAssertEqual(all.components(separatedBy: "<polyline class=\"chart-line\"").count - 1, 2,
                       "three pauses of over eight weeks (590, 300 and 85 days) leave four runs, two of one day, drawn as points only")
        XCTAssertEqual(all.components(separatedBy: "<circle ").count - 1, 6)
        XCTAssertTrue(all.contains("<a href=\"/history/exercises/row?range=all\" aria-current=\"page\">All</a>"))
        XCTAssertFalse(all.contains("last All"))
        let year = browser.get("/history/exercises/row?range=1y").text
        XCTAssertTrue(year.contains("Best estimated one-rep max per training day in the last year"), year)
        XCTAssertTrue(year.contains(">1 year</a>") && year.contains(">3 months</a>"))
        for bad in ["0", "-1", "9223372036854775807", "1e309", "NaN", "32", "2y"] {
            XCTAssertEqual(browser.get("/history/exercises/row?range=\(bad)").status, .badRequest, bad)
        }
    }

    /// Ten years of daily training once made an 830 KB page: past 400 days the chart plots the best
    /// day of each week (or month) and every PR day, and the table lists every day, 400 to a page,
    /// the newest first.
    func testALongHistoryPlotsWeeksAndEveryPRAndPagesTheTableOfEveryDay() {
        // 1,000 days, one a day up to yesterday; a PR on each of the first 50, then none.
        let daysAgo = Array((1...1000).reversed())
        upload(daysAgo.enumerated().map { "\(Self.fitbodDate(daysAgo: $1)),Row,1,1,\(60 + $0 % 50)" }.joined(separator: "\n"))
        func dates(_ page: String, _ pattern: String) -> [String] {
            page.components(separatedBy: pattern).dropFirst().map { String($0.prefix(10)) }
        }
        let all = browser.get("/history/exercises/row?range=all")
        XCTAssertLessThan(all.body.count, 100_000)
        XCTAssertTrue(all.text.contains("Best estimated one-rep max per week (the best day of each week and every day that set a PR) on every training day"))
        let points = all.text.components(separatedBy: "<circle ").count - 1
        XCTAssertTrue((143...200).contains(points), "about 143 weeks and the first 50 days' PRs, not 1,000 days: \(points)")
        let plotted = Set(all.text.components(separatedBy: "<circle ").dropFirst().compactMap { circle in
            circle.range(of: #"data-date="[0-9-]{10}""#, options: .regularExpression).map { String(circle[$0].dropFirst(11).prefix(10)) }
        })
        let first50 = daysAgo.prefix(50).map { Self.isoDate(daysAgo: $0) }
        XCTAssertTrue(plotted.isSuperset(of: first50), "every PR day is plotted")
        XCTAssertTrue(plotted.contains(Self.isoDate(daysAgo: 1)), "the latest day is plotted")

        let newest = dates(all.text, "<tr data-date=\"")
        XCTAssertEqual(newest.count, 400)
        XCTAssertEqual(newest.first, Self.isoDate(daysAgo: 400))
        XCTAssertEqual(newest.last, Self.isoDate(daysAgo: 1), "page 1 is the newest days, oldest first as the chart reads")
        XCTAssertTrue(all.text.contains(#"<a href="/history/exercises/row?range=all&amp;page=2" rel="next">Older →</a>"#), all.text)
        XCTAssertEqual(all.text.components(separatedBy: "class=\"pr-badge\"").count - 1, 0, "no PR in the newest 400 days")
        let oldest = browser.get("/history/exercises/row?range=all&page=3").text
        XCTAssertEqual(dates(oldest, "<tr data-date=\""), first50 + daysAgo[50..<200].map { Self.isoDate(daysAgo: $0) })
        XCTAssertEqual(oldest.components(separatedBy: "class=\"pr-badge\"").count - 1, 50, "each PR day marked in the table")
        XCTAssertTrue(oldest.contains(#"rel="prev">← Newer</a>"#) && !oldest.contains("Older →"))
        XCTAssertEqual(browser.get("/history/exercises/row?range=all&page=4").status, .notFound)
        for bad in ["0", "-1", "abc", "100001", "99999999999999999999"] {
            XCTAssertEqual(browser.get("/history/exercises/row?range=all&page=\(bad)").status, .badRequest, bad)
        }

        let year = browser.get("/history/exercises/row?range=1y").text
        XCTAssertEqual(year.components(separatedBy: "<circle ").count - 1, year.components(separatedBy: "<tr data-date=").count - 1,
                       "a year of days is plotted day by day, as the table lists it")
        XCTAssertTrue(year.contains("per training day in the last year") && !year.contains("Older →"))
    }

    private static func isoDate(daysAgo: Int) -> String {
        date(daysAgo: daysAgo, format: "yyyy-MM-dd")
    }

    func testALiftNotTrainedForAYearShowsAllOfIt() {
        upload(Self.fitbodLines)
        let page = browser.get("/history/exercises/back-squat").text
        XCTAssertTrue(page.contains("aria-current=\"page\">All</a>"), "2020's sets would leave the last year empty")
        XCTAssertEqual(page.components(separatedBy: "<tr data-date=").count - 1, 2)
        let empty = browser.get("/history/exercises/back-squat?range=3m").text
        XCTAssertTrue(empty.contains("No training days in the last 3 months"), empty)
        XCTAssertTrue(empty.contains("<a href=\"?range=all\">Show every training day</a>"))
    }

    func testAnotherUsersExerciseIs404() {
        upload(Self.fitbodLines)
        let other = TestBrowser(app)
        other.signUp(email: "eve@example.com")
        XCTAssertEqual(other.get("/history/exercises/back-squat").status, .notFound)
        XCTAssertFalse(other.get("/history").text.contains("Back Squat"))
        XCTAssertEqual(browser.get("/history/exercises/front-squat").status, .notFound)
    }

    func testTheDayPageMarksThePRSet() {
        upload(Self.fitbodLines)
        let record = browser.get("/workouts/2020-10-14").text
        XCTAssertEqual(record.components(separatedBy: #"class="pr-badge""#).count - 1, 2, "Back Squat and Bench Press both peak here")
        let earlier = browser.get("/workouts/2020-10-11").text
        XCTAssertFalse(earlier.contains(#"class="pr-badge""#))
    }

    func testOnlyTheImportTakesUploadsOf50MiB() {
        XCTAssertEqual(browser.admission("/history/import").limit, 50 << 20)
        XCTAssertEqual(browser.admission("/workouts").limit, browser.admission("/settings/profile").limit)
        XCTAssertLessThan(browser.admission("/workouts").limit ?? .max, 50 << 20)
    }

    func testVisitorsAreSentToLogIn() {
        let visitor = TestBrowser(app)
        for path in ["/history", "/history/import", "/history/exercises/back-squat"] {
            XCTAssertEqual(visitor.get(path).status, .seeOther, path)
        }
    }
}
