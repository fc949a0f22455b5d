import Domain
import XCTest

/// Facts in the shape of the public chucknorris.io API, and what is refused with which message.
final class FactImportTests: XCTestCase {
    private func parse(_ json: String) -> Result<[ImportedFact], FactImportError> {
        FactImport.parse(Array(json.utf8))
    }

    private func message(_ json: String) -> String? {
        guard case .failure(let error) = parse(json) else { return nil }
        return error.message
    }

    private let apiFact = """
        {"categories": ["dev"], "created_at": "2020-01-05 13:42:19.324003", "icon_url": "https://api.chucknorris.io/img/avatar/chuck-norris.png",
         "id": "elgv2wkvt8ioag6xywykbq", "updated_at": "2020-01-05 13:42:19.324003",
         "url": "https://api.chucknorris.io/jokes/elgv2wkvt8ioag6xywykbq",
         "value": "Chuck Norris's keyboard doesn't have a Ctrl key because nothing controls Chuck Norris."}
        """

    func testOneObjectAsTheRandomEndpointAnswers() throws {
        let facts = try parse(apiFact).get()
        XCTAssertEqual(facts.count, 1)
        XCTAssertEqual(facts[0].id, "elgv2wkvt8ioag6xywykbq")
        XCTAssertEqual(facts[0].input.body, "Chuck Norris's keyboard doesn't have a Ctrl key because nothing controls Chuck Norris.")
        XCTAssertEqual(facts[0].input.source, "https://api.chucknorris.io/jokes/elgv2wkvt8ioag6xywykbq")
        XCTAssertEqual(facts[0].input.categories, ["dev"])
    }

    func testAListAndASearchResult() throws {
        let second = #"{"id": "b2", "value": "The gym legend squats the rack.   Then re-racks it.", "categories": []}"#
        XCTAssertEqual(try parse("[\(apiFact), \(second)]").get().map(\.id), ["elgv2wkvt8ioag6xywykbq", "b2"])
        let search = try parse(#"{"total": 2, "result": [\#(apiFact), \#(second)]}"#).get()
        XCTAssertEqual(search.map(\.id), ["elgv2wkvt8ioag6xywykbq", "b2"])
        XCTAssertEqual(search[1].input.body, "The gym legend squats the rack. Then re-racks it.", "spaces collapsed")
        XCTAssertEqual(search[1].input.source, "", "no url, no source")
    }

    func testMissingCategoriesAndNumericIdsAndOurOwnSourceMember() throws {
        let fact = try parse(#"{"id": 42, "value": "Forty-two reps is a warm-up set.", "source": "Gym lore", "url": "https://x", "categories": null}"#).get()[0]
        XCTAssertEqual(fact.id, "42")
        XCTAssertEqual(fact.input.source, "Gym lore")
        XCTAssertEqual(fact.input.categories, [])
        XCTAssertEqual(try parse(#"{"id": "x", "value": "No categories member at all here."}"#).get()[0].input.categories, [])
    }

    func testBadDocumentsAreRefusedWithMessagesThatSayWhatToFix() {
        XCTAssertEqual(message(" \n "), "There is nothing to import. Choose a JSON file or paste its text.")
        XCTAssertEqual(message(#"{"id": "a", "value": "x"#),
                       "This is not valid JSON (line 1, column 24: the JSON ends too early). Check the file, or copy the API's answer again in full.")
        XCTAssertEqual(message("42"),
                       #"Expected one fact ({"id", "value", "categories"}), a list of them, or a search result ({"total", "result": [...]}), but the JSON is a number."#)
        XCTAssertEqual(message(#"{"total": 1, "result": {"id": "a"}}"#),
                       #"Expected one fact ({"id", "value", "categories"}), a list of them, or a search result ({"total", "result": [...]}), but the JSON is a search result whose "result" is an object, not a list."#)
        XCTAssertEqual(message("[]"), "The JSON holds no facts: its list is empty.")
        XCTAssertEqual(message(#"{"total": 0, "result": []}"#), "The JSON holds no facts: its list is empty.")
    }

    func testBadFactsNameTheirNumberAndTheProblem() {
        let good = #"{"id": "a", "value": "A good fact that is long enough."}"#
        XCTAssertEqual(message("[\(good), 7]"), #"Fact 2: expected an object with "id" and "value", found a number."#)
        XCTAssertEqual(message(#"[{"value": "A good fact that is long enough."}]"#),
                       #"Fact 1: it has no "id", which tells a new fact from an update of one imported before."#)
        XCTAssertEqual(message(#"[{"id": true, "value": "A good fact that is long enough."}]"#), #"Fact 1: its "id" must be text, not true or false."#)
        XCTAssertEqual(message(#"[{"id": 1.5, "value": "A good fact that is long enough."}]"#), #"Fact 1: its "id" must be text or a whole number, not 1.5."#)
        XCTAssertEqual(message(#"[{"id": "  ", "value": "A good fact that is long enough."}]"#), #"Fact 1: its "id" must be 1 to 100 characters (this has 0)."#)
        XCTAssertEqual(message(#"[{"id": "a"}]"#), #"Fact 1: it has no "value" (the fact's text)."#)
        XCTAssertEqual(message(#"[{"id": "a", "value": ["x"]}]"#), #"Fact 1: its "value" (the fact's text) must be text, not a list."#)
        XCTAssertEqual(message(#"[{"id": "a", "value": "Too short"}]"#), "Fact 1: Write at least 20 characters for the fact (this has 9).")
        XCTAssertEqual(message(#"[{"id": "a", "value": "A good fact that is \u001b long enough."}]"#),
                       #"Fact 1: its "value": Remove the control character U+001B (character 21); use letters, numbers and punctuation only."#)
        XCTAssertEqual(message(#"[{"id": "a", "value": "A good fact that is long enough.", "categories": "dev"}]"#),
                       #"Fact 1: its "categories" must be a list of names, not text."#)
        XCTAssertEqual(message(#"[{"id": "a", "value": "A good fact that is long enough.", "categories": [3]}]"#),
                       #"Fact 1: its "categories" must hold names (text), not a number."#)
        XCTAssertEqual(message(#"[{"id": "a", "value": "A good fact that is long enough.", "categories": ["a/b"]}]"#),
                       "Fact 1: A category name takes letters, digits and hyphens only, such as gym-legends; remove \u{201C}/\u{201D}.")
        XCTAssertEqual(message(#"[{"id": "a", "value": "A good fact that is long enough.", "url": 5}]"#),
                       #"Fact 1: its "url" (its source) must be text, not a number."#)
    }

    func testTooManyFactsAreRefusedBeforeAnyIsChecked() {
        let many = "[" + Array(repeating: "1", count: FactImport.maxFacts + 1).joined(separator: ",") + "]"
        XCTAssertEqual(message(many), "This holds 20001 facts; import at most 20000 at a time by splitting the file.")
    }
}
