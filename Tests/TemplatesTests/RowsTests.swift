import Templates
import XCTest

/// `.rows` must render exactly as the same rows given as a list of dictionaries would.
final class RowsTests: XCTestCase {
    private struct Lift {
        let name: String
        let weight: Double
        let reps: Int
        let best: Bool
    }

    private let lifts = [
        Lift(name: "Back <Squat> & \"Co\" 'n'", weight: 102.5, reps: 5, best: true),
        Lift(name: "", weight: 0, reps: 0, best: false),
        Lift(name: "Deadlift", weight: 180, reps: 1, best: false),
    ]

    private func rows(_ lifts: [Lift]) -> TemplateValue {
        .rows(TemplateRows(columns: ["name", "weight", "reps", "best", "note"], lifts) { lift, cells in
            cells.append(.string(lift.name))
            cells.append(.double(lift.weight))
            cells.append(.int(lift.reps))
            cells.append(.bool(lift.best))
            cells.append(.html(lift.best ? "<b>PR</b>" : ""))
        })
    }

    private func dictionaries(_ lifts: [Lift]) -> TemplateValue {
        .list(lifts.map { lift in
            ["name": .string(lift.name), "weight": .double(lift.weight), "reps": .int(lift.reps), "best": .bool(lift.best),
             "note": .html(lift.best ? "<b>PR</b>" : "")]
        })
    }

    /// Both renders of `source`, rows first.
    private func both(_ source: String, _ lifts: [Lift], partials: [String: String] = [:]) throws -> (rows: String, dictionaries: String) {
        let library = try TemplateLibrary(templates: partials.merging(["page": source]) { _, page in page })
        return (try render("page", in: library, ["lifts": rows(lifts), "unit": "kg"]),
                try render("page", in: library, ["lifts": dictionaries(lifts), "unit": "kg"]))
    }

    func testCellsRenderAndEscapeAsDictionaryValuesDo() throws {
        let source = "{% for lift in lifts %}{{ loop.index }}. {{ lift.name }} {{ lift.weight }} {{ unit }} × {{ lift.reps }} {{ lift.best }} {{ lift.note }}|{% end %}"
        let (rows, dictionaries) = try both(source, lifts)
        XCTAssertEqual(rows, dictionaries)
        XCTAssertEqual(rows, "1. Back &lt;Squat&gt; &amp; &quot;Co&quot; &#39;n&#39; 102.5 kg × 5 true <b>PR</b>|2.  0 kg × 0 false |3. Deadlift 180 kg × 1 false |")
    }

    func testConditionsLoopFieldsAndComparisons() throws {
        let source = """
            {% for lift in lifts %}{% if loop.first %}[{% end %}{% if lift.best %}best{% elif not lift.name %}unnamed{% else %}{{ lift.name }}{% end %}\
            {% if lift.reps == "1" %} single{% end %}{% if lift.weight != "180" %} light{% end %}{% if loop.last %}]{% else %}, {% end %}{% end %}
            """
        let (rows, dictionaries) = try both(source, lifts)
        XCTAssertEqual(rows, dictionaries)
        XCTAssertEqual(rows, "[best light, unnamed light, Deadlift single]")
    }

    func testARowPassedToAPartialAndNestedLoops() throws {
        let partials = ["partials/lift": "<li>{{ item.name }} ({{ item.reps }}){% for again in lifts %}{% if loop.first %}:{% end %}{{ again.reps }}{% end %}</li>"]
        let source = #"{% for lift in lifts %}{% include "partials/lift" item=lift %}{% end %}"#
        let (rows, dictionaries) = try both(source, lifts, partials: partials)
        XCTAssertEqual(rows, dictionaries)
        XCTAssertTrue(rows.hasPrefix("<li>Back &lt;Squat&gt;"), rows)
    }

    func testNoRowsTakeTheElseBranchAndAreFalse() throws {
        let source = "{% for lift in lifts %}{{ lift.name }}{% else %}none{% end %}{% if lifts %} some{% else %} falsy{% end %}"
        let (rows, dictionaries) = try both(source, [])
        XCTAssertEqual(rows, dictionaries)
        XCTAssertEqual(rows, "none falsy")
    }

    func testARowAndAMissingColumnHaveNoText() throws {
        let (rows, dictionaries) = try both("{% for lift in lifts %}[{{ lift }}{{ lift.nothing }}{{ lift.name.deeper }}]{% if lift %}row{% end %}{% end %}", [lifts[2]])
        XCTAssertEqual(rows, dictionaries)
        XCTAssertEqual(rows, "[]row")
    }

    func testCountIsRowsNotCells() {
        guard case .rows(let table) = rows(lifts) else { return XCTFail("not rows") }
        XCTAssertEqual(table.count, 3)
        XCTAssertEqual(TemplateRows(columns: [], [1, 2]) { _, _ in }.count, 0)
    }
}
