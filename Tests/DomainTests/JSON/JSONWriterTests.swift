import Domain
import XCTest

final class JSONWriterTests: XCTestCase {
    private func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    func testNestingPutsCommasOnlyBetweenValues() {
        let text = written { json in
            json.beginObject()
            json.key("a"); json.beginArray(); json.integer(1); json.beginArray(); json.endArray(); json.null(); json.endArray()
            json.key("b"); json.beginObject(); json.endObject()
            json.key("c"); json.bool(false)
            json.endObject()
        }
        XCTAssertEqual(text, #"{"a":[1,[],null],"b":{},"c":false}"#)
    }

    func testEscapesQuotesBackslashesControlCharactersAndLineSeparators() throws {
        let tricky = "say \"hi\"\\\n\r\t\u{0}\u{1F}\u{7F} \u{2028}\u{2029} é € 😀 \u{2030}"
        let text = written { $0.string(tricky) }
        XCTAssertEqual(text, #""say \"hi\"\\\n\r\t\u0000\u001f"# + "\u{7F}" + #" \u2028\u2029 é € 😀 "# + "\u{2030}\"")
        XCTAssertEqual(try JSONParser.parse(Array(text.utf8)), .string(tricky))
    }

    func testNumbersReadBackAsTheSameDoubleWithoutNoise() throws {
        let values: [Double] = [0, 100, 102.5, 0.1, 61.2349, 1.0 / 3.0, 52.5200066, -13.4049540, 1e-7, 123_456_789.125, 9_007_199_254_740_992, 1e300, -0.0]
        for value in values {
            let text = written { $0.number(value) }
            XCTAssertEqual(try JSONParser.parse(Array(text.utf8)).number, value, text)
        }
        XCTAssertEqual(written { $0.number(100) }, "100")
        XCTAssertEqual(written { $0.number(0.1) }, "0.1")
        XCTAssertEqual(written { $0.number(102.5) }, "102.5")
    }

    func testNaNAndInfinityBecomeNull() {
        XCTAssertEqual(written { json in json.beginArray(); json.number(.nan); json.number(.infinity); json.number(-.infinity); json.endArray() },
                       "[null,null,null]")
    }
}
