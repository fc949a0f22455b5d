import Domain
import XCTest

final class FactInputTests: XCTestCase {
    private func errors(_ body: String?, source: String? = "", categories: [String] = []) -> [String: String] {
        guard case .failure(let errors) = FactInput.parse(body: body, source: source, categories: categories) else { return [:] }
        return Dictionary(errors.errors.map { ($0.field, $0.message) }) { first, _ in first }
    }

    func testTextIsPutOnOneLineAndCategoriesAreFoldedSortedAndUnique() throws {
        let input = try FactInput.parse(body: "  Squats\n build\tlegs,  and more besides. ", source: " Rippetoe M (2011). ",
                                        categories: ["Strength", "gym legends", "strength"]).get()
        XCTAssertEqual(input.body, "Squats build legs, and more besides.")
        XCTAssertEqual(input.source, "Rippetoe M (2011).")
        XCTAssertEqual(input.categories, ["gym-legends", "strength"])
        XCTAssertEqual(input.key, "squats build legs, and more besides.")
    }

    func testTextMustBe20To400Characters() {
        XCTAssertEqual(errors(String(repeating: "a", count: 19)), ["body": "Write at least 20 characters for the fact (this has 19)."])
        XCTAssertEqual(errors(nil)["body"], "Write at least 20 characters for the fact (this has 0).")
        XCTAssertEqual(errors(String(repeating: "a", count: 20)), [:])
        XCTAssertEqual(errors(String(repeating: "é", count: 400)), [:], "counted in characters, not bytes")
        XCTAssertEqual(errors(String(repeating: "a", count: 401))["body"],
                       "Keep the fact to 400 characters so it fits its card (this has 401).")
    }

    func testSourceAndCategoriesAreChecked() {
        let body = "A fact long enough to be a fact."
        XCTAssertNotNil(errors(body, source: String(repeating: "s", count: 301))["source"])
        XCTAssertEqual(errors(body, categories: ["ok", "bad/name"])["categories"],
                       "A category name takes letters, digits and hyphens only, such as gym-legends; remove \u{201C}/\u{201D}.")
    }

    func testCategoryNames() {
        XCTAssertEqual(try CategoryName.parse(" Gym  Legends ").get(), "gym-legends")
        XCTAssertEqual(try CategoryName.parse("gym__legends--").get(), "gym-legends")
        XCTAssertEqual(try CategoryName.parse("Ernährung").get(), "ernährung")
        XCTAssertEqual(try CategoryName.parse("dev2").get(), "dev2")
        XCTAssertEqual(CategoryName.parse(" - "), .failure(.empty))
        XCTAssertEqual(CategoryName.parse("a?b"), .failure(.character("?")))
        XCTAssertEqual(CategoryName.parse(".."), .failure(.character(".")), "never a path segment of dots")
        XCTAssertEqual(CategoryName.parse(String(repeating: "x", count: 41)), .failure(.tooLong(count: 41)))
    }
}
