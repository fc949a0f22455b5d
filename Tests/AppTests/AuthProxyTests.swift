import Domain
import HTTP
import TestClient
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// A trusted sign-in proxy's header (issue 40): believed from `--auth-proxy-from` only, the
/// member it names logged in (and made, when sign-up is open), ignored from anywhere else.
final class AuthProxyTests: XCTestCase {
    private var app: App!
    private let proxyAddress = "10.1.2.3"

    override func setUpWithError() throws { app = try makeApp() }
    override func tearDown() { TestApp.remove(app) }

    private func makeApp(signup: SignupPolicy = .open, requiring requirement: TwoFactorRequirement = .none) throws -> App {
        try TestApp.make {
            $0.authProxyHeader = "Remote-Email"
            $0.authProxyFrom = [NetworkRange("10.0.0.0/8")!, NetworkRange("::1")!]
            $0.signup = signup
            $0.requireTwoFactor = requirement
        }
    }

    private func throughProxy(_ email: String, from address: String? = nil) -> TestBrowser {
        let browser = TestBrowser(app, address: address ?? proxyAddress)
        browser.extraHeaders = [("Remote-Email", email)]
        return browser
    }

    func testTheNamedMemberIsLoggedInWithASessionOfTheirOwn() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        let viaProxy = throughProxy("Ada@Example.com")
        let page = viaProxy.get("/workouts")
        XCTAssertEqual(page.status, .ok)
        XCTAssertNotNil(viaProxy.cookies["session"], "a session, so forms carry its CSRF token")
        XCTAssertTrue(viaProxy.get("/").text.contains("Hello, Ada"))
        viaProxy.get("/settings")
        XCTAssertEqual(viaProxy.post("/settings/plates", [("bar_kg", "15"), ("plates_kg", "20, 10"), ("bar_lb", "45"), ("plates_lb", "45")]).status,
                       .seeOther, "a form posts as the member")
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities WHERE provider = 'proxy:remote-email' AND subject = 'ada@example.com'"), 1)
        let sessions = try app.count("SELECT count(*) FROM sessions")
        viaProxy.get("/workouts")
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), sessions, "the session is kept, not made on every request")
    }

    func testTheHeaderFromAnywhereElseIsIgnored() throws {
        TestBrowser(app).signUp()
        for address in ["192.0.2.10", "11.0.0.1", "::2"] {
            let forger = throughProxy("ada@example.com", from: address)
            XCTAssertEqual(forger.get("/workouts").headers["Location"], "/login?next=/workouts", address)
            XCTAssertNil(forger.cookies["session"])
        }
        XCTAssertEqual(throughProxy("ada@example.com", from: "::1").get("/workouts").status, .ok)
    }

    func testANewMemberIsMadeWhenSignUpIsOpen() throws {
        let browser = throughProxy("grace@example.com")
        browser.extraHeaders.append(("Remote-Name", "Grace Hopper"))
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        let user = try XCTUnwrap(try app.database.credentials(email: "grace@example.com")?.user)
        XCTAssertEqual([user.firstName, user.lastName], ["Grace", "Hopper"])
        XCTAssertEqual(TestBrowser(app).logIn(email: "grace@example.com", password: "").status, .unprocessableContent,
                       "no password anyone knows")
    }

    func testNoMemberIsMadeWhenSignUpIsClosed() throws {
        TestApp.remove(app)
        app = try makeApp(signup: .closed)
        let response = throughProxy("grace@example.com").get("/workouts")
        XCTAssertEqual(response.status, .forbidden)
        XCTAssertTrue(response.text.contains("Ask its administrator to create one"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 0)
    }

    func testAnotherMemberNamedReplacesTheSession() throws {
        TestBrowser(app).signUp()
        TestBrowser(app).signUp(email: "bob@example.com", first: "Bob")
        let browser = throughProxy("ada@example.com")
        XCTAssertTrue(browser.get("/").text.contains("Hello, Ada"))
        browser.extraHeaders = [("Remote-Email", "bob@example.com")]
        XCTAssertTrue(browser.get("/").text.contains("Hello, Bob"), "the proxy's word wins over an older cookie")
    }

    /// `--require-two-factor all`: the proxy's login asked for its own second factor, so no
    /// codes are asked here; a password login still must set them up.
    func testTheProxysLoginMeetsTheTwoFactorRequirement() throws {
        TestApp.remove(app)
        app = try makeApp(requiring: .all)
        let ada = TestBrowser(app)
        XCTAssertEqual(ada.signUp().headers["Location"], "/settings/two-factor")
        XCTAssertEqual(ada.get("/workouts").headers["Location"], "/settings/two-factor", "a password session")

        let viaProxy = throughProxy("ada@example.com")
        XCTAssertEqual(viaProxy.get("/workouts").status, .ok)
        XCTAssertEqual(viaProxy.get("/settings").status, .ok)
        let newcomer = throughProxy("grace@example.com")
        XCTAssertEqual(newcomer.get("/history").status, .ok, "made by the proxy, and let in")

        // The same browser, logged in with the password before the proxy came: its session
        // gives way to one of the proxy's.
        ada.address = proxyAddress
        ada.extraHeaders = [("Remote-Email", "ada@example.com")]
        XCTAssertEqual(ada.get("/workouts").status, .ok)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE way_in = 'password'"), 0, "the password session was replaced")
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE way_in = 'proxy'"), 3)
        let sessions = try app.count("SELECT count(*) FROM sessions")
        ada.get("/history")
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), sessions, "and kept after that")
    }

    func testAValueThatIsNoEmailIsRefused() throws {
        XCTAssertEqual(throughProxy("not-an-email").get("/workouts").status, .badRequest)
    }

    func testTheHeaderNeedsTheProxysAddresses() throws {
        var config = TestApp.config()
        config.authProxyHeader = "Remote-Email"
        XCTAssertThrowsError(try App.make(config: config)) { error in
            XCTAssertTrue("\(error)".contains("--auth-proxy-from"))
        }
        TestApp.remove(folderOf: config)
        assertRefused([
            (["--auth-proxy-header", "Remote-Email"], [:], "--auth-proxy-header needs --auth-proxy-from"),
            (["--auth-proxy-header", "Remote-Email", "--auth-proxy-from", "10.0.0.0/33"], [:], "CIDR"),
            (["--auth-proxy-header", "Remote Email", "--auth-proxy-from", "::1"], [:], "header name"),
        ])
        let config2 = try serveConfig(["--auth-proxy-header", "Remote-Email"], ["LIFTINGLOG_AUTH_PROXY_FROM": "10.0.0.0/8, ::1"])
        XCTAssertEqual(config2.authProxy?.networks.map(\.description), ["10.0.0.0/8", "0:0:0:0:0:0:0:1/128"])
    }
}

/// The real binary behind a pretend proxy on loopback: the header believed from the proxy's
/// address, and ignored, with a line in the log, from any other.
final class AuthProxyProcessTests: XCTestCase {
    private let folder = TemporaryFolder()

    override func tearDown() { folder.remove() }

    func testTheHeaderFromAnAddressNotListedIsIgnoredAndLogged() throws {
        let server = try ServerProcess(folder: folder.path, arguments: ["--auth-proxy-header", "Remote-Email", "--auth-proxy-from", "10.0.0.0/8,::1"])
        defer { server.stop() }
        let reply = try TestClient(port: server.port).request("GET", "/workouts", headers: ["Remote-Email": "ada@example.com"])
        XCTAssertEqual(reply.status, 303)
        try server.waitForLog("ignored the Remote-Email header from 127.0.0.1: not one of --auth-proxy-from")
    }

    func testTheHeaderFromTheProxyLogsTheMemberIn() throws {
        let server = try ServerProcess(folder: folder.path, arguments: ["--auth-proxy-header", "Remote-Email", "--auth-proxy-from", "127.0.0.1"])
        defer { server.stop() }
        let reply = try TestClient(port: server.port).request("GET", "/workouts", headers: ["Remote-Email": "grace@example.com"])
        XCTAssertEqual(reply.status, 200)
        try server.waitForLog("grace@example.com came in through the sign-in proxy for the first time")
    }
}
