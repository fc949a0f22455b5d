import Domain
import XCTest

/// The share card: large text for a short fact, never below 40 px, taller rather than smaller
/// when a fact does not fit the square.
final class FactCardTests: XCTestCase {
    private func assertFits(_ card: FactCard, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(card.lines.map(\.text).joined(separator: " "), text, "no word lost or broken", file: file, line: line)
        for row in card.lines {
            XCTAssertLessThanOrEqual(FactCard.width(of: row.text, fontSize: card.fontSize), Double(FactCard.textWidth) + 0.01, row.text, file: file, line: line)
        }
        for row in card.sourceLines {
            XCTAssertLessThanOrEqual(FactCard.width(of: row.text, fontSize: FactCard.sourceFontSize), Double(FactCard.textWidth) + 0.01, row.text,
                                     file: file, line: line)
        }
        let last = (card.sourceLines.last ?? card.lines.last)!.baseline
        XCTAssertLessThanOrEqual(last, card.height - 100, "the text stays inside the card", file: file, line: line)
        XCTAssertGreaterThanOrEqual(card.lines[0].baseline - card.fontSize, FactCard.header, "below the header", file: file, line: line)
        XCTAssertGreaterThanOrEqual(card.fontSize, FactCard.minimumFontSize, file: file, line: line)
    }

    func testATwentyCharacterFactIsLargeOnASquare() {
        let text = "Squats build legs!!"
        let card = FactCard(text: text + "!", source: "")
        assertFits(card, text + "!")
        XCTAssertEqual(card.height, 1080)
        XCTAssertEqual(card.fontSize, FactCard.maximumFontSize)
        XCTAssertLessThanOrEqual(card.lines.count, 2)
    }

    func testAFourHundredCharacterFactKeepsFortyPixelsAndMakesTheCardTaller() {
        let text = String(String(repeating: "Heavy squats and deadlifts make strong legs and backs. ", count: 8).prefix(399)) + "."
        XCTAssertEqual(text.count, 400)
        let card = FactCard(text: text, source: "Zatsiorsky VM, Kraemer WJ (2006). Science and Practice of Strength Training, 2nd edition. Human Kinetics.")
        assertFits(card, text)
        XCTAssertEqual(card.fontSize, FactCard.minimumFontSize)
        XCTAssertGreaterThan(card.height, 1080)
        XCTAssertGreaterThan(card.lines.count, 10)
        XCTAssertEqual(card.sourceLines.count, 3)
    }

    func testAMiddlingFactShrinksOnlyAsFarAsItMustOnTheSquare() {
        let text = "More weekly sets bring more muscle growth: in a meta-analysis, 10 or more sets per muscle a week grew more muscle than fewer than 5."
        let card = FactCard(text: text, source: "Schoenfeld BJ, Ogborn D, Krieger JW (2017). Journal of Sports Sciences 35(11):1073–1082.")
        assertFits(card, text)
        XCTAssertEqual(card.height, 1080)
        XCTAssertLessThan(card.fontSize, FactCard.maximumFontSize)
        XCTAssertGreaterThan(card.fontSize, FactCard.minimumFontSize)
    }

    func testAFactTooWideForTheSquareMakesItTallerNotSmaller() {
        let text = String(String(repeating: "WWW MMM ", count: 50).prefix(400))
        let card = FactCard(text: text, source: "")
        XCTAssertEqual(card.fontSize, FactCard.minimumFontSize)
        XCTAssertGreaterThan(card.height, 1080)
        assertFits(card, FactText.normalized(text))
    }

    func testAWordLongerThanALineIsCutWhereTheLineIsFull() {
        let url = "https://example.com/" + String(repeating: "abcdefghij", count: 8)
        let card = FactCard(text: url, source: "")
        XCTAssertGreaterThan(card.lines.count, 1)
        XCTAssertEqual(card.lines.map(\.text).joined(), url)
    }
}
