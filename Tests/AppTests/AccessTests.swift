import Domain
import HTTP
import Synchronization
import XCTest
@testable import App
@testable import Pages

/// The wrappers of the route table: who may open a page is decided there, before any handler.
final class AccessTests: XCTestCase {
    private var app: App!
    private let cachedPages = PageCache()

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func access() -> Access {
        Access(sessions: Sessions(database: app.database, lifetime: 3600, secureCookies: false, trustProxy: false, cache: SessionCache()),
               tags: PageTag(today: { _ in CalendarDate(year: 2026, month: 1, day: 1)! }), cachedPages: cachedPages,
               gymKeys: GymPageKey(version: { 0 }, today: { _ in CalendarDate(year: 2026, month: 1, day: 1)! }))
    }

    func testStaffPagesRefuseLiftersAndSendVisitorsToLogIn() throws {
        let endpoint = access().staff { _, user in Response(status: .ok, body: Array("hello \(user.email)".utf8)) }
        let page = endpoint.handler
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        let staff = TestBrowser(app)
        staff.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()

        let visitor = try page(TestBrowser.request("/staff/wod?date=2026-01-01", as: nil))
        XCTAssertEqual(visitor.status, .seeOther)
        XCTAssertEqual(visitor.headers["Location"], "/login?next=/staff/wod%3Fdate%3D2026-01-01")
        XCTAssertThrowsError(try page(TestBrowser.request("/staff/wod", as: lifter))) { error in
            XCTAssertEqual((error as? HTTPError)?.status, .forbidden)
        }
        XCTAssertEqual(String(decoding: try page(TestBrowser.request("/staff/wod", as: staff)).body, as: UTF8.self), "hello coach@example.com")

        // The same answers from the head alone, before a body is read.
        let checkHead = try XCTUnwrap(endpoint.checkHead)
        let early = try checkHead(TestBrowser.request("/staff/wod?date=2026-01-01", as: nil, method: .post))
        XCTAssertEqual(early?.status, .seeOther)
        XCTAssertEqual(early?.headers["Location"], "/login?next=/staff/wod%3Fdate%3D2026-01-01")
        XCTAssertThrowsError(try checkHead(TestBrowser.request("/staff/wod", as: lifter, method: .post))) { error in
            XCTAssertEqual((error as? HTTPError)?.status, .forbidden)
        }
        XCTAssertNil(try checkHead(TestBrowser.request("/staff/wod", as: staff, method: .post)), "staff may send the body")
    }

    func testMemberPagesGetTheUserAndAnyonePagesGetNone() throws {
        let endpoint = access().member { _, user in Response(status: .ok, body: Array(user.email.utf8)) }
        let member = endpoint.handler
        let anyone = access().anyone { visit in Response(status: .ok, body: Array((visit.user?.email ?? "nobody").utf8)) }
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        XCTAssertEqual(String(decoding: try member(TestBrowser.request("/x", as: lifter)).body, as: UTF8.self), "lifter@example.com")
        XCTAssertEqual(try member(TestBrowser.request("/x", as: nil)).status, .seeOther)
        XCTAssertEqual(String(decoding: try anyone(TestBrowser.request("/x", as: nil)).body, as: UTF8.self), "nobody")
        XCTAssertEqual(String(decoding: try anyone(TestBrowser.request("/x", as: lifter)).body, as: UTF8.self), "lifter@example.com")

        let checkHead = try XCTUnwrap(endpoint.checkHead)
        XCTAssertNil(try checkHead(TestBrowser.request("/x", as: lifter, method: .post)))
        XCTAssertEqual(try checkHead(TestBrowser.request("/x?a=1", as: nil, method: .post))?.headers["Location"], "/login?next=/x%3Fa%3D1")
        let cookies = lifter.cookies
        lifter.get("/settings")
        lifter.post("/logout", [])
        lifter.cookies = cookies
        XCTAssertEqual(try checkHead(TestBrowser.request("/x", as: lifter, method: .post))?.status, .seeOther, "an ended session is a visitor")
    }

    // MARK: The personal pages' cache

    /// A personal page that counts how often it is built and shows the count and the user.
    private func countedPage(status: HTTPStatus = .ok) -> (handler: Handler, builds: @Sendable () -> Int) {
        let builds = Mutex(0)
        let handler = access().personal { _, user in
            let count = builds.withLock { count in
                count += 1
                return count
            }
            return Response(status: status, headers: ["Content-Type": "text/plain"], body: Array("build \(count) for \(user.email)".utf8))
        }
        return (handler.handler, { builds.withLock { $0 } })
    }

    func testARepeatRequestIsAnsweredFromTheCacheWithoutBuildingThePage() throws {
        let (page, builds) = countedPage()
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        let first = try page(TestBrowser.request("/workouts", as: lifter))
        let second = try page(TestBrowser.request("/workouts", as: lifter))
        XCTAssertEqual(builds(), 1)
        XCTAssertEqual(second.text, "build 1 for lifter@example.com")
        XCTAssertEqual(second.headers, first.headers)
        XCTAssertEqual(second.headers["ETag"].map { $0.hasPrefix("W/\"") }, true)

        XCTAssertEqual(try page(TestBrowser.request("/workouts?page=2", as: lifter)).text, "build 2 for lifter@example.com", "another target")
        lifter.get("/workouts/new")
        lifter.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"),
                                  ("date", "2024-03-01")])
        XCTAssertEqual(try page(TestBrowser.request("/workouts", as: lifter)).text, "build 3 for lifter@example.com", "after a write")
        XCTAssertEqual(cachedPages.usage.entries, 1, "the pages of the older data version went when the newer one came")
    }

    func testHeadIsAnsweredFromWhatAGetStoredButStoresNothing() throws {
        let (page, builds) = countedPage()
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        XCTAssertEqual(try page(TestBrowser.request("/history", as: lifter, method: .head)).status, .ok)
        XCTAssertEqual(try page(TestBrowser.request("/history", as: lifter, method: .head)).status, .ok)
        XCTAssertEqual(builds(), 2)
        XCTAssertEqual(cachedPages.usage.entries, 0)

        let get = try page(TestBrowser.request("/history", as: lifter))
        let head = try page(TestBrowser.request("/history", as: lifter, method: .head))
        XCTAssertEqual(builds(), 3)
        XCTAssertEqual(head.headers, get.headers)
        XCTAssertEqual(head.body, get.body, "the server sends no body for HEAD, but its Content-Length is the page's")
    }

    func testAnotherSessionOrUserNeverGetsAnEntryOfAnother() throws {
        let (page, builds) = countedPage()
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        let other = TestBrowser(app)
        other.signUp(email: "other@example.com")
        let secondSession = TestBrowser(app)
        secondSession.logIn(email: "lifter@example.com")
        XCTAssertEqual(try page(TestBrowser.request("/history", as: lifter)).text, "build 1 for lifter@example.com")
        XCTAssertEqual(try page(TestBrowser.request("/history", as: other)).text, "build 2 for other@example.com")
        XCTAssertEqual(try page(TestBrowser.request("/history", as: secondSession)).text, "build 3 for lifter@example.com")
        XCTAssertEqual(try page(TestBrowser.request("/history", as: lifter)).text, "build 1 for lifter@example.com")
        XCTAssertEqual(builds(), 3)
    }

    func testAfterLogoutTheCachedPageIsNotServed() throws {
        let (page, builds) = countedPage()
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        _ = try page(TestBrowser.request("/history", as: lifter))
        let cookies = lifter.cookies
        lifter.get("/settings")
        XCTAssertEqual(lifter.post("/logout", []).status, .seeOther)
        lifter.cookies = cookies
        let replayed = try page(TestBrowser.request("/history", as: lifter))
        XCTAssertEqual(replayed.status, .seeOther, "the ended session's cookie gets the login page")
        XCTAssertTrue(replayed.body.isEmpty)
        XCTAssertEqual(builds(), 1)
    }

    func testOnlyA200IsKept() throws {
        let (page, builds) = countedPage(status: .notFound)
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        _ = try page(TestBrowser.request("/routes/9", as: lifter))
        XCTAssertEqual(try page(TestBrowser.request("/routes/9", as: lifter)).status, .notFound)
        XCTAssertEqual(builds(), 2)
        XCTAssertEqual(cachedPages.usage.entries, 0)
    }

    // MARK: Freshness, as the route table states it

    private static func request(_ target: String, as browser: TestBrowser, ifNoneMatch tag: String) -> Request {
        var request = TestBrowser.request(target, as: browser)
        request.headers.add("If-None-Match", tag)
        return request
    }

    /// The three freshnesses through the route table's own wrappers, over the app's database:
    /// `.none` builds on every request and never answers 304, `.user` keeps a member's page
    /// until that member writes, `.gym` keeps a page until the gym's data changes.
    func testAPageIsKeptOnlyUnderTheFreshnessItsRouteStates() throws {
        let database = app.database
        let access = Access(sessions: Sessions(database: database, lifetime: 3600, secureCookies: false, trustProxy: false, cache: SessionCache()),
                            cachedPages: cachedPages, twoFactor: .none, today: { _ in CalendarDate(year: 2026, month: 1, day: 1)! },
                            gymVersion: { try database.gymVersion() })
        let builds = Mutex(0)
        let build: @Sendable () -> String = { "build \(builds.withLock { $0 += 1; return $0 })" }
        let text: @Sendable (String) -> Response = { Response(headers: ["Content-Type": "text/plain"], body: Array($0.utf8)) }
        let unkept = access.member({ _, _ in text(build()) }, freshness: .none).checked(.get, "/none").handler
        let personal = access.member({ _, _ in text(build()) }, freshness: .user).checked(.get, "/user").handler
        let gym = access.anyone({ _ in text(build()) }, freshness: .gym).checked(.get, "/gym").handler
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        let coach = TestBrowser(app)
        coach.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()

        XCTAssertEqual(try unkept(TestBrowser.request("/none", as: lifter)).text, "build 1")
        let again = Self.request("/none", as: lifter, ifNoneMatch: "*")
        XCTAssertEqual(try unkept(again).status, .ok, ".none: no 304, even for any tag")
        XCTAssertEqual(try unkept(TestBrowser.request("/none", as: lifter)).text, "build 3", ".none: built every time")
        XCTAssertNil(try unkept(TestBrowser.request("/none", as: lifter)).headers["ETag"])
        XCTAssertEqual(cachedPages.usage.entries, 0, ".none: nothing kept")

        let first = try personal(TestBrowser.request("/user", as: lifter))
        XCTAssertEqual(first.text, "build 5")
        let tag = try XCTUnwrap(first.headers["ETag"])
        XCTAssertEqual(try personal(Self.request("/user", as: lifter, ifNoneMatch: tag)).status, .notModified)
        XCTAssertEqual(try personal(TestBrowser.request("/user", as: lifter)).text, "build 5", ".user: kept")
        XCTAssertEqual(try personal(TestBrowser.request("/user", as: coach)).text, "build 6", ".user: kept per member")
        XCTAssertEqual(try gym(TestBrowser.request("/gym", as: nil)).text, "build 7")
        XCTAssertEqual(try gym(TestBrowser.request("/gym", as: nil)).text, "build 7", ".gym: kept")

        lifter.get("/workouts/new")
        lifter.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"),
                                  ("date", "2024-03-01")])
        XCTAssertEqual(try personal(Self.request("/user", as: lifter, ifNoneMatch: tag)).status, .ok,
                       ".user: the member's write makes a new tag")
        XCTAssertEqual(try personal(TestBrowser.request("/user", as: lifter)).text, "build 8", ".user: kept under the new tag")
        XCTAssertEqual(try personal(TestBrowser.request("/user", as: coach)).text, "build 6", ".user: another member's write drops nothing")
        XCTAssertEqual(try gym(TestBrowser.request("/gym", as: nil)).text, "build 7", ".gym: a member's own write drops nothing")

        coach.get("/staff/facts/new")
        XCTAssertEqual(coach.post("/staff/facts/categories", [("name", "Grip")]).status, .seeOther)
        XCTAssertEqual(try gym(TestBrowser.request("/gym", as: nil)).text, "build 9", ".gym: dropped after a write to the gym's data")
        XCTAssertEqual(try personal(TestBrowser.request("/user", as: lifter)).text, "build 8", ".user: a gym write drops nothing")
    }

    /// Each wrapper takes only the freshnesses that fit who may open its page, and only a GET
    /// is kept: any other pairing is named, and stops the server as the route table is built.
    func testAWrongPairingOfFreshnessAndAccessIsNamed() {
        let access = access()
        let page: @Sendable (Visit) throws -> Response = { _ in Response() }
        let memberPage: @Sendable (Visit, User) throws -> Response = { _, _ in Response() }
        let fits: [(PageRoute, HTTPMethod)] = [
            (access.anyone(page, freshness: .none), .post), (access.anyone(page, freshness: .gym), .get),
            (access.member(memberPage, freshness: .none), .post), (access.member(memberPage, freshness: .user), .get),
            (access.staff(memberPage, freshness: .none), .post), (access.choosingPassword(memberPage, freshness: .none), .get),
            (access.settingUpTwoFactor(memberPage, freshness: .none), .get),
        ]
        for (index, (route, method)) in fits.enumerated() { XCTAssertNil(route.problem(for: method), "pairing \(index)") }
        let wrong: [(PageRoute, HTTPMethod)] = [
            (access.anyone(page, freshness: .user), .get), (access.member(memberPage, freshness: .gym), .get),
            (access.staff(memberPage, freshness: .user), .get), (access.staff(memberPage, freshness: .gym), .get),
            (access.choosingPassword(memberPage, freshness: .user), .get), (access.settingUpTwoFactor(memberPage, freshness: .gym), .get),
            (access.member(memberPage, freshness: .user), .post), (access.anyone(page, freshness: .gym), .post),
        ]
        for (index, (route, method)) in wrong.enumerated() { XCTAssertNotNil(route.problem(for: method), "pairing \(index)") }
    }
}
