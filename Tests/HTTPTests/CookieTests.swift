import XCTest
@testable import HTTP

final class CookieTests: XCTestCase {
    /// What `cookie(named:)` finds for each of the names, nil ones left out.
    private func cookies(_ headers: String..., names: [String] = ["a", "b", "c", "d", "e", "f", "session", "novalue", ""]) -> [String: String] {
        var fields = HTTPHeaders()
        for header in headers { fields.add("Cookie", header) }
        let request = Request(method: .get, target: "/", headers: fields)
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in request.cookie(named: name).map { (name, $0) } })
    }

    func testParsesPairs() {
        XCTAssertEqual(cookies("a=1; b=2"), ["a": "1", "b": "2"])
        XCTAssertEqual(cookies("session=abc.DEF_123-x"), ["session": "abc.DEF_123-x"])
    }

    func testFirstOccurrenceWinsAcrossHeaders() {
        XCTAssertEqual(cookies("a=1; a=2", "a=3; b=4"), ["a": "1", "b": "4"])
    }

    func testNamesMatchWithTheirCase() {
        XCTAssertEqual(cookies("A=1; session=2", names: ["a", "A", "Session", "session"]), ["A": "1", "session": "2"])
        var fields = HTTPHeaders()
        fields.add("cookie", "a=1")
        XCTAssertEqual(Request(method: .get, target: "/", headers: fields).cookie(named: "a"), "1", "a field name in any case")
    }

    func testUnquotesValues() {
        XCTAssertEqual(cookies("a=\"quoted\"; b=\"\""), ["a": "quoted", "b": ""])
    }

    func testSkipsMalformedPairs() {
        XCTAssertEqual(cookies("novalue; =x; bad name=1; c=has space; d=ok; e=a\"b; f=\"open"), ["d": "ok"])
        XCTAssertEqual(cookies(""), [:])
    }

    func testAMalformedPairOfTheWantedNameGivesWayToALaterWellFormedOne() {
        XCTAssertEqual(cookies("a=has space; b=1; a=2", "a=3"), ["a": "2", "b": "1"])
        XCTAssertEqual(cookies("c=x\\y", "c=ok; c=later"), ["c": "ok"], "the next header when the first has none well-formed")
        XCTAssertEqual(cookies(" a = 1 ;  b=\"2\" "), ["a": "1", "b": "2"], "spaces around names and values")
    }

    func testToleratesMissingSpaceAndTrailingSemicolon() {
        XCTAssertEqual(cookies("a=1;b=2;"), ["a": "1", "b": "2"])
    }

    func testSetCookieWithAllAttributes() {
        let cookie = SetCookie(name: "session", value: "abc123", path: "/app", domain: "example.com", maxAge: 3600,
                               expires: 784_111_777, secure: true, httpOnly: true, sameSite: .strict)
        XCTAssertEqual(cookie.headerValue, "session=abc123; Path=/app; Domain=example.com; Max-Age=3600; "
            + "Expires=Sun, 06 Nov 1994 08:49:37 GMT; Secure; HttpOnly; SameSite=Strict")
    }

    func testSetCookieDefaults() {
        XCTAssertEqual(SetCookie(name: "a", value: "b").headerValue, "a=b; Path=/; HttpOnly; SameSite=Lax")
        let bare = SetCookie(name: "a", value: "", path: nil, httpOnly: false, sameSite: nil)
        XCTAssertEqual(bare.headerValue, "a=")
        XCTAssertEqual(SetCookie(name: "a", value: "b", secure: true, sameSite: SameSite.none).headerValue,
                       "a=b; Path=/; Secure; HttpOnly; SameSite=None")
    }

    func testResponseSetCookieAddsOneHeaderEach() {
        var response = Response()
        response.setCookie(SetCookie(name: "a", value: "1"))
        response.setCookie(SetCookie(name: "b", value: "", maxAge: 0))
        XCTAssertEqual(response.headers.values(for: "Set-Cookie"),
                       ["a=1; Path=/; HttpOnly; SameSite=Lax", "b=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"])
    }

    func testCookieCharacterRules() {
        XCTAssertTrue("abc-._~!".utf8.allSatisfy(ByteClass.isCookieOctet))
        for forbidden in [";", ",", " ", "\"", "\\", "\u{7F}", "\u{1}", "é"] {
            XCTAssertFalse(forbidden.utf8.allSatisfy(ByteClass.isCookieOctet), forbidden)
        }
    }
}

private typealias SameSite = SetCookie.SameSite
