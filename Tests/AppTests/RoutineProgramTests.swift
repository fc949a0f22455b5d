import Foundation
import HTTP
import XCTest
@testable import App

/// The gym's programs: staff publish, members copy, and a copy is the member's own.
final class RoutineProgramTests: XCTestCase {
    func testACopyStaysAsItWasWhenStaffEditTheProgram() throws {
        let gym = try ScheduleFixture.make()
        defer { TestApp.remove(gym.app) }
        let program = try gym.staff.createRoutine(TestBrowser.routineFields(name: "Beginner 5x5", exercises: [("Back Squat", "5", "5", "60")]),
                                                  at: "/staff/programs")
        XCTAssertEqual(gym.staff.get("/staff/programs").status, .ok)
        XCTAssertTrue(gym.staff.lastPage.contains("href=\"/staff/programs/\(program)/edit\""))
        let list = gym.lifter.get("/programs").text
        XCTAssertTrue(list.contains("Beginner 5x5") && list.contains("action=\"/programs/\(program)/copy\""), list)
        XCTAssertTrue(gym.lifter.get("/programs/\(program)").text.contains("5 × 5 @ 60 kg"))
        let copied = gym.lifter.post("/programs/\(program)/copy", [])
        XCTAssertEqual(copied.status, .seeOther)
        let location = try XCTUnwrap(copied.headers["Location"])
        XCTAssertEqual(try gym.app.count("SELECT count(*) FROM routines WHERE copied_from = \(program) AND user_id IS NOT NULL"), 1)

        gym.staff.get("/staff/programs/\(program)/edit")
        let edit = gym.staff.post("/staff/programs/\(program)",
                                  TestBrowser.routineFields(name: "Beginner 3x5", exercises: [("Front Squat", "3", "5", "50")]))
        XCTAssertEqual(edit.status, .seeOther, gym.staff.lastPage)
        let copy = gym.lifter.get(location).text
        XCTAssertTrue(copy.contains("Beginner 5x5") && copy.contains("5 × 5 @ 60 kg"), copy)
        XCTAssertFalse(copy.contains("Front Squat"))
        XCTAssertTrue(gym.lifter.get("/programs").text.contains("Beginner 3x5"))
        XCTAssertEqual(gym.lifter.get("/routines/\(program)").status, .notFound, "a program is nobody's routine")
    }

    func testCopyingAProgramThatIsNotThereIs404() throws {
        let gym = try ScheduleFixture.make()
        defer { TestApp.remove(gym.app) }
        let own = try gym.lifter.createRoutine(TestBrowser.routineFields(exercises: [("Squat", "3", "5", "100")]))
        gym.lifter.get("/programs")
        XCTAssertEqual(gym.lifter.post("/programs/\(own)/copy", []).status, .notFound, "a member's routine is no program")
        XCTAssertEqual(gym.lifter.get("/programs/\(own)").status, .notFound)
    }
}
