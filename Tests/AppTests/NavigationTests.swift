import HTTP
import XCTest
@testable import App

final class NavigationTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    func testSectionOfAPath() {
        XCTAssertEqual(NavSection.of(path: "/workouts"), "workouts")
        XCTAssertEqual(NavSection.of(path: "/workouts/2024-03-01"), "workouts")
        XCTAssertEqual(NavSection.of(path: "/workouts/new"), "log")
        XCTAssertEqual(NavSection.of(path: "/workouts/newest"), "workouts", "a prefix of a word is not the section")
        XCTAssertEqual(NavSection.of(path: "/schedule.ics"), "schedule")
        XCTAssertEqual(NavSection.of(path: "/staff/facts/new"), "staff")
        XCTAssertEqual(NavSection.of(path: "/historyx"), "")
        XCTAssertEqual(NavSection.of(path: "/"), "today")
        XCTAssertEqual(NavSection.of(path: "/nowhere"), "")
    }

    func testTheOpenPageIsMarkedOnce() {
        let browser = TestBrowser(app)
        browser.signUp()
        for (path, link) in [("/workouts", "<a href=\"/workouts\" aria-current=\"page\">Workouts</a>"),
                             ("/workouts/new", "<a class=\"site-nav__log\" href=\"/workouts/new\" aria-current=\"page\">Log</a>"),
                             ("/history", "<a href=\"/history\" aria-current=\"page\">History</a>"),
                             ("/", "<a href=\"/\" aria-current=\"page\">Today</a>"),
                             ("/calculators/wilks", "<a href=\"/calculators/one-rep-max\" aria-current=\"page\">Calculators</a>")] {
            let page = browser.get(path).text
            XCTAssertTrue(page.contains(link), path)
            let nav = page.components(separatedBy: "<nav class=\"site-nav\"")[1].components(separatedBy: "</nav>")[0]
            XCTAssertEqual(nav.components(separatedBy: "aria-current=\"page\"").count - 1, 1, path)
        }
        XCTAssertTrue(browser.get("/routines").text.contains(#"<details class="site-nav__more">"#), "the rest under More")
        XCTAssertTrue(app.get("/facts").text.contains("<a href=\"/facts\" aria-current=\"page\">Facts</a>"), "for visitors too")
    }
}
