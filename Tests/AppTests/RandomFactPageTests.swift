import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// `/facts` and `/facts/search` without a query: kept in the page cache but for their random
/// fact, which each visit renders anew into the kept page's slot (`SlottedPage`).
final class RandomFactPageTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private static let pages = ["/facts", "/facts/search"]

    private func factID(in page: Response) -> String? {
        let text = page.text
        return text.range(of: #"<article class="fact" data-id="[0-9]+""#, options: .regularExpression).map { String(text[$0]) }
    }

    private func member(_ email: String = "ada@example.com") -> TestBrowser {
        let browser = TestBrowser(app)
        browser.signUp(email: email)
        return browser
    }

    func testEveryVisitToTheKeptPageMayShowAnotherFact() {
        let ada = member()
        for page in Self.pages {
            for browser in [nil, ada] as [TestBrowser?] {
                let get = { browser?.get(page) ?? self.app.get(page) }
                XCTAssertEqual(get().status, .ok)
                let entries = app.responder.cachedPages.usage.entries
                let ids = Set((0..<30).compactMap { _ in factID(in: get()) })
                XCTAssertGreaterThan(ids.count, 5, "\(page) as \(browser == nil ? "a visitor" : "a member"): a new fact on reload")
                // The page is not built again (one more at most: the minute in the key may turn
                // during the loop), and its facts are kept apart (`PagePartCache`), not among the pages.
                XCTAssertLessThanOrEqual(app.responder.cachedPages.usage.entries, entries + 1, "\(page): served from the kept page")
            }
        }
    }

    /// Pages from the kept page and pages built whole, each request with the cache emptied, are
    /// the same bytes for the same fact. Over 150 facts, 150 draws each share dozens of facts.
    func testAKeptPageWithItsFactIsByteForByteAPageBuiltWhole() throws {
        let ada = member()
        for page in Self.pages {
            for browser in [nil, ada] as [TestBrowser?] {
                let get = { browser?.get(page) ?? self.app.get(page) }
                var kept: [String: [UInt8]] = [:], whole: [String: [UInt8]] = [:]
                for _ in 0..<150 {
                    let response = get()
                    kept[try XCTUnwrap(factID(in: response))] = Array(response.textWithoutToken.utf8)
                }
                for _ in 0..<150 {
                    app.responder.cachedPages.removeAll()
                    let response = get()
                    whole[try XCTUnwrap(factID(in: response))] = Array(response.textWithoutToken.utf8)
                }
                let shared = Set(kept.keys).intersection(whole.keys)
                XCTAssertGreaterThan(shared.count, 5, page)
                for id in shared {
                    XCTAssertTrue(kept[id] == whole[id], "\(page), \(id): the kept page with this fact is what a whole build gives")
                }
            }
        }
    }

    /// The kept page's gzip is joined from its bytes around the slot and the fact's, each
    /// compressed once (`SlottedPage.filled`); its Brotli, what a browser accepting both
    /// codings gets, from its bytes before the slot compressed once and the fact and the rest
    /// compressed for the visit (`BrotliSlotRuns`). Over 150 facts, each answer decodes to the
    /// uncompressed page with the same fact, byte for byte.
    func testCompressedPagesDecodeToTheUncompressedPageOfTheirFact() throws {
        let ada = member()
        for page in Self.pages {
            for browser in [nil, ada] as [TestBrowser?] {
                func get(_ accept: String?) -> Response {
                    var request = TestBrowser.request(page, as: browser)
                    if let accept { request.headers.add("Accept-Encoding", accept) }
                    return app.respond(to: request)
                }
                var plain: [String: String] = [:]
                for _ in 0..<150 {
                    let response = get(nil)
                    plain[try XCTUnwrap(factID(in: response))] = response.textWithoutToken
                }
                for (accept, coding, decode) in [("gzip, deflate, br", "br", Decompression.brotli), ("gzip", "gzip", Decompression.gzip),
                                                 ("br", "br", Decompression.brotli)] {
                    var compared = 0
                    for _ in 0..<150 {
                        let response = get(accept)
                        XCTAssertEqual(response.headers["Content-Encoding"], coding, "\(page) \(accept)")
                        let decoded = Response(status: .ok, body: try XCTUnwrap(decode(response.body), "\(page) \(accept)"))
                        let id = try XCTUnwrap(factID(in: decoded))
                        guard let expected = plain[id] else { continue }
                        XCTAssertEqual(decoded.textWithoutToken, expected, "\(page) \(accept), \(id)")
                        compared += 1
                    }
                    XCTAssertGreaterThan(compared, 20, "\(page) \(accept)")
                }
            }
        }
    }

    func testMembersAndVisitorsShareNothingButTheFact() throws {
        let ada = member("ada@example.com"), eve = member("eve@example.com")
        ada.get("/facts/search?q=secret%20squat")
        for page in Self.pages {
            let adas = ada.get(page).text
            let token = ada.csrfToken
            XCTAssertFalse(token.isEmpty, "\(page): Ada's token in her forms")
            XCTAssertTrue(adas.contains("secret squat"), "\(page): Ada's recent search")
            XCTAssertTrue(adas.contains(#"action="/logout""#), "\(page): a member's menu")
            for (viewer, text) in [("a visitor", app.get(page).text), ("Eve", eve.get(page).text), ("a visitor again", app.get(page).text)] {
                XCTAssertFalse(text.contains("secret squat"), "\(page) as \(viewer)")
                XCTAssertFalse(text.contains(token), "\(page) as \(viewer)")
                XCTAssertEqual(text.contains(#"action="/logout""#), viewer == "Eve", "\(page) as \(viewer): a member's menu for members only")
            }
        }
    }

    func testAMembersNewSearchShowsOnTheNextVisit() {
        let ada = member()
        for page in Self.pages { XCTAssertFalse(ada.get(page).text.contains("Your recent searches")) }
        ada.get("/facts/search?q=deadlift")
        for page in Self.pages {
            XCTAssertTrue(ada.get(page).text.contains(#"<a href="/facts/search?q=deadlift">deadlift</a>"#), page)
        }
        ada.post("/facts/recent-searches/clear", [("next", "/facts")])
        for page in Self.pages { XCTAssertFalse(ada.get(page).text.contains("Your recent searches"), page) }
    }

    func testAFactChangedByStaffShowsInTheKeptPageAtOnce() throws {
        for page in Self.pages { _ = app.get(page) }
        // Every fact but one gone behind the pages' back: the one left shows on every visit.
        let facts = try app.database.facts(limit: 1000, offset: 0)
        for fact in facts.dropFirst() { XCTAssertTrue(try app.database.deleteFact(id: fact.id)) }
        let last = try XCTUnwrap(facts.first)
        for page in Self.pages {
            for _ in 0..<2 { XCTAssertEqual(factID(in: app.get(page)), #"<article class="fact" data-id="\#(last.id)""#, page) }
        }
        let edited = try FactInput.parse(body: "The zyzzyva is a weevil, edited: nobody squats it.", source: "", categories: []).get()
        XCTAssertTrue(try app.database.updateFact(id: last.id, edited))
        for page in Self.pages {
            XCTAssertTrue(app.get(page).text.contains("The zyzzyva is a weevil, edited"), "\(page): the kept fact is not shown after an edit")
        }
        XCTAssertTrue(try app.database.deleteFact(id: last.id))
        for page in Self.pages {
            let text = app.get(page).text
            XCTAssertFalse(text.contains(#"<article class="fact""#), page)
            XCTAssertFalse(text.contains("random fact"), page)
        }
    }
}
