import Templates
import XCTest

final class ControlFlowTests: XCTestCase {
    private let ladder = "{% if a %}A{% elif b %}B{% elif not c %}not C{% else %}else{% end %}"

    func testIfElifElse() throws {
        XCTAssertEqual(try render(ladder, ["a": true, "b": true]), "A")
        XCTAssertEqual(try render(ladder, ["b": true]), "B")
        XCTAssertEqual(try render(ladder, [:]), "not C")
        XCTAssertEqual(try render(ladder, ["c": "yes"]), "else")
    }

    func testIfWithoutElseRendersNothingWhenFalse() throws {
        XCTAssertEqual(try render("[{% if a %}A{% end %}]"), "[]")
    }

    func testEqualsAndDiffersCompareRenderedText() throws {
        let source = #"{% if unit == "kg" %}kilograms{% end %}{% if unit != "kg" %}other{% end %}"#
        XCTAssertEqual(try render(source, ["unit": "kg"]), "kilograms")
        XCTAssertEqual(try render(source, ["unit": "lb"]), "other")
        XCTAssertEqual(try render(source, [:]), "other")
        XCTAssertEqual(try render(#"{% if n == "3" %}three{% end %}{% if x == "102.5" %} x{% end %}"#, ["n": 3, "x": 102.50]), "three x")
        XCTAssertEqual(try render(#"{% if done=="true" %}done{% end %}{% if gone == "" %} gone{% end %}"#, ["done": true]), "done gone")
    }

    func testForWithLoopVariables() throws {
        let source = "{% for lift in lifts %}{% if loop.first %}[{% end %}{{ loop.index }}:{{ lift.name }}{% if loop.last %}]{% else %},{% end %}{% end %}"
        let context: TemplateValue = ["lifts": [["name": "squat"], ["name": "bench"], ["name": "deadlift"]]]
        XCTAssertEqual(try render(source, context), "[1:squat,2:bench,3:deadlift]")
    }

    func testForElseWhenEmptyMissingOrNotAList() throws {
        let source = "{% for x in xs %}{{ x }}{% else %}none{% end %}"
        XCTAssertEqual(try render(source, ["xs": []]), "none")
        XCTAssertEqual(try render(source, [:]), "none")
        XCTAssertEqual(try render(source, ["xs": "abc"]), "none")
        XCTAssertEqual(try render(source, ["xs": ["a", "b"]]), "ab")
    }

    func testNestedLoopsSeeOuterItems() throws {
        let source = "{% for day in days %}{{ day.date }}:{% for set in day.sets %}{{ day.date }}/{{ set }}@{{ loop.index }} {% end %}{{ loop.index }};{% end %}"
        let context: TemplateValue = ["days": [["date": "mon", "sets": [5, 3]], ["date": "tue", "sets": [1]]]]
        XCTAssertEqual(try render(source, context), "mon:mon/5@1 mon/3@2 1;tue:tue/1@1 2;")
    }

    func testLoopItemShadowsContextOnlyInsideTheLoop() throws {
        XCTAssertEqual(try render("{{ x }}{% for x in xs %}{{ x }}{% end %}{{ x }}", ["x": "out", "xs": ["in"]]), "outinout")
    }

    func testBlocksNestAndTextAfterThemRenders() throws {
        let source = #"{% for x in xs %}{% if x == "b" %}B{% elif x == "c" %}C{% else %}{% for y in ys %}{{ x }}{{ y }}{% else %}-{% end %}{% end %};{% end %}after"#
        XCTAssertEqual(try render(source, ["xs": ["a", "b", "c"], "ys": [1, 2]]), "a1a2;B;C;after")
        XCTAssertEqual(try render(source, ["xs": ["a", "b", "c"], "ys": []]), "-;B;C;after")
        XCTAssertEqual(try render(source, [:]), "after")
    }

    func testCommentsAreDropped() throws {
        XCTAssertEqual(try render("a{# note {{ old }} {% if %} #}b{#x#}c"), "abc")
    }

    func testTwoHundredRowLoop() throws {
        let rows: [TemplateValue] = (1...200).map { day in
            ["date": .string("2024-01-\(day)"), "count": .int(day % 7), "note": "a<b"]
        }
        let source = "<table>{% for row in rows %}<tr class=\"{% if loop.first %}first{% end %}\"><td>{{ loop.index }}</td><td>{{ row.date }}</td><td>{{ row.count }}</td><td>{{ row.note }}</td></tr>{% end %}</table>"
        let expected = "<table>" + (1...200).map { day in
            "<tr class=\"\(day == 1 ? "first" : "")\"><td>\(day)</td><td>2024-01-\(day)</td><td>\(day % 7)</td><td>a&lt;b</td></tr>"
        }.joined() + "</table>"
        XCTAssertEqual(try render(source, ["rows": .list(rows)]), expected)
    }
}
