import Storage
import TestSupport
import XCTest
@testable import App

/// The sessions kept for the second they were read in (`SessionCache`): found again only with
/// the same secret, in the same second, while nothing was committed; and through the app, a
/// write that ends or changes a session is seen by the very next request.
final class SessionCacheTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    /// The browser's session as stored, with the cookie's id and secret.
    private func storedSession() throws -> (session: Database.StoredSession, id: String, secret: String) {
        let cookie = try XCTUnwrap(browser.cookies[Sessions.cookieName])
        let parts = cookie.split(separator: ".").map(String.init)
        let session = try XCTUnwrap(try app.database.session(id: parts[0], now: Sessions.now()))
        return (session, parts[0], parts[1])
    }

    func testAnEntryIsFoundOnlyWithItsSecretInItsSecondWhileNothingWasCommitted() throws {
        let (session, id, secret) = try storedSession()
        let cache = SessionCache()
        cache.store(session, secret: secret, second: 100, commits: 7)
        XCTAssertEqual(cache.session(id: id, secret: secret, second: 100, commits: 7)?.user.id, session.user.id)
        XCTAssertNil(cache.session(id: id, secret: secret.dropLast() + "A", second: 100, commits: 7), "another secret")
        XCTAssertNil(cache.session(id: id, secret: secret.dropLast(), second: 100, commits: 7), "a shorter secret")
        XCTAssertNil(cache.session(id: id, secret: secret, second: 101, commits: 7), "the next second")
        XCTAssertNil(cache.session(id: id, secret: secret, second: 100, commits: 8), "after a commit")
        XCTAssertNil(cache.session(id: "other" + id.dropFirst(5), secret: secret, second: 100, commits: 7), "another id")
        cache.removeAll()
        XCTAssertNil(cache.session(id: id, secret: secret, second: 100, commits: 7))
    }

    func testAFullCacheStartsAgain() throws {
        let (session, _, secret) = try storedSession()
        let cache = SessionCache(limit: 2)
        cache.store(session, secret: secret, second: 1, commits: 1)
        XCTAssertEqual(cache.count, 1)
        cache.store(session, secret: secret, second: 2, commits: 1)
        XCTAssertEqual(cache.count, 1, "the same session replaces its entry")
        let other = TestBrowser(app)
        other.signUp(email: "grace@example.com")
        let cookie = try XCTUnwrap(other.cookies[Sessions.cookieName]).split(separator: ".").map(String.init)
        let second = try XCTUnwrap(try app.database.session(id: cookie[0], now: Sessions.now()))
        cache.store(second, secret: cookie[1], second: 2, commits: 1)
        XCTAssertEqual(cache.count, 2)
        cache.store(session, secret: secret, second: 3, commits: 1)
        XCTAssertEqual(cache.count, 1, "at the limit a store starts again with the new entry alone")
        XCTAssertNil(cache.session(id: cookie[0], secret: cookie[1], second: 2, commits: 1))
    }

    func testTheRequestAfterALogoutElsewhereIsLoggedOut() throws {
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(app.responder.sessions.count, 1, "the session was kept")
        let (_, id, _) = try storedSession()
        try app.database.deleteSession(id: id)
        let response = browser.get("/workouts")
        XCTAssertEqual(response.status, .seeOther, "the deleted session no longer works, in the same second too")
        XCTAssertEqual(response.headers["Location"], "/login?next=/workouts")
    }

    func testARoleChangeShowsOnTheNextRequest() throws {
        XCTAssertEqual(browser.get("/staff/classes").status, .forbidden)
        XCTAssertTrue(try app.database.setRole(email: "ada@example.com", role: .staff))
        XCTAssertEqual(browser.get("/staff/classes").status, .ok)
    }

    func testAnIdleServerForgetsTheSessions() throws {
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(app.responder.sessions.count, 1)
        app.responder.becameIdle()
        XCTAssertEqual(app.responder.sessions.count, 0)
        XCTAssertEqual(browser.get("/workouts").status, .ok, "and reads them again")
    }
}
