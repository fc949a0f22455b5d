import Crypto
import Foundation
import HTTP
import XCTest
@testable import App

final class AccountTests: XCTestCase {
    private var app: App!

    private let clock = SettableClock()

    override func setUpWithError() throws { app = try TestApp.make { $0.clock = clock.wallClock } }
    override func tearDown() { TestApp.remove(app) }


    // MARK: Sign-up

    func testSignUpLogsInAndGreetsByFirstName() throws {
        let browser = TestBrowser(app)
        let response = browser.signUp()
        XCTAssertEqual(response.status, .seeOther)
        XCTAssertEqual(response.headers["Location"], "/")
        let dashboard = browser.get("/")
        XCTAssertTrue(dashboard.text.contains("Hello, Ada"))
        XCTAssertTrue(dashboard.text.contains("href=\"/workouts/new\""))
    }

    func testSessionCookieAttributes() throws {
        let response = TestBrowser(app).signUp()
        let cookie = try XCTUnwrap(response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("session=") })
        XCTAssertTrue(cookie.contains("HttpOnly"))
        XCTAssertTrue(cookie.contains("SameSite=Lax"))
        XCTAssertTrue(cookie.contains("Path=/"))
        XCTAssertTrue(cookie.contains("Max-Age=2592000"))
        XCTAssertFalse(cookie.contains("Secure"), "plain HTTP by default")
        let value = cookie.dropFirst("session=".count).prefix { $0 != ";" }
        let parts = value.split(separator: ".")
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts[1].count, 43, "a 256-bit secret in base64url")
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE id = '\(parts[0])' AND length(secret_hash) = 32"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE secret_hash = '\(parts[1])'"), 0, "only a hash is stored")
    }

    func testSecureCookiesWhenConfiguredOrBehindATrustedHTTPSProxy() throws {
        TestApp.remove(app)
        app = try TestApp.make { $0.secureCookies = true }
        let cookie = TestBrowser(app).signUp().headers.values(for: "Set-Cookie").first { $0.hasPrefix("session=") } ?? ""
        XCTAssertTrue(cookie.contains("Secure"))
    }

    func testTrustedProxyDecidesSecureCookiesAndTheClientAddress() throws {
        TestApp.remove(app)
        app = try TestApp.make { $0.trustProxy = true }
        let browser = TestBrowser(app)
        browser.get("/signup")
        var headers: HTTPHeaders = ["Host": "localhost", "X-Forwarded-Proto": "https", "Content-Type": "application/x-www-form-urlencoded",
                                    "Cookie": "csrf=\(browser.cookies["csrf"] ?? "")"]
        let body = "email=p%40example.com&password=a+long+enough+secret&first_name=P&last_name=P&birth_date=1990-01-01&csrf_token=\(browser.csrfToken)"
        headers.add("Content-Length", String(body.utf8.count))
        let response = app.respond(to: Request(method: .post, target: "/signup", headers: headers, body: Array(body.utf8)))
        XCTAssertTrue(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("session=") && $0.contains("Secure") })
        var request = Request(method: .get, target: "/", headers: ["Host": "a", "X-Forwarded-For": "203.0.113.9, 198.51.100.20"])
        request.remoteAddress = "10.0.0.2"
        XCTAssertEqual(Services.clientAddress(request, trustProxy: true), "198.51.100.20", "the address the proxy appended")
        XCTAssertEqual(Services.clientAddress(request, trustProxy: false), "10.0.0.2", "the socket's peer without a trusted proxy")
    }

    func testEachSignUpRuleShowsItsMessageAndKeepsInputButNeverThePassword() throws {
        let cases: [(field: String, value: String, message: String)] = [
            ("email", "not-an-email", "Enter a valid email address"),
            ("email", "a@b", "Enter a valid email address"),
            ("password", "short", "at least 12 characters"),
            ("password", String(repeating: "p", count: 1025), "at most 1,024 characters"),
            ("first_name", "  ", "Enter your first name"),
            ("first_name", String(repeating: "n", count: 101), "at most 100 characters"),
            ("last_name", "", "Enter your last name"),
            ("birth_date", "2001-02-30", "real past date"),
            ("birth_date", "2999-01-01", "real past date"),
            ("birth_date", "yesterday", "real past date"),
        ]
        for (field, value, message) in cases {
            var fields = ["email": "grace@example.com", "password": "a long enough secret", "first_name": "Grace",
                          "last_name": "Hopper", "birth_date": "1985-06-01"]
            fields[field] = value
            let browser = TestBrowser(app)
            browser.get("/signup")
            let response = browser.post("/signup", fields.map { ($0.key, $0.value) })
            XCTAssertEqual(response.status, .unprocessableContent, field)
            XCTAssertTrue(response.text.contains(message), "\(field)=\(value): \(message)")
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), field)
            if field != "password" {
                XCTAssertFalse(response.text.contains("a long enough secret"), "the password is never shown again")
            }
            if field != "first_name" { XCTAssertTrue(response.text.contains("value=\"Grace\"")) }
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 0)
    }

    func testDuplicateEmailIgnoresCaseAndSpaces() throws {
        TestBrowser(app).signUp(email: "ada@example.com")
        let response = TestBrowser(app).signUp(email: "  ADA@Example.com ")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("An account with this email already exists"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 1)
    }

    func testInputIsEscaped() {
        let browser = TestBrowser(app)
        browser.get("/signup")
        let response = browser.post("/signup", [("email", "x"), ("first_name", "<script>alert(1)</script>"), ("last_name", "\" onfocus=\"x")])
        XCTAssertFalse(response.text.contains("<script>alert(1)"))
        XCTAssertTrue(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertTrue(response.text.contains("value=\"&quot; onfocus=&quot;x\""))
    }

    // MARK: Log in and out

    func testLogInSendsToDashboardAndLogOutEndsTheSessionOnTheServer() throws {
        TestBrowser(app).signUp()
        let browser = TestBrowser(app)
        XCTAssertEqual(browser.logIn().headers["Location"], "/")
        let oldCookie = try XCTUnwrap(browser.cookies["session"])
        XCTAssertEqual(browser.get("/settings").status, .ok)
        let out = browser.post("/logout", [])
        XCTAssertEqual(out.headers["Location"], "/login")
        XCTAssertEqual(out.headers["Clear-Site-Data"], "\"cache\"", "the browser drops its copies of the lifter's pages, Back's too")
        XCTAssertNil(browser.cookies["session"])
        browser.cookies["session"] = oldCookie
        XCTAssertEqual(browser.get("/settings").status, .seeOther, "the old cookie no longer works")
    }

    func testNewSessionAtEveryLogin() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let first = try XCTUnwrap(browser.cookies["session"])
        browser.get("/")
        XCTAssertEqual(browser.post("/logout", []).status, .seeOther)
        browser.logIn()
        let second = try XCTUnwrap(browser.cookies["session"])
        XCTAssertNotEqual(second.split(separator: ".").first, first.split(separator: ".").first, "a fresh session id at every login")
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 1, "the logged-out session is gone")
    }

    func testWrongPasswordAndUnknownEmailLookTheSame() throws {
        TestBrowser(app).signUp()
        let browser = TestBrowser(app)
        let wrong = browser.logIn(email: "ada@example.com", password: "not the password!")
        let unknown = browser.logIn(email: "nobody@example.com", password: "not the password!")
        XCTAssertEqual(wrong.status, .unprocessableContent)
        XCTAssertEqual(unknown.status, wrong.status)
        // Each page shows the email typed and its own masking of the token, and otherwise the two are the same.
        XCTAssertTrue(wrong.text.contains("value=\"ada@example.com\""), "the email typed is kept")
        XCTAssertEqual(wrong.textWithoutToken.replacingOccurrences(of: "ada@example.com", with: "EMAIL"),
                       unknown.textWithoutToken.replacingOccurrences(of: "nobody@example.com", with: "EMAIL"))
        XCTAssertTrue(wrong.text.contains("The email or password is not right"))
        XCTAssertFalse(wrong.text.contains("not the password!"))
    }

    func testPagesNeedingLoginRedirectAndComeBack() {
        TestBrowser(app).signUp()
        let browser = TestBrowser(app)
        let response = browser.get("/settings")
        XCTAssertEqual(response.status, .seeOther)
        XCTAssertEqual(response.headers["Location"], "/login?next=/settings")
        browser.get("/login?next=/settings")
        XCTAssertTrue(browser.lastPage.contains("name=\"next\" value=\"/settings\""))
        XCTAssertEqual(browser.post("/login", [("email", "ada@example.com"), ("password", "correct horse battery"), ("next", "/settings")])
            .headers["Location"], "/settings")
    }

    func testNextCannotLeaveTheSite() {
        TestBrowser(app).signUp()
        for next in ["//evil.example/", "https://evil.example/", "/\\evil.example", "evil", "/ok\r\nSet-Cookie: x=1"] {
            XCTAssertEqual(TestBrowser(app).logIn(next: next).headers["Location"], "/", next)
        }
    }

    func testExpiredSessionIsNotAccepted() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        clock.advance(app.config.sessionLifetime - 1)
        XCTAssertEqual(browser.get("/settings").status, .ok, "a second short of its lifetime")
        clock.advance(1)
        XCTAssertEqual(browser.get("/settings").status, .seeOther)
    }

    func testTamperedSecretIsNotAccepted() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let id = try XCTUnwrap(browser.cookies["session"]?.split(separator: ".").first)
        browser.cookies["session"] = "\(id).\(String(repeating: "A", count: 43))"
        XCTAssertEqual(browser.get("/settings").status, .seeOther)
    }

    // MARK: CSRF

    func testPostWithoutOrWithWrongTokenIs403AndChangesNothing() throws {
        for token in ["", "wrong-token-wrong-token-wrong-token-xxxxx"] {
            let browser = TestBrowser(app)
            browser.get("/signup")
            let response = browser.post("/signup", [("email", "eve@example.com"), ("password", "a long enough secret"),
                                                    ("first_name", "Eve"), ("last_name", "E"), ("birth_date", "1990-01-01")], csrf: token)
            XCTAssertEqual(response.status, .forbidden)
            XCTAssertTrue(response.text.contains("reload the page"))
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 0)
        let member = TestBrowser(app)
        member.signUp()
        member.get("/settings")
        let forged = member.post("/settings/profile", [("first_name", "Mallory"), ("last_name", "M"), ("birth_date", "1990-01-01"), ("unit", "lb")],
                                 csrf: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        XCTAssertEqual(forged.status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE first_name = 'Ada'"), 1)
        XCTAssertEqual(member.post("/logout", [], csrf: "").status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 1)
    }

    // MARK: Throttling

    func testFiveFailuresLockTheAccountEvenForTheRightPassword() {
        TestBrowser(app).signUp()
        for _ in 0..<5 { XCTAssertEqual(TestBrowser(app).logIn(password: "wrong password!!").status, .unprocessableContent) }
        let locked = TestBrowser(app).logIn()
        XCTAssertEqual(locked.status, .tooManyRequests)
        XCTAssertNotNil(Int(locked.headers["Retry-After"] ?? ""))
    }

    func testThirtyFailuresFromOneAddressAreThrottled() {
        let browser = TestBrowser(app, address: "198.51.100.7")
        for attempt in 0..<30 {
            XCTAssertEqual(browser.logIn(email: "user\(attempt)@example.com", password: "whatever guess").status, .unprocessableContent)
        }
        XCTAssertEqual(browser.logIn(email: "another@example.com", password: "whatever guess").status, .tooManyRequests)
        XCTAssertEqual(TestBrowser(app, address: "198.51.100.8").logIn(email: "x@example.com", password: "whatever guess").status,
                       .unprocessableContent, "other addresses are not affected")
    }

    // MARK: Settings

    func testProfileUpdateAndValidation() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        browser.get("/settings")
        let bad = browser.post("/settings/profile", [("first_name", ""), ("last_name", "L"), ("birth_date", "1990-01-01"), ("unit", "stone")])
        XCTAssertEqual(bad.status, .unprocessableContent)
        XCTAssertTrue(bad.text.contains("Enter your first name"))
        XCTAssertTrue(bad.text.contains("Choose kg or lb"))
        let good = browser.post("/settings/profile", [("first_name", "Augusta"), ("last_name", "King"), ("birth_date", "1990-12-10"), ("unit", "lb")])
        XCTAssertEqual(good.headers["Location"], "/settings?saved=profile")
        let page = browser.get("/settings?saved=profile").text
        XCTAssertTrue(page.contains("Profile saved."))
        XCTAssertTrue(page.contains("value=\"Augusta\""))
        XCTAssertTrue(page.contains("<option value=\"lb\" selected>"))
    }

    func testPasswordChangeNeedsTheCurrentOneAndEndsOtherSessions() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let other = TestBrowser(app)
        other.logIn()
        browser.get("/settings")
        let wrong = browser.post("/settings/password", [("current_password", "nope"), ("new_password", "a brand new password")])
        XCTAssertEqual(wrong.status, .unprocessableContent)
        XCTAssertTrue(wrong.text.contains("This is not your current password"))
        let right = browser.post("/settings/password", [("current_password", "correct horse battery"), ("new_password", "a brand new password")])
        XCTAssertEqual(right.status, .seeOther)
        XCTAssertEqual(browser.get("/settings").status, .ok, "this session continues")
        XCTAssertEqual(other.get("/settings").status, .seeOther, "other sessions end")
        XCTAssertEqual(TestBrowser(app).logIn(password: "a brand new password").headers["Location"], "/")
    }

    // MARK: Deleting the account

    func testDeleteAccountRemovesEveryRowOfThatUserAndNoOtherUsers() throws {
        let keep = TestBrowser(app)
        keep.signUp(email: "keep@example.com")
        let leaving = TestBrowser(app)
        leaving.signUp(email: "leave@example.com")
        let confirm = leaving.get("/settings/delete")
        XCTAssertTrue(confirm.text.contains("deleted for good"))
        XCTAssertEqual(leaving.post("/settings/delete", [("password", "wrong")]).status, .unprocessableContent)
        let empty = leaving.post("/settings/delete", [("password", "")])
        XCTAssertEqual(empty.status, .unprocessableContent)
        XCTAssertTrue(empty.text.contains("Enter your password; nothing was deleted."))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 2)
        let deleted = leaving.post("/settings/delete", [("password", "correct horse battery")])
        XCTAssertEqual(deleted.status, .seeOther, "a redirect, so reloading the goodbye page posts nothing")
        XCTAssertEqual(deleted.headers["Location"], "/goodbye")
        XCTAssertNil(leaving.cookies["session"], "logged out")
        XCTAssertTrue(leaving.get("/goodbye").text.contains("Your account is deleted"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE email = 'leave@example.com'"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'keep@example.com'"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 1)
        XCTAssertEqual(TestBrowser(app).logIn(email: "leave@example.com").status, .unprocessableContent)
        XCTAssertEqual(keep.get("/settings").status, .ok)
    }

    /// The deletion page lists what goes with the account, counted (issue 37): not "every
    /// workout" when routes and routines go too; another lifter's data is not counted.
    func testTheDeletionPageCountsEverythingThatGoes() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let other = TestBrowser(app)
        other.signUp(email: "other@example.com")
        other.get("/workouts/new")
        browser.get("/workouts/new")
        other.post("/workouts", [("lift", "Deadlift"), ("weight", "140"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2024-03-01")])
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", "2024-03-01")])
        browser.post("/workouts", [("lift", "Bench Press"), ("weight", "60"), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", "2024-03-01")])
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", "2024-03-03")])
        _ = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        browser.get("/workouts/new")
        browser.post("/sessions", [])
        let page = browser.get("/settings/delete").text
        for line in ["<li>3 logged entries on 2 training days</li>", "<li>0 routes</li>", "<li>1 routine</li>", "<li>1 live workout</li>",
                     "<li>0 class bookings</li>", "<li>0 whiteboard scores</li>",
                     "<li>your profile, your plates, and your sessions on every device</li>"] {
            XCTAssertTrue(page.contains(line), line + "\n" + page)
        }
        XCTAssertTrue(browser.post("/settings/delete", [("password", "wrong")]).text.contains("<li>1 routine</li>"), "and after a wrong password")
    }

    // MARK: Command line

    func testSetRoleAndResetPasswordFromTheCommandLine() throws {
        TestBrowser(app).signUp()
        var config = app.config
        config.logLevel = .error
        XCTAssertEqual(try UserCommands.setRole(config: config, email: "ada@example.com", role: .staff).get(), "ada@example.com is now staff.")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE role = 'staff'"), 1)
        XCTAssertThrowsError(try UserCommands.setRole(config: config, email: "nobody@example.com", role: .staff).get())
        let message = try UserCommands.resetPassword(config: config, email: "ada@example.com").get()
        let password = try XCTUnwrap(message.split(separator: "\n").first?.split(separator: " ").last)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 0, "every session ends")
        XCTAssertEqual(TestBrowser(app).logIn(password: String(password)).headers["Location"], "/settings/password/new",
                       "a one-time password is replaced first")
    }

    func testAOneTimePasswordIsReplacedAtFirstLogin() throws {
        var config = app.config
        config.logLevel = .error
        let message = try UserCommands.addUser(config: config, email: "grace@example.com", firstName: "Grace", lastName: "Hopper",
                                               birthDate: "1990-12-09").get()
        let temporary = String(try XCTUnwrap(message.split(separator: "\n").first?.split(separator: " ").last))
        let browser = TestBrowser(app)
        XCTAssertEqual(browser.logIn(email: "grace@example.com", password: temporary).headers["Location"], "/settings/password/new")
        for page in ["/", "/workouts", "/workouts/new", "/settings", "/history"] {
            XCTAssertEqual(browser.get(page).headers["Location"], "/settings/password/new", "\(page) waits for the new password")
        }
        let form = browser.get("/settings/password/new")
        XCTAssertEqual(form.status, .ok)
        XCTAssertTrue(form.text.contains("Choose one of your own"))
        XCTAssertFalse(form.text.contains("current_password"), "the one-time password was just typed")
        let short = browser.post("/settings/password/new", [("new_password", "short")])
        XCTAssertEqual(short.status, .unprocessableContent)
        XCTAssertTrue(short.text.contains("Use at least 12 characters"))
        XCTAssertEqual(browser.post("/workouts", [("lift", "Squat")]).headers["Location"], "/settings/password/new", "no writes meanwhile")
        XCTAssertEqual(browser.post("/settings/password/new", [("new_password", "my own horse battery")]).headers["Location"], "/?password=chosen")
        XCTAssertEqual(browser.get("/workouts").status, .ok, "the member is in")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE email = 'grace@example.com' AND password_is_temporary = 0"), 1)
        XCTAssertEqual(TestBrowser(app).logIn(email: "grace@example.com", password: temporary).status, .unprocessableContent, "the one-time password is gone")
        XCTAssertEqual(TestBrowser(app).logIn(email: "grace@example.com", password: "my own horse battery").headers["Location"], "/")
        XCTAssertEqual(browser.post("/settings/password/new", [("new_password", "another horse battery")]).headers["Location"], "/settings",
                       "a member with their own password changes it in Settings, with the current one")
    }

    func testClosedSignupLeavesOnlyTheCommandLineToCreateAccounts() throws {
        let closed = try TestApp.make { $0.signup = .closed }
        defer { TestApp.remove(closed) }
        let visitor = TestBrowser(closed)
        for page in ["/", "/login"] { XCTAssertFalse(visitor.get(page).text.contains("href=\"/signup\""), page) }
        let signup = visitor.get("/signup")
        XCTAssertEqual(signup.status, .forbidden)
        XCTAssertTrue(signup.text.contains("This server does not take sign-ups"))
        visitor.get("/login")
        XCTAssertEqual(visitor.post("/signup", [("email", "eve@example.com"), ("password", "correct horse battery"), ("first_name", "Eve"),
                                                ("last_name", "E"), ("birth_date", "1990-01-01")]).status, .forbidden)
        XCTAssertThrowsError(try UserCommands.addUser(config: closed.config, email: "not-an-email", firstName: "A", lastName: "B",
                                                      birthDate: "1990-01-01").get()) { XCTAssertTrue("\($0)".contains("email")) }
        let message = try UserCommands.addUser(config: closed.config, email: "ada@example.com", firstName: "Ada", lastName: "Lovelace",
                                               birthDate: "1990-12-10").get()
        let password = try XCTUnwrap(message.split(separator: "\n").first?.split(separator: " ").last)
        XCTAssertEqual(TestBrowser(closed).logIn(password: String(password)).headers["Location"], "/settings/password/new")
        XCTAssertThrowsError(try UserCommands.addUser(config: closed.config, email: "ADA@example.com", firstName: "Ada", lastName: "L",
                                                      birthDate: "1990-12-10").get()) { XCTAssertTrue("\($0)".contains("already exists")) }
        XCTAssertTrue(TestBrowser(app).get("/").text.contains("href=\"/signup\""), "open by default")
    }

    func testProfileFactsAreOptionalAndChecked() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        browser.get("/settings")
        let base = [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"), ("unit", "lb")]
        for (field, value, message) in [("body_weight", "1e3", "Enter your body weight from 44 to 882 lb"), ("sex", "other", "Choose male, female"),
                                        ("body_weight_date", "2999-01-01", "Enter the day you weighed that")] {
            var fields = base + [("body_weight", "150")]
            fields.removeAll { $0.0 == field }
            fields.append((field, value))
            let response = browser.post("/settings/profile", fields)
            XCTAssertEqual(response.status, .unprocessableContent, field)
            XCTAssertTrue(response.text.contains(message), "\(field): \(message)")
            XCTAssertTrue(response.text.contains("id=\"\(field)-error\""), field)
        }
        XCTAssertEqual(browser.post("/settings/profile", base + [("body_weight", "150"), ("sex", "")]).status, .seeOther)
        let page = browser.get("/settings").text
        XCTAssertNotNil(page.range(of: "name=\"body_weight\"[^>]* value=\"150\"", options: .regularExpression), "stored in the profile's unit")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE body_weight = 150 AND body_weight_unit = 'lb' AND body_weight_date IS NOT NULL AND sex IS NULL"), 1)
    }

    func testBodyWeightKeepsItsUnitWhenTheLogUnitChanges() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        browser.get("/settings")
        let base = [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10")]
        XCTAssertEqual(browser.post("/settings/profile", base + [("unit", "lb"), ("body_weight", "160"), ("body_weight_unit", "lb")]).status, .seeOther)
        // The form as the browser sends it back after only the log's unit was switched to kg.
        var page = browser.get("/settings").text
        XCTAssertTrue(page.contains("<option value=\"lb\" selected>lb</option>"))
        let kept = try XCTUnwrap(page.range(of: "name=\"body_weight\"[^>]* value=\"([^\"]*)\"", options: .regularExpression))
        XCTAssertTrue(page[kept].hasSuffix("value=\"160\""))
        XCTAssertEqual(browser.post("/settings/profile", base + [("unit", "kg"), ("body_weight", "160"), ("body_weight_unit", "lb")]).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE unit = 'kg' AND body_weight = 160 AND body_weight_unit = 'lb'"), 1,
                       "160 lb stays 160 lb, not 160 kg")
        page = browser.get("/calculators/wilks?fill=best").text
        XCTAssertNotNil(page.range(of: "name=\"bodyweight\"[^>]* value=\"72.57\"", options: .regularExpression),
                        "shown in kg where kg is asked for: 160 lb is 72.57 kg")
        XCTAssertEqual(browser.post("/settings/profile", base + [("unit", "kg"), ("body_weight", "72,5"), ("body_weight_unit", "kg")]).status,
                       .seeOther, "a decimal comma")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE body_weight = 72.5 AND body_weight_unit = 'kg'"), 1)
    }

    func testTheLiftersTimeZoneDecidesToday() throws {
        let browser = TestBrowser(app)
        browser.get("/signup")
        browser.post("/signup", [("email", "kiri@example.com"), ("password", "correct horse battery"), ("first_name", "Kiri"),
                                 ("last_name", "T"), ("birth_date", "1990-01-01"), ("time_zone", "Pacific/Kiritimati")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE time_zone = 'Pacific/Kiritimati'"), 1, "the browser's zone is kept")
        let zones = TimeZoneDatabase(), now = clock.now
        let kiritimati = try zones.rules(named: "Pacific/Kiritimati").localDate(atUnixTime: now)
        let honolulu = try zones.rules(named: "Pacific/Honolulu").localDate(atUnixTime: now)
        XCTAssertEqual(kiritimati.daysSinceEpoch - honolulu.daysSinceEpoch, 1, "UTC+14 and UTC-10 are always a day apart")
        XCTAssertTrue(browser.get("/workouts/new").text.contains("value=\"\(kiritimati.iso)\""), "the form fills in the lifter's today")
        browser.get("/settings")
        let profile = [("first_name", "Kiri"), ("last_name", "T"), ("birth_date", "1990-01-01"), ("unit", "kg")]
        XCTAssertEqual(browser.post("/settings/profile", profile + [("time_zone", "Pacific/Honolulu")]).status, .seeOther)
        XCTAssertTrue(browser.get("/workouts/new").text.contains("value=\"\(honolulu.iso)\""))
        let settings = browser.get("/settings").text
        XCTAssertTrue(settings.contains("<option value=\"Pacific/Honolulu\" selected>Honolulu</option>"), "shown without its region")
        XCTAssertTrue(settings.contains("<optgroup label=\"Europe\"><option value=\"Europe/Amsterdam\">Amsterdam</option>"), "grouped by region")
        XCTAssertTrue(settings.contains("<option value=\"America/Argentina/Buenos_Aires\">Argentina/Buenos Aires</option>"))
        XCTAssertFalse(settings.contains("\"America/Buenos_Aires\""), "no aliases")
        XCTAssertFalse(settings.contains("\"Etc/UTC\""), "UTC once")
        let refused = browser.post("/settings/profile", profile + [("time_zone", "../../etc/passwd")])
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("Choose a time zone from the list"))
        let bogus = TestBrowser(app)
        bogus.get("/signup")
        bogus.post("/signup", [("email", "b@example.com"), ("password", "correct horse battery"), ("first_name", "B"),
                               ("last_name", "T"), ("birth_date", "1990-01-01"), ("time_zone", "Mars/Base")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE email = 'b@example.com' AND time_zone IS NULL"), 1,
                       "an unknown zone from the browser is dropped, not refused")
    }

    func testLoggingInReplacesAHashMadeWithWeakerParameters() throws {
        TestBrowser(app).signUp()
        let weak = try PasswordHasher(parameters: .pbkdf2SHA256(iterations: 100)).hash("correct horse battery")
        try app.database.updatePasswordHash(userID: 1, passwordHash: weak)
        XCTAssertTrue(app.config.passwordHasher.needsRehash(weak))
        XCTAssertEqual(TestBrowser(app).logIn().headers["Location"], "/")
        let stored = try XCTUnwrap(try app.database.passwordHash(userID: 1))
        XCTAssertNotEqual(stored, weak)
        XCTAssertFalse(app.config.passwordHasher.needsRehash(stored), "upgraded to today's parameters")
        XCTAssertEqual(TestBrowser(app).logIn().headers["Location"], "/", "and the same password still works")
    }
}
