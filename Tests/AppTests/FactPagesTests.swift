import Domain
import Foundation
import HTTP
import Storage
import XCTest
@testable import App
@testable import Pages

/// The public facts pages through the router: the markup the issue fixes, search rules and
/// refusals, pagination bounds, recent searches per user, the share page and its card.
final class FactPagesTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    /// A GET with exactly this Host header.
    private func get(_ target: String, host: String) -> Response {
        app.respond(to: Request(method: .get, target: target, headers: ["Host": host]))
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @discardableResult
    private func addFact(_ body: String, source: String = "", categories: [String] = []) throws -> Int64 {
        try app.database.addFact(FactInput.parse(body: body, source: source, categories: categories).get())
    }

    // MARK: The facts page

    func testTheFactsPageShowsARandomFactWithItsSourceAndTagsTheCloudAndTheSearchBox() throws {
        let page = app.get("/facts")
        XCTAssertEqual(page.status, .ok)
        let text = page.text
        XCTAssertNotNil(text.range(of: #"<article class="fact" data-id="[0-9]+">\n<p class="fact-text">"#, options: .regularExpression), text)
        XCTAssertTrue(text.contains("<cite>"))
        XCTAssertTrue(text.contains(#"rel="tag">"#))
        XCTAssertTrue(text.contains(#"<a href="/facts/categories/strength" data-weight="#), "the category cloud")
        XCTAssertTrue(text.contains(#"<form class="fact-search" method="get" action="/facts/search""#))
        XCTAssertTrue(text.contains(#"name="q" type="search""#))
        XCTAssertTrue(text.contains(#"<a href="/facts" aria-current="page">Facts</a>"#), "in the menu, marked as the open page")
        XCTAssertTrue(text.contains("/facts.js?v="), "the page's script, versioned")
        XCTAssertFalse(text.contains("Your recent searches"), "a visitor has none")
    }

    func testEachVisitMayShowAnotherFact() {
        let ids = Set((0..<30).compactMap { _ -> String? in
            let text = app.get("/facts").text
            return text.range(of: #"data-id="[0-9]+""#, options: .regularExpression).map { String(text[$0]) }
        })
        XCTAssertGreaterThan(ids.count, 5, "a new fact on reload")
    }

    func testAJokeSaysItIsOneInsteadOfASource() throws {
        let legends = try XCTUnwrap(try app.database.factCategory(named: "gym-legends"))
        let joke = try XCTUnwrap(try app.database.facts(categoryID: legends.id, limit: 1, offset: 0).first)
        let text = app.get("/facts/\(joke.id)").text
        XCTAssertTrue(text.contains("<cite>A gym legend: a joke, not a fact</cite>"), text)
    }

    // MARK: Search

    func testSearchMarksMatchesInRankedResults() throws {
        let text = app.get("/facts/search?q=Squat").text
        XCTAssertTrue(text.contains("<h1>Facts matching “Squat”</h1>"))
        XCTAssertTrue(text.contains("<mark>squat</mark>") || text.contains("<mark>Squat</mark>"), text)
        XCTAssertGreaterThan(count(#"<article class="fact""#, in: text), 3)
        XCTAssertTrue(text.contains(#"value="Squat""#), "the query stays in the box")
    }

    func testSearchFoldsAccentsAndCaseAndFindsPrefixes() throws {
        let id = try addFact("Crème fraîche is not a protein shake, whatever the gym legend says.")
        for query in ["creme", "CRÈME", "fraich", "Crème FRAICHE"] {
            XCTAssertTrue(app.get("/facts/search?q=\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!)").text
                .contains(#"data-id="\#(id)""#), query)
        }
    }

    func testAFactHoldingMarkupIsShownAsTextWithItsMatchesMarked() throws {
        try addFact("A <b>bold</b> squatter & a <script>alert(1)</script> walk into a gym.")
        let text = app.get("/facts/search?q=squatter").text
        XCTAssertTrue(text.contains("A &lt;b&gt;bold&lt;/b&gt; <mark>squatter</mark> &amp; a &lt;script&gt;alert(1)&lt;/script&gt; walk into a gym."), text)
        XCTAssertFalse(text.contains("<b>bold</b>"))
        XCTAssertFalse(text.contains("<script>alert"))
    }

    func testQueriesOf1Or2Or121CharactersAreRefusedWithTheFormAndTheFactsStill() {
        for query in ["a", "ab", "%20%20ab%20%20", "", String(repeating: "x", count: 121)] {
            let response = app.get("/facts/search?q=\(query)")
            XCTAssertEqual(response.status, .unprocessableContent, query)
            let text = response.text
            XCTAssertTrue(text.contains(#"id="q-error""#), query)
            XCTAssertTrue(text.contains("There is a problem"), "the summary at the top")
            XCTAssertTrue(text.contains(#"<article class="fact""#), "the facts stay on the page")
            XCTAssertTrue(text.contains(#"class="category-cloud""#))
        }
        XCTAssertTrue(app.get("/facts/search?q=a").text.contains("Type at least 3 characters to search."))
        XCTAssertTrue(app.get("/facts/search?q=" + String(repeating: "x", count: 121)).text
            .contains("Keep the search to 120 characters (this one has 121)."))
        XCTAssertEqual(app.get("/facts/search?q=abc").status, .ok)
        XCTAssertEqual(app.get("/facts/search?q=" + String(repeating: "x", count: 120)).status, .ok)
        XCTAssertEqual(app.get("/facts/search").status, .ok, "the empty search page")
    }

    func testQuotesAndFTS5SyntaxNeverCauseAServerError() {
        for query in ["%22squat", "squat%22", "%22%22%22", "AND", "squat%20AND%20bench", "OR%20OR%20OR", "NOT%20squat", "NEAR(",
                      "NEAR(squat%20bench)", "***", "squat*", "%5Esquat", "body:squat", "(((", "')%3B%20DROP%20TABLE%20facts%3B--",
                      "%E2%80%AEabc", "%C3%A9%CC%81%CC%81x"] {
            let response = app.get("/facts/search?q=\(query)")
            XCTAssertLessThan(response.status.code, 500, query)
        }
        XCTAssertEqual(app.get("/facts/search?q=%22%22%22").status, .ok)
        XCTAssertTrue(app.get("/facts/search?q=NEAR(squat%20bench)").text.contains("No facts match “NEAR(squat bench)”"))
        XCTAssertEqual(app.get("/facts/search?q=%E2%80%AEabc").status, .unprocessableContent, "a direction override is refused, as in every field")
    }

    func testNoResultsIsAFriendlyEmptyStateWithTheCategories() {
        let text = app.get("/facts/search?q=qwertyuiop").text
        XCTAssertTrue(text.contains("<h2>No facts match “qwertyuiop”</h2>"))
        XCTAssertTrue(text.contains(#"class="category-cloud""#))
        XCTAssertFalse(text.contains(#"<article class="fact""#))
    }

    func testResultsComeTwentyAPageWithARelNextLinkWhileMoreRemain() throws {
        for number in 1...25 { try addFact("Zyzzyva fact number \(number) for the pagination test.") }
        let first = app.get("/facts/search?q=zyzzyva").text
        XCTAssertEqual(count(#"<article class="fact""#, in: first), 20)
        XCTAssertTrue(first.contains(#"<a href="/facts/search?q=zyzzyva&amp;page=2" rel="next">"#), first)
        let second = app.get("/facts/search?q=zyzzyva&page=2").text
        XCTAssertEqual(count(#"<article class="fact""#, in: second), 5)
        XCTAssertFalse(second.contains(#"rel="next""#))
        XCTAssertTrue(second.contains(#"rel="prev""#))
        XCTAssertEqual(app.get("/facts/search?q=zyzzyva&page=3").status, .notFound)
    }

    func testPageNumbersOutsideTheirRangeAre4xxNeverATrap() {
        for page in ["0", "-1", "9223372036854775807", "9223372036854775808", "1e309", "abc", "", "100001"] {
            for path in ["/facts/search?q=squat&page=", "/facts/categories/strength?page="] {
                let status = app.get(path + page).status
                XCTAssertTrue((400..<500).contains(status.code), "\(path)\(page) gave \(status.code)")
            }
        }
        XCTAssertEqual(app.get("/facts/search?q=squat&page=100000").status, .notFound)
    }

    // MARK: Recent searches

    func testALoggedInUsersSearchesAreRememberedLowercasedOnceEachNewestFirstSixAtMost() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        for query in ["Squat%20", "bench", "qwertyuiop", "%20SQUAT", "deadlift", "press", "row", "curl"] {
            ada.get("/facts/search?q=\(query)")
        }
        ada.get("/facts/search?q=ab")
        let page = ada.get("/facts").text
        XCTAssertTrue(page.contains("Your recent searches"))
        let shown = page.components(separatedBy: "<a href=\"/facts/search?q=").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(shown, ["curl", "row", "press", "deadlift", "squat", "qwertyuiop"], "with or without results; refused ones are not searches")
        XCTAssertTrue(ada.get("/facts/search?q=bench").text.contains(#"<a href="/facts/search?q=bench">bench</a>"#), "each runs it again")
    }

    func testOneUsersSearchesAreInvisibleToAnotherAndToVisitors() throws {
        let ada = TestBrowser(app)
        ada.signUp(email: "ada@example.com")
        ada.get("/facts/search?q=secret%20squat")
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        XCTAssertFalse(eve.get("/facts").text.contains("secret squat"))
        XCTAssertFalse(eve.get("/facts/search?q=bench").text.contains("secret squat"))
        XCTAssertFalse(app.get("/facts").text.contains("secret squat"))
        XCTAssertTrue(ada.get("/facts").text.contains("secret squat"))
        _ = app.get("/facts/search?q=visitor%20search")
        XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches WHERE query = 'visitor search'"), 0)
    }

    /// A GET that writes must not be forged from another site: a link or an image elsewhere
    /// loading `/facts/search?q=…` runs the search but plants nothing in the member's list.
    func testOnlyASearchMadeOnTheSiteIsRemembered() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        for (index, site) in ["cross-site", "same-site", "CROSS-SITE", "bogus", "", nil].enumerated() {
            ada.fetchSite = site
            let page = ada.get("/facts/search?q=planted%20\(index)")
            XCTAssertEqual(page.status, .ok, "\(site ?? "no header")")
            XCTAssertTrue(page.text.contains("<h1>Facts matching “planted \(index)”</h1>"), "the search still runs: \(site ?? "no header")")
            XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches"), 0, "\(site ?? "no header") saves nothing")
        }
        for (site, query) in [("same-origin", "squat"), ("none", "bench"), ("Same-Origin", "deadlift")] {
            ada.fetchSite = site
            ada.get("/facts/search?q=\(query)")
            XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches WHERE query = '\(query)'"), 1, site)
        }
        ada.fetchSite = "same-origin"
        XCTAssertFalse(ada.get("/facts").text.contains("planted"))
    }

    func testRecentSearchesAreClearedByAPostWithTheFormsToken() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        ada.get("/facts/search?q=squat")
        let page = ada.get("/facts/search?q=bench").text
        XCTAssertTrue(page.contains(#"<form method="post" action="/facts/recent-searches/clear">"#))
        XCTAssertEqual(ada.post("/facts/recent-searches/clear", [("next", "/facts")], csrf: "").status, .forbidden)
        ada.get("/facts")
        let cleared = ada.post("/facts/recent-searches/clear", [("next", "/facts/search?q=bench")])
        XCTAssertEqual(cleared.status, .seeOther)
        XCTAssertEqual(cleared.headers["Location"], "/facts/search?q=bench")
        XCTAssertFalse(ada.get("/facts").text.contains("Your recent searches"))
        ada.get("/facts")
        XCTAssertEqual(ada.post("/facts/recent-searches/clear", [("next", "//evil.example")]).headers["Location"], "/", "only local")
        let visitor = TestBrowser(app)
        visitor.get("/login")
        XCTAssertEqual(visitor.post("/facts/recent-searches/clear", []).headers["Location"], "/login?next=/facts/recent-searches/clear")
    }

    // MARK: Categories

    func testACategoryListsItsFactsAndAnUnknownOneIs404() throws {
        let text = app.get("/facts/categories/records").text
        XCTAssertTrue(text.contains("<h1>records"))
        XCTAssertGreaterThan(count(#"<article class="fact""#, in: text), 5)
        XCTAssertEqual(count(#"rel="tag">records</a>"#, in: text), count(#"<article class="fact""#, in: text))
        XCTAssertEqual(app.get("/facts/categories/no-such-category").status, .notFound)
        XCTAssertEqual(app.get("/facts/categories/strength?page=999").status, .notFound)
        XCTAssertTrue(app.get("/facts/categories/strength").text.contains(#"<a href="/facts/categories/strength?page=2" rel="next">"#))
    }

    func testACategoryInAnotherCaseMovesToItsOwnAddress() throws {
        let moved = app.get("/facts/categories/Strength?page=2")
        XCTAssertEqual(moved.status, .movedPermanently)
        XCTAssertEqual(moved.headers["Location"], "/facts/categories/strength?page=2")
        XCTAssertEqual(app.get("/facts/categories/STRENGTHS").status, .notFound)
    }

    // MARK: One fact and its card

    func testAFactPageCarriesShareTagsALinkAndTheButtonsScriptShows() throws {
        TestApp.remove(app)
        app = try TestApp.make { $0.publicURL = "https://lift.example.org/" }
        let id = try addFact("Chalk & \"grip\": the gym legend's secret <weapon>.", source: "Gym lore (2024).")
        let text = get("/facts/\(id)", host: "gym.example:8080").text
        let quoted = "Chalk &amp; &quot;grip&quot;: the gym legend&#39;s secret &lt;weapon&gt;."
        XCTAssertTrue(text.contains(#"<meta property="og:description" content="\#(quoted)">"#), text)
        XCTAssertTrue(text.contains(#"<meta property="og:title" content="\#(quoted)">"#))
        XCTAssertTrue(text.contains(#"<meta property="og:url" content="https://lift.example.org/facts/\#(id)">"#))
        XCTAssertTrue(text.contains(#"<link rel="canonical" href="https://lift.example.org/facts/\#(id)">"#))
        XCTAssertTrue(text.contains(#"<meta name="twitter:card" content="summary">"#))
        XCTAssertTrue(text.contains(#"<meta name="twitter:description" content="\#(quoted)">"#))
        XCTAssertTrue(text.contains(#"<a class="share-link" href="https://lift.example.org/facts/\#(id)">"#), "a plain link without JavaScript")
        XCTAssertTrue(text.contains(#"data-copy-link="https://lift.example.org/facts/\#(id)" hidden>Copy link</button>"#))
        XCTAssertTrue(text.contains(#"data-share-url="https://lift.example.org/facts/\#(id)" hidden>Share…</button>"#))
        XCTAssertTrue(text.contains(#"<img src="/facts/\#(id)/card.svg""#))
        XCTAssertTrue(text.contains(#"<article class="fact" data-id="\#(id)">"#))
        XCTAssertFalse(text.contains("<script>"), "no inline script")
        XCTAssertFalse(text.contains("gym.example"), "the Host header is never used")
        let card = get("/facts/\(id)/card.svg", host: "gym.example:8080").text
        XCTAssertTrue(card.contains(">lift.example.org/facts/\(id)</text>"), card)
        XCTAssertFalse(card.contains("gym.example"))
    }

    /// The Host header is the client's to set: written into a page or into the card (public,
    /// cached for an hour by any shared cache) it would plant another site's address.
    func testTheHostHeaderIsNeverWrittenIntoAPageOrTheCard() throws {
        let id = try addFact("A fact to share with a strange host header.")
        let ada = TestBrowser(app)
        ada.signUp()
        for target in ["/facts/\(id)", "/facts/\(id)/card.svg", "/facts", "/facts/search?q=squat", "/facts/categories/strength", "/", "/login"] {
            for host in ["evil.example", "evil.example:8080", "evil.example\"><script>"] {
                let response = get(target, host: host)
                XCTAssertEqual(response.status, .ok, "\(target) with Host: \(host)")
                XCTAssertFalse(response.text.contains("evil.example"), "\(target) with Host: \(host)")
                var request = TestBrowser.request(target, as: ada)
                request.headers.set("Host", host)
                XCTAssertFalse(app.respond(to: request).text.contains("evil.example"), "\(target) as a member with Host: \(host)")
            }
        }
        let page = get("/facts/\(id)", host: "evil.example").text
        XCTAssertFalse(page.contains(#"rel="canonical""#), "no absolute address known: no canonical link")
        XCTAssertFalse(page.contains("og:url"), "nor og:url")
        XCTAssertTrue(page.contains(#"<a class="share-link" href="/facts/\#(id)">"#), "the link is relative")
        XCTAssertTrue(page.contains(#"<meta property="og:title""#), "the tags that need no address stay")
        XCTAssertTrue(get("/facts/\(id)/card.svg", host: "evil.example").text.contains(">Lifting Log</text>"))
    }

    /// A fact's own page is a gym page (`Access.gym`): built once per viewer, kept, and built
    /// again at once after its fact is edited; a deleted fact's page is 404, never the kept one.
    func testAFactsPageIsKeptUntilItsFactIsEditedOrDeleted() throws {
        let id = try addFact("The zyzzyva is a weevil.", source: "Entomology")
        let ada = TestBrowser(app)
        ada.signUp(email: "ada@example.com")
        for browser in [nil, ada] as [TestBrowser?] {
            let get = { browser?.get("/facts/\(id)") ?? self.app.get("/facts/\(id)") }
            let entries = app.responder.cachedPages.usage.entries
            let first = get()
            XCTAssertTrue(first.text.contains("The zyzzyva is a weevil."))
            XCTAssertEqual(app.responder.cachedPages.usage.entries, entries + 1, "the page kept for this viewer")
            XCTAssertEqual(get().textWithoutToken, first.textWithoutToken)
            XCTAssertEqual(app.responder.cachedPages.usage.entries, entries + 1, "the second visit from the kept page")
        }
        let edited = try FactInput.parse(body: "The zyzzyva is a weevil, edited.", source: "Entomology", categories: []).get()
        XCTAssertTrue(try app.database.updateFact(id: id, edited))
        XCTAssertTrue(app.get("/facts/\(id)").text.contains("The zyzzyva is a weevil, edited."))
        XCTAssertTrue(ada.get("/facts/\(id)").text.contains("The zyzzyva is a weevil, edited."))
        XCTAssertTrue(try app.database.deleteFact(id: id))
        XCTAssertEqual(app.get("/facts/\(id)").status, .notFound)
        XCTAssertEqual(ada.get("/facts/\(id)").status, .notFound)
    }

    func testUnknownOrMalformedFactIdsAre404() {
        for id in ["0", "-1", "abc", "99999999", "9223372036854775807", "99999999999999999999", "1.5"] {
            XCTAssertEqual(app.get("/facts/\(id)").status, .notFound, id)
            XCTAssertEqual(app.get("/facts/\(id)/card.svg").status, .notFound, id)
        }
    }

    func testTheCardIsASquareSVGForShortFactsAndTallerForLongOnes() throws {
        let short = try addFact("Squats build legs!!!")
        let long = try addFact(String(String(repeating: "Heavy squats & deadlifts make <strong> legs and backs. ", count: 8).prefix(399)) + ".",
                               source: "Zatsiorsky VM, Kraemer WJ (2006). Science and Practice of Strength Training, 2nd edition. Human Kinetics.")
        let card = app.get("/facts/\(short)/card.svg")
        XCTAssertEqual(card.status, .ok)
        XCTAssertEqual(card.headers["Content-Type"], "image/svg+xml; charset=utf-8")
        XCTAssertTrue(card.text.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080""#))
        XCTAssertTrue(card.text.contains(#"font-size="88""#))
        let tall = app.get("/facts/\(long)/card.svg").text
        let height = try XCTUnwrap(tall.range(of: #"height="[0-9]+""#, options: .regularExpression).map { Int(tall[$0].dropFirst(8).dropLast())! })
        XCTAssertGreaterThan(height, 1080)
        XCTAssertTrue(tall.contains(#"font-size="40""#), "never below 40 px")
        XCTAssertTrue(tall.contains("&amp; deadlifts make &lt;strong&gt; legs"), "escaped as XML")
        XCTAssertFalse(tall.contains("<strong>"))
    }

    // MARK: Dashboard and loading

    func testTheDashboardShowsAFactOfTheDay() {
        let ada = TestBrowser(app)
        ada.signUp()
        let text = ada.get("/").textWithoutToken
        XCTAssertTrue(text.contains("<h2 id=\"fact-of-the-day-heading\">Fact of the day</h2>\n<article class=\"fact\" data-id=\""), text)
        XCTAssertEqual(ada.get("/").textWithoutToken, text, "the same fact all day")
    }

    func testTheCollectionIsLoadedOnceAcrossRestartsAndUpgrades() throws {
        let shipped = FactCollection.all.count
        XCTAssertEqual(try app.count("SELECT count(*) FROM facts"), shipped)
        app.database.close()
        let again = try App.make(config: app.config)
        XCTAssertEqual(try again.count("SELECT count(*) FROM facts"), shipped, "a restart adds nothing")
        XCTAssertEqual(try again.count("SELECT count(*) FROM fact_seeds"), shipped)
        again.database.close()
        app = try App.make(config: app.config)
    }
}
