import HTTP
import XCTest

/// `Accept-Encoding` as browsers, proxies and tools send it (RFC 9110 §12.5.3).
final class ContentCodingTests: XCTestCase {
    private func negotiate(_ fields: String...) -> ContentCoding {
        ContentCoding.negotiate(fields)
    }

    func testBrowsersGetBrotliAndOlderClientsGzip() {
        XCTAssertEqual(negotiate("gzip, deflate, br, zstd"), .brotli)
        XCTAssertEqual(ContentCoding.negotiate(["gzip, deflate, br"], brotliFirst: false), .gzip, "a body whose gzip costs nothing")
        XCTAssertEqual(ContentCoding.negotiate(["gzip;q=0.5, br"], brotliFirst: false), .brotli, "the client's preference first")
        XCTAssertEqual(ContentCoding.negotiate(["br"], brotliFirst: false), .brotli)
        XCTAssertEqual(negotiate("gzip, deflate"), .gzip)
        XCTAssertEqual(negotiate("x-gzip"), .gzip)
        XCTAssertEqual(negotiate("GZIP"), .gzip)
        XCTAssertEqual(negotiate("BR"), .brotli)
    }

    func testNoFieldOrOnlyUnknownCodingsGetTheBodyAsItIs() {
        XCTAssertEqual(negotiate(), .identity)
        XCTAssertEqual(negotiate(""), .identity)
        XCTAssertEqual(negotiate("deflate, zstd"), .identity)
        XCTAssertEqual(negotiate("identity"), .identity)
    }

    func testQValuesRankTheCodings() {
        XCTAssertEqual(negotiate("br;q=0.5, gzip;q=0.8"), .gzip)
        XCTAssertEqual(negotiate("br;q=1.0, gzip;q=0.999"), .brotli)
        XCTAssertEqual(negotiate("gzip;q=0.5, br; q=0.5"), .brotli, "a tie goes to the smaller")
        XCTAssertEqual(negotiate("gzip;q=0.3, identity;q=0.5"), .identity, "identity preferred")
        XCTAssertEqual(negotiate("gzip;q=0.5, identity;q=0.5"), .gzip, "a tie with identity is compressed")
        XCTAssertEqual(negotiate("gzip ; Q=0.2"), .gzip)
    }

    func testZeroRefusesACoding() {
        XCTAssertEqual(negotiate("br;q=0, gzip"), .gzip)
        XCTAssertEqual(negotiate("br;q=0, gzip;q=0"), .identity)
        XCTAssertEqual(negotiate("br;q=0.000"), .identity)
    }

    func testStarStandsForEveryCodingNotNamed() {
        XCTAssertEqual(negotiate("*"), .brotli)
        XCTAssertEqual(negotiate("br;q=0, *"), .gzip)
        XCTAssertEqual(negotiate("*;q=0"), .identity)
        XCTAssertEqual(negotiate("gzip, *;q=0"), .gzip)
        XCTAssertEqual(negotiate("identity, *;q=0.5"), .identity)
    }

    func testMalformedElementsAreSkipped() {
        for field in ["br;q=2", "br;q=1.5", "br;q=0.1234", "br;q=.5", "br;q=", "br;q=abc", ", ,", ";q=1"] {
            XCTAssertEqual(negotiate(field), .identity, field)
        }
        XCTAssertEqual(negotiate("br;q=2, gzip"), .gzip)
    }

    func testSeveralFieldsFormOneList() {
        XCTAssertEqual(negotiate("gzip", "br"), .brotli)
        XCTAssertEqual(negotiate("gzip;q=0.5", "identity;q=0"), .gzip)
    }

    func testEachCodingHasItsOwnTagAndWeakTagsStayWeak() {
        XCTAssertEqual(ContentCoding.brotli.tag("\"abc\""), "\"abc-br\"")
        XCTAssertEqual(ContentCoding.gzip.tag("W/\"abc\""), "W/\"abc-gz\"")
        XCTAssertEqual(ContentCoding.identity.tag("\"abc\""), "\"abc\"")
    }
}
