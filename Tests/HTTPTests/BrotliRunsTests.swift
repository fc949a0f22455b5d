import TestSupport
import XCTest

@testable import HTTP

/// `BrotliRuns`: a body compressed once around its holes joins, with any bytes in them, into a
/// Brotli stream that libbrotli's decoder reads back as the body with those bytes, which the
/// stream carries as they are.
final class BrotliRunsTests: XCTestCase {
    /// Many pages of HTML-like text, with holes (a masked token's 115 bytes, or other
    /// lengths) at random places, some at the start or end or right after another: each is
    /// joined, and decodes to its page with each of several fills, which the stream carries as
    /// they are.
    ///
    /// A join the check refuses is served in gzip, so a refusal costs speed, never bytes; a fresh
    /// CI run met one (two holes a byte apart: the encoder may use a two-byte match at a recent
    /// distance inside the placeholders, which moves the distance ring). So refusals may happen,
    /// rarely, and every join that is kept must decode right.
    func testRandomPagesAndHolesRoundTripThroughLibbrotli() throws {
        var rng = SystemRandomNumberGenerator()
        var refused = 0
        for round in 0..<200 {
            let body = Self.page(bytes: Int.random(in: 200...40_000, using: &rng), using: &rng)
            let length = round % 3 == 0 ? Int.random(in: 1...300, using: &rng) : 115
            let holes = Self.holes(in: body.count, length: length, count: Int.random(in: 1...8, using: &rng), using: &rng)
            guard !holes.isEmpty else { continue }
            let effort: CompressionEffort = round % 5 == 0 ? .once : .fast
            guard let runs = BrotliRuns(body, holes: holes, effort: effort) else {
                refused += 1
                continue
            }
            for _ in 0..<3 {
                let fill = (0..<length).map { _ in Self.base64URL.randomElement(using: &rng)! }
                var expected = body
                for hole in holes { expected.replaceSubrange(hole, with: fill) }
                let stream = runs.joined(filling: fill[...])
                XCTAssertEqual(Decompression.brotli(stream), expected, "round \(round): holes \(holes) in \(body.count) bytes")
                XCTAssertNotNil(stream.firstRange(of: fill), "round \(round): the fill is in the stream as it is")
            }
        }
        XCTAssertLessThanOrEqual(refused, 4, "refused joins are rare (they go in gzip)")
    }

    /// The uncompressed meta-block's header, bit by bit (RFC 7932 §9.2): for 117 bytes, ISLAST
    /// 0, MNIBBLES 00, MLEN - 1 = 116 = 0x0074 in 16 bits, ISUNCOMPRESSED 1, then four zero bits.
    func testUncompressedHeaderBits() {
        // 116 << 3 | 1 << 19 = 0x0803A0.
        XCTAssertEqual(BrotliRuns.uncompressedHeader(length: 117), [0xA0, 0x03, 0x08])
        XCTAssertEqual(BrotliRuns.uncompressedHeader(length: 1), [0x00, 0x00, 0x08])
        XCTAssertEqual(BrotliRuns.uncompressedHeader(length: 1 << 16), [0xF8, 0xFF, 0x0F])
    }

    /// The placeholders repeat no three bytes, and hold none that HTML text holds.
    func testPlaceholdersRepeatNoThreeBytes() {
        let placeholders = BrotliRuns.placeholders
        XCTAssertEqual(placeholders.count, 26 * 26 * 26)
        let triples = Set((0..<(placeholders.count - 2)).map { (index: Int) -> [UInt8] in Array(placeholders[index..<(index + 3)]) })
        XCTAssertEqual(triples.count, placeholders.count - 2)
        XCTAssertTrue(placeholders.allSatisfy { (1...8).contains($0) || (14...31).contains($0) })
    }

    /// The test for a placeholder's byte, by bits of a word, finds exactly the bytes the
    /// placeholders hold, anywhere in a run.
    func testThePlaceholderByteTestFindsExactlyThePlaceholdersBytes() {
        let used = Set(BrotliRuns.placeholders)
        for byte in UInt8.min...UInt8.max {
            let run = Array("<p>a line\tof text\r\n</p>".utf8) + [byte] + Array("<p>more</p>".utf8)
            XCTAssertEqual(BrotliRuns.holdsPlaceholderByte(run[...]), used.contains(byte), "byte \(byte)")
        }
        XCTAssertFalse(BrotliRuns.holdsPlaceholderByte([][...]))
    }

    /// A body holding a byte the placeholders use, holes of two lengths, or holes out of order
    /// are not joined.
    func testBodiesItCannotJoinAreRefused() {
        let page = Array(String(repeating: "<form><input name=\"t\" value=\"0123456789\"></form>", count: 40).utf8)
        XCTAssertNotNil(BrotliRuns(page, holes: [28..<38], effort: .fast))
        var control = page
        control[500] = 0x1B
        XCTAssertNil(BrotliRuns(control, holes: [28..<38], effort: .fast), "an escape byte in the text")
        XCTAssertNil(BrotliRuns(page, holes: [28..<38, 76..<77], effort: .fast))
        XCTAssertNil(BrotliRuns(page, holes: [76..<86, 28..<38], effort: .fast))
    }

    /// `Response.encode`: a body whose Brotli is joined goes in Brotli to a request that takes
    /// both codings; when it cannot be joined, in gzip, and as it is to one that takes Brotli only.
    func testAJoinedBrotliFormWinsAndARefusedOneFallsBackToGzip() {
        let body = Array(String(repeating: "<p>a page kept with a token</p>\n", count: 100).utf8)
        for (join, accept, coding) in [(true, "gzip, deflate, br", "br"), (false, "gzip, deflate, br", "gzip"), (false, "br", nil)] {
            var response = Response(headers: ["Content-Type": "text/html; charset=utf-8", "ETag": "\"v1\""], body: body)
            let brotli = join ? Compression.compress(body, .brotli, effort: .fast) : nil
            response.compressedForms = CompressedForms(effort: .once, joinedGzip: { nil }, joinedBrotli: { brotli })
            response.encode(for: Request(method: .get, target: "/", headers: ["Host": "a", "Accept-Encoding": accept]))
            XCTAssertEqual(response.headers["Content-Encoding"], coding, accept)
            XCTAssertEqual(response.headers["ETag"], coding.map { "\"v1-\($0 == "br" ? "br" : "gz")\"" } ?? "\"v1\"")
            let decoded = coding == "br" ? Decompression.brotli(response.body) : coding == "gzip" ? Decompression.gzip(response.body) : response.body
            XCTAssertEqual(decoded, body)
        }
    }

    static let base64URL = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Text like a page's: tags, attributes, words and numbers, repeating as a page's do.
    static func page(bytes: Int, using rng: inout SystemRandomNumberGenerator) -> [UInt8] {
        let pieces = ["<tr><td>", "</td><td class=\"num\">", "</td></tr>\n", "<form method=\"post\" action=\"/workouts/",
                      "\"><input type=\"hidden\" name=\"csrf\" value=\"", "\">", "Back Squat", "Deadlift", "Bench Press",
                      " kg", " × ", "<a href=\"/history/", "</a>", "\n  ", "<li>", "</li>", "é", "—", " "]
        var page = Array("<!doctype html>\n<html lang=\"en\"><head><title>Log</title></head><body>\n".utf8)
        while page.count < bytes {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                page += Array(String(Int.random(in: 0...99_999, using: &rng)).utf8)
            } else {
                page += Array(pieces.randomElement(using: &rng)!.utf8)
            }
        }
        return page
    }

    /// Up to `count` holes of `length` bytes in order, apart, at random places in `size`
    /// bytes: some at the start or end, some right after another.
    static func holes(in size: Int, length: Int, count: Int, using rng: inout SystemRandomNumberGenerator) -> [Range<Int>] {
        var starts = Set<Int>()
        for _ in 0..<count {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: starts.insert(0)
            case 1: starts.insert(size - length)
            default: starts.insert(Int.random(in: 0...(size - length), using: &rng))
            }
        }
        var holes: [Range<Int>] = []
        for start in starts.sorted() where start >= (holes.last?.upperBound ?? 0) {
            holes.append(start..<(start + length))
        }
        // Sometimes one right after the one before.
        if let last = holes.last, last.upperBound + length + 1 <= size, Bool.random(using: &rng) {
            holes.append((last.upperBound + 1)..<(last.upperBound + 1 + length))
        }
        return holes
    }
}
