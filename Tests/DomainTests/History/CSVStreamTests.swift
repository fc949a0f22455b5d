import Domain
import TestSupport
import XCTest

/// `CSVStream` reading pieces must find exactly what `CSVReader` finds reading the whole.
final class CSVStreamTests: XCTestCase {
    /// Each record as the importer sees it: its line, its fields as text, its problem.
    private struct Seen: Equatable {
        let line: Int
        let fields: [String]
        let raw: [[UInt8]]
        let problem: CSVProblem?

        init(_ record: CSVRecord) {
            line = record.line
            fields = record.fields.indices.map(record.text)
            raw = record.fields.indices.map { Array(record.bytes($0)) }
            problem = record.problem
        }
    }

    private func whole(_ input: [UInt8], separator: UInt8) -> [Seen] {
        var reader = CSVReader(input[...], separator: separator)
        var seen: [Seen] = []
        while let record = reader.next() { seen.append(Seen(record)) }
        return seen
    }

    private func streamed(_ input: [UInt8], separator: UInt8, pieceSize: Int) -> [Seen] {
        var stream = CSVStream(Self.pieces(input, size: pieceSize), separator: separator)
        var seen: [Seen] = []
        while let record = stream.next() { seen.append(Seen(record)) }
        return seen
    }

    /// `input` read `size` bytes at a time, each piece an array of its own as a file's would be.
    static func pieces(_ input: [UInt8], size: Int) -> ExportBytes {
        ExportBytes(count: input.count, pieceSize: size) { offset, count in
            Array(input[offset..<min(input.count, offset + count)])[...]
        }
    }

    /// Inputs made of the bytes that matter to CSV: quotes, both separators, CR, LF, a BOM.
    private func randomInput(_ generator: inout some RandomNumberGenerator) -> [UInt8] {
        let atoms: [[UInt8]] = [[0x22], [0x22, 0x22], [0x2C], [0x3B], [0x0D], [0x0A], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF],
                                Array("ab".utf8), Array("12".utf8), [0x20], Array("é".utf8)]
        var input: [UInt8] = Bool.random(using: &generator) ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<Int.random(in: 0...60, using: &generator) { input += atoms.randomElement(using: &generator)! }
        return input
    }

    func testRandomInputsReadAlikeAtEveryPieceSize() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let input = randomInput(&generator)
            for separator in [UInt8(ascii: ","), UInt8(ascii: ";")] {
                let expected = whole(input, separator: separator)
                for size in 1...(input.count + 1) {
                    XCTAssertEqual(streamed(input, separator: separator, pieceSize: size), expected, "\(input) in pieces of \(size)")
                }
            }
            for size in 1...(input.count + 1) {
                var guess = SeparatorGuess()
                var offset = 0
                while offset < input.count, !guess.read(input[offset..<min(input.count, offset + size)]) { offset += size }
                XCTAssertEqual(guess.separator, CSVReader.separator(guessedFrom: input[...]), "\(input) in pieces of \(size)")
            }
        }
    }

    /// A quoted field holding line breaks across many pieces, and a CR LF split by a piece's end.
    func testRecordsStraddlingPiecesKeepTheirLines() {
        let input = Array("a,\"x\r\ny\r\nz\"\r\nb,c\r\n".utf8)
        let expected = whole(input, separator: UInt8(ascii: ","))
        XCTAssertEqual(expected.map(\.line), [1, 4])
        for size in 1...input.count {
            XCTAssertEqual(streamed(input, separator: UInt8(ascii: ","), pieceSize: size), expected)
        }
    }

    /// Every real export imports to the same sets, skips and refusals read in pieces of 4 KiB
    /// (many records straddle them) as read whole.
    func testRealExportsImportAlikeReadInPieces() throws {
        guard RealStrengthExport.folderIsThere else { throw XCTSkip("../shared/fixtures/real/strength is not beside the checkout") }
        for file in RealStrengthExport.all {
            let bytes = try XCTUnwrap(file.bytes)
            let unit = try XCTUnwrap(WeightUnit(rawValue: file.unit))
            // The format detected, as the import page does when left on "find out".
            let whole = try HistoryImporter.parse(bytes, unit: unit, timeZone: .utc)
            let export = try HistoryImporter.open(Self.pieces(bytes, size: 4096), unit: unit, timeZone: .utc)
            var sets: [ImportedSet] = []
            let streamed = HistoryImporter.read(export) { sets.append($0) }
            XCTAssertEqual(streamed.format, whole.format, file.name)
            XCTAssertEqual(sets, whole.sets, file.name)
            XCTAssertEqual(streamed.setCount, whole.setCount, file.name)
            XCTAssertEqual(streamed.skipped, whole.skipped, file.name)
            XCTAssertEqual(streamed.rejected.map(\.line), whole.rejected.map(\.line), file.name)
            XCTAssertEqual(whole.setCount, file.sets, file.name)
        }
    }
}
