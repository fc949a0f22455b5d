import Crypto
import Domain
import HTTP
import XCTest
@testable import App
@testable import Pages

/// Two-factor codes (issue 40): set up from the settings page, asked for after the password,
/// each taken once, throttled as passwords are, turned off only with a code, reset from the
/// command line, and required of staff or everyone by `--require-two-factor`. The clock is the
/// app's clock, moved on a 30-second step instead of waited for.
final class TwoFactorTests: XCTestCase {
    private let clock = SettableClock()
    private var app: App!

    override func setUpWithError() throws { app = try makeApp() }
    override func tearDown() { TestApp.remove(app) }

    private func makeApp(requiring requirement: TwoFactorRequirement = .none) throws -> App {
        let clock = clock
        return try TestApp.make {
            $0.clock = clock.wallClock
            $0.requireTwoFactor = requirement
        }
    }

    /// The code the member's app shows now (`drift` steps away).
    private func code(_ secret: [UInt8], drift: Int = 0) -> String {
        OneTimePassword.code(secret: secret, step: OneTimePassword.step(at: clock.now) + Int64(drift))
    }

    private func secret(on page: String) throws -> [UInt8] {
        let match = try XCTUnwrap(page.firstMatch(of: /<code id="totp-secret">([A-Z2-7]+)<\/code>/), "the secret as text")
        return try XCTUnwrap(Base32.decode(String(match.1)))
    }

    private func recoveryCodes(on page: String) throws -> [String] {
        let list = try XCTUnwrap(page.firstMatch(of: /<ol id="recovery-codes">(.*?)<\/ol>/), "the recovery codes")
        return list.1.matches(of: /<li>([^<]+)<\/li>/).map { String($0.1) }
    }

    /// Signs up and turns two-factor on: the secret and the recovery codes.
    private func setUp(_ browser: TestBrowser, email: String = "ada@example.com") throws -> (secret: [UInt8], recovery: [String]) {
        browser.signUp(email: email)
        let page = browser.get("/settings/two-factor")
        XCTAssertEqual(page.status, .ok)
        let secret = try secret(on: page.text)
        let confirmed = browser.post("/settings/two-factor", [("code", code(secret))])
        XCTAssertEqual(confirmed.status, .ok)
        return (secret, try recoveryCodes(on: confirmed.text))
    }

    private func logOut(_ browser: TestBrowser) {
        browser.get("/")
        XCTAssertEqual(browser.post("/logout", []).status, .seeOther)
    }

    func testTheSetUpPageShowsTheSecretAsTextAndAsAQRCodeOfTheURI() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let page = browser.get("/settings/two-factor")
        let secret = try secret(on: page.text)
        XCTAssertEqual(secret.count, 20)
        XCTAssertTrue(page.text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "the QR code is drawn inline")
        let uri = "otpauth://totp/Lifting%20Log:ada%40example.com?secret=\(Base32.encode(secret))&issuer=Lifting%20Log&algorithm=SHA1&digits=6&period=30"
        XCTAssertTrue(page.text.contains(try QRCode(bytes: Array(uri.utf8)).svg), "the QR code is of the otpauth URI")
        XCTAssertEqual(try self.secret(on: browser.get("/settings/two-factor").text), secret, "a reload keeps the secret being set up")
        XCTAssertEqual(page.headers["Cache-Control"], "no-store")
    }

    func testAWrongCodeLeavesItOffAndARightOneGivesTenRecoveryCodesOnce() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let secret = try secret(on: browser.get("/settings/two-factor").text)
        let wrong = browser.post("/settings/two-factor", [("code", code(secret, drift: 3))])
        XCTAssertEqual(wrong.status, .unprocessableContent)
        XCTAssertTrue(wrong.text.contains("id=\"code-error\""), "the message is beside the field")
        let confirmed = browser.post("/settings/two-factor", [("code", code(secret))])
        let codes = try recoveryCodes(on: confirmed.text)
        XCTAssertEqual(codes.count, 10)
        XCTAssertEqual(Set(codes).count, 10)
        XCTAssertTrue(codes.allSatisfy { $0.wholeMatch(of: /[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}/) != nil }, "\(codes)")
        let after = browser.get("/settings/two-factor").text
        XCTAssertFalse(after.contains(codes[0]), "shown once")
        XCTAssertFalse(after.contains("totp-secret"), "the secret is not shown again")
        XCTAssertTrue(after.contains("<strong id=\"recovery-left\">10</strong>"))
        let stored = try app.database.twoFactor(userID: 1)
        XCTAssertEqual(stored?.isConfirmed, true)
        let hash = SHA256.hex(Array(codes[0].replacingOccurrences(of: "-", with: "").utf8))
        XCTAssertEqual(try app.count("SELECT count(*) FROM recovery_codes WHERE hex(hash) = upper('\(hash)')"), 1, "stored as hashes")
    }

    func testLoginAsksForTheCodeAfterThePasswordAndTakesEachCodeOnce() throws {
        let browser = TestBrowser(app)
        let (secret, _) = try setUp(browser)
        logOut(browser)
        clock.advance(30)
        let password = browser.logIn(next: "/workouts")
        XCTAssertEqual(password.headers["Location"], "/login/two-factor")
        XCTAssertNil(browser.cookies["session"], "no session before the code")
        XCTAssertEqual(browser.get("/workouts").status, .seeOther, "still logged out")
        XCTAssertEqual(browser.get("/login/two-factor").status, .ok)
        let typed = code(secret)
        let done = browser.post("/login/two-factor", [("code", typed)])
        XCTAssertEqual(done.status, .seeOther)
        XCTAssertEqual(done.headers["Location"], "/workouts", "on to where the member was going")
        XCTAssertNotNil(browser.cookies["session"])
        XCTAssertNil(browser.cookies[PendingLogins.cookieName])
        XCTAssertEqual(browser.get("/workouts").status, .ok)

        logOut(browser)
        browser.logIn()
        XCTAssertEqual(browser.post("/login/two-factor", [("code", typed)]).status, .unprocessableContent, "the same code again")
        XCTAssertEqual(browser.post("/login/two-factor", [("code", code(secret, drift: -1))]).status, .unprocessableContent,
                       "nor an older one")
        XCTAssertEqual(browser.post("/login/two-factor", [("code", code(secret, drift: 1))]).status, .seeOther, "the next step's is taken")
    }

    func testAWrongPasswordNeverReachesTheCodeStep() throws {
        let browser = TestBrowser(app)
        _ = try setUp(browser)
        logOut(browser)
        XCTAssertEqual(browser.logIn(password: "not the password").status, .unprocessableContent)
        XCTAssertNil(browser.cookies[PendingLogins.cookieName])
        XCTAssertEqual(browser.get("/login/two-factor").headers["Location"], "/login")
    }

    func testWrongCodesCountTowardTheLoginThrottle() throws {
        let owner = TestBrowser(app)
        let (secret, _) = try setUp(owner)
        logOut(owner)
        clock.advance(30)
        let stranger = TestBrowser(app)
        XCTAssertEqual(stranger.logIn().headers["Location"], "/login/two-factor")
        for guess in 0..<5 {
            XCTAssertEqual(stranger.post("/login/two-factor", [("code", String(format: "%06d", guess))]).status, .unprocessableContent)
        }
        XCTAssertEqual(stranger.post("/login/two-factor", [("code", code(secret))]).status, .tooManyRequests, "locked, right code or not")
        XCTAssertEqual(TestBrowser(app).logIn().status, .tooManyRequests, "the password form counts the same failures")
        XCTAssertEqual(owner.logIn().headers["Location"], "/login/two-factor", "the owner's trusted browser is not locked out")
    }

    func testARecoveryCodeLetsInOnceAndIsCountedDown() throws {
        let browser = TestBrowser(app)
        let (_, recovery) = try setUp(browser)
        logOut(browser)
        browser.logIn()
        XCTAssertEqual(browser.post("/login/two-factor", [("code", recovery[3].uppercased())]).status, .seeOther, "case does not matter")
        XCTAssertTrue(browser.get("/settings/two-factor").text.contains("<strong id=\"recovery-left\">9</strong>"))
        logOut(browser)
        browser.logIn()
        XCTAssertEqual(browser.post("/login/two-factor", [("code", recovery[3])]).status, .unprocessableContent, "used once already")
        XCTAssertEqual(browser.post("/login/two-factor", [("code", recovery[4].replacingOccurrences(of: "-", with: " "))]).status, .seeOther)
    }

    func testTurningItOffNeedsACode() throws {
        let browser = TestBrowser(app)
        let (secret, _) = try setUp(browser)
        browser.get("/settings/two-factor")
        XCTAssertEqual(browser.post("/settings/two-factor/off", [("code", "")]).status, .unprocessableContent)
        XCTAssertEqual(browser.post("/settings/two-factor/off", [("code", code(secret))]).status, .unprocessableContent,
                       "the code that turned it on was taken")
        clock.advance(30)
        XCTAssertEqual(browser.post("/settings/two-factor/off", [("code", code(secret))]).headers["Location"], "/settings/two-factor?off=1")
        XCTAssertNil(try app.database.twoFactor(userID: 1))
        XCTAssertEqual(try app.count("SELECT count(*) FROM recovery_codes"), 0)
        logOut(browser)
        XCTAssertEqual(browser.logIn().headers["Location"], "/", "the password alone again")
    }

    func testTheAdminCommandResetsIt() throws {
        let browser = TestBrowser(app)
        _ = try setUp(browser)
        logOut(browser)
        XCTAssertEqual(try UserCommands.resetTwoFactor(config: app.config, email: "ada@example.com").get(),
                       "Two-factor codes are off for ada@example.com; their recovery codes are gone too.")
        XCTAssertThrowsError(try UserCommands.resetTwoFactor(config: app.config, email: "nobody@example.com").get())
        XCTAssertEqual(browser.logIn().headers["Location"], "/")
    }

    func testAForgedOrStalePendingLoginStartsOver() throws {
        let browser = TestBrowser(app)
        let (secret, _) = try setUp(browser)
        logOut(browser)
        browser.logIn()
        let real = try XCTUnwrap(browser.cookies[PendingLogins.cookieName])
        let (payload, signature) = (real.prefix { $0 != "." }, real.drop { $0 != "." }.dropFirst())
        // Another member's id under the same signature.
        let forgedPayload = Base64.encode(Array("2\n\(clock.now + 300)\neve@example.com\n/".utf8), alphabet: .urlSafe)
        for forged in ["\(forgedPayload).\(signature)", String(payload), "\(payload).x"] {
            browser.cookies[PendingLogins.cookieName] = forged
            XCTAssertEqual(browser.post("/login/two-factor", [("code", code(secret, drift: 1))]).headers["Location"], "/login", forged)
        }
        browser.cookies[PendingLogins.cookieName] = real
        clock.advance(PendingLogins.lifetime + 1)
        XCTAssertEqual(browser.get("/login/two-factor").headers["Location"], "/login", "five minutes after the password")
    }

    func testStaffMustSetItUpBeforeAnythingElseWhenRequired() throws {
        TestApp.remove(app)
        app = try makeApp(requiring: .staff)
        let staff = TestBrowser(app)
        staff.signUp()
        XCTAssertTrue(try app.database.setRole(email: "ada@example.com", role: .staff))
        logOut(staff)
        XCTAssertEqual(staff.logIn().headers["Location"], "/settings/two-factor")
        for page in ["/workouts", "/settings", "/staff"] {
            XCTAssertEqual(staff.get(page).headers["Location"], "/settings/two-factor", page)
        }
        let setUpPage = staff.get("/settings/two-factor")
        XCTAssertTrue(setUpPage.text.contains("This server asks your account for two-factor codes."))
        staff.post("/settings/two-factor", [("code", code(try secret(on: setUpPage.text)))])
        XCTAssertEqual(staff.get("/workouts").status, .ok, "in once it is on")

        let lifter = TestBrowser(app)
        lifter.signUp(email: "bob@example.com", first: "Bob")
        XCTAssertEqual(lifter.get("/workouts").status, .ok, "lifters are not asked with `staff`")
    }

    func testEveryoneMustSetItUpWithAll() throws {
        TestApp.remove(app)
        app = try makeApp(requiring: .all)
        let lifter = TestBrowser(app)
        XCTAssertEqual(lifter.signUp().headers["Location"], "/settings/two-factor")
        XCTAssertEqual(lifter.get("/history").headers["Location"], "/settings/two-factor")
    }
}

/// `--require-two-factor` and `liftinglog user reset-two-factor` as the command line reads them.
final class TwoFactorCommandLineTests: XCTestCase {
    func testTheRequirementDefaultsToNoneAndTakesStaffOrAll() throws {
        XCTAssertEqual(try serveConfig([]).requireTwoFactor, TwoFactorRequirement.none)
        XCTAssertEqual(try serveConfig(["--require-two-factor", "staff"]).requireTwoFactor, .staff)
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_REQUIRE_TWO_FACTOR": "all"]).requireTwoFactor, .all)
        assertRefused([(["--require-two-factor", "admins"], [:], "--require-two-factor")])
    }

    func testResetTwoFactorNamesTheMember() throws {
        guard case .resetTwoFactor(_, let email) = try CommandLineOptions.parse(["user", "reset-two-factor", "ada@example.com"], environment: [:]) else {
            return XCTFail("expected reset-two-factor")
        }
        XCTAssertEqual(email, "ada@example.com")
        XCTAssertTrue(CommandLineOptions.usage.contains("user reset-two-factor EMAIL"))
    }
}
