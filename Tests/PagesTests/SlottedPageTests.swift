import HTTP
import TestSupport
import XCTest
@testable import Pages

/// `SlottedPage.filled` with the slots and runs kept with the page (`PageRuns`): every
/// response's gzip, joined around its own masked token, decodes to exactly its identity body.
final class SlottedPageTests: XCTestCase {
    private let token = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ"

    /// A page with the token masked in two forms, kept as `SlottedPage.kept` keeps one;
    /// `text` goes at its start.
    private func keptPage(_ text: String = "") -> SlottedPage {
        let masked = MaskedToken.mask(token)
        let html = text + String(repeating: "<p>Back Squat 100 kg × 5</p>\n", count: 80) + "<input name=\"csrf_token\" value=\"\(masked)\">"
            + String(repeating: "<li>Deadlift</li>", count: 60) + "<input name=\"csrf_token\" value=\"\(masked)\">\n</html>"
        var response = Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.utf8))
        response.compressedForms = PageCache.compressedForms()
        let slots = MaskedToken.slots(in: response.body, token: token)
        XCTAssertEqual(slots.count, 2)
        return SlottedPage(response: response, slot: nil, tokenSlots: slots, runs: PageRuns(slot: nil, tokenSlots: slots))
    }

    private func gzipped(_ response: Response) -> Response {
        encoded(response, accepting: "gzip")
    }

    private func encoded(_ response: Response, accepting accept: String) -> Response {
        var encoded = response
        encoded.encode(for: Request(method: .get, target: "/", headers: ["Host": "a", "Accept-Encoding": accept]))
        return encoded
    }

    /// A browser's request, which takes both codings, gets the page's Brotli joined around its
    /// own token, which decodes to exactly its identity body.
    func testEachBrotliResponseDecodesToItsIdentityBodyWithATokenOfItsOwn() throws {
        let page = keptPage()
        var seen: Set<[UInt8]> = []
        for _ in 0..<5 {
            let filled = page.filled(token: token)
            let brotli = encoded(filled, accepting: "gzip, deflate, br")
            XCTAssertEqual(brotli.headers["Content-Encoding"], "br")
            XCTAssertEqual(Decompression.brotli(brotli.body), filled.body)
            let masked = Array(filled.body[page.tokenSlots[0]])
            XCTAssertNotNil(brotli.body.firstRange(of: masked), "the token is in the stream as it is")
            seen.insert(masked)
        }
        XCTAssertEqual(seen.count, 5, "a new mask in every response")
    }

    /// A page with a part's slot between its two tokens, as the facts pages have, kept as
    /// `SlottedPage.kept` keeps one.
    private func keptPageWithASlot() -> SlottedPage {
        let masked = MaskedToken.mask(token)
        let head = String(repeating: "<p>Back Squat 100 kg × 5</p>\n", count: 80) + "<input name=\"csrf_token\" value=\"\(masked)\">"
        let html = head + "<blockquote>the fact it was built with</blockquote>" + String(repeating: "<li>Deadlift</li>", count: 60)
            + "<input name=\"csrf_token\" value=\"\(masked)\">\n</html>"
        var response = Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8", "ETag": "\"v1\""], body: Array(html.utf8))
        response.compressedForms = PageCache.compressedForms()
        let slot = head.utf8.count..<(head.utf8.count + "<blockquote>the fact it was built with</blockquote>".utf8.count)
        let slots = MaskedToken.slots(in: response.body, token: token)
        XCTAssertEqual(slots.count, 2)
        return SlottedPage(response: response, slot: slot, tokenSlots: slots, runs: PageRuns(slot: slot, tokenSlots: slots))
    }

    /// A browser's request for a page with a part's slot gets Brotli too, joined around its
    /// own part and token, with the page's tag for Brotli; it decodes to exactly its identity
    /// body, each token in the stream as it is, a new one every time; gzip stays as it was.
    func testAPageWithAPartsSlotGoesInBrotliWithItsOwnPartAndToken() throws {
        let page = keptPageWithASlot()
        var seen: Set<[UInt8]> = []
        for fact in ["", "<blockquote>A short one.</blockquote>", "<blockquote>" + String(repeating: "<li>Deadlift</li>", count: 300) + "</blockquote>"] {
            var part = Response(status: .ok, body: Array(fact.utf8))
            part.compressedForms = PageCache.compressedForms()
            let filled = page.filled(with: part, token: token)
            let brotli = encoded(filled, accepting: "gzip, deflate, br")
            XCTAssertEqual(brotli.headers["Content-Encoding"], "br", fact)
            XCTAssertEqual(brotli.headers["ETag"], "\"v1-br\"")
            XCTAssertEqual(Decompression.brotli(brotli.body), filled.body, fact)
            XCTAssertEqual(filled.bodyCount, page.response.bodyCount - page.slot!.count + fact.utf8.count, "the part in the slot")
            // The first token is before the slot, where the part moves nothing.
            let masked = Array(filled.body[page.tokenSlots[0]])
            XCTAssertEqual(brotli.body.ranges(of: masked).count, 2, "both tokens are in the stream as they are")
            seen.insert(masked)
            let gzip = gzipped(page.filled(with: part, token: token))
            XCTAssertEqual(gzip.headers["Content-Encoding"], "gzip")
            XCTAssertEqual(gzip.headers["ETag"], "\"v1-gz\"")
            XCTAssertNotNil(Decompression.gzip(gzip.body))
        }
        XCTAssertEqual(seen.count, 3, "a new mask in every response")
    }

    /// A page whose Brotli cannot be joined (here, an escape byte in its text, as a placeholder
    /// uses) goes in gzip to a request that takes both, and is counted.
    func testAPageWhoseBrotliCannotBeJoinedGoesInGzip() throws {
        let page = keptPage("<pre>\u{1B}[1m</pre>")
        let before = PageRuns.refusals.load(ordering: .relaxed)
        let filled = page.filled(token: token)
        let sent = encoded(filled, accepting: "gzip, deflate, br")
        XCTAssertEqual(sent.headers["Content-Encoding"], "gzip")
        XCTAssertEqual(Decompression.gzip(sent.body), filled.body)
        XCTAssertEqual(encoded(page.filled(token: token), accepting: "br").headers["Content-Encoding"], nil, "Brotli alone: as it is")
        XCTAssertEqual(PageRuns.refusals.load(ordering: .relaxed), before + 1, "counted once, for the page")
    }

    func testEachGzipResponseDecodesToItsIdentityBodyWithATokenOfItsOwn() throws {
        let page = keptPage()
        var seen: Set<[UInt8]> = []
        for _ in 0..<5 {
            let filled = page.filled(token: token)
            let identity = filled.body
            let gzip = gzipped(filled)
            XCTAssertEqual(gzip.headers["Content-Encoding"], "gzip")
            XCTAssertEqual(Decompression.gzip(gzip.body), identity)
            let tokens = page.tokenSlots.map { Array(identity[$0]) }
            XCTAssertEqual(Set(tokens).count, 1, "the same mask in both forms")
            XCTAssertTrue(MaskedToken.matches(String(decoding: tokens[0], as: UTF8.self), token: token))
            seen.insert(tokens[0])
        }
        XCTAssertEqual(seen.count, 5, "a new mask in every response")
    }

    /// The runs are compressed once, with the page: asked again they are the ones made first,
    /// and joined around a token they make the first body with it in each slot.
    func testThePagesRunsAreMadeOnceAndKept() throws {
        let page = keptPage()
        let runs = try XCTUnwrap(page.runs)
        let first = try XCTUnwrap(runs.compressedRuns(of: page.response.body))
        XCTAssertEqual(first.count, 3)
        let again = try XCTUnwrap(runs.compressedRuns(of: Array(repeating: UInt8(ascii: "x"), count: page.response.bodyCount)))
        let masked = MaskedToken.maskedBytes(token)
        let member = DeflatePiece.gzipMember(again) { _ in .stored(masked[...]) }
        var expected = page.response.body
        for slot in page.tokenSlots { expected.replaceSubrange(slot, with: masked) }
        XCTAssertEqual(Decompression.gzip(member), expected, "the first body's runs, not the second's")
    }

    /// An empty part slot where a token slot starts comes first, so every run between the
    /// holes begins where the one before ended (it trapped with the empty slot sorted after).
    func testAnEmptySlotWhereATokenStartsComesFirst() throws {
        let body = Array("<p>before</p><i>0123456789</i><p>after</p>".utf8)
        let runs = PageRuns(slot: 16..<16, tokenSlots: [16..<26])
        XCTAssertEqual(runs.holes, [16..<16, 16..<26])
        XCTAssertEqual(runs.slotIndex, 0)
        let pieces = try XCTUnwrap(runs.compressedRuns(of: body))
        let member = DeflatePiece.gzipMember(pieces) { index in index == 1 ? .stored(body[16..<26]) : nil }
        XCTAssertEqual(Decompression.gzip(member), body)
    }

    /// A visitor's token of another length (22 characters) than the page's slots: its gzip
    /// still decodes to the identity body.
    func testATokenOfAnotherLengthStillDecodesToTheIdentityBody() throws {
        let page = keptPage()
        let filled = page.filled(token: "shorttokenshorttoken22")
        XCTAssertEqual(Decompression.gzip(gzipped(filled).body), filled.body)
    }
}
