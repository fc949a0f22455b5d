import Foundation
import HTTP
import XCTest
@testable import App

/// A routine as plain text: the export, the import, and a bad line named.
final class RoutineTextTests: RoutineTestCase {
    func testTheTextExportImportsBackAsTheSameRoutine() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("Bench Press", "3", "8-12", "60")]))
        let exported = browser.get("/routines/\(id).txt")
        XCTAssertEqual(exported.status, .ok)
        XCTAssertEqual(exported.headers["Content-Type"], "text/plain; charset=utf-8")
        XCTAssertTrue(exported.text.contains("Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg"), exported.text)
        browser.get("/routines/new")
        let imported = browser.post("/routines/import", [("text", exported.text)])
        XCTAssertEqual(imported.status, .seeOther, browser.lastPage)
        let location = try XCTUnwrap(imported.headers["Location"])
        XCTAssertNotEqual(location, "/routines/\(id)")
        XCTAssertEqual(browser.get(location + ".txt").text, exported.text)
    }

    func testABadLineIs422NamingTheLineWithTheTextKept() throws {
        browser.get("/routines/new")
        let text = "# Mine\n## Day 1\nBack Squat 3x5 @ 100kg\nBench Press 3x @ 60kg\n"
        let response = browser.post("/routines/import", [("text", text)])
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains(#"<p class="error" id="text-error">Line 4: "#), response.text)
        XCTAssertTrue(response.text.contains("Bench Press 3x @ 60kg"), "the text is kept")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0)
    }
}

extension RoutineTextTests {
    func testTheEditPageTakesTheTextToo() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        let edit = browser.get("/routines/\(id)/edit").text
        XCTAssertTrue(edit.contains("Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg\n</textarea>"), edit)
        let bad = browser.post("/routines/\(id)", [("text", "# Strength\n## Heavy\nBack Squat 3x5 @ 100kg\nFront Squat 3x\n")])
        XCTAssertEqual(bad.status, .unprocessableContent)
        XCTAssertTrue(bad.text.contains(#"<p class="error" id="text-error">Line 4: "#), bad.text)
        browser.get("/routines/\(id)/edit")
        let good = browser.post("/routines/\(id)", [("text", "# Strength\n## Heavy\nFront Squat 5x3 @ 80kg, rest 2:00, none\n")])
        XCTAssertEqual(good.headers["Location"], "/routines/\(id)")
        XCTAssertTrue(browser.get("/routines/\(id)").text.contains("5 × 3 @ 80 kg · rest 2:00 · no progression"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routine_exercises"), 1)
    }
}
