import Domain
import XCTest

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> JSONError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as JSONError {
            return error
        } catch {
            return nil
        }
    }

    func testReadsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e2, 0.125], "b": {"c": null}, "d": true, "e": false, "f": "x"} "#)
        XCTAssertEqual(value["a"], .array([.number(1), .number(-250), .number(0.125)]))
        XCTAssertEqual(value["b"]?["c"], .null)
        XCTAssertEqual(value["d"], .bool(true))
        XCTAssertEqual(value["e"], .bool(false))
        XCTAssertEqual(value["f"]?.string, "x")
        XCTAssertNil(value["missing"])
    }

    func testKeepsMembersInOrderAndAnswersTheFirstOfARepeatedKey() throws {
        let value = try parse(#"{"k": 1, "j": 2, "k": 3}"#)
        guard case .object(let members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["k", "j", "k"])
        XCTAssertEqual(value["k"], .number(1))
    }

    func testResolvesEscapesAndSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83c\udfcb""#).string, "a\"b\\c/d\n\té🏋")
        XCTAssertEqual(try parse(#""\ud800x""#).string, "\u{FFFD}x", "a lone surrogate is a replacement character")
        XCTAssertEqual(try parse(#""Gewichtheben ü""#).string, "Gewichtheben ü", "raw UTF-8 passes through")
    }

    func testSkipsAByteOrderMark() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), .array([.number(1)]))
    }

    func testRefusesWhatRFC8259Refuses() {
        XCTAssertEqual(error("[1,]")?.reason, .unexpectedByte(UInt8(ascii: "]")))
        XCTAssertEqual(error("01")?.reason, .trailingContent)
        XCTAssertEqual(error("+1")?.reason, .unexpectedByte(UInt8(ascii: "+")))
        XCTAssertEqual(error("1.")?.reason, .badNumber)
        XCTAssertEqual(error("1e")?.reason, .badNumber)
        XCTAssertEqual(error("1e999")?.reason, .badNumber, "infinity is not a number we accept")
        XCTAssertEqual(error(#""a\qb""#)?.reason, .badEscape)
        XCTAssertEqual(error("\"a\nb\"")?.reason, .controlCharacterInString)
        XCTAssertEqual(error("[1] 2")?.reason, .trailingContent)
        XCTAssertEqual(error("")?.reason, .unexpectedEnd)
        XCTAssertEqual(error("{\"a\" 1}")?.reason, .unexpectedByte(UInt8(ascii: "1")))
        XCTAssertEqual(error("nul")?.reason, .unexpectedEnd)
        XCTAssertEqual(try? JSONParser.parse([0x22, 0xFF, 0x22]), nil)
    }

    func testSaysWhereReadingStopped() {
        let found = error("{\n  \"a\": [1,\n    2,,\n  ]\n}")
        XCTAssertEqual(found?.line, 3)
        XCTAssertEqual(found?.column, 7)
        XCTAssertEqual(found?.description, "line 3, column 7: unexpected ','")
    }

    func testRefusesNestingPastTheLimitWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertEqual(error(deep)?.reason, .tooDeep(limit: JSONParser.defaultDepthLimit))
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNil(error(fine))
    }
}
