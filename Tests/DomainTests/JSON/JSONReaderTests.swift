import Domain
import XCTest

final class JSONReaderTests: XCTestCase {
    private func reader(_ text: String, depthLimit: Int = JSONReader.defaultDepthLimit) -> JSONReader {
        JSONReader(Array(text.utf8)[...], depthLimit: depthLimit)
    }

    /// The error `skipValue` and `end` give, or nil when the text is one JSON value.
    private func skipError(_ text: String) -> JSONError? {
        var json = reader(text)
        do {
            try json.skipValue()
            try json.end()
            return nil
        } catch {
            return error
        }
    }

    func testWalksADocumentByItsShape() throws {
        var json = reader(#" {"name": "Ada", "lifts": [100, -2.5e1], "ok": true, "none": null} "#)
        XCTAssertEqual(try json.kind(), .object)
        try json.beginObject()
        XCTAssertEqual(try json.nextKey(), "name")
        XCTAssertEqual(try json.string(), "Ada")
        XCTAssertEqual(try json.nextKey(), "lifts")
        XCTAssertEqual(try json.kind(), .array)
        try json.beginArray()
        XCTAssertTrue(try json.nextItem())
        XCTAssertEqual(try json.number(), 100)
        XCTAssertTrue(try json.nextItem())
        XCTAssertEqual(try json.number(), -25)
        XCTAssertFalse(try json.nextItem())
        XCTAssertEqual(try json.nextKey(), "ok")
        XCTAssertEqual(try json.kind(), .bool)
        XCTAssertTrue(try json.bool())
        XCTAssertEqual(try json.nextKey(), "none")
        XCTAssertEqual(try json.kind(), .null)
        try json.null()
        XCTAssertNil(try json.nextKey())
        XCTAssertNoThrow(try json.end())
    }

    /// Issue 23: a reader of an object learns a list is coming from its first byte, having
    /// read nothing of it, however long and however broken the rest is.
    func testTellsTheKindFromTheFirstByteAlone() throws {
        var json = reader("  [[0],[0],[0" + String(repeating: "x", count: 10_000))
        XCTAssertEqual(try json.kind(), .array)
        XCTAssertEqual(json.offset, 2)
        var number = reader("-1"), text = reader("\"a")
        XCTAssertEqual(try number.kind(), .number)
        XCTAssertEqual(try text.kind(), .string)
        var other = reader("  x")
        XCTAssertThrowsError(try other.kind()) { XCTAssertEqual(($0 as? JSONError)?.reason, .unexpectedByte(UInt8(ascii: "x"))) }
    }

    func testCountsAListWithoutReadingIt() throws {
        var json = reader(#"[[1, 2], {"a": [3]}, "x", [], 4]"#)
        XCTAssertEqual(try json.countItems(), 5)
        XCTAssertEqual(json.offset, 0, "counting looks ahead")
        try json.beginArray()
        XCTAssertTrue(try json.nextItem())
        XCTAssertEqual(try json.countItems(), 2)
        XCTAssertEqual(try reader("[]").countItems(), 0)
        XCTAssertThrowsError(try reader("[1, 2,]").countItems())
    }

    func testSkippingChecksWhatParsingChecks() {
        let documents = ["[1,]", "01", "+1", "1.", "1e", "1e999", #""a\qb""#, "\"a\nb\"", "[1] 2", "", "{\"a\" 1}", "nul", "[1 2]",
                         "{\"a\":1,}", "{,}", "[,1]", "\"\u{7F}\"", #"{"a":{"b":[true,false,null,"\u00e9\ud83c\udfcb"]}}"#, "[[]]", "{}",
                         String(repeating: "[", count: 65) + String(repeating: "]", count: 65)]
        for text in documents {
            let parsed: JSONError?
            do {
                _ = try JSONParser.parse(Array(text.utf8))
                parsed = nil
            } catch {
                parsed = error
            }
            XCTAssertEqual(skipError(text), parsed, text)
        }
        var invalid = JSONReader([0x22, 0x61, 0xFF, 0x22][...])
        XCTAssertThrowsError(try invalid.skipValue()) { XCTAssertEqual(($0 as? JSONError)?.reason, .invalidUTF8) }
    }

    func testReadsASliceWherePositionsStartAtItsStart() throws {
        let bytes = Array("xx\n[1, 2,]".utf8)
        var json = JSONReader(bytes[3...])
        XCTAssertThrowsError(try json.skipValue()) { error in
            let error = error as? JSONError
            XCTAssertEqual(error?.line, 1)
            XCTAssertEqual(error?.column, 7)
        }
    }

    func testRefusesNestingPastTheLimit() {
        var json = reader("[[[1]]]", depthLimit: 2)
        XCTAssertThrowsError(try json.skipValue()) { XCTAssertEqual(($0 as? JSONError)?.reason, .tooDeep(limit: 2)) }
        var fine = reader("[[1],[2]]", depthLimit: 2)
        XCTAssertNoThrow(try fine.skipValue())
    }
}
