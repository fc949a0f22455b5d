import HTTP
import XCTest
@testable import App

final class PlatesSettingsTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    private func save(_ fields: [(String, String)]) -> Response {
        browser.get("/settings")
        return browser.post("/settings/plates", fields)
    }

    func testSettingsShowTheCommonRacksUntilTheLifterSetsTheirs() {
        let page = browser.get("/settings").text
        XCTAssertNotNil(page.range(of: "name=\"plates_kg\"[^>]* value=\"25 20 15 10 5 2.5 1.25\"", options: .regularExpression), page)
        XCTAssertNotNil(page.range(of: "name=\"bar_lb\"[^>]* value=\"45\"", options: .regularExpression))
        XCTAssertTrue(browser.get("/workouts/new").text.contains("data-kg=\"20;25,20,15,10,5,2.5,1.25\""))
    }

    func testTheLiftersRackIsUsedByTheLogFormAndTheCalculator() throws {
        let tag = try XCTUnwrap(browser.get("/workouts/new").headers["ETag"])
        let saved = save([("bar_kg", "15"), ("plates_kg", "20 10 5 2.5 0.5"), ("bar_lb", "35"), ("plates_lb", "45 25 10 5")])
        XCTAssertEqual(saved.headers["Location"], "/settings?saved=plates")
        XCTAssertTrue(browser.get("/settings?saved=plates").text.contains("Bar and plates saved."))
        let form = browser.get("/workouts/new")
        XCTAssertNotEqual(form.headers["ETag"], tag, "the form's page changed with the rack")
        XCTAssertTrue(form.text.contains("data-kg=\"15;20,10,5,2.5,0.5\" data-lb=\"35;45,25,10,5\""), form.text)
        browser.get("/workouts/new")
        let logged = browser.post("/workouts", [("lift", "Bench Press"), ("weight", "46"), ("unit", "kg"), ("reps", "5"), ("sets", "3"),
                                                ("date", "2024-03-01"), ("comments", "")])
        let page = browser.get(try XCTUnwrap(logged.headers["Location"])).text
        XCTAssertTrue(page.contains("15 kg bar + 10 + 5 + 0.5 each side"), page)
        let calculator = browser.get("/calculators/one-rep-max?weight=100&reps=5&unit=kg").text
        XCTAssertTrue(calculator.contains("<td>75 %</td><td class=\"number\">84 kg</td>"), "84.375 to the nearest 1 kg step: \(calculator)")
        XCTAssertTrue(app.get("/calculators/one-rep-max?weight=100&reps=5&unit=kg").text.contains("<td>75 %</td><td class=\"number\">85 kg</td>"),
                      "a visitor's tables use the common rack")
        let other = TestBrowser(app)
        other.signUp(email: "other@example.com")
        XCTAssertTrue(other.get("/workouts/new").text.contains("data-kg=\"20;25,20,15,10,5,2.5,1.25\""), "nobody else's rack")
    }

    func testABadRackIsShownAgainWithItsErrors() throws {
        let response = save([("bar_kg", "0"), ("plates_kg", "25 ten"), ("bar_lb", "45"), ("plates_lb", "45 25")])
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("weight from 1 to 50 kg, e.g. 20"), response.text)
        XCTAssertTrue(response.text.contains("id=\"plates_kg-error\""))
        XCTAssertNotNil(response.text.range(of: "name=\"plates_kg\"[^>]* value=\"25 ten\"", options: .regularExpression), "what was typed is kept")
        XCTAssertEqual(try app.count("SELECT count(*) FROM plates"), 0, "nothing saved")
    }
}
