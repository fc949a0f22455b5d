import HTTP
import XCTest
@testable import App

/// Accounts per network and hour (issue 35): the 429 past the limit says when to try again,
/// other networks sign up meanwhile, and the hour's end lets the network in again. The clock
/// is the app's clock, moved on instead of waited for.
final class SignupLimitTests: XCTestCase {
    private let clock = SettableClock()
    private var app: App!

    override func setUpWithError() throws {
        let clock = clock
        app = try TestApp.make { $0.clock = clock.wallClock }
    }

    override func tearDown() {
        TestApp.remove(app)
    }

    private func signUp(_ email: String, from address: String, forwardedFor: String? = nil) -> Response {
        let browser = TestBrowser(app, address: address)
        browser.forwardedFor = forwardedFor
        return browser.signUp(email: email)
    }

    private func accounts(_ email: String) throws -> Int {
        try app.count("SELECT count(*) FROM users WHERE email = '\(email)'")
    }

    func testTheEleventhSignUpOfAnHourWaitsAndOthersGoOn() throws {
        for number in 1...10 {
            XCTAssertEqual(signUp("n\(number)@example.com", from: "203.0.113.5").status, .seeOther, "sign-up \(number)")
            clock.advance(60)
        }
        // The first of the ten was 600 s ago: it leaves the hour in 3,000 s.
        let refused = signUp("n11@example.com", from: "203.0.113.5")
        XCTAssertEqual(refused.status, .tooManyRequests)
        XCTAssertEqual(refused.headers["Retry-After"], "3000")
        XCTAssertTrue(refused.text.contains("Too many accounts were made from your network in the last hour. Try again in 50 minutes."), refused.text)
        XCTAssertEqual(try accounts("n11@example.com"), 0)

        XCTAssertEqual(signUp("other@example.com", from: "198.51.100.23").status, .seeOther, "another network")

        clock.advance(3000)
        XCTAssertEqual(signUp("n11@example.com", from: "203.0.113.5").status, .seeOther, "the first sign-up has left the hour")
        XCTAssertEqual(try accounts("n11@example.com"), 1)
        let next = signUp("n12@example.com", from: "203.0.113.5")
        XCTAssertEqual(next.status, .tooManyRequests, "the second, 60 s younger, has not")
        XCTAssertEqual(next.headers["Retry-After"], "60")
        XCTAssertTrue(next.text.contains("Try again in 60 seconds."), next.text)
    }

    func testARefusedFormOrTakenEmailUsesNoSignUp() throws {
        XCTAssertEqual(signUp("taken@example.com", from: "203.0.113.6").status, .seeOther)
        for _ in 1...12 {
            XCTAssertEqual(signUp("taken@example.com", from: "203.0.113.6").status, .unprocessableContent)
        }
        for number in 2...10 {
            XCTAssertEqual(signUp("t\(number)@example.com", from: "203.0.113.6").status, .seeOther, "sign-up \(number)")
        }
        XCTAssertEqual(signUp("t11@example.com", from: "203.0.113.6").status, .tooManyRequests)
    }

    func testAnIPv6NetworkIsItsSlash64() throws {
        for number in 1...10 {
            XCTAssertEqual(signUp("v\(number)@example.com", from: "2001:db8:1:2::\(number)").status, .seeOther)
        }
        XCTAssertEqual(signUp("v11@example.com", from: "2001:db8:1:2:ffff::99").status, .tooManyRequests, "the same /64")
        XCTAssertEqual(signUp("w@example.com", from: "2001:db8:1:3::1").status, .seeOther, "the next /64")
        XCTAssertEqual(SignupNetwork.network(of: "::ffff:203.0.113.7"), "203.0.113.7", "an IPv4 client of a dual-stack socket")
        XCTAssertEqual(SignupNetwork.network(of: "2001:db8:1:2::5"), "2001:db8:1:2::/64")
    }

    func testBehindATrustedProxyTheClientsAddressCounts() throws {
        TestApp.remove(app)
        let clock = clock
        app = try TestApp.make {
            $0.trustProxy = true
            $0.signupsPerHour = 2
            $0.clock = clock.wallClock
        }
        XCTAssertEqual(signUp("p1@example.com", from: "127.0.0.1", forwardedFor: "203.0.113.9").status, .seeOther)
        XCTAssertEqual(signUp("p2@example.com", from: "127.0.0.1", forwardedFor: "198.51.100.1, 203.0.113.9").status, .seeOther)
        XCTAssertEqual(signUp("p3@example.com", from: "127.0.0.1", forwardedFor: "203.0.113.9").status, .tooManyRequests,
                       "the address the proxy appended, whatever the client put before it")
        XCTAssertEqual(signUp("p4@example.com", from: "127.0.0.1", forwardedFor: "203.0.113.10").status, .seeOther,
                       "another client through the same proxy")
    }
}
