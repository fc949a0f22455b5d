import Templates
import XCTest

final class CompositionTests: XCTestCase {
    func testIncludeSharesTheContextAndLoopItems() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"{% include "partials/nav" %}|{% for u in users %}{% include "partials/user" %}{% end %}"#,
            "partials/nav": "Hi {{ name }}",
            "partials/user": "<{{ u }}>",
        ])
        XCTAssertEqual(try render("page", in: library, ["name": "Ann", "users": ["a", "b"]]), "Hi Ann|<a><b>")
    }

    func testLayoutWrapsThePageAndSeesItsContext() throws {
        let library = try TemplateLibrary(templates: [
            "home": "{% layout \"layout\" %}\n<h1>{{ title }}</h1>",
            "layout": "<title>{{ title }}</title><main>{% content %}</main>",
        ])
        XCTAssertEqual(try render("home", in: library, ["title": "Home"]), "<title>Home</title><main>\n<h1>Home</h1></main>")
    }

    func testLayoutMayHaveALayout() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"{# the page #}{% layout "layouts/app" %}page"#,
            "layouts/app": #"{% layout "layouts/base" %}<app>{% content %}</app>"#,
            "layouts/base": "<base>{% content %}</base>",
        ])
        XCTAssertEqual(try render("page", in: library), "<base><app>page</app></base>")
    }

    func testIncludedPageKeepsItsOwnLayout() throws {
        let library = try TemplateLibrary(templates: [
            "outer": #"{% layout "frame" %}O{% include "inner" %}"#,
            "inner": #"{% layout "box" %}I"#,
            "frame": "[{% content %}]",
            "box": "({% content %})",
        ])
        XCTAssertEqual(try render("outer", in: library), "[O(I)]")
    }

    func testPartialWithoutLayoutPassesThePageThrough() throws {
        let library = try TemplateLibrary(templates: [
            "page": #"{% layout "layout" %}page"#,
            "layout": #"<body>{% include "partials/main" %}</body>"#,
            "partials/main": "<main>{% content %}</main>",
        ])
        XCTAssertEqual(try render("page", in: library), "<body><main>page</main></body>")
    }

    func testLayoutRenderedAloneHasEmptyContent() throws {
        let library = try TemplateLibrary(templates: ["layout": "<main>{% content %}</main>"])
        XCTAssertEqual(try render("layout", in: library), "<main></main>")
    }

    func testRenderIntoAppendsToTheBuffer() throws {
        let library = try TemplateLibrary(templates: ["page": "{{ n }}"])
        var buffer = Array("HTTP/1.1 200 OK\r\n\r\n".utf8)
        try library.render("page", ["n": 7], into: &buffer)
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "HTTP/1.1 200 OK\r\n\r\n7")
    }

    func testUnknownTemplateName() throws {
        let library = try TemplateLibrary(templates: ["page": "x"])
        XCTAssertThrowsError(try library.render("pages", [:])) { error in
            XCTAssertEqual(error as? TemplateError, .notFound("pages"))
            XCTAssertEqual("\(error)", "no template named `pages`; names are paths under Views without `.html`")
        }
    }

    func testNamesAreSorted() throws {
        let library = try TemplateLibrary(templates: ["b": "", "a/z": "", "a": ""])
        XCTAssertEqual(library.names, ["a", "a/z", "b"])
    }
}
