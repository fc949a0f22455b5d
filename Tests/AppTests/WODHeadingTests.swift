import Domain
import Foundation
import HTTP
import XCTest
import TestSupport
@testable import App

/// Pasting a post whose headings name class types this gym does not have.
final class WODHeadingTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws {
        gym = try ScheduleFixture.make()
        for name in ["A10", "AStrong"] { try gym.classType(name) }
    }

    override func tearDown() { TestApp.remove(gym.app) }

    private func paste(_ extra: [(String, String)]) throws -> Response {
        guard let bytes = SharedFixture.bytes("alchemy/workout-page-snippet.html") else { throw XCTSkip("../shared/fixtures/ is not beside this repository") }
        let html = String(decoding: bytes, as: UTF8.self)
        gym.staff.get("/staff/wod?date=2026-03-02")
        return gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("html", html)] + extra)
    }

    func testThePreviewAsksAboutEachUnknownHeading() throws {
        let page = try paste([]).text
        XCTAssertTrue(page.contains("<div class=\"field unknown\" data-heading=\"A20\">"), page)
        XCTAssertTrue(page.contains("<div class=\"field unknown\" data-heading=\"APulse\">"))
        XCTAssertTrue(page.contains("<select id=\"heading-1\" name=\"heading[a20]\">"))
        for option in ["<option value=\"skip\" selected>Leave its workout out</option>", "<option value=\"create\">Add “A20” as a class type</option>",
                       "<option value=\"type:A10\">Put its workout under A10</option>", "<option value=\"above\">"] {
            XCTAssertTrue(page.contains(option), option)
        }
        XCTAssertFalse(page.contains("<li>20-15-10-5 reps:</li>"), "A20's workout is not shown under A10")
    }

    func testSavingCreatesMapsAndSkipsAsChosen() throws {
        let saved = try paste([("confirm", "1"), ("heading[a20]", "create"), ("heading[apulse]", "skip")])
        XCTAssertEqual(saved.status, .seeOther, saved.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM class_types WHERE name = 'A20'"), 1, "the class type was created")
        XCTAssertEqual(try app.count("SELECT count(*) FROM class_types WHERE name = 'APulse'"), 0)
        let wod = app.get("/wod?date=2026-03-02").text
        XCTAssertTrue(wod.contains("<section class=\"wod\" data-class=\"A20\">\n<h2>A20</h2>\n<ul class=\"wod__lines\"><li>20-15-10-5 reps:</li>"), wod)
        XCTAssertFalse(wod.contains("<li>Clusters</li>"), "APulse's workout was left out")
        XCTAssertFalse(wod.contains("A10</h2>\n<ul class=\"wod__lines\"><li>15-10-5 reps:</li><li>Torpedo Clusters</li><li>Torpedo Abmat Sit-Ups</li><li>Every Minute On the Minute: 5 Ring Dips</li><li>20"))
    }

    func testAChoiceOfAClassTypeTheGymLacksIsRefused() throws {
        let response = try paste([("confirm", "1"), ("heading[a20]", "type:Zumba")])
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("There is no class type “Zumba”"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 0)
    }

    func testShowingTheChoicesAgainSavesNothing() throws {
        let page = try paste([("confirm", "1"), ("heading[apulse]", "type:AStrong"), ("preview", "1")])
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains("<option value=\"type:AStrong\" selected>"))
        XCTAssertTrue(page.text.contains("<li>Clusters</li>"), "APulse's line now under AStrong")
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 0)
    }
}
