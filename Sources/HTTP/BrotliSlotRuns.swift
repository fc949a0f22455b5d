import CBrotli
import Synchronization

/// A body with a slot that every response fills with a part of its own, of any length (a
/// random fact), and holes as `BrotliRuns` has (the masked token), joined in Brotli: the body
/// before the slot is compressed once, around its holes, and flushed to a byte boundary
/// (`head`); each response compresses only its part and the body after it (the tail), around
/// the holes there, at libbrotli's quality 1, as a stream that goes on from the head's.
///
/// What the tail decodes to never depends on the head but through the bytes it copies, and
/// those it copies only from itself, because of how libbrotli 1.0.9 compresses at quality 1
/// (`BrotliCompressFragmentTwoPass`, c/enc/compress_fragment_two_pass.c): of the three things
/// RFC 7932 carries from one meta-block to the next, the literals' context (§7.1) does not
/// count, as each meta-block has one block type and one literal prefix code (its 13 zero
/// bits after the header); the ring buffer of the last distances (§4) is not read before the
/// block has written a distance of its own (`last_distance` starts at -1 for each block); and
/// the window (§2) is read only for copies from the block itself (its hash table is zeroed for
/// each block, and the encoder starts a block at each flush). Nor does it use the static
/// dictionary. Its blocks hold at most 2^(W-1) bytes (the tail's window, one bit less than
/// the head's W), so every distance lies inside the joined stream's window. With a stream
/// offset the tail has no stream header (`BrotliEncoder`), and starts on the byte boundary
/// where the head's flush left off; its uncompressed meta-blocks stay on byte boundaries.
///
/// Every join is still decoded with libbrotli's decoder before it is sent (a tail is small,
/// the check costs a decoding of the page); one that fails is not sent (`joined` gives nil)
/// and is counted.
public struct BrotliSlotRuns: Sendable {
    /// The body before the slot, with the holes there, flushed.
    let head: BrotliRuns
    /// The body before the slot and its holes, to check each join against.
    let before: ArraySlice<UInt8>
    let holesBefore: [Range<Int>]
    /// The body after the slot, and the holes there, counted from the slot's end.
    let after: ArraySlice<UInt8>
    let holesAfter: [Range<Int>]
    /// The head's window bits.
    let windowBits: Int32

    /// `body` compressed before `slot` around the `holes` there at `effort`'s quality; `holes`
    /// (in order, apart, of one length) lie before or after the slot, none in it. Nil when
    /// libbrotli fails, when the text holds a byte the placeholders use, or when the body
    /// joined with the slot's own bytes does not decode to the body.
    public init?(_ body: [UInt8], slot: Range<Int>, holes: [Range<Int>], effort: CompressionEffort) {
        guard holes.allSatisfy({ $0.upperBound <= slot.lowerBound || $0.lowerBound >= slot.upperBound }) else { return nil }
        // At least 11 bits, so that the tail's window has the 10 that Brotli allows at least.
        windowBits = Compression.windowBits(for: body.count, min: 11, max: 22)
        before = body[..<slot.lowerBound]
        holesBefore = holes.filter { $0.upperBound <= slot.lowerBound }
        after = body[slot.upperBound...]
        holesAfter = holes.filter { $0.lowerBound >= slot.upperBound }.map { ($0.lowerBound - slot.upperBound)..<($0.upperBound - slot.upperBound) }
        // The text around the slot is checked once here, a part in each join.
        guard !BrotliRuns.holdsPlaceholderByte(before), !BrotliRuns.holdsPlaceholderByte(after),
              let encoder = BrotliEncoder(quality: effort.brotliQuality(size: body.count), windowBits: windowBits),
              let head = BrotliRuns(before, holes: holesBefore, encoder: encoder, finishing: false) else { return nil }
        self.head = head
        guard join(part: body[slot], filling: BrotliRuns.randomFill(count: holes.first?.count ?? 0)[...]) != nil else { return nil }
    }

    /// The Brotli stream of the body with `part` in the slot and `fill` in every hole (each
    /// hole's length), checked; nil when the tail cannot be compressed or the join does not
    /// decode to that body (counted in `refusals`).
    public func joined(part: ArraySlice<UInt8>, filling fill: ArraySlice<UInt8>) -> [UInt8]? {
        guard let stream = join(part: part, filling: fill) else {
            Self.refusals.add(1, ordering: .relaxed)
            return nil
        }
        return stream
    }

    /// `joined`, uncounted.
    private func join(part: ArraySlice<UInt8>, filling fill: ArraySlice<UInt8>) -> [UInt8]? {
        guard !BrotliRuns.holdsPlaceholderByte(part) else { return nil }
        var tail = Array(part)
        tail += after
        let tailHoles = holesAfter.map { ($0.lowerBound + part.count)..<($0.upperBound + part.count) }
        // The offset only drops the tail's stream header at quality 1; a head of no bytes has its header all the same.
        guard let encoder = BrotliEncoder(quality: 1, windowBits: windowBits - 1, streamOffset: max(before.count, 1)),
              let tailRuns = BrotliRuns(tail[...], holes: tailHoles, encoder: encoder, finishing: true) else { return nil }
        let stream = head.joined(filling: fill) + tailRuns.joined(filling: fill)
        let expected = BrotliRuns.filled(before, holes: holesBefore, with: fill) + BrotliRuns.filled(tail[...], holes: tailHoles, with: fill)
        return BrotliRuns.decodes(stream, to: expected) ? stream : nil
    }

    /// How many joins failed (libbrotli out of memory, a byte the placeholders use in a part,
    /// or a join that did not decode right), for tests and measurement.
    public static let refusals = Atomic<Int>(0)
}
