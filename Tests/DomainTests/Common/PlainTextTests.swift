import Domain
import XCTest

final class PlainTextTests: XCTestCase {
    private func problem(_ raw: String, multiline: Bool = false) -> PlainTextProblem? {
        if case .failure(let problem) = PlainText.parse(raw, multiline: multiline) { return problem }
        return nil
    }

    func testControlCharactersAreRefusedWithTheirCodeAndPlace() {
        let cases: [(String, String)] = [
            ("Back\u{0}Squat", "U+0000 (character 5)"), ("\u{1B}[31mred", "U+001B (character 1)"), ("ding\u{7}", "U+0007 (character 5)"),
            ("x\u{7F}", "U+007F (character 2)"), ("x\u{85}y", "U+0085 (character 2)"), ("x\u{9F}", "U+009F (character 2)"),
        ]
        for (raw, expected) in cases {
            let message = problem(raw)?.message ?? "accepted"
            XCTAssertTrue(message.hasPrefix("Remove the control character \(expected)"), "\(raw.debugDescription): \(message)")
            XCTAssertTrue(message.hasSuffix("use letters, numbers and punctuation only."), message)
        }
    }

    func testTextDirectionOverridesAndNoncharactersAreRefused() {
        XCTAssertEqual(problem("abc\u{202E}fed")?.kind, .bidirectional)
        XCTAssertEqual(problem("\u{2066}x")?.kind, .bidirectional)
        XCTAssertTrue(problem("a\u{2069}")?.message.contains("text-direction character U+2069") == true)
        for value: UInt32 in [0xFDD0, 0xFFFF, 0x10FFFE] {
            XCTAssertEqual(problem("x" + String(Character(Unicode.Scalar(value)!)))?.kind, .noncharacter, String(value, radix: 16))
        }
        XCTAssertNil(problem("\u{E000} private use is fine"))
    }

    func testTabsAndLineBreaksOnlyInMultiLineFields() throws {
        XCTAssertTrue(problem("a\tb")?.message.contains("line break or tab U+0009") == true)
        XCTAssertTrue(problem("a\nb")?.message.contains("line break or tab U+000A") == true)
        XCTAssertEqual(try PlainText.parse("set 1\r\nset 2\rset 3\n\tnote", multiline: true).get(), "set 1\nset 2\nset 3\n\tnote")
        XCTAssertEqual(problem("fine\n\u{1B}", multiline: true)?.position, 6)
    }

    func testTheTextWithoutWhatWasRefusedIsKeptToShowAgain() {
        XCTAssertEqual(problem("Back\u{0}Sq\u{1B}uat")?.withoutRefused, "BackSquat")
        XCTAssertEqual(problem("Back\u{0}Squat")?.position, 5, "the first refused character is named")
    }

    func testNormalisedToNFC() throws {
        let composed = try PlainText.parse("Cl\u{E9}an", multiline: false).get()
        let decomposed = try PlainText.parse("Cle\u{301}an", multiline: false).get()
        XCTAssertEqual(Array(composed.utf8), Array(decomposed.utf8), "one spelling, byte for byte")
        XCTAssertEqual(Array(decomposed.unicodeScalars), ["C", "l", "\u{E9}", "a", "n"])
        // Hangul jamo compose to the syllable; a combining mark with no precomposed form stays.
        XCTAssertEqual(try PlainText.parse("\u{1112}\u{1161}\u{11AB}", multiline: false).get().unicodeScalars.map(\.value), [0xD55C])
        XCTAssertEqual(try PlainText.parse("q\u{307}", multiline: false).get().unicodeScalars.map(\.value), [0x71, 0x307])
        XCTAssertEqual(try PlainText.parse("💪🏽 PR day", multiline: false).get(), "💪🏽 PR day")
        XCTAssertEqual(try PlainText.parse("", multiline: false).get(), "")
    }
}
