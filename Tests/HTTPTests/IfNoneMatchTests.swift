import HTTP
import XCTest

/// RFC 9110 §13.1.2 and §8.8.3: `*` or a list of entity tags, compared weakly.
final class IfNoneMatchTests: XCTestCase {
    func testAStarMatchesAnyTag() {
        XCTAssertEqual(IfNoneMatch("*"), .any)
        XCTAssertEqual(IfNoneMatch(" * "), .any)
        XCTAssertTrue(IfNoneMatch("*")?.matches("W/\"x\"") == true)
    }

    func testAListIsComparedWeakly() throws {
        let condition = try XCTUnwrap(IfNoneMatch("W/\"a\", \"b\" ,,\t\"c\""))
        XCTAssertEqual(condition, .tags([#""a""#, #""b""#, #""c""#]))
        for etag in [#""a""#, #"W/"a""#, #""b""#, #"W/"c""#] { XCTAssertTrue(condition.matches(etag), etag) }
        for etag in [#""d""#, #"W/"d""#, "a", #""A""#] { XCTAssertFalse(condition.matches(etag), etag) }
    }

    func testTagsMayHoldAnyVisibleByteButAQuote() throws {
        XCTAssertEqual(IfNoneMatch(#""a,b" , "ü!#~""#), .tags([#""a,b""#, #""ü!#~""#]))
        XCTAssertEqual(IfNoneMatch(#""""#), .tags([#""""#]))
    }

    func testTagsCompareByteForByte() throws {
        let decomposed = try XCTUnwrap(IfNoneMatch("\"e\u{301}\""))
        XCTAssertTrue(decomposed.matches("\"e\u{301}\""))
        XCTAssertFalse(decomposed.matches("\"\u{E9}\""), "canonically equivalent is not the same tag")
        // A combining mark after the opening quote: Swift sees one character, the field two bytes and a quote.
        let combined = try XCTUnwrap(IfNoneMatch("\"\u{36C}\""))
        XCTAssertTrue(combined.matches("\"\u{36C}\"") && combined.matches("W/\"\u{36C}\""))
    }

    func testMalformedValuesAreIgnored() {
        for value in ["", " , ", "a", #""a"#, #"W/a"#, #"w/"a""#, #""a" "b""#, #""a"b"#, "\"a b\"", "\"a\u{7F}\"", "*, \"a\"", #"W/ "a""#] {
            XCTAssertNil(IfNoneMatch(value), value)
        }
    }

    func testSeveralFieldsAreOneList() throws {
        var headers: HTTPHeaders = ["Host": "a", "If-None-Match": #""a""#]
        headers.add("If-None-Match", #""b""#)
        let condition = try XCTUnwrap(IfNoneMatch(Request(method: .get, target: "/", headers: headers)))
        XCTAssertTrue(condition.matches(#""b""#))
        XCTAssertNil(IfNoneMatch(Request(method: .get, target: "/", headers: ["Host": "a"])))
    }
}
