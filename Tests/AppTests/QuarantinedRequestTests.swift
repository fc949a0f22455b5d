import HTTP
import XCTest
@testable import App
@testable import Pages

/// A server process whose supervisor quarantined a request that crashed the one before:
/// that request of that member is answered with a 500 page without running; the rest runs.
final class QuarantinedRequestTests: XCTestCase {
    private var plain: App!
    private var guarded: App!

    override func setUpWithError() throws {
        plain = try TestApp.make()
    }

    override func tearDown() {
        guarded?.database.close()
        TestApp.remove(plain)
    }

    /// The app again on the same database, as the next server process after each of `crashed`
    /// crashed one.
    private func restart(after crashed: Request...) throws {
        let record = try CrashRecord.create()
        for request in crashed {
            let session = RequestKey.session(cookie: request.cookie(named: Sessions.cookieName))
            record.quarantine.add(RequestKey(method: request.method, path: CanonicalPath.of(request, router: plain.responder.router),
                                              session: session, address: request.remoteAddress), now: CrashRecord.now())
        }
        var config = plain.config
        config.crashRecord = record
        guarded = try App.make(config: config)
    }

    private func browser(_ signedUp: TestBrowser) -> TestBrowser {
        let browser = TestBrowser(guarded)
        browser.cookies = signedUp.cookies
        return browser
    }

    func testTheCrashingRequestOfThatMemberGetsA500PageWithARequestIdInAllTheirSessions() throws {
        let ada = TestBrowser(plain)
        ada.signUp()
        let bob = TestBrowser(plain)
        bob.signUp(email: "bob@example.com", first: "Bob")
        let adaElsewhere = TestBrowser(plain)
        adaElsewhere.logIn()
        try restart(after: TestBrowser.request("/workouts/new?date=2026-11-26", as: ada))

        var request = TestBrowser.request("/workouts/new", as: browser(ada))
        request.id = "7-quarantined"
        let refused = guarded.respond(to: request)
        XCTAssertEqual(refused.status, .internalServerError)
        XCTAssertTrue(refused.text.contains("7-quarantined"), "the request id, as on every 500 page")
        XCTAssertTrue(refused.text.contains("not run again for the next 10 min"), refused.text)
        XCTAssertNotNil(refused.headers["Content-Security-Policy"], "the security headers, as on every page")
        XCTAssertEqual(browser(adaElsewhere).get("/workouts/new").status, .internalServerError, "Ada in another session")

        XCTAssertEqual(browser(bob).get("/workouts/new").status, .ok, "another member runs it")
        XCTAssertEqual(browser(ada).get("/workouts").status, .ok, "Ada's other pages run")
        XCTAssertTrue(browser(ada).get("/").text.contains("Hello, Ada"))

        let adaAgain = browser(ada)
        adaAgain.get("/")
        adaAgain.post("/logout", [])
        XCTAssertNil(adaAgain.cookies["session"], "logged out")
        adaAgain.logIn()
        XCTAssertNotEqual(adaAgain.cookies["session"], ada.cookies["session"])
        XCTAssertEqual(adaAgain.get("/workouts/new").status, .internalServerError, "Ada after logging out and in again")
    }

    /// Two crashes by one member pause their writes; their pages open, another member elsewhere
    /// writes. Ada's account is new, so visitors and new accounts of her address wait too.
    func testAMemberWhoseRequestsCrashedTwiceHasTheirWritesPaused() throws {
        let ada = TestBrowser(plain)
        ada.address = "192.0.2.7"
        ada.signUp()
        let bob = TestBrowser(plain)
        bob.address = "198.51.100.9"
        bob.signUp(email: "bob@example.com", first: "Bob")
        var first = TestBrowser.request("/routines/1", as: ada, method: .post), second = TestBrowser.request("/routines/2", as: ada, method: .post)
        first.remoteAddress = ada.address
        second.remoteAddress = ada.address
        try restart(after: first, second)

        let adaNow = browser(ada)
        adaNow.address = ada.address
        XCTAssertEqual(adaNow.get("/workouts/new").status, .ok, "her pages open")
        let paused = adaNow.post("/workouts", [("lift", "Row"), ("weight", "50"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2024-03-01")])
        XCTAssertEqual(paused.status, .internalServerError)
        XCTAssertTrue(paused.text.contains("Requests from your account stopped the server twice"), paused.text)
        XCTAssertEqual(try plain.count("SELECT count(*) FROM workouts"), 0)

        let bobNow = browser(bob)
        bobNow.address = bob.address
        bobNow.get("/workouts/new")
        XCTAssertEqual(bobNow.post("/workouts", [("lift", "Row"), ("weight", "50"), ("unit", "kg"), ("reps", "5"), ("sets", "1"),
                                                 ("date", "2024-03-01")]).status, .seeOther, "another member writes")
        let visitor = TestBrowser(guarded)
        visitor.address = ada.address
        visitor.get("/signup")
        let signup = visitor.post("/signup", [("email", "eve@example.com"), ("password", "correct horse battery"), ("first_name", "Eve"),
                                              ("last_name", "E"), ("birth_date", "1990-01-01")])
        XCTAssertEqual(signup.status, .internalServerError, "a sign-up from her address waits")
        XCTAssertTrue(signup.text.contains("Requests from your network stopped the server twice"), signup.text)
    }

    func testAVisitorsCrashingRequestIsRefusedToVisitorsOnly() throws {
        let ada = TestBrowser(plain)
        ada.signUp()
        try restart(after: TestBrowser.request("/calculators/wilks", as: nil))
        XCTAssertEqual(guarded.get("/calculators/wilks").status, .internalServerError)
        XCTAssertEqual(guarded.get("/calculators/wilks", headers: ["Cookie": "session=MadeUpSessionId01234567.x"]).status,
                       .internalServerError, "a made-up cookie is still a visitor")
        XCTAssertEqual(browser(ada).get("/calculators/wilks").status, .ok)
    }
}
