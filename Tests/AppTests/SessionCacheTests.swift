import SQLite
import Storage
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// The sessions kept after a full read (`SessionCache`): found again only with the same secret;
/// and through the app, a write that ends or changes a session, in this process or another, is
/// seen by the very next request.
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
        let session = try XCTUnwrap(try app.database.session(id: parts[0], now: app.config.clock.now()))
        return (session, parts[0], parts[1])
    }

    func testAnEntryIsFoundOnlyWithItsSecret() throws {
        let (session, id, secret) = try storedSession()
        let cache = SessionCache()
        cache.store(session, secret: secret, checkedAt: nil)
        XCTAssertEqual(cache.session(id: id, secret: secret)?.session.user.id, session.user.id)
        XCTAssertNil(cache.session(id: id, secret: secret.dropLast() + (secret.hasSuffix("A") ? "B" : "A")), "another secret")
        XCTAssertNil(cache.session(id: id, secret: secret.dropLast()), "a shorter secret")
        XCTAssertNil(cache.session(id: "other" + id.dropFirst(5), secret: secret), "another id")
        cache.removeAll()
        XCTAssertNil(cache.session(id: id, secret: secret))
    }

    func testAFullCacheStartsAgain() throws {
        let (session, _, secret) = try storedSession()
        let cache = SessionCache(limit: 2)
        cache.store(session, secret: secret, checkedAt: nil)
        cache.store(session, secret: secret, checkedAt: nil)
        XCTAssertEqual(cache.count, 1, "the same session replaces its entry")
        let other = TestBrowser(app)
        other.signUp(email: "grace@example.com")
        let cookie = try XCTUnwrap(other.cookies[Sessions.cookieName]).split(separator: ".").map(String.init)
        let second = try XCTUnwrap(try app.database.session(id: cookie[0], now: app.config.clock.now()))
        cache.store(second, secret: cookie[1], checkedAt: nil)
        XCTAssertEqual(cache.count, 2)
        cache.store(session, secret: secret, checkedAt: nil)
        XCTAssertEqual(cache.count, 1, "at the limit a store starts again with the new entry alone")
        XCTAssertNil(cache.session(id: cookie[0], secret: cookie[1]))
    }

    func testTheStoredVersionTellsWhetherASessionStillHolds() throws {
        let (session, id, _) = try storedSession()
        let same = try XCTUnwrap(try app.database.sessionCheck(id: id, now: app.config.clock.now(), knownVersion: session.dataVersion))
        XCTAssertEqual(same.dataVersion, session.dataVersion)
        XCTAssertNil(same.changedUser, "nothing changed: no user to read")
        XCTAssertNil(try app.database.sessionCheck(id: id, now: session.expiresAt, knownVersion: session.dataVersion), "expired")
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2026-03-01")])
        XCTAssertTrue(try app.database.setRole(email: "ada@example.com", role: .staff))
        let moved = try XCTUnwrap(try app.database.sessionCheck(id: id, now: app.config.clock.now(), knownVersion: session.dataVersion))
        XCTAssertGreaterThan(moved.dataVersion, session.dataVersion)
        XCTAssertEqual(moved.changedUser?.role, .staff, "the user as now, from the same read")
    }

    /// After a save the session is not read whole again: the cached entry takes the user and
    /// version of the one check, keeping its secret, token and expiry.
    func testASaveKeepsTheCachedSessionWithItsNewVersion() throws {
        browser.get("/workouts/new")
        let (session, id, secret) = try storedSession()
        browser.post("/workouts", [("lift", "Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2026-03-01")])
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        let cached = try XCTUnwrap(app.responder.sessions.session(id: id, secret: secret)?.session)
        XCTAssertGreaterThan(cached.dataVersion, session.dataVersion)
        XCTAssertEqual(cached.dataVersion, try storedSession().session.dataVersion)
        XCTAssertEqual(cached.csrfToken, session.csrfToken)
        XCTAssertEqual(cached.expiresAt, session.expiresAt)
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

    /// `liftinglog user set-role` and `reset-password` write from another process, which has
    /// connections of its own: a connection opened apart from the app's stands in for it.
    func testAnotherProcesssChangesShowOnTheNextRequest() throws {
        XCTAssertEqual(browser.get("/staff/classes").status, .forbidden)
        XCTAssertEqual(app.responder.sessions.count, 1)
        let other = try Connection(path: app.database.path)
        try other.execute("UPDATE users SET role = 'staff' WHERE email = 'ada@example.com'")
        XCTAssertEqual(browser.get("/staff/classes").status, .ok, "made staff elsewhere")
        try other.execute("DELETE FROM sessions")
        XCTAssertEqual(browser.get("/workouts").status, .seeOther, "logged out elsewhere")
    }

    /// A session is asked after again only when something was committed since it last was: its
    /// entry keeps the database's moment from before that read.
    func testASessionIsAskedAfterAgainOnlyAfterACommit() throws {
        let (_, id, secret) = try storedSession()
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        let checked = try XCTUnwrap(app.responder.sessions.session(id: id, secret: secret)?.checkedAt, "the database is in WAL mode")
        XCTAssertEqual(app.database.commitMoment(), checked, "nothing committed since")
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(app.responder.sessions.session(id: id, secret: secret)?.checkedAt, checked, "not asked again")
        let other = try Connection(path: app.database.path)
        try other.execute("UPDATE users SET first_name = 'Augusta' WHERE email = 'ada@example.com'")
        let after = try XCTUnwrap(app.database.commitMoment())
        XCTAssertNotEqual(after, checked, "a commit by another connection moves the moment")
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(app.responder.sessions.session(id: id, secret: secret)?.checkedAt, after, "asked again, as of the new moment")
        XCTAssertEqual(app.responder.sessions.session(id: id, secret: secret)?.session.user.firstName, "Augusta")
    }

    func testAnIdleServerForgetsTheSessions() throws {
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(app.responder.sessions.count, 1)
        app.responder.becameIdle()
        XCTAssertEqual(app.responder.sessions.count, 0)
        XCTAssertEqual(browser.get("/workouts").status, .ok, "and reads them again")
    }
}
