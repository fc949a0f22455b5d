import Templates
import XCTest

final class ValueTests: XCTestCase {
    func testMissingValueRendersNothing() throws {
        XCTAssertEqual(try render("[{{ nobody }}][{{ user.age }}][{{ name.first }}]", ["user": [:], "name": "Ann"]), "[][][]")
    }

    func testNestedPaths() throws {
        let context: TemplateValue = ["user": ["first_name": .string("Ann"), "gym": ["city": "Oslo"]]]
        XCTAssertEqual(try render("{{ user.first_name }} from {{ user.gym.city }}", context), "Ann from Oslo")
    }

    func testDoublesRenderWithUpToTwoDecimals() throws {
        let cases: [(Double, String)] = [
            (102.5, "102.5"), (100, "100"), (3.14159, "3.14"), (0.1 + 0.2, "0.3"),
            (2.05, "2.05"), (1.999, "2"), (-2.25, "-2.25"), (-0.001, "0"), (0, "0"),
        ]
        for (number, text) in cases {
            XCTAssertEqual(try render("{{ n }}", ["n": .double(number)]), text, "\(number)")
        }
    }

    func testIntegersAndBooleans() throws {
        XCTAssertEqual(try render("{{ a }} {{ b }} {{ c }} {{ d }}", ["a": 0, "b": -42, "c": true, "d": .int(Int.min)]), "0 -42 true -9223372036854775808")
    }

    func testListsAndDictionariesHaveNoText() throws {
        XCTAssertEqual(try render("[{{ list }}][{{ dict }}]", ["list": [1, 2], "dict": ["a": 1]]), "[][]")
    }

    func testTruthiness() throws {
        let cases: [(TemplateValue?, Bool)] = [
            (nil, false), (false, false), (true, true), ("", false), ("0", true), (" ", true),
            (.html(""), false), ([], false), ([0], true), ([:], false), (["a": 0], true),
            (0, false), (1, true), (-1, true), (0.0, false), (0.5, true),
        ]
        for (value, truthy) in cases {
            let context: TemplateValue = value.map { ["v": $0] } ?? [:]
            XCTAssertEqual(try render("{% if v %}yes{% else %}no{% end %}", context), truthy ? "yes" : "no", "\(String(describing: value))")
        }
    }

    func testDictionaryLiteralKeepsTheLastOfARepeatedKey() throws {
        XCTAssertEqual(try render("{{ a }}", ["a": 1, "a": 2]), "2")
    }
}
