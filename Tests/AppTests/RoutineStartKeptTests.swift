import HTTP
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// The start form is a `personal` page: kept per session under its tag, which moves with the
/// member's data version, so a save shows the new numbers on the very next visit; another
/// member never gets it; each coding decodes to the same page. Its CSRF token is masked anew for
/// every response, the kept page's too (`SlottedPage.filled`).
final class RoutineStartKeptTests: RoutineTestCase {
    private func start(_ id: Int64, as browser: TestBrowser, accept: String? = nil) -> Response {
        var request = TestBrowser.request("/routines/\(id)/days/1/start", as: browser)
        if let accept { request.headers.add("Accept-Encoding", accept) }
        return app.respond(to: request)
    }

    private func token(_ page: String) -> String? {
        TestBrowser.matches(#"name="csrf_token" value="([^"]+)""#, in: page, group: 1).first
    }

    func testTheFormIsKeptUntilASaveAndTheNextVisitShowsTheNewNumbersWithANewToken() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100")], increment: "2.5"))
        let first = start(id, as: browser)
        let kept = app.responder.cachedPages.usage.entries
        let again = start(id, as: browser)
        XCTAssertEqual(again.textWithoutToken, first.textWithoutToken, "kept: the same page")
        XCTAssertNotEqual(token(again.text), token(first.text), "but for the token, masked anew")
        XCTAssertEqual(app.responder.cachedPages.usage.entries, kept, "answered from the page cache")
        let saved = browser.post("/routines/\(id)/days/1", TestBrowser.sessionFields(first.text), csrf: try XCTUnwrap(token(first.text)))
        XCTAssertEqual(saved.status, .seeOther, browser.lastPage)
        let next = start(id, as: browser)
        XCTAssertEqual(TestBrowser.sessionFields(next.text).filter { $0.0 == "weight" }.map(\.1), ["102.5", "102.5", "102.5"])
        XCTAssertTrue(next.text.contains("100 kg × 5"), "last time's numbers")
        XCTAssertNotEqual(token(next.text), token(first.text), "built again, masked anew")
        XCTAssertNotEqual(next.headers["ETag"], first.headers["ETag"])
    }

    func testAnotherMemberNeverGetsTheKeptForm() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(name: "Ada's secret plan", exercises: [("Back Squat", "3", "5", "140")]))
        XCTAssertTrue(start(id, as: browser).text.contains("secret plan"), "kept for Ada")
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        let seen = start(id, as: eve)
        XCTAssertEqual(seen.status, .notFound)
        XCTAssertFalse(seen.text.contains("secret plan"))
        XCTAssertFalse(seen.text.contains("140"))
    }

    func testEachCodingDecodesToTheKeptPage() throws {
        let id = try browser.createRoutine(TestBrowser.routineFields(exercises: [("Back Squat", "3", "5", "100"), ("Bench Press", "2", "8-12", "60")]))
        let plain = start(id, as: browser)
        XCTAssertEqual(plain.status, .ok)
        for (accept, coding, decode) in [("gzip", "gzip", Decompression.gzip), ("br", "br", Decompression.brotli),
                                         ("gzip, deflate, br", "br", Decompression.brotli)] {
            let encoded = start(id, as: browser, accept: accept)
            XCTAssertEqual(encoded.headers["Content-Encoding"], coding, accept)
            let decoded = Response(body: try XCTUnwrap(decode(encoded.body), accept))
            XCTAssertEqual(decoded.textWithoutToken, plain.textWithoutToken, accept)
        }
    }
}
