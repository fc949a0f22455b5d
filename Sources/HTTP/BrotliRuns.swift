import CBrotli
import CBrotliDecode

/// A body compressed in Brotli once around its holes (a kept page's masked CSRF token, the
/// same length in every response), so that each response only joins the compressed runs
/// around its own bytes for the holes, each put in an uncompressed meta-block: the bytes of a
/// hole share no compression window with the text around them (BREACH), and a response costs
/// no compression.
///
/// Brotli's runs cannot be compressed apart as deflate's can (`DeflatePiece`): what a
/// meta-block decodes to depends on the stream before it. RFC 7932 carries three things from
/// one meta-block to the next: the window of bytes already decoded (§2), the ring buffer of the
/// last four distances, which is not reset at a meta-block's start (§4), and the last two bytes,
/// the literals' context, whichever kind of meta-block made them (§7.1). An uncompressed
/// meta-block (§9.2) puts its bytes in the window and leaves the ring buffer as it is. So one
/// encoder compresses the whole body with a placeholder in each hole, flushing to a byte
/// boundary (libbrotli's `BROTLI_OPERATION_FLUSH`) before each placeholder and again after it
/// and the two bytes that follow it; what it made of a placeholder and its two bytes is
/// dropped, and a response puts the real bytes and those two in an uncompressed meta-block
/// there instead. The decoder then holds what the encoder held when it went on, but in the
/// hole: the same ring buffer, as long as the encoder made no copy in the dropped part, and
/// the same last two bytes; the runs after a hole never refer into it, as long as its bytes
/// never occur in the runs.
///
/// The placeholders are made for both: bytes that never occur in HTML text (control bytes),
/// in an order that repeats no three bytes (a de Bruijn sequence), so the encoder finds no match
/// in them and writes them as literals. The encoder could still copy two bytes from a distance
/// it used last, so every join is checked once, when it is made: decoded with libbrotli's
/// decoder, with random bytes in the holes. A body that fails is not joined (`init` gives nil).
///
/// A body with a part that changes in every response is joined by `BrotliSlotRuns`, from
/// runs of this kind before and after the part.
public struct BrotliRuns: Sendable {
    /// The runs compressed: one more than there are holes, each but the first without the
    /// bytes `carried` before it.
    let compressed: [[UInt8]]
    /// Per hole: its length, and the bytes after it (up to two) that go into its meta-block.
    let holes: [(count: Int, carried: [UInt8])]

    /// `body` compressed around `holes` (in order, apart, of one length up to 65,534 bytes) at
    /// `effort`'s Brotli quality; nil when libbrotli fails, when the body holds a byte the
    /// placeholders use, or when the joined stream does not decode to the body.
    public init?(_ body: [UInt8], holes: [Range<Int>], effort: CompressionEffort) {
        guard !holes.isEmpty, !Self.holdsPlaceholderByte(body[...]), let encoder = BrotliEncoder(quality: effort.brotliQuality(size: body.count),
                                                          windowBits: Compression.windowBits(for: body.count, min: 10, max: 22)),
              let runs = BrotliRuns(body[...], holes: holes, encoder: encoder, finishing: true) else { return nil }
        self = runs
        let fill = Self.randomFill(count: holes[0].count)
        guard Self.decodes(joined(filling: fill[...]), to: Self.filled(body[...], holes: holes, with: fill[...])) else { return nil }
    }

    /// `body` compressed by `encoder` around `holes` (in order, apart, of one length up to
    /// 65,534 bytes; none is fine too), up to the stream's end when `finishing`, else flushed
    /// to a byte boundary for another stream to go on from; nil when libbrotli fails.
    /// Unchecked: the caller makes sure the body holds no byte the placeholders use
    /// (`holdsPlaceholderByte`), and decodes what it joins.
    init?(_ body: ArraySlice<UInt8>, holes: [Range<Int>], encoder: BrotliEncoder, finishing: Bool) {
        let length = holes.first?.count ?? 0
        guard holes.allSatisfy({ $0.count == length }), length + 2 <= 1 << 16,
              holes.reduce(0, { $0 + $1.count }) <= Self.placeholders.count else { return nil }
        var compressed: [[UInt8]] = []
        var kept: [(count: Int, carried: [UInt8])] = []
        var start = body.startIndex
        var placeholder = 0
        for (index, hole) in holes.enumerated() {
            guard hole.lowerBound >= start, hole.upperBound <= body.endIndex,
                  let run = encoder.compress(body[start..<hole.lowerBound], BROTLI_OPERATION_FLUSH) else { return nil }
            compressed.append(run)
            // Up to two bytes, never into the next hole: a run shorter than that has no literal of its own to give a context.
            let next = index + 1 < holes.count ? holes[index + 1].lowerBound : body.endIndex
            let carried = Array(body[hole.upperBound..<max(hole.upperBound, min(hole.upperBound + 2, next))])
            let stand = Self.placeholders[placeholder..<(placeholder + hole.count)] + carried
            // What the encoder makes of the placeholder is dropped: the response's meta-block takes its place.
            guard encoder.compress(stand, BROTLI_OPERATION_FLUSH) != nil else { return nil }
            placeholder += hole.count
            kept.append((hole.count, carried))
            start = hole.upperBound + carried.count
        }
        guard let last = encoder.compress(body[start...], finishing ? BROTLI_OPERATION_FINISH : BROTLI_OPERATION_FLUSH) else { return nil }
        compressed.append(last)
        self.compressed = compressed
        self.holes = kept
    }

    /// The Brotli stream of the body with `fill` in every hole (each hole's length): the
    /// compressed runs as they are, and between them the fill and the bytes carried after
    /// the hole in an uncompressed meta-block.
    public func joined(filling fill: ArraySlice<UInt8>) -> [UInt8] {
        var size = compressed.reduce(0) { $0 + $1.count }
        for hole in holes {
            precondition(hole.count == fill.count, "a fill of another length than its hole")
            size += 3 + fill.count + hole.carried.count
        }
        var stream: [UInt8] = []
        stream.reserveCapacity(size)
        for (index, run) in compressed.enumerated() {
            stream += run
            guard index < holes.count else { break }
            let length = fill.count + holes[index].carried.count
            stream += Self.uncompressedHeader(length: length)
            stream += fill
            stream += holes[index].carried
        }
        return stream
    }

    /// The header of an uncompressed meta-block of `length` bytes (1...65,536), starting on a
    /// byte boundary (RFC 7932 §9.2), its bits from the least significant: ISLAST 0; MNIBBLES 0,
    /// four nibbles; MLEN - 1 in 16 bits; ISUNCOMPRESSED 1; then zeros to the byte boundary.
    static func uncompressedHeader(length: Int) -> [UInt8] {
        let bits = UInt32(length - 1) << 3 | 1 << 19
        return [UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits >> 16)]
    }

    /// Whether `stream` decodes to exactly `expected` (libbrotli's decoder). The runs never
    /// hold a placeholder's byte (checked before), so they cannot have referred into a hole:
    /// if one fill decodes right, every fill does.
    static func decodes(_ stream: [UInt8], to expected: [UInt8]) -> Bool {
        var decoded = [UInt8](repeating: 0, count: expected.count)
        var size = decoded.count
        let result = stream.withUnsafeBufferPointer { input in
            decoded.withUnsafeMutableBufferPointer { output in
                BrotliDecoderDecompress(input.count, input.baseAddress, &size, output.baseAddress)
            }
        }
        guard result == BROTLI_DECODER_RESULT_SUCCESS, size == expected.count else { return false }
        // Compared by memcmp: `==` on arrays goes a byte at a time, and this runs for every response of a page with a part.
        return decoded.withUnsafeBytes { decoded in expected.withUnsafeBytes { ByteSearch.same(decoded, $0) } }
    }

    /// Whether `bytes` hold a byte the placeholders use, which would let a run refer into a hole.
    static func holdsPlaceholderByte(_ bytes: ArraySlice<UInt8>) -> Bool {
        let mask = placeholderMask
        return bytes.withUnsafeBufferPointer { buffer in buffer.contains { $0 < 32 && mask >> $0 & 1 == 1 } }
    }

    /// `bytes` with `fill` in each of `holes` (indices of `bytes`).
    static func filled(_ bytes: ArraySlice<UInt8>, holes: [Range<Int>], with fill: ArraySlice<UInt8>) -> [UInt8] {
        var filled = Array(bytes)
        for hole in holes { filled.replaceSubrange((hole.lowerBound - bytes.startIndex)..<(hole.upperBound - bytes.startIndex), with: fill) }
        return filled
    }

    /// Random base64url bytes, as a masked token's, to check a join with.
    static func randomFill(count: Int) -> [UInt8] {
        (0..<count).map { _ in base64URL.randomElement()! }
    }

    private static let base64URL = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Control bytes that HTML text never holds (the HTML standard's "control" code points
    /// are parse errors in text; tab, line feed, form feed and carriage return are left out).
    private static let placeholderBytes: [UInt8] = Array(0x01...0x08) + Array(0x0E...0x1F)

    /// The placeholders' bytes (all below 32) as bits of a word, tested a byte at a time without a table.
    private static let placeholderMask: UInt32 = placeholderBytes.reduce(0) { $0 | 1 << $1 }

    /// The placeholders of a body's holes, taken in turn: a de Bruijn sequence of order 3 over
    /// `placeholderBytes` (each three bytes in it once, 26³ = 17,576 bytes), made by
    /// concatenating the Lyndon words whose length divides 3 in lexicographic order
    /// (Fredricksen, Kessler and Maiorana).
    static let placeholders: [UInt8] = {
        let symbols = placeholderBytes.count
        let order = 3
        var sequence: [UInt8] = []
        var word = [Int](repeating: 0, count: order + 1)
        func extend(_ t: Int, _ p: Int) {
            if t > order {
                if order % p == 0 { sequence += word[1...p].map { placeholderBytes[$0] } }
                return
            }
            word[t] = word[t - p]
            extend(t + 1, p)
            for symbol in (word[t - p] + 1)..<symbols {
                word[t] = symbol
                extend(t + 1, t)
            }
        }
        extend(1, 1)
        return sequence
    }()
}
