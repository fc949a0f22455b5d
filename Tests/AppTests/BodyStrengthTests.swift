import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// Strength relative to body weight on `/body/strength` and on the lifts' pages: a cut from
/// 90 to 83 kg with the same 590 kg total raises the points (values as `StrengthOverTimeTests`
/// works them out).
final class BodyStrengthTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func logLifts(_ browser: TestBrowser) {
        for (lift, weight, date) in [("Back Squat", "200", "2024-01-02"), ("Bench Press", "140", "2024-01-03"), ("Deadlift", "250", "2024-01-04"),
                                     ("Back Squat", "195", "2024-03-05")] {
            browser.get("/workouts/new")
            browser.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", "1"), ("sets", "1"), ("date", date), ("confirm", "1")])
        }
        for (date, weight) in [("2024-01-01", "90"), ("2024-03-01", "83")] {
            browser.get("/body")
            browser.post("/body", [("date", date), ("weight", weight), ("unit", "kg")])
        }
    }

    private func setSex(_ browser: TestBrowser, _ sex: String) {
        browser.get("/settings")
        XCTAssertEqual(browser.post("/settings/profile", [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"),
                                                          ("unit", "kg"), ("sex", sex)]).status, .seeOther)
    }

    func testPointsPerTrainingDayAtThatDaysBodyWeight() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        logLifts(browser)
        setSex(browser, "male")
        let page = browser.get("/body/strength?range=all")
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains(#"<tr data-date="2024-01-04" data-total="590" data-body-weight="90" data-dots="381.49" data-wilks2020="452.53" data-ipf-gl="78.44">"#),
                      page.text)
        XCTAssertTrue(page.text.contains(#"<tr data-date="2024-03-05" data-total="590" data-body-weight="83" data-dots="398.3" data-wilks2020="472.97" data-ipf-gl="81.67">"#))
        XCTAssertFalse(page.text.contains(#"<tr data-date="2024-01-03""#), "no deadlift yet: no total")
        XCTAssertTrue(page.text.contains(#"data-date="2024-03-05" data-value="398.3""#), "the DOTS chart's point")
        let squat = browser.get("/history/exercises/back-squat?range=all")
        XCTAssertEqual(squat.status, .ok)
        XCTAssertTrue(squat.text.contains("Strength relative to body weight"))
        XCTAssertTrue(squat.text.contains(#"data-dots="398.3""#))
        XCTAssertFalse(browser.get("/history/exercises/bench-press?range=all").text.isEmpty)
    }

    func testRatherNotSayShowsTotalsWithoutPoints() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        logLifts(browser)
        setSex(browser, "")
        let page = browser.get("/body/strength?range=all").text
        XCTAssertTrue(page.contains(#"<tr data-date="2024-03-05" data-total="590" data-body-weight="83">"#), page)
        XCTAssertFalse(page.contains("data-dots="))
        XCTAssertTrue(page.contains("Points need your sex"))
    }
}
