import Domain
import HTTP
import XCTest
@testable import App
@testable import Pages

/// Where a request runs (`AppResponder.runsOnWorker`), decided on the route it names, which the
/// answer then uses without a second lookup. A search of the facts decides per request
/// (`FactPages.searchRunsOnWorker`): a member's own search is remembered, a write, and a search
/// not ranked yet may take long, so both go to the worker pool; anything answered from memory
/// (a repeat by a visitor or through a link, the page without a query, a refused query) runs
/// inline on the event loop.
final class WorkerDecisionTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func runsOnWorker(_ target: String, as browser: TestBrowser? = nil) -> Bool {
        var request = TestBrowser.request(target, as: browser)
        return app.responder.runsOnWorker(&request)
    }

    func testTheRouteFoundForTheDecisionAnswersWithItsParameters() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        ada.get("/workouts/new")
        ada.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", "2024-03-01")])
        var request = TestBrowser.request("/workouts/2024-03-01", as: ada)
        XCTAssertFalse(app.responder.runsOnWorker(&request))
        XCTAssertEqual(request.route?.pattern, "/workouts/:date")
        XCTAssertEqual(request.parameters, ["date": "2024-03-01"])
        let page = app.respond(to: request)
        XCTAssertEqual(page.status, .ok)
        XCTAssertTrue(page.text.contains("Back Squat"))
        var post = TestBrowser.request("/workouts", as: ada, method: .post)
        XCTAssertTrue(app.responder.runsOnWorker(&post))
        var missing = TestBrowser.request("/no/such/page", as: ada)
        XCTAssertFalse(app.responder.runsOnWorker(&missing))
        XCTAssertNil(missing.route)
        XCTAssertEqual(app.respond(to: missing).status, .notFound)
    }

    func testAVisitorsFirstSearchGoesToAWorkerAndItsRepeatIsAnsweredInlineFromTheKeptPage() throws {
        XCTAssertTrue(runsOnWorker("/facts/search?q=squat"), "not ranked yet")
        let first = app.get("/facts/search?q=squat")
        XCTAssertEqual(first.status, .ok)
        XCTAssertTrue(first.text.contains("<mark>"), "results, marked")
        XCTAssertFalse(runsOnWorker("/facts/search?q=squat"), "ranked: answered from memory")
        XCTAssertFalse(runsOnWorker("/facts/search?q=%20squat%20"), "the same search, spaced otherwise")
        XCTAssertTrue(runsOnWorker("/facts/search?q=squat&page=2"), "another page is another ranking")
        XCTAssertTrue(runsOnWorker("/facts/search?q=bench"))
        let kept = app.responder.cachedPages.usage.entries
        XCTAssertEqual(app.get("/facts/search?q=squat").body, first.body, "the kept page")
        XCTAssertEqual(app.responder.cachedPages.usage.entries, kept, "served from the page cache, nothing new stored")
    }

    func testTheSearchPageWithoutAQueryAndARefusedQueryRunInline() {
        XCTAssertFalse(runsOnWorker("/facts/search"))
        XCTAssertFalse(runsOnWorker("/facts/search?q=ab"))
        XCTAssertFalse(runsOnWorker("/facts/search?q=squat&page=0"), "a 400 without a search")
        XCTAssertEqual(app.get("/facts/search?q=ab").status, .unprocessableContent)
    }

    func testAMembersOwnSearchGoesToAWorkerEvenWhenRankedAndIsRemembered() throws {
        _ = app.get("/facts/search?q=squat")
        let ada = TestBrowser(app)
        ada.signUp()
        XCTAssertTrue(runsOnWorker("/facts/search?q=squat", as: ada), "remembered: a write")
        ada.get("/facts/search?q=squat")
        XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches WHERE query = 'squat'"), 1)
        // A link from elsewhere writes nothing: inline when ranked.
        ada.fetchSite = "cross-site"
        XCTAssertFalse(runsOnWorker("/facts/search?q=squat", as: ada))
        XCTAssertTrue(runsOnWorker("/facts/search?q=deadlift", as: ada), "not ranked yet")
        XCTAssertEqual(ada.get("/facts/search?q=squat").status, .ok)
        XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches"), 1)
    }

    func testAChangeToTheFactsSendsTheNextSearchToAWorkerAndShowsTheChange() throws {
        XCTAssertFalse(app.get("/facts/search?q=zyzzyva").text.contains("zyzzyva</mark>"), "no such fact yet")
        XCTAssertFalse(runsOnWorker("/facts/search?q=zyzzyva"))
        _ = try app.database.addFact(FactInput.parse(body: "The zyzzyva is a weevil.", source: "", categories: []).get())
        XCTAssertTrue(runsOnWorker("/facts/search?q=zyzzyva"), "ranked again after the change")
        XCTAssertTrue(app.get("/facts/search?q=zyzzyva").text.contains("zyzzyva</mark>"))
    }
}
