import Domain
import Foundation
import HTTP
import XCTest
import TestSupport
@testable import App

/// The staff workout form: typed per class type, or the gym website's post pasted, previewed
/// and confirmed; nothing pasted ever reaches a page as markup.
final class WODPagesTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws {
        gym = try ScheduleFixture.make()
        for name in ["A10", "A20", "AStrong", "APulse"] { try gym.classType(name) }
    }

    override func tearDown() { TestApp.remove(gym.app) }

    private func fixture() throws -> String {
        guard let bytes = SharedFixture.bytes("alchemy/workout-page-snippet.html") else { throw XCTSkip("../shared/fixtures/ is not beside this repository") }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func paste(_ html: String, confirm: Bool = false) -> Response {
        gym.staff.get("/staff/wod?date=2026-03-02")
        return gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("html", html)] + (confirm ? [("confirm", "1")] : []))
    }

    func testThePastedPostIsPreviewedThenSavedPerClassType() throws {
        let preview = paste(try fixture())
        XCTAssertEqual(preview.status, .ok)
        let html = preview.text
        for name in ["A10", "A20", "AStrong", "APulse"] { XCTAssertTrue(html.contains("<section class=\"wod\" data-class=\"\(name)\">"), name) }
        XCTAssertTrue(html.contains("<li>15-10-5 reps:</li>"))
        XCTAssertTrue(html.contains("<input type=\"hidden\" name=\"confirm\" value=\"1\">"))
        XCTAssertFalse(html.contains("<span data-sheets-value="), "the pasted markup is only in the form, escaped")
        XCTAssertTrue(html.contains("&lt;span data-sheets-value=&quot;{&amp;quot;1&amp;quot;"), "the same input, carried to the confirmation")
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 0, "a preview saves nothing")

        let saved = paste(try fixture(), confirm: true)
        XCTAssertEqual(saved.status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 4)
        let wod = app.get("/wod?date=2026-03-02").text
        XCTAssertTrue(wod.contains("<section class=\"wod\" data-class=\"A10\">\n<h2>A10</h2>\n<ul class=\"wod__lines\"><li>15-10-5 reps:</li><li>Torpedo Clusters</li><li>Torpedo Abmat Sit-Ups</li><li>Every Minute On the Minute: 5 Ring Dips</li></ul>"), wod)
        XCTAssertTrue(wod.contains("<li>Turbo Burpees 5×8</li>"))
        let form = gym.staff.get("/staff/wod?date=2026-03-02").text
        XCTAssertTrue(form.contains("name=\"wod[A10]\""))
        XCTAssertTrue(form.contains(">15-10-5 reps:\nTorpedo Clusters"), "the saved text is in the box to edit")
    }

    func testHostileMarkupIsTextAndLeadingLinesAreShownAsUnassigned() {
        let preview = paste("<p>Warm up <img src=x onerror=alert(1)></p><p>A10</p><script>alert(2)</script><p>&lt;b&gt;Row&lt;/b&gt; 500 m</p>")
        XCTAssertEqual(preview.status, .ok)
        let html = preview.text
        XCTAssertTrue(html.contains("Not under any class type"))
        XCTAssertTrue(html.contains("<li>Warm up</li>"))
        XCTAssertTrue(html.contains("<li>&lt;b&gt;Row&lt;/b&gt; 500 m</li>"))
        XCTAssertFalse(html.contains("<img") || html.contains("<script>alert"))
        XCTAssertEqual(paste("<p>A10</p><script>alert(2)</script><p>Row</p>", confirm: true).status, .seeOther)
        XCTAssertFalse(app.get("/wod?date=2026-03-02").text.contains("alert"))
    }

    func testAPostWithoutClassNamesCannotBeSaved() throws {
        let response = paste("<p>Rest day</p>", confirm: true)
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("No class type name (A10, A20, APulse, AStrong…) starts a line of this post"), response.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 0)
    }

    func testTypedWorkoutsAreSavedAndAnEmptyBoxRemovesOne() throws {
        gym.staff.get("/staff/wod?date=2026-03-02")
        XCTAssertEqual(gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("wod[A10]", "Run\n\n  Row  "), ("wod[A20]", "Bike")]).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 2)
        XCTAssertEqual(gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("wod[A20]", "")]).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM wods"), 1)
        XCTAssertTrue(app.get("/wod?date=2026-03-02").text.contains("<li>Run</li><li>Row</li>"))
        let refused = gym.staff.post("/staff/wod", [("date", "2026-03-02"), ("wod[A10]", "Run \u{1B}[31m")])
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("Remove the control character U+001B"), refused.text)
        let badDate = gym.staff.post("/staff/wod", [("date", "99999-01-01"), ("wod[A10]", "Run")])
        XCTAssertEqual(badDate.status, .unprocessableContent)
    }

    func testTheRouteTakesAPasteOfSeveralMegabytes() throws {
        let route = try XCTUnwrap(app.responder.router.routes.first { $0.method == .post && $0.pattern == "/staff/wod" })
        XCTAssertEqual(route.bodyLimit, 4 << 20)
        let big = "<p>A10</p>" + String(repeating: "<p>" + String(repeating: "burpees ", count: 100) + "</p>", count: 1_300)
        XCTAssertGreaterThan(big.utf8.count, 1_000_000)
        XCTAssertEqual(paste(big).status, .unprocessableContent, "more than 10,000 characters for A10 is refused with a message")
    }
}
