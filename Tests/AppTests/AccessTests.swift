import Domain
import HTTP
import XCTest
@testable import App

/// The wrappers of the route table: who may open a page is decided there, before any handler.
final class AccessTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func access() -> Access {
        Access(sessions: Sessions(database: app.database, lifetime: 3600, secureCookies: false, trustProxy: false),
               tags: PageTag(today: { _ in CalendarDate(year: 2026, month: 1, day: 1)! }), cachedPages: cachedPages)
    }

    /// A browser's cookies as one header, for calling a handler directly.
    private func request(_ target: String, as browser: TestBrowser?) -> Request {
        var headers: HTTPHeaders = ["Host": "localhost"]
        if let browser, !browser.cookies.isEmpty {
            headers.add("Cookie", browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        return Request(method: .get, target: target, headers: headers)
    }

    func testStaffPagesRefuseLiftersAndSendVisitorsToLogIn() throws {
        let page = access().staff { _, user in Response(status: .ok, body: Array("hello \(user.email)".utf8)) }
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        let staff = TestBrowser(app)
        staff.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()

        let visitor = try page(request("/staff/wod?date=2026-01-01", as: nil))
        XCTAssertEqual(visitor.status, .seeOther)
        XCTAssertEqual(visitor.headers["Location"], "/login?next=/staff/wod%3Fdate%3D2026-01-01")
        XCTAssertThrowsError(try page(request("/staff/wod", as: lifter))) { error in
            XCTAssertEqual((error as? HTTPError)?.status, .forbidden)
        }
        XCTAssertEqual(String(decoding: try page(request("/staff/wod", as: staff)).body, as: UTF8.self), "hello coach@example.com")
    }

    func testMemberPagesGetTheUserAndAnyonePagesGetNone() throws {
        let member = access().member { _, user in Response(status: .ok, body: Array(user.email.utf8)) }
        let anyone = access().anyone { visit in Response(status: .ok, body: Array((visit.user?.email ?? "nobody").utf8)) }
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        XCTAssertEqual(String(decoding: try member(request("/x", as: lifter)).body, as: UTF8.self), "lifter@example.com")
        XCTAssertEqual(try member(request("/x", as: nil)).status, .seeOther)
        XCTAssertEqual(String(decoding: try anyone(request("/x", as: nil)).body, as: UTF8.self), "nobody")
        XCTAssertEqual(String(decoding: try anyone(request("/x", as: lifter)).body, as: UTF8.self), "lifter@example.com")
    }
}
