import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

final class BodyPagesTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    @discardableResult
    private func logWeighIn(_ browser: TestBrowser, _ fields: [(String, String)]) -> Response {
        browser.get("/body")
        return browser.post("/body", fields)
    }

    private func values(_ attribute: String, in page: String, within section: String) -> [String] {
        guard let start = page.range(of: "id=\"\(section)\"") else { return [] }
        let rest = page[start.upperBound...]
        let part = rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)]
        let pattern = try! NSRegularExpression(pattern: "<circle [^>]*data-date=\"([0-9-]+)\" data-value=\"([^\"]*)\"")
        let text = String(part)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let date = String(text[Range(match.range(at: 1), in: text)!]), value = String(text[Range(match.range(at: 2), in: text)!])
            return attribute == "date" ? date : "\(date)=\(value)"
        }
    }

    func testLogListChartAndProfileFollowTheLatestWeighIn() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        XCTAssertTrue(browser.get("/").text.contains("href=\"/body\""), "in the menu")
        XCTAssertEqual(logWeighIn(browser, [("date", "2024-01-01"), ("weight", "90,4"), ("unit", "kg"), ("body_fat", "21,5"),
                                            ("length_unit", "cm"), ("waist", "92"), ("measurement_name", "Forearm"), ("measurement_value", "31")]).status,
                       .seeOther)
        logWeighIn(browser, [("date", "2024-01-03"), ("weight", "89.0"), ("unit", "kg")])
        // Two on a day: the later one is the day's.
        logWeighIn(browser, [("date", "2024-01-05"), ("weight", "88.6"), ("unit", "kg")])
        logWeighIn(browser, [("date", "2024-01-05"), ("weight", "88.2"), ("unit", "kg")])
        let page = browser.get("/body?range=all").text
        XCTAssertEqual(values("value", in: page, within: "body-weight"), ["2024-01-01=90.4", "2024-01-03=89", "2024-01-05=88.2"])
        XCTAssertEqual(values("value", in: page, within: "body-fat"), ["2024-01-01=21.5"])
        XCTAssertTrue(page.contains("class=\"chart-line chart-line--average\""), "the 7-day moving average is drawn")
        XCTAssertEqual(values("value", in: browser.get("/body").text, within: "body-weight").count, 3,
                       "without a range chosen, all of it when the latest weigh-in is more than a year old")
        // 7-day average on 2024-01-05: (90.4 + 89 + 88.2) / 3 = 89.2.
        XCTAssertTrue(page.contains("<tr data-date=\"2024-01-05\" data-value=\"88.2\"><td><time datetime=\"2024-01-05\">"), page)
        XCTAssertTrue(page.contains("data-average=\"89.2\""))
        XCTAssertTrue(page.contains("forearm 31 cm, waist 92 cm"))
        XCTAssertTrue(page.contains(">Forearm</h2>"), "the lifter's own measurement has its chart")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE body_weight = 88.2 AND body_weight_unit = 'kg' AND body_weight_date = '2024-01-05'"), 1)
        let calculator = browser.get("/calculators/wilks?fill=best").text
        XCTAssertNotNil(calculator.range(of: "name=\"bodyweight\"[^>]* value=\"88.2\"", options: .regularExpression), "the calculator fills the latest")
    }

    func testBadInputIs422WithTheMessageByTheFieldAndNothingStored() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        for (field, value, message) in [("weight", "19", "Enter a body weight from 20 to 400 kg."),
                                        ("date", "2999-01-01", "Enter the day you weighed yourself as a real date, today or earlier."),
                                        ("body_fat", "80", "Enter your body fat as a percentage from 2 to 75"),
                                        ("waist", "abc", "Enter the waist from 5 to 300 cm")] {
            var fields = [("date", "2024-01-01"), ("weight", "80"), ("unit", "kg")].filter { $0.0 != field }
            fields.append((field, value))
            let response = logWeighIn(browser, fields)
            XCTAssertEqual(response.status, .unprocessableContent, field)
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), field)
            XCTAssertTrue(response.text.contains(message), field)
            XCTAssertTrue(response.text.contains("value=\"\(value)\""), "kept as typed: \(field)")
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins"), 0)
    }

    func testEditDeleteAndAnotherLifterGets404() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        logWeighIn(ada, [("date", "2024-02-01"), ("weight", "70"), ("unit", "kg"), ("waist", "80")])
        let id = try XCTUnwrap(try TestSupport.text("SELECT id FROM weigh_ins", in: app.config.databasePath))
        let edit = ada.get("/body/weigh-ins/\(id)/edit")
        XCTAssertEqual(edit.status, .ok)
        XCTAssertNotNil(edit.text.range(of: "name=\"waist\"[^>]* value=\"80\"", options: .regularExpression))
        XCTAssertEqual(ada.post("/body/weigh-ins/\(id)", [("date", "2024-02-02"), ("weight", "154"), ("unit", "lb"), ("waist", "81")]).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins WHERE taken_at = '2024-02-02 12:00:00' AND weight = 154 AND unit = 'lb'"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM measurements WHERE taken_at = '2024-02-02 12:00:00' AND value = 81"), 1)

        let bob = TestBrowser(app)
        bob.signUp(email: "bob@example.com")
        XCTAssertEqual(bob.get("/body/weigh-ins/\(id)/edit").status, .notFound)
        bob.get("/body")
        XCTAssertEqual(bob.post("/body/weigh-ins/\(id)", [("date", "2024-02-02"), ("weight", "60"), ("unit", "kg")]).status, .notFound)
        bob.get("/body")
        XCTAssertEqual(bob.post("/body/weigh-ins/\(id)/delete", []).status, .notFound)
        XCTAssertFalse(bob.get("/body?range=all").text.contains("data-date=\"2024-02-02\""))
        XCTAssertFalse(bob.get("/body/export.csv").text.contains("2024-02-02"))

        ada.get("/body/weigh-ins/\(id)/edit")
        XCTAssertEqual(ada.post("/body/weigh-ins/\(id)/delete", []).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT (SELECT count(*) FROM weigh_ins) + (SELECT count(*) FROM measurements)"), 0)
    }

    func testExportCSVHasEveryReadingExactly() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        logWeighIn(browser, [("date", "2024-03-01"), ("weight", "81.25"), ("unit", "kg"), ("body_fat", "15"), ("chest", "101,5")])
        let csv = browser.get("/body/export.csv")
        XCTAssertEqual(csv.status, .ok)
        XCTAssertEqual(csv.text, "taken_at,kind,name,value,unit,body_fat,source\r\n"
                       + "2024-03-01 12:00:00,weight,,81.25,kg,15,form\r\n2024-03-01 12:00:00,measurement,chest,101.5,cm,,\r\n")
    }
}
