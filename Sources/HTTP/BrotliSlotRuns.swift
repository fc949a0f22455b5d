import CBrotli

/// A body with a slot that every response fills with a part of its own, of any length (a
/// random fact), and holes as `BrotliRuns` has (the masked token), joined in Brotli with no
/// compression per response: the body before the slot is compressed once, around its holes,
/// at the page's quality and flushed to a byte boundary (`head`); the body after the slot is
/// compressed once too, around its holes, at libbrotli's quality 1, as a stream that goes on
/// from another (`after`); each response puts its part between them in uncompressed
/// meta-blocks (RFC 7932 §9.2), as the gzip form stores it (`DeflatePiece`, effort `.stored`).
///
/// What the run compressed at quality 1 decodes to never depends on what came before it but
/// through the bytes it copies, and those it copies only from itself, because of how libbrotli
/// 1.0.9 compresses at that quality (`BrotliCompressFragmentTwoPass`,
/// c/enc/compress_fragment_two_pass.c): of the three things RFC 7932 carries from one
/// meta-block to the next, the literals' context (§7.1) does not count, as each meta-block has
/// one block type and one literal prefix code (its 13 zero bits after the header); the ring
/// buffer of the last distances (§4) is not read before the block has written a distance of
/// its own (`last_distance` starts at -1 for each block); and the window (§2) is read only for
/// copies from the block itself (its hash table is zeroed for each block, and the encoder
/// starts a block at each flush). Nor does it use the static dictionary, whose references
/// depend on the position in the stream. Its blocks hold at most 2^(W-1) bytes (its window,
/// one bit less than the head's W), so every distance lies inside the joined stream's window.
/// With a stream offset it writes no stream header (`BrotliEncoder`), and starts on the byte
/// boundary where the part's meta-blocks end; its own uncompressed meta-blocks stay on byte
/// boundaries. So it decodes the same after any part, and the part, stored, decodes as it is.
/// The join is decoded with libbrotli's decoder once, with the slot's own bytes, when the page
/// is kept; a page that fails is not joined.
public struct BrotliSlotRuns: Sendable {
    /// The body before the slot, with the holes there, flushed.
    let head: BrotliRuns
    /// The body after the slot, with the holes there, at quality 1, to the stream's end.
    let after: BrotliRuns
    /// The head's window bits.
    let windowBits: Int32

    /// `body` compressed around `slot` and `holes` (in order, apart, of one length, none in
    /// the slot), before it at `effort`'s quality. Nil when libbrotli fails, when the text
    /// holds a byte the placeholders use, or when the body joined with the slot's own bytes
    /// does not decode to the body.
    public init?(_ body: [UInt8], slot: Range<Int>, holes: [Range<Int>], effort: CompressionEffort) {
        guard holes.allSatisfy({ $0.upperBound <= slot.lowerBound || $0.lowerBound >= slot.upperBound }),
              !BrotliRuns.holdsPlaceholderByte(body[..<slot.lowerBound]), !BrotliRuns.holdsPlaceholderByte(body[slot.upperBound...])
        else { return nil }
        // At least 11 bits, so that the runs at quality 1 have the 10 that Brotli allows at least.
        windowBits = Compression.windowBits(for: body.count, min: 11, max: 22)
        let holesBefore = holes.filter { $0.upperBound <= slot.lowerBound }
        let holesAfter = holes.filter { $0.lowerBound >= slot.upperBound }
        guard let encoder = BrotliEncoder(quality: effort.brotliQuality(size: body.count), windowBits: windowBits),
              let head = BrotliRuns(body[..<slot.lowerBound], holes: holesBefore, encoder: encoder, finishing: false),
              // The offset only drops the stream header at quality 1: a head of no bytes has its header all the same.
              let afterEncoder = BrotliEncoder(quality: 1, windowBits: windowBits - 1, streamOffset: max(slot.upperBound, 1)),
              let after = BrotliRuns(body[slot.upperBound...], holes: holesAfter, encoder: afterEncoder, finishing: true)
        else { return nil }
        self.head = head
        self.after = after
        let fill = BrotliRuns.randomFill(count: holes.first?.count ?? 0)
        guard BrotliRuns.decodes(joined(part: body[slot], filling: fill[...]), to: BrotliRuns.filled(body[...], holes: holes, with: fill[...]))
        else { return nil }
    }

    /// The Brotli stream of the body with `part` in the slot, in uncompressed meta-blocks of
    /// up to 65,536 bytes, and `fill` in every hole (each hole's length).
    public func joined(part: ArraySlice<UInt8>, filling fill: ArraySlice<UInt8>) -> [UInt8] {
        var stream = head.joined(filling: fill)
        var start = part.startIndex
        while start < part.endIndex {
            let end = min(start + (1 << 16), part.endIndex)
            stream += BrotliRuns.uncompressedHeader(length: end - start)
            stream += part[start..<end]
            start = end
        }
        stream += after.joined(filling: fill)
        return stream
    }
}
