import Domain
import XCTest

final class CSVReaderTests: XCTestCase {
    /// Every record as (line, fields as text, problem).
    private func records(_ text: String, separator: Character = ",") -> [(Int, [String], CSVProblem?)] {
        var reader = CSVReader(Array(text.utf8)[...], separator: separator.asciiValue!)
        var all: [(Int, [String], CSVProblem?)] = []
        while let record = reader.next() {
            all.append((record.line, (0..<record.count).map(record.text), record.problem))
        }
        return all
    }

    private func assertRecords(_ text: String, separator: Character = ",", _ expected: [(Int, [String])],
                               file: StaticString = #filePath, line: UInt = #line) {
        let found = records(text, separator: separator)
        XCTAssertEqual(found.map(\.0), expected.map(\.0), "lines", file: file, line: line)
        XCTAssertEqual(found.map(\.1), expected.map(\.1), "fields", file: file, line: line)
        XCTAssertEqual(found.compactMap(\.2), [], "problems", file: file, line: line)
    }

    func testPlainFieldsAndLineEnds() {
        assertRecords("a,b\r\nc,d\ne,f\rg,h", [(1, ["a", "b"]), (2, ["c", "d"]), (3, ["e", "f"]), (4, ["g", "h"])])
    }

    func testQuotedFieldsKeepSeparatorsQuotesAndLineBreaks() {
        assertRecords("\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\"\nnext,\"\"\n",
                      [(1, ["a,b", "say \"hi\"", "two\r\nlines"]), (3, ["next", ""])])
    }

    func testLineNumbersCountBreaksInsideQuotes() {
        assertRecords("x\n\"1\n2\n3\",y\nz", [(1, ["x"]), (2, ["1\n2\n3", "y"]), (5, ["z"])])
    }

    func testByteOrderMarkIsSkipped() {
        assertRecords("\u{FEFF}Date;Reps\n1;2", separator: ";", [(1, ["Date", "Reps"]), (2, ["1", "2"])])
    }

    func testEmptyFieldsAndTrailingSeparator() {
        assertRecords(",a,\n\n", [(1, ["", "a", ""]), (2, [""])])
    }

    func testEmptyInputHasNoRecords() {
        XCTAssertEqual(records("").count, 0)
        XCTAssertEqual(records("\u{FEFF}").count, 0)
    }

    func testUnclosedQuoteTakesTheRestAndIsMarked() {
        let found = records("a,\"b\nc,d\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].1, ["a", "b\nc,d\n"])
        XCTAssertEqual(found[0].2, .unclosedQuote(field: 2))
    }

    func testTextAfterClosingQuoteIsMarked() {
        let found = records("\"abc\"def,g\nh")
        XCTAssertEqual(found.map(\.1), [["abc", "g"], ["h"]])
        XCTAssertEqual(found.map(\.2), [.textAfterQuote(field: 1), nil])
        XCTAssertEqual(found[0].2?.description, "field 1 has text after its closing quote")
    }

    func testFieldsBeyondTheLimitAreDropped() {
        let found = records(String(repeating: ",", count: 300) + "\nnext")
        XCTAssertEqual(found[0].1.count, CSVReader.maxFields)
        XCTAssertEqual(found[0].2, .tooManyFields(limit: 256))
        XCTAssertEqual(found[1].1, ["next"])
    }

    func testASliceIsReadWhereItLies() {
        let body = Array("--boundary\r\n\u{FEFF}a,\"b\"\"c\"\r\n1,2\r\n--boundary--".utf8)
        let start = body.firstIndex(of: 0xEF)!
        let end = body.count - "\r\n--boundary--".utf8.count
        var reader = CSVReader(body[start..<end], separator: UInt8(ascii: ","))
        var rows: [[String]] = []
        while let record = reader.next() { rows.append((0..<record.count).map(record.text)) }
        XCTAssertEqual(rows, [["a", "b\"c"], ["1", "2"]], "the byte order mark skipped, nothing read past the slice")
    }

    func testSeparatorGuess() {
        XCTAssertEqual(CSVReader.separator(guessedFrom: Array("a;b;\"c,d,e\"\n1,2,3,4".utf8)[...]), UInt8(ascii: ";"))
        XCTAssertEqual(CSVReader.separator(guessedFrom: Array("\n\nOct 11 2020,Back Squat,1,10,45".utf8)[...]), UInt8(ascii: ","))
        XCTAssertEqual(CSVReader.separator(guessedFrom: Array("\"x;y\",z".utf8)[...]), UInt8(ascii: ","))
    }

    func testBlankRecords() {
        var reader = CSVReader(Array(" , \t\nx".utf8)[...], separator: UInt8(ascii: ","))
        XCTAssertEqual(reader.next()?.isBlank, true)
        XCTAssertEqual(reader.next()?.isBlank, false)
    }
}
