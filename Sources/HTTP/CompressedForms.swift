import Synchronization

/// The compressed forms of one body, each made the first time a request asks for it and kept
/// for every later one: a page in the app's page cache or a file under `Public/` is
/// compressed once, however often it is sent. Shared by the copies of a `Response`, which
/// drop it when their body changes.
public final class CompressedForms: Sendable {
    let effort: CompressionEffort
    /// Per coding: the compressed body, or nil when compressing did not make it smaller.
    private let forms = Mutex<[ContentCoding: [UInt8]?]>([:])

    public init(effort: CompressionEffort) {
        self.effort = effort
    }

    /// `body` in `coding`, compressed now unless it was before; nil when that is no smaller.
    /// Compressed outside the lock: two first requests at once may both compress, and the
    /// same bytes are kept.
    func form(_ coding: ContentCoding, of body: [UInt8]) -> [UInt8]? {
        if let known = forms.withLock({ $0[coding] }) { return known }
        let made = Compression.compress(body, coding, effort: effort).flatMap { $0.count < body.count ? $0 : nil }
        forms.withLock { $0[coding] = made }
        return made
    }

    /// What the forms made so far hold, for a cache that counts its bytes.
    public var byteCount: Int {
        forms.withLock { $0.values.reduce(0) { $0 + ($1?.count ?? 0) } }
    }
}
