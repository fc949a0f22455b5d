import Domain
import XCTest

final class FactSearchQueryTests: XCTestCase {
    private func query(_ raw: String) -> FactSearchQuery? {
        try? FactSearchQuery.parse(raw).get()
    }

    private func message(_ raw: String) -> String? {
        guard case .failure(let errors) = FactSearchQuery.parse(raw) else { return nil }
        return errors.message(for: "q")
    }

    func testLengthIsCountedAfterTrimming() {
        XCTAssertEqual(message("a"), "Type at least 3 characters to search.")
        XCTAssertEqual(message("ab"), "Type at least 3 characters to search.")
        XCTAssertEqual(message("  ab \n"), "Type at least 3 characters to search.")
        XCTAssertNil(message("abc"))
        XCTAssertNil(message(String(repeating: "x", count: 120)))
        XCTAssertEqual(message(String(repeating: "x", count: 121)), "Keep the search to 120 characters (this one has 121).")
        XCTAssertNil(message("  " + String(repeating: "x", count: 120) + "  "))
    }

    func testEveryWordBecomesAQuotedPrefixSoFTS5SyntaxIsOnlyText() {
        XCTAssertEqual(query("Back  Squat")?.matchExpression, "\"Back\"* \"Squat\"*")
        XCTAssertEqual(query("squat AND bench")?.matchExpression, "\"squat\"* \"AND\"* \"bench\"*")
        XCTAssertEqual(query("NEAR(squat bench)")?.matchExpression, "\"NEAR\"* \"squat\"* \"bench\"*")
        XCTAssertEqual(query("\"deadlift*\" -bench ^x:y")?.matchExpression, "\"deadlift\"* \"bench\"* \"x\"* \"y\"*")
        XCTAssertEqual(query("***")?.words, [], "nothing to search for: no results, no error")
        XCTAssertEqual(query("\"\"\"")?.matchExpression, "")
        XCTAssertEqual(query("crème brûlée")?.words, ["crème", "brûlée"], "accents are left to the tokenizer")
        XCTAssertEqual(query("e\u{301}te\u{301}")?.words.count, 1, "a combining accent stays in its word")
    }

    func testRememberedLowercasedAndCollapsed() {
        XCTAssertEqual(query("  Back \t SQUAT  ")?.text, "Back SQUAT")
        XCTAssertEqual(query("  Back \t SQUAT  ")?.remembered, "back squat")
        XCTAssertEqual(query("ÜBER")?.remembered, "über")
    }

    func testHighlightMarkersBecomeRunsAndStrayMarkersStayHarmless() {
        let (open, close) = (String(HighlightMarkers.open), String(HighlightMarkers.close))
        XCTAssertEqual(HighlightMarkers.runs("The \(open)squat\(close) <b>"),
                       [TextRun("The ", isMatch: false), TextRun("squat", isMatch: true), TextRun(" <b>", isMatch: false)])
        XCTAssertEqual(HighlightMarkers.runs("\(open)a\(close)\(open)b\(close)"), [TextRun("a", isMatch: true), TextRun("b", isMatch: true)])
        XCTAssertEqual(HighlightMarkers.runs("x\(close)y\(open)z"),
                       [TextRun("x", isMatch: false), TextRun("y", isMatch: false), TextRun("z", isMatch: true)])
        XCTAssertEqual(HighlightMarkers.runs(""), [])
    }
}
