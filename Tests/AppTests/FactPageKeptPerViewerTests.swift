import Domain
import HTTP
import XCTest
@testable import App
@testable import Pages

/// Issue 28: `/facts/:id` is kept now (`Access.gym`); an edit or a delete through
/// this process shows on the next request, to a visitor and to a member, and a member's kept
/// page is theirs alone.
final class FactPageKeptPerViewerTests: XCTestCase {
    private var gym: ScheduleFixture!

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    func testAnEditedOrDeletedFactShowsOnTheNextRequestOfItsKeptPage() throws {
        gym.post("/staff/facts", [("body", "The zyzzyva is a weevil, not a lift."), ("source", ""), ("categories", "strength")],
                 from: "/staff/facts/new")
        let id = try XCTUnwrap(gym.app.database.facts(limit: 50, offset: 0).first { $0.body.contains("zyzzyva") }?.id)
        let page = "/facts/\(id)"
        for browser in [nil, gym.lifter] as [TestBrowser?] {
            XCTAssertTrue(gym.get(page, as: browser).text.contains("not a lift"))
            XCTAssertTrue(gym.get(page, as: browser).text.contains("not a lift"), "kept")
        }
        gym.post("/staff/facts/\(id)", [("body", "The zyzzyva is a weevil; nobody squats it."), ("source", ""), ("categories", "strength")],
                 from: "/staff/facts/\(id)/edit")
        for browser in [nil, gym.lifter] as [TestBrowser?] {
            let text = gym.get(page, as: browser).text
            XCTAssertTrue(text.contains("nobody squats it") && !text.contains("not a lift"), "the edit shows at once")
        }
        gym.post("/staff/facts/\(id)/delete", [], from: "/staff/facts/\(id)/delete")
        for browser in [nil, gym.lifter] as [TestBrowser?] {
            XCTAssertEqual(gym.get(page, as: browser).status, .notFound, "the delete shows at once")
        }
    }

    func testAMembersKeptFactPageIsNotAVisitorsNorAnotherMembers() throws {
        gym.post("/staff/facts", [("body", "The zyzzyva is a weevil, not a lift."), ("source", ""), ("categories", "strength")],
                 from: "/staff/facts/new")
        let id = try XCTUnwrap(gym.app.database.facts(limit: 50, offset: 0).first { $0.body.contains("zyzzyva") }?.id)
        let page = "/facts/\(id)"
        let member = gym.get(page, as: gym.lifter).text
        XCTAssertTrue(member.contains("lifter@example.com") || member.contains("Log out") || member.contains("logout"), "a member's menu")
        let visitor = gym.get(page, as: nil).text
        XCTAssertFalse(visitor.contains("lifter@example.com"), "the member's page is not a visitor's")
        let staff = gym.get(page, as: gym.staff).text
        XCTAssertFalse(staff.contains("lifter@example.com"), "nor another member's")
    }

    func testALogoutOrARoleChangeShowsOnTheNextRequestOfAKeptFactPage() throws {
        gym.post("/staff/facts", [("body", "The zyzzyva is a weevil, not a lift."), ("source", ""), ("categories", "strength")],
                 from: "/staff/facts/new")
        let id = try XCTUnwrap(gym.app.database.facts(limit: 50, offset: 0).first { $0.body.contains("zyzzyva") }?.id)
        let page = "/facts/\(id)"
        XCTAssertFalse(gym.get(page, as: gym.lifter).text.contains("/staff/classes"))
        XCTAssertFalse(gym.get(page, as: gym.lifter).text.contains("/staff/classes"), "kept")
        _ = try UserCommands.setRole(config: gym.app.config, email: "lifter@example.com", role: .staff).get()
        XCTAssertTrue(gym.get(page, as: gym.lifter).text.contains("/staff/classes"), "the new role shows at once")
        gym.lifter.get("/")
        XCTAssertEqual(gym.lifter.post("/logout", []).status, .seeOther)
        let after = gym.get(page, as: gym.lifter).text
        XCTAssertFalse(after.contains("/staff/classes") || after.contains("lifter@example.com"), "logged out at once")
    }
}
