import Synchronization

/// The compressed forms of one body, each made the first time a request asks for it and kept
/// for every later one: a page in the app's page cache or a file under `Public/` is
/// compressed once, however often it is sent. Shared by the copies of a `Response`, which
/// drop it when their body changes.
public final class CompressedForms: Sendable {
    let effort: CompressionEffort
    /// The gzip form joined from pieces compressed before (`DeflatePiece`), made instead of
    /// compressing the body; nil compresses it.
    private let joinedGzip: (@Sendable () -> [UInt8]?)?
    /// Per coding: the compressed body, or nil when compressing did not make it smaller.
    private let forms = Mutex(Forms())
    /// Runs of the body compressed on their own, by range, for joining.
    private let pieces = Mutex<[Range<Int>: DeflatePiece]>([:])

    public init(effort: CompressionEffort) {
        self.effort = effort
        joinedGzip = nil
        joinedBrotli = nil
    }

    /// Forms whose gzip is `joined()`, the body's pieces joined (nil compresses it after all),
    /// and whose Brotli, when `joinedBrotli` is given, is what it gives: nil there means the
    /// body cannot be joined in Brotli, and a request that accepts gzip gets that instead.
    public init(effort: CompressionEffort, joinedGzip joined: @escaping @Sendable () -> [UInt8]?,
                joinedBrotli: (@Sendable () -> [UInt8]?)? = nil) {
        self.effort = effort
        joinedGzip = joined
        self.joinedBrotli = joinedBrotli
    }

    /// The Brotli form joined from runs compressed before (`BrotliRuns`); nil when there are
    /// none to join.
    private let joinedBrotli: (@Sendable () -> [UInt8]?)?

    /// Whether gzip costs no compression here while Brotli does: a request that accepts both
    /// alike gets gzip (`Response.encode`).
    public var prefersGzip: Bool { joinedGzip != nil && joinedBrotli == nil }

    /// Whether the Brotli form is only ever joined, never compressed here: when it cannot be
    /// joined, gzip is sent instead.
    var joinsBrotli: Bool { joinedBrotli != nil }

    /// `body` (of `count` bytes) in `coding`, compressed now unless it was before; nil when
    /// that is no smaller. A joined gzip form never reads `body`, which a body in pieces
    /// would have to join for it. Compressed outside the lock: two first requests at once may
    /// both compress, and the same bytes are kept.
    func form(_ coding: ContentCoding, of body: () -> [UInt8], count: Int) -> [UInt8]? {
        // A body sent once has nothing kept to look up.
        if effort != .once, let known = forms.withLock({ $0[coding] }) { return known }
        let compressed = coding == .brotli && joinedBrotli != nil ? joinedBrotli?()
            : (coding == .gzip ? joinedGzip?() : nil) ?? Compression.compress(body(), coding, effort: effort)
        let made = compressed.flatMap { $0.count < count ? $0 : nil }
        // A body sent once is never asked for again.
        if effort != .once { forms.withLock { $0[coding] = made } }
        return made
    }

    /// The bytes of `body` in `range` as a piece to join (`DeflatePiece`), compressed the
    /// first time it is asked for; nil when zlib fails.
    public func piece(of body: [UInt8], in range: Range<Int>) -> DeflatePiece? {
        if let known = pieces.withLock({ $0[range] }) { return known }
        guard let made = DeflatePiece(body[range], effort: effort) else { return nil }
        pieces.withLock { $0[range] = made }
        return made
    }

    /// What the forms made so far hold, for a cache that counts its bytes.
    public var byteCount: Int {
        let pieceBytes = pieces.withLock { $0.values.reduce(0) { $0 + $1.deflated.count } }
        return forms.withLock { pieceBytes + ($0.gzip??.count ?? 0) + ($0.brotli??.count ?? 0) }
    }

    /// The forms made so far, a slot per compressed coding: no hashing and nothing to allocate
    /// for a response that is sent once.
    private struct Forms {
        /// nil: not made yet; .some(nil): no smaller than the body.
        var gzip: [UInt8]??
        var brotli: [UInt8]??

        subscript(coding: ContentCoding) -> [UInt8]?? {
            get {
                switch coding {
                case .gzip: gzip
                case .brotli: brotli
                case .identity: nil
                }
            }
            set {
                switch coding {
                case .gzip: gzip = newValue
                case .brotli: brotli = newValue
                case .identity: break
                }
            }
        }
    }
}
