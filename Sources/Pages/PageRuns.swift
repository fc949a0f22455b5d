import HTTP
import Synchronization

/// A kept page's body cut at the places each response fills anew (`SlottedPage`): those
/// places in order, found once when the page is kept, and the runs between them, compressed
/// for gzip the first time a response asks for it and kept here with the page, so that a
/// response only joins them around its own token (`DeflatePiece.gzipMember`).
final class PageRuns: Sendable {
    /// The token's slots and the part's slot, in order of their place in the body.
    let holes: [Range<Int>]
    /// Which of `holes` is the part's slot.
    let slotIndex: Int?
    /// The runs compressed, one more than there are holes; nil until a response asks for them.
    private let compressed = Mutex<[DeflatePiece]?>(nil)
    /// The body compressed in Brotli around the holes; nil until a response asks for it,
    /// `.some(nil)` when it cannot be joined.
    private let brotli = Mutex<BrotliRuns??>(nil)
    /// The same on a page with a part's slot, joined around each response's part.
    private let brotliAroundSlot = Mutex<BrotliSlotRuns??>(nil)

    init(slot: Range<Int>?, tokenSlots: [Range<Int>]) {
        var holes = tokenSlots
        if let slot {
            holes.append(slot)
            // An empty slot where a token starts goes first: after it, the run between them would end before it began.
            holes.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
        }
        self.holes = holes
        slotIndex = slot.flatMap { holes.firstIndex(of: $0) }
    }

    /// The runs of `body` before, between and after the holes (empty ones too), each
    /// compressed on its own the first time; nil when zlib fails. Compressed outside the lock:
    /// two first requests at once may both compress, and the same bytes are kept.
    func compressedRuns(of body: [UInt8]) -> [DeflatePiece]? {
        if let known = compressed.withLock({ $0 }) { return known }
        var runs: [DeflatePiece] = []
        runs.reserveCapacity(holes.count + 1)
        var start = 0
        for hole in holes + [body.count..<body.count] {
            guard let run = DeflatePiece(body[start..<hole.lowerBound], effort: PageCache.compressionEffort) else { return nil }
            runs.append(run)
            start = hole.upperBound
        }
        compressed.withLock { $0 = runs }
        return runs
    }

    /// The body compressed in Brotli around the token's slots, made and checked the first time
    /// a response asks for it (`BrotliRuns`); nil when it cannot be joined (the check refused
    /// it), or on a page with a part's slot (`brotliAroundSlot`). Made outside the lock, as
    /// `compressedRuns`.
    func brotliRuns(of body: [UInt8]) -> BrotliRuns? {
        guard slotIndex == nil else { return nil }
        return Self.once(brotli) { BrotliRuns(body, holes: holes, effort: PageCache.compressionEffort) }
    }

    /// On a page with a part's slot, the body compressed in Brotli before and after the slot,
    /// to be joined around each response's part (`BrotliSlotRuns`); nil as `brotliRuns`.
    func brotliAroundSlot(of body: [UInt8]) -> BrotliSlotRuns? {
        guard let slotIndex else { return nil }
        return Self.once(brotliAroundSlot) {
            let tokenSlots = holes.enumerated().filter { $0.offset != slotIndex }.map(\.element)
            return BrotliSlotRuns(body, slot: holes[slotIndex], holes: tokenSlots, effort: PageCache.compressionEffort)
        }
    }

    /// What `cell` holds, else what `make` gives, kept there and counted when nil.
    private static func once<Join: Sendable>(_ cell: borrowing Mutex<Join??>, make: () -> Join?) -> Join? {
        if let known = cell.withLock({ $0 }) { return known }
        let made = make()
        if made == nil { refusals.add(1, ordering: .relaxed) }
        cell.withLock { $0 = .some(made) }
        return made
    }

    /// How many pages with a token could not be joined in Brotli and go in gzip instead, for
    /// tests and measurement.
    static let refusals = Atomic<Int>(0)
}
