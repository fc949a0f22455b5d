import Domain
import HTTP
import Storage
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// The ETag of a member's page changes with each thing the page depends on, and only then.
final class PageTagTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!
    private let key: [UInt8] = Array(0..<16)

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    private func session(of who: TestBrowser) throws -> Database.StoredSession {
        let id = try XCTUnwrap(who.cookies[Sessions.cookieName]?.split(separator: ".").first)
        return try XCTUnwrap(try app.database.session(id: String(id), now: app.config.clock.now()))
    }

    private func tag(_ target: String, _ session: Database.StoredSession, key: [UInt8]? = nil, day: Int = 1) -> String {
        let tags = PageTag(startKey: key ?? self.key, today: { _ in CalendarDate(year: 2026, month: 3, day: day)! })
        return tags.tag(for: Request(method: .get, target: target), session: session)
    }

    func testTheSameInputsGiveTheSameTagAndEachInputChangesIt() throws {
        let session = try session(of: browser)
        let first = tag("/workouts", session)
        XCTAssertNotNil(first.wholeMatch(of: /W\/"[0-9a-f]{32}"/), first)
        XCTAssertEqual(tag("/workouts", session), first)
        var seen: Set = [first]
        XCTAssertTrue(seen.insert(tag("/workouts?page=2", session)).inserted, "another target")
        XCTAssertTrue(seen.insert(tag("/workouts", session, day: 2)).inserted, "another day")
        XCTAssertTrue(seen.insert(tag("/workouts", session, key: Array(repeating: 0, count: 16))).inserted, "another start")
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2026-03-01")])
        XCTAssertTrue(seen.insert(tag("/workouts", try self.session(of: browser))).inserted, "after a write")
        let again = TestBrowser(app)
        again.logIn()
        XCTAssertTrue(seen.insert(tag("/workouts", try self.session(of: again))).inserted, "another session of the same member")
    }
}
