import Domain
import HTTP
import Synchronization
import XCTest
@testable import App
@testable import Pages

/// The gym's pages (`Access.gym`): built once per gym version, day, viewer and target,
/// and never stale after a write through any of the staff pages.
final class GymPageCacheTests: XCTestCase {
    // MARK: The wrapper, with a page that counts its builds

    private final class Clock: Sendable {
        let version = Atomic<Int>(1)
        let day = Atomic<Int>(1)
        let builds = Atomic<Int>(0)
        /// Picks and renderings of a slotted page's part, and whether there is none to pick.
        let picks = Atomic<Int>(0)
        let parts = Atomic<Int>(0)
        let noPart = Atomic<Bool>(false)
    }

    private var app: App!
    private let clock = Clock()

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { if let app { TestApp.remove(app) } }

    private func access() -> Access {
        let clock = clock
        let keys = GymPageKey(version: { clock.version.load(ordering: .relaxed) },
                              today: { _ in CalendarDate(year: 2026, month: 3, day: clock.day.load(ordering: .relaxed))! })
        return Access(sessions: Sessions(database: app.database, lifetime: 3600, secureCookies: false, trustProxy: false, cache: SessionCache()),
                      tags: PageTag(today: { _ in CalendarDate(year: 2026, month: 3, day: 1)! }), cachedPages: PageCache(), gymKeys: keys)
    }

    private func handler(status: HTTPStatus = .ok) -> Handler {
        let clock = clock
        return access().gym { visit in
            let build = clock.builds.add(1, ordering: .relaxed).newValue
            return Response(status: status, body: Array("build \(build) for \(visit.user?.email ?? "a visitor") token \(visit.csrfToken)".utf8))
        }
    }

    /// A page "build N [part] end" whose slot is the part "part ID rendering N", of id 2, 1, 2,
    /// 1… in turn, while there is one.
    private func slottedHandler() -> Handler {
        let clock = clock
        let part = PagePart(kind: "test", pick: {
            clock.noPart.load(ordering: .relaxed) ? nil : Int64(clock.picks.add(1, ordering: .relaxed).newValue % 2 + 1)
        }, render: { id in
            Array("part \(id) rendering \(clock.parts.add(1, ordering: .relaxed).newValue)".utf8)
        })
        return access().gym({ _ in
            let build = Array("build \(clock.builds.add(1, ordering: .relaxed).newValue) [".utf8)
            guard let id = try part.pick(), let bytes = try part.render(id) else { return SlottedPage(Response(body: Array("no part".utf8))) }
            return SlottedPage(response: Response(body: build + bytes + Array("] end".utf8)), slot: build.count..<(build.count + bytes.count))
        }, part: part)
    }

    private var buildCount: Int { clock.builds.load(ordering: .relaxed) }

    func testARepeatIsServedWithoutBuildingThePageUntilTheGymOrTheDayChanges() throws {
        let page = handler()
        let first = try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil))
        XCTAssertEqual(try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil)).body, first.body)
        XCTAssertEqual(try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil, method: .head)).body, first.body, "HEAD from the GET's entry")
        XCTAssertEqual(buildCount, 1)
        _ = try page(TestBrowser.request("/schedule?date=2026-03-03", as: nil))
        XCTAssertEqual(buildCount, 2, "another query is another page")

        clock.version.add(1, ordering: .relaxed)
        XCTAssertNotEqual(try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil)).body, first.body, "a write to the gym's data")
        XCTAssertEqual(buildCount, 3)
        clock.day.store(2, ordering: .relaxed)
        _ = try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil))
        XCTAssertEqual(buildCount, 4, "midnight on the gym's clock")
        _ = try page(TestBrowser.request("/schedule?date=2026-03-02", as: nil))
        XCTAssertEqual(buildCount, 4)
    }

    func testASlottedPageIsBuiltOnceAndEachVisitRendersOnlyItsPart() throws {
        let page = slottedHandler()
        let text = { (method: HTTPMethod) in String(decoding: try page(TestBrowser.request("/facts", as: nil, method: method)).body, as: UTF8.self) }
        XCTAssertEqual(try text(.get), "build 1 [part 2 rendering 1] end")
        XCTAssertEqual(try text(.get), "build 1 [part 1 rendering 2] end", "the kept page with a new part")
        XCTAssertEqual(try text(.get), "build 1 [part 2 rendering 3] end")
        XCTAssertEqual(try text(.head), "build 1 [part 1 rendering 2] end", "HEAD from the GET's entry; the part kept too")
        XCTAssertEqual(try text(.get), "build 1 [part 2 rendering 3] end")
        clock.version.add(1, ordering: .relaxed)
        XCTAssertEqual(try text(.get), "build 2 [part 1 rendering 4] end", "a write to the gym's data")
        XCTAssertEqual(try text(.get), "build 2 [part 2 rendering 5] end", "parts of the old version are not used")

        clock.noPart.store(true, ordering: .relaxed)
        XCTAssertEqual(try text(.get), "no part", "nothing for the slot: built whole")
        XCTAssertEqual(buildCount, 3)
        clock.version.add(1, ordering: .relaxed)
        XCTAssertEqual(try text(.get), "no part")
        clock.noPart.store(false, ordering: .relaxed)
        XCTAssertEqual(try text(.get), "no part", "a page without a slot is kept whole")
        XCTAssertEqual(buildCount, 4)
    }

    func testOnlyAGETsOKIsKept() throws {
        let missing = handler(status: .notFound)
        _ = try missing(TestBrowser.request("/facts/categories/none", as: nil))
        _ = try missing(TestBrowser.request("/facts/categories/none", as: nil))
        XCTAssertEqual(buildCount, 2)
        let page = handler()
        _ = try page(TestBrowser.request("/wod", as: nil, method: .head))
        _ = try page(TestBrowser.request("/wod", as: nil, method: .head))
        XCTAssertEqual(buildCount, 4, "HEAD does not store")
    }

    func testSessionsUsersAndVisitorsNeverShareAnEntry() throws {
        let page = handler()
        let ada = TestBrowser(app), grace = TestBrowser(app)
        ada.signUp(email: "ada@example.com")
        grace.signUp(email: "grace@example.com")
        let adaAgain = TestBrowser(app)
        adaAgain.logIn(email: "ada@example.com")
        let viewers: [TestBrowser?] = [nil, ada, grace, adaAgain]
        let pages = try viewers.map { String(decoding: try page(TestBrowser.request("/wod", as: $0)).body, as: UTF8.self) }
        XCTAssertEqual(Set(pages).count, 4, "\(pages)")
        XCTAssertEqual(buildCount, 4)
        let again = try viewers.map { String(decoding: try page(TestBrowser.request("/wod", as: $0)).body, as: UTF8.self) }
        XCTAssertEqual(again, pages, "each from its own entry")
        XCTAssertEqual(buildCount, 4)
    }

    func testAVisitorsPageHoldsNothingOfTheirsAndTheirCookieIsStillSet() throws {
        let first = app.get("/schedule?date=2026-03-02")
        let second = app.get("/schedule?date=2026-03-02")
        let token = try XCTUnwrap(second.headers.values(for: "Set-Cookie").first { $0.hasPrefix("csrf=") })
        XCTAssertNotEqual(token, first.headers.values(for: "Set-Cookie").first { $0.hasPrefix("csrf=") }, "a new visitor, a new token")
        let value = String(token.dropFirst("csrf=".count).prefix { $0 != ";" })
        XCTAssertFalse(second.text.contains(value))
        XCTAssertEqual(first.body, second.body)
    }
}
