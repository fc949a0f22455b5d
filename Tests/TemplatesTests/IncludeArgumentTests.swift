import Templates
import XCTest

final class IncludeArgumentTests: XCTestCase {
    private func render(_ page: String, partials: [String: String], _ context: TemplateValue = [:]) throws -> String {
        try render("page", in: TemplateLibrary(templates: partials.merging(["page": page]) { $1 }), context)
    }

    func testLiteralsAndPathsAreBoundByName() throws {
        let partial = "{{ label }}|{{ size }}|{{ ratio }}|{% if on %}on{% end %}{% if not off %}off{% end %}|{{ value }}"
        let page = #"{% include "p" label="Lift" size=12 ratio=-2.5 on=true off=false value=values.lift %}"#
        XCTAssertEqual(try render(page, partials: ["p": partial], ["values": ["lift": "Squat"]]), "Lift|12|-2.5|onoff|Squat")
    }

    func testTheRestOfTheContextStaysVisible() throws {
        let page = #"{% include "p" name="lift" %}"#
        XCTAssertEqual(try render(page, partials: ["p": "{{ name }}:{{ csrf_token }}"], ["csrf_token": "t0k"]), "lift:t0k")
    }

    func testArgumentsShadowOuterNamesAndAreRestoredAfterTheInclude() throws {
        let page = #"{{ name }}{% include "p" name="inner" %}{{ name }}{% for name in names %}[{% include "p" name="arg" %}{{ name }}]{% end %}"#
        let context: TemplateValue = ["name": "outer", "names": ["a", "b"]]
        XCTAssertEqual(try render(page, partials: ["p": "({{ name }})"], context), "outer(inner)outer[(arg)a][(arg)b]")
    }

    func testAMissingPathHidesTheOuterValueOfThatName() throws {
        let page = #"{% include "p" error=errors.lift %}"#
        let context: TemplateValue = ["error": "outer error", "errors": [:]]
        XCTAssertEqual(try render(page, partials: ["p": "{% if error %}{{ error }}{% else %}none{% end %}"], context), "none")
    }

    func testArgumentsAreLookedUpWhereTheIncludeIsWritten() throws {
        let page = #"{% for item in items %}{% include "p" a=b b=a n=loop.index first=item %}{% end %}"#
        let context: TemplateValue = ["a": "A", "b": "B", "items": ["x", "y"]]
        XCTAssertEqual(try render(page, partials: ["p": "{{ a }}{{ b }}{{ n }}{{ first }} "], context), "BA1x BA2y ")
    }

    func testNestedIncludesPassArgumentsOn() throws {
        let partials = [
            "field": #"<label>{{ label }}</label>{% include "error" id=name message=error %}"#,
            "error": #"{% if message %}<p id="{{ id }}-error">{{ message }}</p>{% end %}{{ name }}"#,
        ]
        let page = #"{% include "field" name="reps" label="Reps" error=errors.reps %}{% include "field" name="sets" label="Sets" %}"#
        let context: TemplateValue = ["errors": ["reps": "Too many"]]
        XCTAssertEqual(try render(page, partials: partials, context), #"<label>Reps</label><p id="reps-error">Too many</p>reps<label>Sets</label>sets"#)
    }

    func testLoopsInsideThePartialShadowItsArguments() throws {
        let page = #"{% include "p" item="argument" items=list %}"#
        let partial = "{% for item in items %}{{ item }},{% end %}{{ item }}"
        XCTAssertEqual(try render(page, partials: ["p": partial], ["list": ["1", "2"]]), "1,2,argument")
    }

    func testArgumentValuesAreEscapedUnlessRaw() throws {
        let page = #"{% include "p" label="<b>&" value=input %}"#
        let partial = #"<label>{{ label }}</label><input value="{{ value }}">{{ raw value }}"#
        XCTAssertEqual(try render(page, partials: ["p": partial], ["input": "\" onfocus='x'"]),
                       #"<label>&lt;b&gt;&amp;</label><input value="&quot; onfocus=&#39;x&#39;">" onfocus='x'"#)
    }

    func testPartialWithALayoutSeesItsArguments() throws {
        let partials = ["p": #"{% layout "box" %}{{ word }}"#, "box": "[{{ word }}:{% content %}]"]
        XCTAssertEqual(try render(#"{% include "p" word="hi" %}"#, partials: partials), "[hi:hi]")
    }

    func testBadArgumentsFailAtLoadTimeWithTheirLine() {
        let partial = ["p": ""]
        let takesOnly = "after the template name, `{% include %}` takes only arguments written `name=\"text\"`, `name=12`, `name=true` or `name=value.path`"
        XCTAssertEqual(loadError(partial.merging(["page": "x\n{% include \"p\" label %}"]) { $1 }), "page.html:2: `label`: \(takesOnly)")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" "Lift" %}"#]) { $1 }), "page.html:1: `\"Lift\"`: \(takesOnly)")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" label= "Lift" %}"#]) { $1 }),
                       "page.html:1: `label=`: write the argument's value right after `=`, without spaces")
        XCTAssertEqual(loadError(partial.merging(["page": "\n\n{% include \"p\" a=1 a=2 %}"]) { $1 }), "page.html:3: the argument `a` is given twice")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" loop=1 %}"#]) { $1 }),
                       "page.html:1: `loop` cannot name an argument; use a plain name like `label` (`loop` is taken by loop.index)")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" a.b=1 %}"#]) { $1 }),
                       "page.html:1: `a.b` cannot name an argument; use a plain name like `label` (`loop` is taken by loop.index)")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" n=12x %}"#]) { $1 }),
                       "page.html:1: `12x` is not a number: write digits, with `.` before any decimals")
        XCTAssertEqual(loadError(partial.merging(["page": #"{% include "p" v=values..lift %}"#]) { $1 }),
                       "page.html:1: `values..lift` is not a value name: use letters, digits and `_`, with `.` between parts")
        XCTAssertEqual(loadError(partial.merging(["page": "\n{% include \"p\" label=\"Lift %}"]) { $1 }), "page.html:2: a `\"` is never closed")
    }

    func testAssignmentsAreNotValuesElsewhere() {
        XCTAssertEqual(loadError(["page": "{{ a=b }}"]), "page.html:1: `{{ a=b }}` should hold a value name, or `raw` and a value name")
        XCTAssertEqual(loadError(["page": #"{% layout="x" %}"#]), "page.html:1: a tag must start with a keyword such as `if`, `for` or `include`")
        XCTAssertEqual(loadError(["page": #"{% layout "base" a=1 %}"#, "base": ""]),
                       #"page.html:1: `{% layout %}` needs a quoted template name, like `{% layout "partials/nav" %}`"#)
    }
}
