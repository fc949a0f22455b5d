import Templates
import XCTest

/// Long texts are scanned eight bytes at a time: every special character must be found at
/// every place in a word, and nothing else touched.
final class LongTextEscapingTests: XCTestCase {
    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]

    private func escapedByHand(_ text: String) -> String {
        text.map { Self.entities[$0] ?? String($0) }.joined()
    }

    func testASpecialCharacterAtEveryPlace() throws {
        for special in ["&", "<", ">", "\"", "'"] {
            for length in 1...20 {
                for place in 0..<length {
                    var characters = Array(repeating: "a", count: length)
                    characters[place] = special
                    let text = characters.joined()
                    XCTAssertEqual(try render("{{ t }}", ["t": .string(text)]), escapedByHand(text), text)
                }
            }
        }
    }

    func testMixedTextOfAllLengths() throws {
        let pieces = ["M12.5,3 L4", " ", "<", "é", "&&", "'\"", "💪", ">x", "\u{0}", "%!#=?"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(try render("{{ t }}", ["t": .string(text)]), escapedByHand(text), text)
            XCTAssertEqual(try render("{{ t }}", ["t": .html(text)]), text)
        }
    }
}
