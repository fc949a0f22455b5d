import HTTP
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// The ETag and 304 of the pages built only from a member's own data (`Access.personal`):
/// a repeat visit is answered without the page, and no write ever leaves a stale page behind.
final class ConditionalPageTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
        addWorkout("Back Squat", weight: "100", date: "2024-03-01")
    }

    override func tearDown() { TestApp.remove(app) }

    @discardableResult
    fileprivate func addWorkout(_ lift: String, weight: String, date: String, as who: TestBrowser? = nil) -> Response {
        let user = who ?? browser!
        user.get("/workouts/new")
        return user.post("/workouts", [("lift", lift), ("weight", weight), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", date)])
    }

    /// The page's ETag as this browser gets it, failing when there is none.
    private func etag(_ target: String, as who: TestBrowser? = nil) throws -> String {
        let response = (who ?? browser!).get(target)
        XCTAssertEqual(response.status, .ok, target)
        return try XCTUnwrap(response.headers["ETag"], "\(target) has no ETag")
    }

    private func conditionalGet(_ target: String, _ condition: String, as who: TestBrowser? = nil, cookies: [String: String]? = nil,
                                method: HTTPMethod = .get, to server: App? = nil) -> Response {
        var headers: HTTPHeaders = ["Host": "localhost", "If-None-Match": condition]
        headers.add("Cookie", (cookies ?? (who ?? browser!).cookies).map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        return (server ?? app!).respond(to: Request(method: method, target: target, headers: headers))
    }

    func testAMatchingTagGets304WithItsHeadersAndNoBody() throws {
        let tag = try etag("/workouts")
        XCTAssertNotNil(tag.wholeMatch(of: /W\/"[0-9a-f]{32}"/), tag)
        for condition in [tag, "\"other\", \(tag)", String(tag.dropFirst(2)), "*", " \"a\" ,, \(tag) "] {
            let response = conditionalGet("/workouts", condition)
            XCTAssertEqual(response.status, .notModified, condition)
            XCTAssertTrue(response.body.isEmpty)
            XCTAssertEqual(response.headers["ETag"], tag)
            XCTAssertEqual(response.headers["Cache-Control"], "private, no-store")
            XCTAssertEqual(response.headers["Vary"], "Cookie, Accept-Encoding")
        }
    }

    func testAStaleOrMalformedTagGetsTheWholePage() throws {
        let tag = try etag("/workouts")
        for condition in ["\"stale\"", "W/\"stale\"", String(tag.dropLast()), "\(tag) junk", ""] {
            let response = conditionalGet("/workouts", condition)
            XCTAssertEqual(response.status, .ok, condition)
            XCTAssertTrue(response.text.contains("2024-03-01"), condition)
            XCTAssertEqual(response.headers["ETag"], tag)
        }
    }

    func testHeadBehavesLikeGet() throws {
        let tag = try etag("/workouts/2024-03-01")
        XCTAssertEqual(conditionalGet("/workouts/2024-03-01", tag, method: .head).status, .notModified)
        let head = conditionalGet("/workouts/2024-03-01", "\"stale\"", method: .head)
        XCTAssertEqual(head.status, .ok)
        XCTAssertEqual(head.headers["ETag"], tag)
    }

    func testTheTagDependsOnTheTargetAndNotOnTheRequestsOtherHeaders() throws {
        let first = try etag("/workouts")
        XCTAssertEqual(try etag("/workouts"), first)
        XCTAssertNotEqual(try etag("/workouts?page=1"), first)
        XCTAssertNotEqual(try etag("/workouts/2024-03-01"), first)
        XCTAssertNotEqual(try etag("/history"), first)
    }

    func testAnotherUserOrAnotherSessionOfTheSameUserGetsAnotherTag() throws {
        let tag = try etag("/history")
        let other = TestBrowser(app)
        other.signUp(email: "grace@example.com")
        XCTAssertNotEqual(try etag("/history", as: other), tag)
        XCTAssertEqual(conditionalGet("/history", tag, as: other).status, .ok)

        let sameUser = TestBrowser(app)
        sameUser.logIn()
        let secondSession = try etag("/history", as: sameUser)
        XCTAssertNotEqual(secondSession, tag, "the page holds the session's CSRF token")
        let page = conditionalGet("/history", tag, as: sameUser)
        XCTAssertEqual(page.status, .ok)
        let token = try XCTUnwrap(TestBrowser.matches(#"name="csrf_token" value="([^"]+)""#, in: page.text, group: 1).first)
        XCTAssertEqual(sameUser.post("/facts/recent-searches/clear", [("next", "/facts")], csrf: token).status, .seeOther,
                       "the page holds this session's token")
        XCTAssertEqual(browser.post("/facts/recent-searches/clear", [("next", "/facts")], csrf: token).status, .forbidden)
    }

    func testAfterLogoutThereIsNo304AndNoPage() throws {
        let tag = try etag("/workouts")
        let cookies = browser.cookies
        browser.post("/logout", [])
        let afterLogout = conditionalGet("/workouts", tag)
        XCTAssertEqual(afterLogout.status, .seeOther)
        XCTAssertTrue(afterLogout.body.isEmpty)
        XCTAssertEqual(afterLogout.headers["Location"], "/login?next=/workouts")

        browser.cookies = cookies
        let oldCookie = conditionalGet("/workouts", tag)
        XCTAssertEqual(oldCookie.status, .seeOther, "the ended session's cookie, replayed, gets no 304")
        XCTAssertNil(oldCookie.headers["ETag"])
    }

    /// Issue 35: Back after a logout on a shared phone must not show the last member's page,
    /// JavaScript or not, so no page a member opens may be kept by the browser.
    func testNoPageAMemberOpensIsKeptByTheBrowser() {
        var checked = 0
        for route in app.responder.router.routes where route.method == .get && !route.pattern.contains(":") {
            let response = browser.get(route.pattern)
            guard response.status == .ok, response.headers["Content-Type"]?.hasPrefix("text/html") == true else { continue }
            let control = response.headers["Cache-Control"] ?? ""
            XCTAssertTrue(control.split(separator: ",").contains { $0.filter { $0 != " " } == "no-store" }, "\(route.pattern): \(control)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 30, "the walk covered the member's pages")
    }

    func testAVisitorWithATagGetsTheLoginPage() throws {
        let tag = try etag("/workouts")
        let visitor = TestBrowser(app)
        XCTAssertEqual(conditionalGet("/workouts", tag, as: visitor).status, .seeOther)
        XCTAssertEqual(conditionalGet("/workouts", "*", as: visitor).status, .seeOther)
    }

    func testAnyTagOfAPageThatDoesNotExistIsStillItsError() {
        XCTAssertEqual(conditionalGet("/workouts/2024-02-30", "*").status, .notFound)
        XCTAssertEqual(conditionalGet("/routes/999", "*").status, .notFound)
    }

    func testOnlyTheMembersOwnPagesCarryATag() {
        XCTAssertNil(browser.get("/schedule").headers["ETag"], "the gym's schedule is not the member's data")
        XCTAssertNil(browser.get("/").headers["ETag"], "the dashboard shows the gym's fact of the day")
        XCTAssertNil(browser.get("/workouts/export.csv").headers["ETag"])
        XCTAssertNil(browser.get("/login").headers["ETag"])
    }

    func testTheNextStartGivesNewTags() throws {
        let tag = try etag("/workouts")
        let restarted = try App.make(config: app.config)
        defer { restarted.database.close() }
        XCTAssertEqual(conditionalGet("/workouts", tag, to: restarted).status, .ok, "a new binary may render the same data differently")
    }

    // MARK: Every write path a member's pages show: after it, the tag the page had before gets
    // the new page, never a 304 of the old one.

    private struct Write {
        let name: String
        /// The page that shows what the write changes.
        let page: String
        /// Runs before the page's tag is taken.
        var prepare: (ConditionalPageTests) throws -> Void = { _ in }
        let write: (ConditionalPageTests) throws -> Void
        /// What the new page must show.
        let shows: (String) -> Bool
    }

    private var writes: [Write] {
        [
            Write(name: "add a workout", page: "/workouts", write: { $0.addWorkout("Back Squat", weight: "140", date: "2024-03-05") },
                  shows: { $0.contains("2024-03-05") }),
            Write(name: "edit a workout", page: "/workouts/2024-03-01", write: { test in
                let id = try test.entryID(on: "2024-03-01")
                test.browser.get("/workouts/entries/\(id)/edit")
                test.browser.post("/workouts/entries/\(id)", [("lift", "Back Squat"), ("weight", "107.5"), ("unit", "kg"), ("reps", "5"),
                                                              ("sets", "3"), ("date", "2024-03-01")])
            }, shows: { $0.contains("107.5") }),
            Write(name: "delete a workout", page: "/workouts", prepare: { $0.addWorkout("Back Squat", weight: "90", date: "2024-03-07") }, write: { test in
                let id = try test.entryID(on: "2024-03-07")
                test.browser.get("/workouts/entries/\(id)/delete")
                test.browser.post("/workouts/entries/\(id)/delete", [])
            }, shows: { !$0.contains("2024-03-07") }),
            Write(name: "import a history", page: "/history", write: { test in
                test.browser.get("/history/import")
                test.browser.upload("/history/import", [("format", "fitbod"), ("unit", "lb"), ("text", "Oct 11 2020,Deadlift,1,1,315")],
                                    file: ("file", "", []))
            }, shows: { $0.contains("Deadlift") }),
            Write(name: "upload a route", page: "/routes", write: { $0.uploadTrack(title: "Harbour loop") },
                  shows: { $0.contains("Harbour loop") }),
            Write(name: "delete a route", page: "/routes", prepare: { $0.uploadTrack(title: "Canal ride") }, write: { test in
                let id = try XCTUnwrap(test.browser.get("/routes").text.firstMatch(of: /href="\/routes\/(\d+)"/)?.1)
                test.browser.get("/routes/\(id)/delete")
                test.browser.post("/routes/\(id)/delete", [])
            }, shows: { !$0.contains("Canal ride") }),
            Write(name: "change the profile's unit", page: "/history/exercises/back-squat", write: { test in
                test.browser.get("/settings")
                test.browser.post("/settings/profile", [("first_name", "Augusta"), ("last_name", "King"), ("birth_date", "1990-12-10"),
                                                         ("unit", "lb")])
            }, shows: { $0.contains("lb") && !$0.contains(">kg<") }),
            Write(name: "change the name", page: "/settings", write: { test in
                test.browser.get("/settings")
                test.browser.post("/settings/profile", [("first_name", "Augusta"), ("last_name", "King"), ("birth_date", "1990-12-10"),
                                                         ("unit", "kg")])
            }, shows: { $0.contains("Augusta") }),
            Write(name: "change the password", page: "/settings", write: { test in
                test.browser.get("/settings")
                test.browser.post("/settings/password", [("current_password", "correct horse battery"), ("new_password", "a brand new password")])
            }, shows: { _ in true }),
            Write(name: "search the facts", page: "/workouts", write: { $0.browser.get("/facts/search?q=squat") }, shows: { _ in true }),
            Write(name: "clear the recent searches", page: "/workouts", prepare: { $0.browser.get("/facts/search?q=squat") }, write: { test in
                test.browser.get("/facts")
                test.browser.post("/facts/recent-searches/clear", [])
            }, shows: { _ in true }),
            Write(name: "import an account's export", page: "/workouts", write: { test in
                let other = TestBrowser(test.app)
                other.signUp(email: "mover@example.com")
                test.addWorkout("Front Squat", weight: "80", date: "2024-03-09", as: other)
                let export = other.get("/settings/export").body
                test.browser.get("/settings/import")
                test.browser.upload("/settings/import", [], file: ("file", "account.json", export))
            }, shows: { $0.contains("2024-03-09") }),
            Write(name: "made staff from the command line", page: "/workouts", write: { test in
                _ = try UserCommands.setRole(config: test.app.config, email: "ada@example.com", role: .staff).get()
            }, shows: { $0.contains("href=\"/staff/classes\"") }),
        ]
    }

    /// Run with the page cache on: the page before the write is in it (asked for twice), and
    /// after the write a plain request, without `If-None-Match`, must get the new page too.
    func testEveryWriteGivesTheNewPageToTheOldTag() throws {
        for write in writes {
            try write.prepare(self)
            let before = browser.get(write.page)
            XCTAssertEqual(before.status, .ok, write.name)
            XCTAssertEqual(browser.get(write.page).textWithoutToken, before.textWithoutToken, "\(write.name): the cached page")
            let tag = try XCTUnwrap(before.headers["ETag"], write.name)
            let version = try app.database.dataVersion(userID: 1)
            try write.write(self)
            XCTAssertGreaterThan(try XCTUnwrap(app.database.dataVersion(userID: 1)), try XCTUnwrap(version), write.name)
            let plain = browser.get(write.page)
            XCTAssertEqual(plain.status, .ok, write.name)
            XCTAssertNotEqual(plain.headers["ETag"], tag, write.name)
            XCTAssertTrue(write.shows(plain.text), "\(write.name): the cache served \(write.page) without the change")
            let after = conditionalGet(write.page, tag)
            XCTAssertEqual(after.status, .ok, "\(write.name): a stale page's tag must not get a 304")
            XCTAssertNotEqual(after.headers["ETag"], tag, write.name)
            XCTAssertTrue(write.shows(after.text), "\(write.name): \(write.page) does not show the change")
        }
    }

    // MARK: The page cache (`PageCache`)

    /// Every personal page, as the route table has them, for a lifter with a workout and a route.
    private func personalPages() throws -> [String] {
        uploadTrack(title: "Harbour loop")
        let route = try XCTUnwrap(browser.get("/routes").text.firstMatch(of: /href="\/routes\/(\d+)"/)?.1)
        let entry = try entryID(on: "2024-03-01")
        return ["/workouts", "/workouts?page=1", "/workouts/new", "/workouts/last-time?lift=Back%20Squat", "/workouts/2024-03-01",
                "/workouts/entries/\(entry)/edit", "/workouts/entries/\(entry)/delete", "/history", "/history/import",
                "/history/exercises/back-squat", "/routes", "/routes/new", "/routes/\(route)", "/routes/\(route)/delete",
                "/settings", "/settings/delete"]
    }

    /// Byte for byte but for the CSRF token, masked anew for every response (`SlottedPage.filled`).
    func testACachedPageIsTheFreshPageByteForByte() throws {
        for page in try personalPages() {
            app.responder.cachedPages.removeAll()
            let fresh = browser.get(page)
            XCTAssertEqual(fresh.status, .ok, page)
            XCTAssertEqual(app.responder.cachedPages.usage.entries, 1, "\(page) is kept")
            let cached = browser.get(page)
            XCTAssertEqual(cached.status, .ok, page)
            XCTAssertEqual(cached.headers, fresh.headers, page)
            XCTAssertEqual(cached.textWithoutToken, fresh.textWithoutToken, page)
            if fresh.text.contains("csrf_token") {
                XCTAssertNotEqual(cached.text, fresh.text, "\(page): its token masked anew")
            }
            XCTAssertEqual(cached.headers["Content-Security-Policy"], SecurityHeaders.contentSecurityPolicy, page)
            XCTAssertEqual(cached.headers["Vary"], "Cookie, Accept-Encoding", page)
        }
    }

    func testACachedPageAnswersAnyTagWith304AndAStaleTagWithThePage() throws {
        let page = browser.get("/workouts/2024-03-01")
        let tag = try XCTUnwrap(page.headers["ETag"])
        XCTAssertEqual(conditionalGet("/workouts/2024-03-01", "*").status, .notModified)
        let stale = conditionalGet("/workouts/2024-03-01", "\"stale\"")
        XCTAssertEqual(stale.status, .ok)
        XCTAssertEqual(stale.textWithoutToken, page.textWithoutToken)
        XCTAssertEqual(stale.headers["ETag"], tag)
    }

    func testAQuietServerGivesTheCachedPagesBack() throws {
        browser.get("/workouts")
        browser.get("/history")
        XCTAssertEqual(app.responder.cachedPages.usage.entries, 2)
        app.responder.becameIdle()
        XCTAssertEqual(app.responder.cachedPages.usage.entries, 0)
        XCTAssertEqual(app.responder.cachedPages.usage.bytes, 0)
        XCTAssertTrue(browser.get("/workouts").text.contains("2024-03-01"))
    }

    func testDeletingTheAccountLeavesNo304() throws {
        let tag = try XCTUnwrap(browser.get("/workouts").headers["ETag"])
        let cookies = browser.cookies
        browser.get("/settings/delete")
        XCTAssertEqual(browser.post("/settings/delete", [("password", "correct horse battery")]).status, .seeOther)
        let response = conditionalGet("/workouts", tag, cookies: cookies)
        XCTAssertEqual(response.status, .seeOther)
        XCTAssertTrue(response.body.isEmpty)
    }

    // MARK: Helpers

    fileprivate func entryID(on date: String) throws -> String {
        String(try XCTUnwrap(browser.get("/workouts/\(date)").text.firstMatch(of: /\/workouts\/entries\/(\d+)\/edit/)?.1))
    }

    fileprivate func uploadTrack(title: String) {
        browser.get("/routes/new")
        browser.upload("/routes", [("title", title), ("subtitle", ""), ("kind", "run")], file: ("file", "track.gpx", Array(GPXFixture.strava.utf8)))
    }
}
