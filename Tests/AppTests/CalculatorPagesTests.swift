import Domain
import Foundation
import HTTP
import XCTest
@testable import App

final class CalculatorPagesTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func output(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: "<output name=\"\(name)\" data-value=\"[^\"]*\"", options: .regularExpression) else { return nil }
        return String(page[range].split(separator: "\"")[3])
    }

    func testOneRepMaxContractMarkupAndValues() {
        let response = app.get("/calculators/one-rep-max?weight=225&reps=5&unit=lb")
        XCTAssertEqual(response.status, .ok)
        let expected = ["epley": "262.5", "brzycki": "253.13", "lombardi": "264.29", "mayhew": "267.77",
                        "oconner": "253.13", "wathan": "262.31", "lander": "255.85"]
        for (name, value) in expected {
            XCTAssertEqual(output(name, in: response.text), value, name)
        }
        XCTAssertTrue(response.text.contains("<p class=\"headline\"><output name=\"brzycki\" data-value=\"253.13\""),
                      "the headline is the estimate the log and history use")
        XCTAssertTrue(response.text.contains("<td>12</td>"), "a row for 12 reps")
        XCTAssertTrue(response.text.contains("<td>50 %</td><td class=\"number\">125 lb</td><td class=\"plates\">35, 5</td>"),
                      "126.56 lb rounds to a loadable 125 lb: 35 and 5 on each side of a 45 lb bar")
        XCTAssertFalse(response.text.contains("unreliable"))
    }

    func testOneRepIsTheWeightForEveryFormula() {
        let page = app.get("/calculators/one-rep-max?weight=140&reps=1&unit=kg").text
        for formula in OneRepMaxFormula.allCases {
            XCTAssertEqual(output(formula.rawValue, in: page), "140", formula.rawValue)
        }
    }

    func testHighRepsWarn() {
        let page = app.get("/calculators/one-rep-max?weight=60&reps=20&unit=kg").text
        XCTAssertTrue(page.contains("Above 12 reps the estimates get unreliable"))
    }

    func testFirstVisitIsAnEmptyFormWithoutErrors() {
        let response = app.get("/calculators/one-rep-max")
        XCTAssertEqual(response.status, .ok)
        XCTAssertFalse(response.text.contains("class=\"error\""))
        XCTAssertFalse(response.text.contains("<output"))
    }

    func testBadOneRepMaxInputIs422WithMessagesByTheField() {
        let response = app.get("/calculators/one-rep-max?weight=abc&reps=31&unit=kg")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("id=\"weight-error\""))
        XCTAssertTrue(response.text.contains("id=\"reps-error\""))
        XCTAssertTrue(response.text.contains("value=\"abc\""), "the input is kept")
        XCTAssertFalse(response.text.contains("<output"))
        XCTAssertEqual(app.get("/calculators/one-rep-max?weight=0&reps=5").status, .unprocessableContent)
        XCTAssertEqual(app.get("/calculators/one-rep-max?weight=2001&reps=5").status, .unprocessableContent)
    }

    func testStrengthPointsContractMarkup() {
        let response = app.get("/calculators/wilks?sex=male&bodyweight=83&squat=200&bench=140&deadlift=250&unit=kg&equipment=raw")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(output("total", in: response.text), "590")
        let scores = StrengthScores.compute(sex: .male, bodyweightKg: 83, squatKg: 200, benchKg: 140, deadliftKg: 250, equipment: .raw)
        XCTAssertEqual(output("wilks", in: response.text), NumberText.plain(scores.wilks))
        XCTAssertEqual(output("wilks2020", in: response.text), NumberText.plain(scores.wilks2020))
        XCTAssertEqual(output("dots", in: response.text), NumberText.plain(scores.dots))
        XCTAssertEqual(output("ipf_gl", in: response.text), NumberText.plain(scores.ipfGL))
        XCTAssertEqual(output("wilks", in: response.text), "393.82", "500 / poly(83) × 590, computed by hand")
    }

    func testPoundsAreConvertedAndTheTotalIsInKilograms() {
        let page = app.get("/calculators/wilks?sex=female&bodyweight=150&squat=200&bench=140&deadlift=250&unit=lb&equipment=single").text
        XCTAssertEqual(output("total", in: page), NumberText.plain((200 + 140 + 250) * 0.45359237))
    }

    func testBadStrengthInputIs422() {
        let response = app.get("/calculators/wilks?sex=other&bodyweight=10&squat=-1&bench=x&deadlift=3000&unit=kg&equipment=raw")
        XCTAssertEqual(response.status, .unprocessableContent)
        for field in ["sex", "bodyweight", "squat", "bench", "deadlift"] {
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), field)
        }
        XCTAssertEqual(app.get("/calculators/wilks").status, .ok)
    }

    func testTotalIsShownInTheUnitTypedAndKeptInKilogramsForMachines() {
        let page = app.get("/calculators/wilks?sex=male&bodyweight=200&squat=300&bench=200&deadlift=350&unit=lb&equipment=raw").text
        XCTAssertTrue(page.contains("<output name=\"total\" data-value=\"385.56\">850 lb</output>"), page)
    }

    func testUseMyBestLiftsLinkForALoggedInLifter() {
        let browser = TestBrowser(app)
        browser.signUp()
        XCTAssertFalse(browser.get("/calculators/wilks").text.contains("Use my best lifts"), "nothing logged yet")
        for (lift, weight, reps) in [("Back Squat", "180", "3"), ("Front Squat", "150", "1"), ("Bench Press", "120", "1"), ("Deadlift", "220", "2")] {
            browser.get("/workouts/new")
            browser.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", reps), ("sets", "1"), ("date", "2024-01-01")])
        }
        XCTAssertTrue(browser.get("/calculators/wilks").text.contains("href=\"/calculators/wilks?fill=best\""))
        browser.get("/settings")
        XCTAssertEqual(browser.post("/settings/profile", [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"),
                                                          ("unit", "kg"), ("sex", "female"), ("body_weight", "63.5"),
                                                          ("body_weight_date", "2024-01-01")]).status, .seeOther)
        let filled = browser.get("/calculators/wilks?fill=best")
        XCTAssertEqual(filled.status, .ok, "nothing submitted yet, so nothing is wrong yet")
        XCTAssertFalse(filled.text.contains("class=\"error\""), filled.text)
        XCTAssertFalse(filled.text.contains("error-summary"))
        // Brzycki, as everywhere: 180 × 36 / 34 and 220 × 36 / 35, to one decimal.
        XCTAssertNotNil(filled.text.range(of: "value=\"female\" selected|value=\"female\" checked", options: .regularExpression), "sex from the profile")
        for (field, value) in [("squat", "190.6"), ("bench", "120"), ("deadlift", "226.3"), ("bodyweight", "63.5")] {
            XCTAssertNotNil(filled.text.range(of: "name=\"\(field)\"[^>]* value=\"\(value)\"", options: .regularExpression), field)
        }
        XCTAssertFalse(TestBrowser(app).get("/calculators/wilks").text.contains("Use my best lifts"), "logged out: no link")
    }
}
