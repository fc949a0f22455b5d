import HTTP
import TestSupport
import XCTest

/// `CompressionEffort` and the zlib stream `Compression.deflate` sets up for a body's size.
final class CompressionEffortTests: XCTestCase {
    /// HTML as the pages have it: a fact's part repeated, so there is something to find.
    private func html(_ count: Int) -> [UInt8] {
        let part = Array("""
            <article class="fact" data-id="4711"><p class="fact-text">Novice lifters who added the squat gained more strength \
            after eight weeks of training.</p><footer class="fact-meta"><a href="/facts/categories/Strength" rel="tag">Strength</a>\
            </footer></article>\n
            """.utf8)
        return (0..<count).map { part[$0 % part.count] &+ UInt8($0 / part.count % 3) }
    }

    /// A part joined into a page on every visit goes in stored blocks: its bytes as they are,
    /// with a stored block's 5 bytes in front and the sync flush's empty one (5 more) behind,
    /// and the page it is joined into decodes to the whole. An empty part joins as nothing.
    func testAStoredPartIsItsBytesAsTheyAreAndJoinsIntoTheWhole() throws {
        for size in [0, 1, 670, 5_000, 70_000] {
            let whole = html(size + 2_000)
            let around = try [whole[..<1_000], whole[(1_000 + size)...]].map { try XCTUnwrap(DeflatePiece($0, effort: .fast)) }
            let part = try XCTUnwrap(DeflatePiece(whole[1_000..<(1_000 + size)], effort: .stored))
            let member = DeflatePiece.gzipMember([around[0], part, around[1]])
            XCTAssertEqual(Decompression.gzip(member), whole, "a part of \(size) bytes")
            let blocks = (size + 0xFFFE) / 0xFFFF
            let joinedAround = DeflatePiece.gzipMember(around).count
            XCTAssertEqual(member.count - joinedAround, size == 0 ? 0 : size + 5 * blocks + 5, "a part of \(size) bytes: stored, not compressed")
        }
    }

    /// Every effort, at sizes on both sides of each window and memory level the stream is sized
    /// to, decodes to the body; the compressing ones make HTML smaller.
    func testEveryEffortDecodesToTheBodyAtEverySize() throws {
        for size in [0, 1, 100, 495, 497, 1_009, 1_010, 4_000, 8_200, 16_400, 33_000, 70_000, 300_000] {
            let body = html(size)
            for effort in [CompressionEffort.fast, .best, .once] {
                let piece = try XCTUnwrap(DeflatePiece(body[...], effort: effort))
                let member = DeflatePiece.gzipMember([piece])
                XCTAssertEqual(Decompression.gzip(member), body, "\(size) bytes, \(effort)")
                if size >= 4_000 { XCTAssertLessThan(member.count, size / 2, "\(size) bytes, \(effort)") }
            }
        }
    }
}
