import Templates
import XCTest

/// `render(_:_:locating:)`: the page's bytes are what `render` gives, and the range is where
/// the first include of the part went, so another rendering of the part can go there.
final class LocatedPartTests: XCTestCase {
    private let library = try! TemplateLibrary(templates: [
        "layout": "<main>{% content %}</main>",
        "page": #"{% layout "layout" %}<h1>{{ title }}</h1>{% if fact %}{% include "fact" %}{% end %}<p>after</p>"#,
        "list": #"{% for fact in facts %}<li>{% include "fact" %}</li>{% end %}"#,
        "fact": "<q>{{ fact.text }}</q>",
    ])

    func testTheRangeIsWhereThePartWentInsideTheLayout() throws {
        let context: TemplateValue = ["title": "Facts & more", "fact": ["text": "<b>"]]
        let (bytes, part) = try library.render("page", context, locating: "fact")
        XCTAssertEqual(bytes, try library.render("page", context))
        let range = try XCTUnwrap(part)
        XCTAssertEqual(String(decoding: bytes[range], as: UTF8.self), "<q>&lt;b&gt;</q>")
        XCTAssertEqual(Array(bytes[range]), try library.render("fact", ["fact": ["text": "<b>"]]), "the part rendered alone")
        let other = try library.render("fact", ["fact": ["text": "another"]])
        var replaced = bytes
        replaced.replaceSubrange(range, with: other)
        XCTAssertEqual(String(decoding: replaced, as: UTF8.self), "<main><h1>Facts &amp; more</h1><q>another</q><p>after</p></main>")
    }

    func testThePartNotIncludedHasNoRange() throws {
        let (bytes, part) = try library.render("page", ["title": "Facts"], locating: "fact")
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "<main><h1>Facts</h1><p>after</p></main>")
        XCTAssertNil(part)
    }

    func testOnlyTheFirstIncludeIsLocated() throws {
        let (bytes, part) = try library.render("list", ["facts": [["text": "one"], ["text": "two"]]], locating: "fact")
        XCTAssertEqual(String(decoding: bytes[try XCTUnwrap(part)], as: UTF8.self), "<q>one</q>")
    }

    func testAnUnknownPartIsAnError() {
        XCTAssertThrowsError(try library.render("page", [:], locating: "missing"))
    }
}
