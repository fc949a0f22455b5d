import Foundation
import HTTP
import XCTest
@testable import App

/// Whose routines a page shows: another user's routine is a 404 on every page and form, and
/// the programs' editor is for staff.
final class RoutineAccessTests: XCTestCase {
    func testAnotherUsersRoutineIsNotFoundOnEveryPage() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let owner = TestBrowser(app)
        owner.signUp()
        let id = try owner.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        let start = owner.get("/routines/\(id)/days/1/start").text
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        for path in ["/routines/\(id)", "/routines/\(id)/edit", "/routines/\(id).txt", "/routines/\(id)/days/1/start"] {
            let response = eve.get(path)
            XCTAssertEqual(response.status, .notFound, path)
            XCTAssertFalse(response.text.contains("Back Squat"), path)
        }
        eve.get("/routines")
        XCTAssertFalse(eve.lastPage.contains("Strength"), "not in their list")
        let posts = [("/routines/\(id)", TestBrowser.routineFields(name: "Mine", exercises: [("Curl", "3", "5", "10")])),
                     ("/routines/\(id)/days/1", TestBrowser.sessionFields(start)), ("/routines/\(id)/delete", [])]
        for (path, fields) in posts {
            eve.get("/routines")
            XCTAssertEqual(eve.post(path, fields).status, .notFound, path)
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines WHERE name = 'Strength'"), 1, "unchanged")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 0, "nothing logged into it")
        XCTAssertEqual(owner.get("/routines/\(id)/days/2/start").status, .notFound, "a day it does not have")
    }

    func testALifterIsForbiddenTheProgramsEditorAndAVisitorIsSentToLogIn() throws {
        let gym = try ScheduleFixture.make()
        defer { TestApp.remove(gym.app) }
        for path in ["/staff/programs", "/staff/programs/new"] {
            XCTAssertEqual(gym.lifter.get(path).status, .forbidden, path)
        }
        gym.lifter.get("/routines")
        XCTAssertEqual(gym.lifter.post("/staff/programs", TestBrowser.routineFields(exercises: [("Squat", "3", "5", "100")])).status, .forbidden)
        XCTAssertEqual(try gym.app.count("SELECT count(*) FROM routines"), 0)
        let visitor = TestBrowser(gym.app)
        XCTAssertEqual(visitor.get("/routines").headers["Location"], "/login?next=/routines")
        XCTAssertEqual(visitor.get("/programs").status, .seeOther)
    }

    func testDeletingTheAccountDeletesItsRoutines() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let browser = TestBrowser(app)
        browser.signUp()
        _ = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        browser.get("/settings/delete")
        browser.post("/settings/delete", [("password", "correct horse battery"), ("confirm", "DELETE")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 0, browser.lastPage)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routines") + app.count("SELECT count(*) FROM routine_exercises"), 0)
    }
}
