import Templates
import XCTest

final class LoadErrorTests: XCTestCase {
    func testUnknownTag() {
        XCTAssertEqual(loadError(["page": "a\n{% iff x %}"]), "page.html:2: unknown tag `{% iff %}`; tags are if, elif, else, for, end, include, wrap, layout and content")
        XCTAssertEqual(loadError(["page": "{% %}"]), "page.html:1: a tag must start with a keyword such as `if`, `for` or `include`")
    }

    func testUnclosedDelimiters() {
        XCTAssertEqual(loadError(["page": "a\nb {{ name \nc {{ other }}"]), "page.html:2: `{{` is never closed with `}}`")
        XCTAssertEqual(loadError(["page": "x\n\n{% if a"]), "page.html:3: `{%` is never closed with `%}`")
        XCTAssertEqual(loadError(["page": "{# note\n"]), "page.html:1: `{#` is never closed with `#}`")
        XCTAssertEqual(loadError(["page": #"{% include "nav %}"#]), "page.html:1: a `\"` is never closed")
    }

    func testLineCountsSurviveMultiLineTagsAndComments() {
        XCTAssertEqual(loadError(["page": "{{\nname\n}}\n{# a\nb #}\n{% end %}"]), "page.html:6: `{% end %}` without an open block")
    }

    func testBoundaryWithoutAnOpenBlock() {
        XCTAssertEqual(loadError(["page": "a\nb\n{% end %}"]), "page.html:3: `{% end %}` without an open block")
        XCTAssertEqual(loadError(["page": "{% else %}"]), "page.html:1: `{% else %}` without an open block")
        XCTAssertEqual(loadError(["page": "{% elif a %}"]), "page.html:1: `{% elif %}` without an open block")
    }

    func testBlockLeftOpen() {
        XCTAssertEqual(loadError(["page": "{% if a %}\n{% for x in xs %}\n{% end %}"]), "page.html:1: `{% if %}` is never closed with `{% end %}`")
        XCTAssertEqual(loadError(["page": "\n{% for x in xs %}{% else %}"]), "page.html:2: `{% for %}` is never closed with `{% end %}`")
    }

    func testMisplacedElseAndElif() {
        XCTAssertEqual(loadError(["page": "{% if a %}\n{% else %}\n{% else %}{% end %}"]), "page.html:3: a second `{% else %}` in the `{% if %}` of line 1")
        XCTAssertEqual(loadError(["page": "{% if a %}{% else %}\n{% elif b %}{% end %}"]), "page.html:2: `{% elif %}` after `{% else %}` in the `{% if %}` of line 1")
        XCTAssertEqual(loadError(["page": "{% for x in xs %}\n{% elif b %}{% end %}"]), "page.html:2: `{% elif %}` belongs to `{% if %}`, not to the `{% for %}` of line 1")
    }

    func testMalformedTags() {
        XCTAssertEqual(loadError(["page": "{% if %}{% end %}"]), #"page.html:1: `{% if %}` needs a condition: `value`, `not value`, `value == "text"` or `value != "text"`"#)
        XCTAssertEqual(loadError(["page": #"{% if a = "b" %}{% end %}"#]), #"page.html:1: `{% if %}` needs a condition: `value`, `not value`, `value == "text"` or `value != "text"`"#)
        XCTAssertEqual(loadError(["page": "{% for x of xs %}{% end %}"]), "page.html:1: `{% for %}` is written `{% for item in items %}`")
        XCTAssertEqual(loadError(["page": "{% for loop in xs %}{% end %}"]), "page.html:1: `loop` cannot name a loop item; use a plain name like `item` (`loop` is taken by loop.index)")
        XCTAssertEqual(loadError(["page": "{% end if %}"]), "page.html:1: `{% end %}` takes nothing after `end`")
        XCTAssertEqual(loadError(["page": "{% include nav %}"]), #"page.html:1: `{% include %}` needs a quoted template name, like `{% include "partials/nav" %}`"#)
    }

    func testMalformedValues() {
        XCTAssertEqual(loadError(["page": "{{ user..name }}"]), "page.html:1: `user..name` is not a value name: use letters, digits and `_`, with `.` between parts")
        XCTAssertEqual(loadError(["page": "{{ a b }}"]), "page.html:1: `{{ a b }}` should hold a value name, or `raw` and a value name")
        XCTAssertEqual(loadError(["page": "{{ }}"]), "page.html:1: `{{ }}` should hold a value name, or `raw` and a value name")
        XCTAssertEqual(loadError(["page": "{{ loop.count }}"]), "page.html:1: `loop.count`: a loop offers only `loop.index`, `loop.first` and `loop.last`")
    }

    func testMissingIncludeAndLayout() {
        XCTAssertEqual(loadError(["page": "x\n{% include \"partials/nav\" %}"]), "page.html:2: no template `partials/nav` for `{% include %}`; names are paths under Views without `.html`")
        XCTAssertEqual(loadError(["page": #"{% layout "layout" %}"#]), "page.html:1: no template `layout` for `{% layout %}`; names are paths under Views without `.html`")
    }

    func testLayoutMustBeTheFirstTag() {
        XCTAssertEqual(loadError(["page": "{{ a }}\n{% layout \"base\" %}", "base": ""]), "page.html:2: `{% layout %}` must be the first tag of the file")
    }

    func testCycles() {
        XCTAssertEqual(loadError(["a": #"{% include "b" %}"#, "b": "\n{% include \"a\" %}"]), "b.html:2: includes and layouts go round in a cycle: a → b → a")
        XCTAssertEqual(loadError(["self": "x\n{% include \"self\" %}"]), "self.html:2: includes and layouts go round in a cycle: self → self")
        XCTAssertEqual(loadError(["page": #"{% layout "one" %}"#, "one": #"{% layout "two" %}"#, "two": #"{% include "one" %}"#]), "two.html:1: includes and layouts go round in a cycle: one → two → one")
    }
}
