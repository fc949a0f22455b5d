import Domain
import XCTest

final class LiftNameTests: XCTestCase {
    func testSpacingAndCaseDoNotMatter() {
        XCTAssertEqual(LiftName.key("  Back \t Squat\r\n"), "back squat")
        XCTAssertEqual(LiftName.key("BENCH\u{0B}press\u{0C}"), "bench press")
        XCTAssertEqual(LiftName.key(""), "")
        XCTAssertEqual(LiftName.key(" \n "), "")
        XCTAssertEqual(LiftName.key("Élévation  Latérale"), "élévation latérale")
        XCTAssertEqual(LiftName.key("Leg\u{2003}Press\u{85}"), "leg press")
    }

    /// The ASCII path gives the key lowercasing and splitting by `Character` gives.
    func testASCIINamesAsTheGeneralRuleHasThem() {
        let alphabet = Array("aZ q-9'\t\n\r\u{0B}\u{0C}_".unicodeScalars)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            var name = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { name.append(alphabet.randomElement(using: &generator)!) }
            let text = String(name)
            XCTAssertEqual(LiftName.key(text), text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "), text.debugDescription)
        }
    }
}
