import Templates
import XCTest

final class WrapTests: XCTestCase {
    func testThePartialRendersTheBodyAtItsContent() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"a{% wrap "select" name="unit" %}<option>{{ values.unit }}</option>{% end %}b"#,
            "select": #"<select name="{{ name }}">{% content %}</select>"#,
        ])
        XCTAssertEqual(try render("page", in: library, ["values": ["unit": "kg"]]), #"a<select name="unit"><option>kg</option></select>b"#)
    }

    func testTheBodySeesLoopItemsAndArgumentsAreUnboundAfterwards() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"{% for u in units %}{% wrap "box" label=u %}{{ u }}{{ label }}{% end %}{{ label }};{% end %}"#,
            "box": "[{{ label }}:{% content %}]",
        ])
        XCTAssertEqual(try render("page", in: library, ["units": ["kg", "lb"], "label": "L"]), "[kg:kgkg]L;[lb:lblb]L;")
    }

    func testAWrappedPartialWithALayoutAndAPageInsideALayout() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"{% layout "layout" %}P{% wrap "frame" %}body{% end %}"#,
            "layout": "<main>{% content %}</main>",
            "frame": #"{% layout "card" %}<frame>{% content %}</frame>"#,
            "card": "<card>{% content %}</card>",
        ])
        XCTAssertEqual(try render("page", in: library), "<main>P<card><frame>body</frame></card></main>")
    }

    func testAPartialWithoutContentDropsTheBody() throws {
        let library = try TemplateLibrary(templates: ["page": #"{% wrap "p" %}gone{% end %}!"#, "p": "p"])
        XCTAssertEqual(try render("page", in: library), "p!")
    }

    func testLoadErrors() {
        XCTAssertEqual(loadError(["page": "\n{% wrap \"p\" %}x", "p": ""]), "page.html:2: `{% wrap %}` is never closed with `{% end %}`")
        XCTAssertEqual(loadError(["page": "{% wrap \"p\" %}\n{% else %}{% end %}", "p": ""]),
                       "page.html:2: `{% else %}` has no place in the `{% wrap %}` of line 1; close it with `{% end %}`")
        XCTAssertEqual(loadError(["page": #"{% wrap p %}{% end %}"#, "p": ""]), #"page.html:1: `{% wrap %}` needs a quoted template name, like `{% wrap "partials/nav" %}`"#)
        XCTAssertEqual(loadError(["page": #"{% wrap "p" x %}{% end %}"#, "p": ""]),
                       "page.html:1: `x`: after the template name, `{% wrap %}` takes only arguments written `name=\"text\"`, `name=12`, `name=true` or `name=value.path`")
        XCTAssertEqual(loadError(["page": "{% wrap \"page\" %}{% end %}"]), "page.html:1: includes and layouts go round in a cycle: page → page")
    }
}
