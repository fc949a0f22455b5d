import HTTP
import TestSupport
import XCTest

/// `Response.encode(for:)`: what is compressed, how it is labelled, and that it decodes to the
/// bytes it was made from.
final class ResponseEncodingTests: XCTestCase {
    private let page = Array(String(repeating: "<li>Back Squat 100 kg × 5</li>\n", count: 200).utf8)

    private func response(_ body: [UInt8], type: String = "text/html; charset=utf-8", etag: String? = "\"v1\"") -> Response {
        var headers: HTTPHeaders = ["Content-Type": type]
        if let etag { headers.add("ETag", etag) }
        return Response(status: .ok, headers: headers, body: body)
    }

    private func request(_ acceptEncoding: String?, method: HTTPMethod = .get) -> Request {
        var headers: HTTPHeaders = ["Host": "a"]
        if let acceptEncoding { headers.add("Accept-Encoding", acceptEncoding) }
        return Request(method: method, target: "/", headers: headers)
    }

    func testBrotliAndGzipDecodeToTheBodyWithTheirOwnTags() throws {
        for (accept, name, decode, tag) in [("br", "br", Decompression.brotli, "\"v1-br\""), ("gzip", "gzip", Decompression.gzip, "\"v1-gz\"")] {
            var encoded = response(page)
            encoded.encode(for: request(accept))
            XCTAssertEqual(encoded.headers["Content-Encoding"], name)
            XCTAssertEqual(encoded.headers["Vary"], "Accept-Encoding")
            XCTAssertEqual(encoded.headers["ETag"], tag)
            XCTAssertLessThan(encoded.body.count, page.count / 5)
            XCTAssertEqual(try XCTUnwrap(decode(encoded.body), accept), page)
        }
    }

    /// The fields a page's head holds once compressed, in order: its ETag tagged where it
    /// stood, the shared security fields as they were, Vary and Content-Encoding last.
    func testTheCompressedHeadKeepsItsFieldsInPlace() {
        var page = response(page)
        page.headers.add("Vary", "Cookie, accept-encoding")
        page.headers.add(contentsOf: HTTPHeaders(FieldBlock(["X-Frame-Options": "DENY"])))
        page.encode(for: request("gzip"))
        XCTAssertEqual(page.headers.map(\.name), ["Content-Type", "ETag", "Vary", "X-Frame-Options", "Content-Encoding"])
        XCTAssertEqual(page.headers.values(for: "ETag"), ["\"v1-gz\""])
        XCTAssertEqual(page.headers["Vary"], "Cookie, accept-encoding", "listed already, in another case")
        XCTAssertEqual(page.headers["X-Frame-Options"], "DENY")
    }

    func testWithoutAnAcceptedCodingTheBodyStaysButVaryIsSent() {
        var plain = response(page)
        plain.encode(for: request(nil))
        XCTAssertEqual(plain.body, page)
        XCTAssertNil(plain.headers["Content-Encoding"])
        XCTAssertEqual(plain.headers["ETag"], "\"v1\"")
        XCTAssertEqual(plain.headers["Vary"], "Accept-Encoding")
    }

    func testVaryIsAddedToAListOnce() {
        var page = response(page)
        page.headers.add("Vary", "Cookie")
        page.encode(for: request("br"))
        page.encode(for: request("br"))
        XCTAssertEqual(page.headers.values(for: "Vary"), ["Cookie, Accept-Encoding"])
    }

    func testSmallBodiesImagesAndBodilessStatusesGoOutAsTheyAre() {
        let small = Array(String(repeating: "a", count: Response.compressionThreshold - 1).utf8)
        var cases = [response(small), response(page, type: "image/png"), response(page, type: "font/woff2")]
        var noContent = response(page)
        noContent.status = .notModified
        cases.append(noContent)
        for var unchanged in cases {
            let before = unchanged.body
            unchanged.encode(for: request("br, gzip"))
            XCTAssertEqual(unchanged.body, before)
            XCTAssertNil(unchanged.headers["Content-Encoding"])
            XCTAssertNil(unchanged.headers["Vary"])
        }
        var svg = response(page, type: "image/svg+xml")
        svg.encode(for: request("gzip"))
        XCTAssertEqual(svg.headers["Content-Encoding"], "gzip", "SVG is text")
    }

    func testHeadGetsTheSameHeadAsGet() {
        var get = response(page), head = response(page)
        get.encode(for: request("br"))
        head.encode(for: request("br", method: .head))
        XCTAssertEqual(head.headers, get.headers)
        XCTAssertEqual(head.body.count, get.body.count, "Content-Length is the encoded body's")
    }

    func testKeptFormsAreMadeOnceAndDroppedWhenTheBodyChanges() throws {
        var kept = response(page)
        kept.compressedForms = CompressedForms(effort: .fast)
        var first = kept, second = kept
        first.encode(for: request("br"))
        XCTAssertGreaterThan(try XCTUnwrap(kept.compressedForms).byteCount, 0, "the copies share the forms")
        second.encode(for: request("br"))
        XCTAssertEqual(first.body, second.body)
        kept.body.append(contentsOf: Array("<p>changed</p>".utf8))
        XCTAssertNil(kept.compressedForms)
        kept.encode(for: request("br"))
        XCTAssertEqual(Decompression.brotli(kept.body), page + Array("<p>changed</p>".utf8))
    }
}
