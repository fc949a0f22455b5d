import TestSupport
import XCTest

@testable import HTTP

/// `BrotliSlotRuns`: a body compressed once before and after its slot, joined in every response
/// with that response's part, is a Brotli stream that libbrotli's decoder reads back as the
/// body with that part and fill, the fill carried as it is.
final class BrotliSlotRunsTests: XCTestCase {
    private typealias Pages = BrotliRunsTests

    /// Many pages of HTML-like text, each with a slot at a random place (at the start, the end,
    /// empty) and token holes before and after it (some right next to it), joined with parts
    /// of random text, of the page's own text (which the run after the slot might copy from
    /// the window before it, were it wrong), empty, and far longer than the page: each decodes
    /// to its page, and the fill in it can be changed in the stream as it is.
    func testRandomPagesSlotsPartsAndTokensRoundTripThroughLibbrotli() throws {
        var rng = SystemRandomNumberGenerator()
        var refused = 0
        for round in 0..<150 {
            let body = Pages.page(bytes: Int.random(in: 1_100...30_000, using: &rng), using: &rng)
            let slot = Self.slot(in: body.count, using: &rng)
            let length = round % 4 == 0 ? Int.random(in: 1...300, using: &rng) : 115
            var holes = Pages.holes(in: body.count, length: length, count: Int.random(in: 0...6, using: &rng), using: &rng)
                .filter { $0.upperBound <= slot.lowerBound || $0.lowerBound >= slot.upperBound }
            if Bool.random(using: &rng), slot.upperBound + length <= body.count, !holes.contains(where: { $0.overlaps(slot.upperBound..<(slot.upperBound + length)) }) {
                holes = (holes + [slot.upperBound..<(slot.upperBound + length)]).sorted { $0.lowerBound < $1.lowerBound }
            }
            let effort: CompressionEffort = round % 5 == 0 ? .once : .fast
            guard let runs = BrotliSlotRuns(body, slot: slot, holes: holes, effort: effort) else {
                refused += 1
                continue
            }
            for part in Self.parts(of: body, using: &rng) {
                let fill = (0..<length).map { _ in Pages.base64URL.randomElement(using: &rng)! }
                let stream = runs.joined(part: part[...], filling: fill[...])
                XCTAssertTrue(Decompression.brotli(stream) == Self.expected(body, slot: slot, part: part, holes: holes, fill: fill), "round \(round)")
                // A fill shorter than that may occur in the compressed bytes by chance.
                guard !holes.isEmpty, length >= 16 else { continue }
                // The fill is carried as it is, in uncompressed meta-blocks: another in its place decodes as well.
                let other = (0..<length).map { _ in Pages.base64URL.randomElement(using: &rng)! }
                let swapped = Self.replacing(fill, with: other, in: stream)
                XCTAssertEqual(swapped.found, holes.count, "round \(round): the fill is in the stream once for each hole")
                XCTAssertTrue(Decompression.brotli(swapped.stream) == Self.expected(body, slot: slot, part: part, holes: holes, fill: other), "round \(round)")
            }
        }
        XCTAssertLessThanOrEqual(refused, 4, "refused joins are rare (they go in gzip)")
    }

    /// Each hole's bytes are in a meta-block of their own, its uncompressed header (RFC 7932
    /// §9.2) right before them, on both sides of the slot; the part is in one too.
    func testTheTokenSitsInAnUncompressedMetaBlockBeforeAndAfterTheSlot() throws {
        let text = Array(String(repeating: "<li>Back Squat 100 kg × 5</li>\n", count: 200).utf8)
        let slot = 3_000..<3_100
        let holes = [1_000..<1_115, 5_000..<5_115]
        let runs = try XCTUnwrap(BrotliSlotRuns(text, slot: slot, holes: holes, effort: .fast))
        let fill = Array(String(repeating: "Tk", count: 57).utf8) + [UInt8(ascii: "x")]
        let part = Array("<p>A fact of its own, <b>with markup</b>, and the page's own text: <li>Back Squat 100 kg × 5</li></p>".utf8)
        let stream = runs.joined(part: part[...], filling: fill[...])
        var at = stream.startIndex
        for hole in holes {
            let found = try XCTUnwrap(stream[at...].firstRange(of: fill))
            let carried = hole.upperBound + 2 <= text.count ? 2 : text.count - hole.upperBound
            XCTAssertEqual(Array(stream[(found.lowerBound - 3)..<found.lowerBound]), BrotliRuns.uncompressedHeader(length: fill.count + carried))
            at = found.upperBound
        }
        let stored = try XCTUnwrap(stream.firstRange(of: part))
        XCTAssertEqual(Array(stream[(stored.lowerBound - 3)..<stored.lowerBound]), BrotliRuns.uncompressedHeader(length: part.count))
        XCTAssertEqual(Decompression.brotli(stream), Self.expected(text, slot: slot, part: part, holes: holes, fill: fill))
        XCTAssertLessThan(stream.count, text.count / 5, "compressed but for the part")
    }

    /// A part far longer than the head's window (a page of 1,360 bytes, 11 bits, with a 200 kB part of
    /// repeating text), in four uncompressed meta-blocks: the page after it, which may repeat
    /// the part's text, still copies only from itself, inside the window.
    func testAPartLongerThanTheWindowStillDecodes() throws {
        let text = Array((String(repeating: "<p>Deadlift 180 kg</p>", count: 60) + "<input value=\"0123456789\">" + "</body></html>").utf8)
        let hole = 1_320 + 14..<1_320 + 24
        XCTAssertEqual(Array(text[hole]), Array("0123456789".utf8))
        let runs = try XCTUnwrap(BrotliSlotRuns(text, slot: 660..<660, holes: [hole], effort: .fast))
        XCTAssertEqual(runs.windowBits, 11, "the run after the slot has a window of 10 bits, the least")
        var part = Array(String(repeating: "<tr><td>Snatch</td><td>70 kg</td></tr>\n", count: 5_000).utf8)
        part += Array(text[0..<1_000])
        let fill = Array("ABCDEFGHIJ".utf8)
        let stream = runs.joined(part: part[...], filling: fill[...])
        XCTAssertTrue(Decompression.brotli(stream) == Self.expected(text, slot: 660..<660, part: part, holes: [hole], fill: fill))
    }

    /// A part holding a byte the placeholders use joins (it is stored, and no run refers into
    /// it); a page whose text holds one, or with a hole in its slot, is refused.
    func testWhatCannotBeJoinedIsRefused() throws {
        let text = Array(String(repeating: "<p>Clean 100 kg</p>", count: 100).utf8)
        let runs = try XCTUnwrap(BrotliSlotRuns(text, slot: 950..<960, holes: [100..<110, 1_500..<1_510], effort: .fast))
        let part = Array("<pre>\u{1B}[1m</pre>".utf8)
        let fill = Array("0123456789".utf8)
        XCTAssertTrue(Decompression.brotli(runs.joined(part: part[...], filling: fill[...])) == Self.expected(text, slot: 950..<960, part: part, holes: [100..<110, 1_500..<1_510], fill: fill))
        var control = text
        control[1_200] = 0x1B
        XCTAssertNil(BrotliSlotRuns(control, slot: 950..<960, holes: [100..<110], effort: .fast), "an escape byte in the text")
        XCTAssertNil(BrotliSlotRuns(text, slot: 950..<960, holes: [955..<965], effort: .fast), "a hole in the slot")
    }

    /// A slot at a random place: sometimes at the start or the end, sometimes empty.
    private static func slot(in size: Int, using rng: inout SystemRandomNumberGenerator) -> Range<Int> {
        let length = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : Int.random(in: 1...min(2_000, size), using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return 0..<length
        case 1: return (size - length)..<size
        default:
            let start = Int.random(in: 0...(size - length), using: &rng)
            return start..<(start + length)
        }
    }

    /// Parts to put in a slot: new text, a run of the page's own, none, and one far longer than the page.
    private static func parts(of body: [UInt8], using rng: inout SystemRandomNumberGenerator) -> [[UInt8]] {
        let start = Int.random(in: 0..<(body.count - 1_000), using: &rng)
        return [BrotliRunsTests.page(bytes: Int.random(in: 1...3_000, using: &rng), using: &rng),
                Array(body[start..<(start + Int.random(in: 1...1_000, using: &rng))]),
                [],
                BrotliRunsTests.page(bytes: 2 * body.count + 70_000, using: &rng)]
    }

    private static func expected(_ body: [UInt8], slot: Range<Int>, part: [UInt8], holes: [Range<Int>], fill: [UInt8]) -> [UInt8] {
        var expected = body
        for hole in holes.reversed() where hole.lowerBound >= slot.upperBound { expected.replaceSubrange(hole, with: fill) }
        expected.replaceSubrange(slot, with: part)
        for hole in holes where hole.upperBound <= slot.lowerBound { expected.replaceSubrange(hole, with: fill) }
        return expected
    }

    private static func replacing(_ old: [UInt8], with new: [UInt8], in stream: [UInt8]) -> (stream: [UInt8], found: Int) {
        var stream = stream
        var found = 0
        var at = stream.startIndex
        while let range = stream[at...].firstRange(of: old) {
            stream.replaceSubrange(range, with: new)
            found += 1
            at = range.upperBound
        }
        return (stream, found)
    }
}
