import Synchronization

/// The parts of the gym's pages rendered lately (`PagePart`: one fact as the facts pages show
/// it), by kind and id, so that a visit that picks one rendered before reads and renders
/// nothing. Every part is of the gym's current data version: a write through this process drops
/// them all at once. Each is kept for `maxAge` seconds from when it was read, so one changed by
/// another process shows within that time, as on the pages around it (`GymPageKey.maxAge`);
/// they expire one by one, not all at the turn of a minute, which would render every fact
/// again at once.
///
/// Bounded in entries and bytes. When full, expired parts make room; if none has expired, a
/// part is rendered for its visit and not kept: the picks are uniformly random, so the parts
/// kept first are found as often as any others would be, and a full cache costs no eviction.
/// Kept apart from `PageCache`, whose budget is the pages': ten thousand facts picked at random
/// would push every page out of it.
final class PagePartCache: Sendable {
    /// How many parts at most, and how many bytes together. Ten thousand facts (the
    /// benchmark's; a gym's collection starts at a few hundred) are rendered once a minute
    /// rather than on every visit: 10,239 parts of about 670 bytes take 7.5 MB. Half of
    /// `PageCache.defaultByteLimit`, where these parts were kept before, up to the whole of
    /// it, at the pages' expense.
    struct Limits {
        var entries = 16_384
        var bytes = 8 << 20
    }

    /// What an entry costs beside its bytes: the array's header, the dictionary's slot, the expiry.
    static let entryOverhead = 64

    private struct Key: Hashable {
        let kind: String
        let id: Int64
    }

    private struct Entry {
        let bytes: [UInt8]
        /// The first second it is no longer used.
        let expires: Int
    }

    private struct State {
        var version: Int?
        var parts: [Key: Entry] = [:]
        var bytes = 0
        /// When the first kept part expires: a full cache looks for parts to drop only from then.
        var firstExpiry = Int.max

        func fits(_ cost: Int, within limits: Limits) -> Bool {
            parts.count < limits.entries && bytes + cost <= limits.bytes
        }

        /// Keeps only the parts still good at `now`.
        mutating func dropExpired(at now: Int) {
            parts = parts.filter { $0.value.expires > now }
            bytes = parts.values.reduce(0) { $0 + $1.bytes.count + PagePartCache.entryOverhead }
            firstExpiry = parts.values.map(\.expires).min() ?? .max
        }
    }

    let limits: Limits
    let maxAge: Int
    private let state = Mutex(State())

    init(limits: Limits = Limits(), maxAge: Int = GymPageKey.maxAge) {
        self.limits = limits
        self.maxAge = maxAge
    }

    /// The part of this kind and id kept at this gym version and not expired at `now`.
    func part(_ kind: String, id: Int64, version: Int, now: Int) -> [UInt8]? {
        state.withLock { state in
            guard state.version == version, let entry = state.parts[Key(kind: kind, id: id)], entry.expires > now else { return nil }
            return entry.bytes
        }
    }

    /// Keeps a part rendered from what was read at `version` and `now` (both read before
    /// rendering). A newer version drops every part of the older one; a part of an older one
    /// than the cache's is not kept (it was rendered before a write that has since landed), nor
    /// one that does not fit.
    func store(_ bytes: [UInt8], kind: String, id: Int64, version: Int, now: Int) {
        let key = Key(kind: kind, id: id)
        let entry = Entry(bytes: bytes, expires: now + maxAge)
        let cost = bytes.count + Self.entryOverhead
        // What is dropped is returned, to be freed once the lock is let go.
        _ = state.withLock { state -> [Key: Entry]? in
            if let kept = state.version, version < kept { return nil }
            var dropped: [Key: Entry]?
            if state.version != version {
                dropped = state.parts
                state = State(version: version)
            }
            if let old = state.parts[key] {
                guard old.expires <= now else { return dropped }
                state.parts[key] = nil
                state.bytes -= old.bytes.count + Self.entryOverhead
            }
            if !state.fits(cost, within: limits), now >= state.firstExpiry {
                dropped = state.parts
                state.dropExpired(at: now)
            }
            guard state.fits(cost, within: limits) else { return dropped }
            state.parts[key] = entry
            state.bytes += cost
            state.firstExpiry = min(state.firstExpiry, entry.expires)
            return dropped
        }
    }

    /// How many parts are kept and what they cost, for tests and measurement.
    var usage: (entries: Int, bytes: Int) {
        state.withLock { ($0.parts.count, $0.bytes) }
    }
}
