import HTTP
import TestSupport
import XCTest

/// `DeflatePiece`: runs of a body compressed apart join into one gzip member that decodes, with
/// its CRC and length checked by zlib, to the whole body.
final class DeflatePieceTests: XCTestCase {
    private var generator = SystemRandomNumberGenerator()

    /// HTML-like text with repeats (so pieces refer back within themselves) and random bytes.
    private func body(_ count: Int) -> [UInt8] {
        let words = Array("<li class=\"fact\">Back Squat 100 kg × 5 </li>\n".utf8)
        return (0..<count).map { index in index % 7 == 0 ? UInt8.random(in: 0...255, using: &generator) : words[index % words.count] }
    }

    func testPiecesJoinToTheWholeAtAnyCuts() throws {
        for size in [0, 1, 100, 4_000, 70_000, 200_000] {
            let whole = body(size)
            for _ in 0..<10 {
                var cuts = (0..<Int.random(in: 0...4)).map { _ in Int.random(in: 0...size) }.sorted()
                cuts = [0] + cuts + [size]
                let pieces = try zip(cuts, cuts.dropFirst()).map { try XCTUnwrap(DeflatePiece(whole[$0..<$1], effort: .fast)) }
                let member = DeflatePiece.gzipMember(pieces)
                XCTAssertEqual(Decompression.gzip(member), whole, "size \(size), cuts \(cuts)")
            }
        }
    }

    /// A stored fill between compressed runs (a kept page's token, `DeflatePiece.Fill.stored`)
    /// carries its bytes as they are, and the member decodes, CRC and length checked, to the
    /// whole; a flipped bit in the trailer's CRC is caught.
    func testAStoredFillJoinsAsItIsAndTheCRCCoversIt() throws {
        let whole = body(20_000)
        for (from, to) in [(0, 0), (0, 115), (9_000, 9_115), (19_885, 20_000), (5_000, 5_001)] {
            let stored = Array(whole[from..<to])
            let runs = try [whole[..<from], whole[to...]].map { try XCTUnwrap(DeflatePiece($0, effort: .fast)) }
            let member = DeflatePiece.gzipMember(runs) { _ in .stored(stored[...]) }
            XCTAssertEqual(Decompression.gzip(member), whole, "\(from)..<\(to)")
            let length = UInt16(stored.count)
            XCTAssertNotNil(member.firstRange(of: [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + stored))
            var corrupt = member
            corrupt[corrupt.count - 8] ^= 0x80
            XCTAssertNil(Decompression.gzip(corrupt), "a wrong CRC")
        }
    }

    /// A page's runs with holes of both kinds, a token stored in several and a piece in
    /// another, some runs empty (holes side by side, at the start and the end): the member
    /// decodes to the page with those bytes in the holes, each stored token there as it is.
    func testRunsJoinAroundStoredAndCompressedFillsEmptyRunsToo() throws {
        let token = Array("tok3n-masked_anew".utf8)
        let part = body(3_000)
        let partPiece = try XCTUnwrap(DeflatePiece(part[...], effort: .fast))
        for runLengths in [[0, 500, 0, 7_000], [1_200, 0, 0, 0], [10, 20, 30, 40], [0, 0, 0, 0]] {
            let runs = runLengths.map { body($0) }
            let pieces = try runs.map { try XCTUnwrap(DeflatePiece($0[...], effort: .fast)) }
            let member = DeflatePiece.gzipMember(pieces) { index in index == 1 ? .piece(partPiece) : .stored(token[...]) }
            let whole = runs[0] + token + runs[1] + part + runs[2] + token + runs[3]
            XCTAssertEqual(Decompression.gzip(member), whole, "\(runLengths)")
            let stored = [0, UInt8(token.count), 0, ~UInt8(token.count), 0xFF] + token
            XCTAssertEqual(member.ranges(of: stored).count, 2, "\(runLengths): the token stored in both its holes")
        }
    }

    func testTheSameBytesEachTimeAndSmallerThanTheText() throws {
        let whole = Array(String(repeating: "<p>Deadlift 180 kg × 3</p>\n", count: 300).utf8)
        let pieces = try [whole[..<1000], whole[1000..<1200], whole[1200...]].map { try XCTUnwrap(DeflatePiece($0, effort: .best)) }
        XCTAssertEqual(DeflatePiece.gzipMember(pieces), DeflatePiece.gzipMember(pieces))
        XCTAssertLessThan(DeflatePiece.gzipMember(pieces).count, whole.count / 10)
    }

    /// A body whose forms join its gzip: a request that accepts both codings alike gets gzip,
    /// one that prefers Brotli or accepts only Brotli gets Brotli compressed for it.
    func testJoinedFormsAnswerGzipWhenBothAreAcceptedAlike() throws {
        let whole = body(5_000)
        let forms = CompressedForms(effort: .fast)
        let joined = CompressedForms(effort: .fast) {
            DeflatePiece.gzipMember([forms.piece(of: whole, in: 0..<2_000)!, forms.piece(of: whole, in: 2_000..<5_000)!])
        }
        for (accept, coding, decode) in [("gzip, deflate, br", "gzip", Decompression.gzip), ("br", "br", Decompression.brotli),
                                         ("br;q=1, gzip;q=0.5", "br", Decompression.brotli), ("gzip", "gzip", Decompression.gzip)] {
            var response = Response(status: .ok, headers: ["Content-Type": "text/html"], body: whole)
            response.compressedForms = joined
            response.encode(for: Request(method: .get, target: "/", headers: ["Host": "a", "Accept-Encoding": accept]))
            XCTAssertEqual(response.headers["Content-Encoding"], coding, accept)
            XCTAssertEqual(decode(response.body), whole, accept)
        }
    }
}
