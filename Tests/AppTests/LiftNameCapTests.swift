import Domain
import HTTP
import XCTest
@testable import App

/// A lifter keeps at most 5,000 exercise names (issue 35): every path that can add one (the
/// log form, an entry's new name, the routine editor and its text, a history import, an
/// account import) answers a new name past the cap with a 422 that names it, and stores
/// nothing of the refused write; names the lifter has stay usable, a rename adds none and a
/// merge makes room.
final class LiftNameCapTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!
    private let message = "past 5,000, the most one lifter keeps, so nothing was saved"

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    /// A history of one set of each of `count` names from `Move 00000` on.
    private static func history(_ names: Range<Int>) -> [UInt8] {
        Array(("date,lift,weight,unit,reps,sets,comments\n"
            + names.map { "2024-01-\(String(format: "%02d", $0 % 28 + 1)),Move \(String(format: "%05d", $0)),60,kg,5,1,\n" }.joined()).utf8)
    }

    @discardableResult
    private func importHistory(_ names: Range<Int>) -> Response {
        browser.get("/history/import")
        return browser.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")], file: ("file", "h.csv", Self.history(names)))
    }

    private func log(_ lift: String) -> Response {
        browser.get("/workouts/new")
        return browser.post("/workouts", [("lift", lift), ("weight", "50"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("comments", ""),
                                          ("date", "2024-03-01")])
    }

    private func workouts() throws -> Int { try app.count("SELECT count(*) FROM workouts") }

    func testEveryPathRefusesANewNamePastTheCap() throws {
        XCTAssertEqual(importHistory(0..<4999).status, .ok)
        XCTAssertEqual(try workouts(), 4999)
        XCTAssertEqual(log("Brand New Lift").status, .seeOther, "the 5,000th name")
        let stored = try workouts()

        let logged = log("One Too Many")
        XCTAssertEqual(logged.status, .unprocessableContent)
        XCTAssertTrue(logged.text.contains(message), "beside the lift field: \(logged.text)")
        XCTAssertEqual(log("move 00042").status, .seeOther, "a name the lifter has, in any case")
        // An entry of a lift with other sets: renaming it brings a name and takes none away.
        let entries = try app.database.workouts(userID: 1, on: CalendarDate(year: 2024, month: 3, day: 1)!)
        let id = try XCTUnwrap(entries.first { $0.lift == "Move 00042" }?.id)

        browser.get("/workouts/entries/\(id)/edit")
        let edited = browser.post("/workouts/entries/\(id)", [("lift", "Renamed Entry"), ("weight", "50"), ("unit", "kg"), ("reps", "5"),
                                                              ("sets", "1"), ("comments", ""), ("date", "2024-03-01")])
        XCTAssertEqual(edited.status, .unprocessableContent)
        XCTAssertTrue(edited.text.contains(message))

        browser.get("/routines/new")
        let routine = browser.post("/routines", TestBrowser.routineFields(exercises: [("Move 00001", "3", "5", "60"), ("Never Logged", "3", "5", "60")]))
        XCTAssertEqual(routine.status, .unprocessableContent)
        XCTAssertTrue(routine.text.contains(message), routine.text)
        browser.get("/routines/new")
        let text = browser.post("/routines/import", [("text", "# Plan\n## Day\nNever Logged Either 3x5 @ 60kg\n")])
        XCTAssertEqual(text.status, .unprocessableContent)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines"), 0)
        XCTAssertEqual(try createdRoutineStatus(["Move 00001", "Brand New Lift"]), .seeOther, "a routine of names the lifter has")

        let imported = importHistory(4990..<5010)
        XCTAssertEqual(imported.status, .unprocessableContent)
        XCTAssertTrue(imported.text.contains(message), imported.text)
        XCTAssertEqual(try workouts(), stored + 1, "nothing of the refused import, not even its sets of names the lifter has")
        XCTAssertEqual(try app.count("SELECT count(*) FROM imports WHERE state <> 'visible'"), 0)

        browser.get("/history")
        XCTAssertEqual(browser.post("/history/rename", [("rename_lift", "move 00003"), ("name", "Renamed Lift")]).status, .seeOther,
                       "a rename moves a name; it adds none")
        XCTAssertEqual(log("Renamed Lift").status, .seeOther)

        XCTAssertEqual(browser.post("/history/merge", [("merge_lift", "move 00004"), ("into", "move 00005")]).status, .seeOther)
        XCTAssertEqual(log("After The Merge").status, .seeOther, "a merge makes room for one name")
        XCTAssertEqual(log("One More After").status, .unprocessableContent)
    }

    private func createdRoutineStatus(_ lifts: [String]) throws -> HTTPStatus {
        browser.get("/routines/new")
        return browser.post("/routines", TestBrowser.routineFields(exercises: lifts.map { ($0, "3", "5", "60") })).status
    }

    func testAnImportPastTheCapIsRefusedWholeAndOneWithinItIsTaken() throws {
        XCTAssertEqual(importHistory(0..<4500).status, .ok)
        let refused = importHistory(4000..<5600)
        XCTAssertEqual(refused.status, .unprocessableContent, "500 names the lifter has and 1,100 new: 5,600")
        XCTAssertTrue(refused.text.contains(message))
        XCTAssertEqual(try workouts(), 4500)
        XCTAssertEqual(importHistory(4000..<5000).status, .ok, "500 new: 5,000 in all")
        XCTAssertEqual(try workouts(), 5000)
    }
}
