import Crypto
import HTTP
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// A kept page (`PageCache`) is sent with the CSRF token masked anew in every response
/// (`SlottedPage.filled`), in each coding, against BREACH: no two responses carry the same
/// bytes for it, each is the page a whole build gives but for the token, and each token is
/// accepted. Its gzip puts the token in a stored block and its Brotli in an uncompressed
/// meta-block, compressed with nothing, a page with a part new on every visit (`/facts`) too.
final class KeptPageTokenTests: RoutineTestCase {
    private static let codings: [(accept: String?, coding: String?)] = [(nil, nil), ("gzip", "gzip"), ("br", "br"),
                                                                          ("gzip, deflate, br", "br")]

    private func get(_ target: String, as browser: TestBrowser?, accept: String?, ifNoneMatch: String? = nil) -> Response {
        var request = TestBrowser.request(target, as: browser)
        if let accept { request.headers.add("Accept-Encoding", accept) }
        if let ifNoneMatch { request.headers.add("If-None-Match", ifNoneMatch) }
        return app.respond(to: request)
    }

    /// The page as a person reads it: the body decoded by its `Content-Encoding`, strictly (a
    /// wrong CRC or length fails).
    private func decoded(_ response: Response, _ label: String) throws -> String {
        let bytes: [UInt8]? = switch response.headers["Content-Encoding"] {
        case nil: response.body
        case "gzip": Decompression.gzip(response.body)
        case "br": Decompression.brotli(response.body)
        default: nil
        }
        return String(decoding: try XCTUnwrap(bytes, label), as: UTF8.self)
    }

    private func tokens(_ page: String) -> [String] {
        TestBrowser.matches(#"name="csrf_token" value="([^"]+)""#, in: page, group: 1)
    }

    private func pageWithoutToken(_ page: String) -> String {
        Response(body: Array(page.utf8)).textWithoutToken
    }

    private func memberPages() throws -> [String] {
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"),
                                   ("date", "2024-03-01")])
        let routine = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")]))
        return ["/workouts/new", "/workouts", "/routines/\(routine)/days/1/start", "/settings", "/facts", "/schedule"]
    }

    func testEveryResponseOfAKeptPageHasATokenOfItsOwnInEveryCodingAndEachIsAccepted() throws {
        var all: [String] = []
        for page in try memberPages() {
            app.responder.cachedPages.removeAll()
            let whole = try pageWithoutToken(decoded(get(page, as: browser, accept: nil), page))
            XCTAssertGreaterThan(app.responder.cachedPages.usage.entries, 0, "\(page) is kept")
            for (accept, coding) in Self.codings {
                for round in 0..<2 {
                    let label = "\(page) \(accept ?? "identity") #\(round)"
                    let response = get(page, as: browser, accept: accept)
                    XCTAssertEqual(response.status, .ok, label)
                    XCTAssertEqual(response.headers["Content-Encoding"], coding, label)
                    let text = try decoded(response, label)
                    let found = tokens(text)
                    XCTAssertFalse(found.isEmpty, label)
                    XCTAssertEqual(Set(found).count, 1, "\(label): one mask in every form of a response")
                    if let token = found.first {
                        XCTAssertNotNil(response.body.firstRange(of: Array(token.utf8)), "\(label): the token is sent as it is")
                    }
                    all += found.prefix(1)
                    if page != "/facts" {
                        XCTAssertEqual(pageWithoutToken(text), whole, "\(label): the page a whole build gives but for the token")
                    }
                }
            }
        }
        XCTAssertEqual(Set(all).count, all.count, "no two responses carry the same token")
        for token in all {
            XCTAssertEqual(browser.post("/facts/recent-searches/clear", [("next", "/facts")], csrf: token).status, .seeOther, token)
        }
        var tampered = try XCTUnwrap(Base64.decode(all[0], alphabet: .urlSafe))
        tampered[tampered.count / 2] ^= 1
        XCTAssertEqual(browser.post("/facts/recent-searches/clear", [("next", "/facts")],
                                    csrf: Base64.encode(tampered, alphabet: .urlSafe)).status, .forbidden)
    }

    func testAPageWithSeveralFormsGetsTheSameNewTokenInEach() throws {
        let page = "/workouts/new"
        _ = get(page, as: browser, accept: nil)
        let first = tokens(try decoded(get(page, as: browser, accept: "gzip"), page))
        let second = tokens(try decoded(get(page, as: browser, accept: "gzip"), page))
        XCTAssertGreaterThan(first.count, 1, "the menu's logout form and the page's own")
        XCTAssertEqual(Set(first).count, 1)
        XCTAssertEqual(Set(second).count, 1)
        XCTAssertNotEqual(first[0], second[0])
    }

    /// The joined gzip member carries the token in a stored block (RFC 1951 §3.2.4: a zero
    /// byte, LEN, NLEN, the bytes), so it shares no compression window with the page's text;
    /// its CRC-32 is the whole page's, and a decoder that checks it refuses a wrong one.
    func testTheGzipFormStoresTheTokenAsItIsAndItsCRCIsChecked() throws {
        let page = "/workouts/new"
        _ = get(page, as: browser, accept: nil)
        let response = get(page, as: browser, accept: "gzip")
        let token = try XCTUnwrap(tokens(try decoded(response, page)).first)
        let length = UInt16(token.utf8.count)
        let block = [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + Array(token.utf8)
        XCTAssertNotNil(response.body.firstRange(of: block), "the token stored, not compressed")
        for trailer in [response.body.count - 8, response.body.count - 4] {
            var corrupt = response.body
            corrupt[trailer] ^= 0x01
            XCTAssertNil(Decompression.gzip(corrupt), "a wrong \(trailer == response.body.count - 8 ? "CRC" : "length") is refused")
        }
    }

    /// A kept page keeps its tag: every response masks the same session's token.
    func testAKeptPageRevalidatesTo304InEveryCoding() throws {
        let page = "/workouts/new"
        for (accept, _) in Self.codings {
            let tag = try XCTUnwrap(get(page, as: browser, accept: accept).headers["ETag"])
            XCTAssertEqual(get(page, as: browser, accept: accept).headers["ETag"], tag, "one tag for every mask")
            let revalidated = get(page, as: browser, accept: accept, ifNoneMatch: tag)
            XCTAssertEqual(revalidated.status, .notModified, accept ?? "identity")
            XCTAssertTrue(revalidated.body.isEmpty)
        }
    }

    /// A visitor's facts page carries no token (there is no form to post on it), so visitors
    /// share it; the login form is built for each visit.
    func testAVisitorsKeptPageHasNoTokenAndTheLoginFormIsMaskedAnew() throws {
        let visitor = TestBrowser(app)
        for _ in 0..<2 {
            XCTAssertTrue(tokens(try decoded(get("/facts", as: visitor, accept: "gzip"), "/facts")).isEmpty)
        }
        let first = tokens(try decoded(get("/login", as: visitor, accept: "gzip"), "/login"))
        let second = tokens(try decoded(get("/login", as: visitor, accept: "gzip"), "/login"))
        XCTAssertEqual(first.count, 1)
        XCTAssertNotEqual(first, second)
    }
}
