import XCTest
@testable import HTTP

final class FormDataTests: XCTestCase {
    private func form(_ text: String) throws(HTTPError) -> FormData {
        try FormData.urlEncoded(Array(text.utf8))
    }

    func testDecodesPairs() throws {
        let form = try form("a=1&b=x+y&c=%C3%A9")
        XCTAssertEqual(form, FormData([("a", "1"), ("b", "x y"), ("c", "é")]))
        XCTAssertEqual(form["b"], "x y")
        XCTAssertNil(form["d"])
    }

    func testEmptyValuesAndNamesWithoutEquals() throws {
        let form = try form("a=&b&=c")
        XCTAssertEqual(form, FormData([("a", ""), ("b", ""), ("", "c")]))
    }

    func testRepeatedNamesKeepOrder() throws {
        let form = try form("day=mon&lift=squat&day=wed&day=fri")
        XCTAssertEqual(form["day"], "mon")
        XCTAssertEqual(form.values(for: "day"), ["mon", "wed", "fri"])
    }

    func testSkipsEmptySequences() throws {
        XCTAssertEqual(try form("&&a=1&&"), FormData([("a", "1")]))
        XCTAssertTrue(try form("").isEmpty)
    }

    func testEncodedSeparatorsAndPlus() throws {
        XCTAssertEqual(try form("q=a%26b%3Dc%2B")["q"], "a&b=c+")
    }

    func testMalformedEscapeIs400() {
        for text in ["a=%G1", "a=%4", "a=%", "%zz=1", "a=%C3"] {
            XCTAssertThrowsError(try form(text), text) { XCTAssertEqual($0 as? HTTPError, .malformedForm) }
        }
        XCTAssertEqual(HTTPError.malformedForm.status.code, 400)
    }

    func testPercentDecoding() {
        XCTAssertEqual(PercentDecoding.decode("caf%C3%A9%20au+lait", plusAsSpace: false), "café au+lait")
        XCTAssertEqual(PercentDecoding.decode("a+b", plusAsSpace: true), "a b")
        XCTAssertEqual(PercentDecoding.decode("/plain/path"[...], plusAsSpace: false), "/plain/path")
        XCTAssertNil(PercentDecoding.decode("%G1", plusAsSpace: false))
        XCTAssertNil(PercentDecoding.decode("%4", plusAsSpace: false))
        XCTAssertNil(PercentDecoding.decode("%FF", plusAsSpace: false))
    }

    func testQueryItemsSkipMalformedPairs() {
        var request = Request(method: .get, target: "/search?q=bench+press&bad=%G1&page=2")
        XCTAssertEqual(request.queryItems, FormData([("q", "bench press"), ("page", "2")]))
        request = Request(method: .get, target: "/")
        XCTAssertTrue(request.queryItems.isEmpty)
    }

    func testRequestFormDecodesUrlEncodedBody() throws {
        let request = Request(method: .post, target: "/workouts",
                              headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"],
                              body: Array("lift=Bench+Press&weight=100".utf8))
        let form = try request.form()
        XCTAssertEqual(form["lift"], "Bench Press")
        XCTAssertEqual(form["weight"], "100")
    }

    func testRequestFormRejectsOtherContentTypes() {
        let json = Request(method: .post, target: "/", headers: ["Content-Type": "application/json"], body: Array("{}".utf8))
        XCTAssertThrowsError(try json.form()) { XCTAssertEqual(($0 as? HTTPError)?.status.code, 415) }
        let none = Request(method: .post, target: "/", body: Array("a=1".utf8))
        XCTAssertThrowsError(try none.form()) { XCTAssertEqual($0 as? HTTPError, .unsupportedFormType) }
    }
}
