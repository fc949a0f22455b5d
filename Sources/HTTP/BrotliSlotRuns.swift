import CBrotli
import Synchronization

/// A body with a slot that every response fills with a part of its own, of any length (a
/// random fact), and holes as `BrotliRuns` has (the masked token), joined in Brotli with no
/// compression of the page per response: the body before the slot is compressed once, around
/// its holes, at the page's quality and flushed to a byte boundary (`head`); the body after
/// the slot is compressed once too, around its holes, at libbrotli's quality 1, as a stream
/// that goes on from another (`after`); each response compresses only its part, at quality 1,
/// flushed, and puts it between them.
///
/// What a run compressed at quality 1 decodes to never depends on what came before it but
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
/// boundary where the stream before it was flushed; its uncompressed meta-blocks stay on byte
/// boundaries. So the part and the body after it decode the same after any head and part.
///
/// The whole join is decoded with libbrotli's decoder once, with the slot's own bytes, when
/// the page is kept; each response's part is decoded on its own before it is sent (a part is
/// small), and one that fails is not sent (`joined` gives nil) and is counted.
public struct BrotliSlotRuns: Sendable {
    /// The body before the slot, with the holes there, flushed.
    let head: BrotliRuns
    /// The body after the slot, with the holes there, at quality 1, to the stream's end.
    let after: BrotliRuns
    /// The head's window bits.
    let windowBits: Int32
    /// A stream's header and a flush, for a part to be decoded on its own.
    private let partHeader: [UInt8]

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
              let afterEncoder = Self.fastEncoder(windowBits: windowBits, offset: slot.upperBound),
              let after = BrotliRuns(body[slot.upperBound...], holes: holesAfter, encoder: afterEncoder, finishing: true),
              let partHeader = BrotliEncoder(quality: 1, windowBits: windowBits - 1)?.compress([], BROTLI_OPERATION_FLUSH)
        else { return nil }
        self.head = head
        self.after = after
        self.partHeader = partHeader
        let fill = BrotliRuns.randomFill(count: holes.first?.count ?? 0)
        guard let stream = join(part: body[slot], filling: fill[...]),
              BrotliRuns.decodes(stream, to: BrotliRuns.filled(body[...], holes: holes, with: fill[...])) else { return nil }
    }

    /// The Brotli stream of the body with `part` in the slot and `fill` in every hole (each
    /// hole's length); nil when the part cannot be compressed or does not decode to itself
    /// (counted in `refusals`).
    public func joined(part: ArraySlice<UInt8>, filling fill: ArraySlice<UInt8>) -> [UInt8]? {
        guard let stream = join(part: part, filling: fill) else {
            Self.refusals.add(1, ordering: .relaxed)
            return nil
        }
        return stream
    }

    /// `joined`, uncounted.
    private func join(part: ArraySlice<UInt8>, filling fill: ArraySlice<UInt8>) -> [UInt8]? {
        // The offset only drops the stream header at quality 1; a head of no bytes has its header all the same.
        guard let encoder = Self.fastEncoder(windowBits: windowBits, offset: 1),
              let compressed = encoder.compress(part, BROTLI_OPERATION_FLUSH),
              // On its own: a stream's header, the part, and an empty last meta-block (ISLAST 1, ISLASTEMPTY 1).
              BrotliRuns.decodes(partHeader + compressed + [0x03], to: Array(part)) else { return nil }
        var stream = head.joined(filling: fill)
        stream += compressed
        stream += after.joined(filling: fill)
        return stream
    }

    /// An encoder at quality 1 for a run that goes on from `offset` bytes of another stream,
    /// with a window one bit less than the head's.
    private static func fastEncoder(windowBits: Int32, offset: Int) -> BrotliEncoder? {
        BrotliEncoder(quality: 1, windowBits: windowBits - 1, streamOffset: max(offset, 1))
    }

    /// How many joins failed (libbrotli out of memory, or a part that did not decode to
    /// itself), for tests and measurement.
    public static let refusals = Atomic<Int>(0)
}
