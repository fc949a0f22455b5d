import Templates
import XCTest

final class EscapingTests: XCTestCase {
    func testScriptIsEscaped() throws {
        let html = try render("<p>{{ comment }}</p>", ["comment": "<script>alert(1)</script>"])
        XCTAssertEqual(html, "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")
    }

    func testQuotesCannotLeaveAnAttribute() throws {
        let html = try render(#"<input value="{{ v }}">"#, ["v": #"" onfocus="x"#])
        XCTAssertEqual(html, #"<input value="&quot; onfocus=&quot;x">"#)
    }

    func testAllFiveCharactersAreEscaped() throws {
        XCTAssertEqual(try render("{{ v }}", ["v": #"Tom & Jerry's <"b">"#]), "Tom &amp; Jerry&#39;s &lt;&quot;b&quot;&gt;")
    }

    func testRawKeywordDoesNotEscape() throws {
        XCTAssertEqual(try render("{{ raw snippet }}", ["snippet": "<b>bold</b> & more"]), "<b>bold</b> & more")
    }

    func testHTMLValueIsNotEscaped() throws {
        XCTAssertEqual(try render("{{ snippet }}", ["snippet": .html("<em>safe</em>")]), "<em>safe</em>")
    }

    func testNonASCIITextPassesThrough() throws {
        XCTAssertEqual(try render("Grüße {{ name }} – 💪", ["name": "Zoë <3"]), "Grüße Zoë &lt;3 – 💪")
    }
}
