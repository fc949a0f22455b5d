import HTTP
import XCTest
@testable import App

/// OWASP's device cookies: guesses from anywhere else never lock out the browser an account's
/// owner has logged in with, and the lockout still holds for every browser without one.
final class DeviceCookieTests: XCTestCase {
    private var app: App!
    /// Attacker and owner behind one address, so the per-address limit cannot be what lets
    /// the owner in.
    private let sharedAddress = "203.0.113.5"

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    /// Signs up, logs out and logs in again, as an owner does: the browser keeps its cookie.
    private func ownersBrowser() -> TestBrowser {
        let owner = TestBrowser(app, address: sharedAddress)
        owner.signUp()
        logOut(owner)
        XCTAssertEqual(owner.logIn().status, .seeOther)
        logOut(owner)
        XCTAssertNil(owner.cookies["session"])
        XCTAssertNotNil(owner.cookies[DeviceCookies.name], "logging out keeps the device cookie")
        return owner
    }

    private func logOut(_ browser: TestBrowser) {
        browser.get("/")
        XCTAssertEqual(browser.post("/logout", []).status, .seeOther)
    }

    /// 1,000 wrong passwords from a browser without the cookie: all but the first five refused.
    private func guessAThousandTimes() {
        let attacker = TestBrowser(app, address: sharedAddress)
        var refused = 0
        for attempt in 0..<1_000 {
            let status = attacker.logIn(password: "guess number \(attempt)").status
            XCTAssertTrue(status == .unprocessableContent || status == .tooManyRequests, "attempt \(attempt): \(status)")
            if status == .tooManyRequests { refused += 1 }
        }
        XCTAssertEqual(refused, 995, "locked after five failures")
    }

    func testAThousandGuessesElsewhereLeaveTheOwnersBrowserIn() throws {
        let owner = ownersBrowser()
        guessAThousandTimes()
        let response = owner.logIn()
        XCTAssertEqual(response.status, .seeOther)
        XCTAssertEqual(response.headers["Location"], "/")
        XCTAssertTrue(owner.get("/").text.contains("Hello, Ada"))
        XCTAssertEqual(TestBrowser(app).logIn().status, .tooManyRequests, "a browser without the cookie is still locked out, right password or not")
    }

    func testTheOwnersCookieOutlivesARestart() throws {
        let owner = ownersBrowser()
        let config = app.config
        app.database.close()
        app = try App.make(config: config)
        let sameBrowser = TestBrowser(app, address: sharedAddress)
        sameBrowser.cookies = owner.cookies
        guessAThousandTimes()
        XCTAssertEqual(sameBrowser.logIn().status, .seeOther, "the key is kept in the database, so the cookie outlives the process")
    }

    func testATamperedOrBorrowedCookieCountsForNothing() throws {
        let owner = ownersBrowser()
        let real = try XCTUnwrap(owner.cookies[DeviceCookies.name])
        let (nonce, signature) = (real.prefix { $0 != "." }, real.drop { $0 != "." }.dropFirst())
        let flipped = String(signature.dropLast()) + (signature.last == "A" ? "B" : "A")
        let otherNonce = String(nonce.dropLast()) + (nonce.last == "A" ? "B" : "A")
        let eve = TestBrowser(app, address: "198.51.100.9")
        eve.signUp(email: "eve@example.com", first: "Eve")
        let evesCookie = try XCTUnwrap(eve.cookies[DeviceCookies.name])
        guessAThousandTimes()
        for forged in ["\(nonce).\(flipped)", "\(otherNonce).\(signature)", String(nonce), "\(nonce).", evesCookie, "\(real).x"] {
            let thief = TestBrowser(app)
            thief.cookies[DeviceCookies.name] = forged
            XCTAssertEqual(thief.logIn().status, .tooManyRequests, "\(forged) is treated as no cookie")
        }
        XCTAssertEqual(owner.logIn().status, .seeOther)
    }

    func testTheOwnersBrowserIsThrottledByItsOwnFailuresOnly() throws {
        let owner = ownersBrowser()
        let laptop = TestBrowser(app)
        XCTAssertEqual(laptop.logIn().status, .seeOther)
        logOut(laptop)
        for _ in 0..<5 { XCTAssertEqual(owner.logIn(password: "mistyped password").status, .unprocessableContent) }
        let locked = owner.logIn()
        XCTAssertEqual(locked.status, .tooManyRequests, "five failures lock this cookie")
        XCTAssertNotNil(Int(locked.headers["Retry-After"] ?? ""))
        XCTAssertEqual(laptop.logIn().status, .seeOther, "another trusted browser is not affected")
        logOut(laptop)
        XCTAssertEqual(TestBrowser(app).logIn().status, .seeOther, "nor are untrusted clients: the failures were the cookie's")
    }

    func testASuccessWithTheCookieForgivesItsFailures() {
        let owner = ownersBrowser()
        for _ in 0..<4 { owner.logIn(password: "mistyped password") }
        XCTAssertEqual(owner.logIn().status, .seeOther)
        logOut(owner)
        for _ in 0..<4 { XCTAssertEqual(owner.logIn(password: "mistyped password").status, .unprocessableContent) }
        XCTAssertEqual(owner.logIn().status, .seeOther)
    }

    func testTheCookieIsForTheAccountItLoggedInTo() {
        let owner = ownersBrowser()
        TestBrowser(app).signUp(email: "bob@example.com", first: "Bob")
        let bobsGuesser = TestBrowser(app, address: "198.51.100.10")
        for _ in 0..<5 { bobsGuesser.logIn(email: "bob@example.com", password: "wrong guess") }
        XCTAssertEqual(owner.logIn(email: "BOB@example.com").status, .tooManyRequests, "Ada's cookie does not vouch for Bob")
        XCTAssertEqual(owner.logIn(email: " ADA@example.com").status, .seeOther, "the email matches as the login does, whatever its case")
    }

    func testCookieAttributes() throws {
        let cookie = try XCTUnwrap(TestBrowser(app).signUp().headers.values(for: "Set-Cookie").first { $0.hasPrefix(DeviceCookies.name + "=") })
        for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=31536000"] {
            XCTAssertTrue(cookie.contains(attribute), "\(attribute) in \(cookie)")
        }
        XCTAssertFalse(cookie.contains("Secure"), "plain HTTP by default")
        XCTAssertFalse(cookie.contains("ada"), "the email is signed, not carried")
        TestApp.remove(app)
        app = try TestApp.make { $0.secureCookies = true }
        let secure = TestBrowser(app).signUp().headers.values(for: "Set-Cookie").first { $0.hasPrefix(DeviceCookies.name + "=") } ?? ""
        XCTAssertTrue(secure.contains("Secure"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM server_secrets WHERE length(value) = 32"), 1)
    }
}
