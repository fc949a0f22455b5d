import Synchronization

/// The parts of the gym's pages rendered lately (`PagePart`: one fact as the facts pages show
/// it), by kind and id, so that a visit that picks one rendered before reads and renders
/// nothing. Every part is of the gym's current data version (`Database.gymVersion`): a write by
/// any process moves it, and the first part stored under the new version drops them all at once.
///
/// Bounded in entries and bytes. When full, a part is rendered for its visit and not kept: the
/// picks are uniformly random, so the parts kept first are found as often as any others would
/// be, and a full cache costs no eviction.
/// Kept apart from `PageCache`, whose budget is the pages': ten thousand facts picked at random
/// would push every page out of it.
final class PagePartCache: Sendable {
    /// How many parts at most, and how many bytes together. Ten thousand facts (the
    /// benchmark's; a gym's collection starts at a few hundred) are rendered once per gym
    /// version rather than on every visit: 10,239 parts of about 670 bytes take 7.5 MB. Half of
    /// `PageCache.defaultByteLimit`, where these parts were kept before, up to the whole of
    /// it, at the pages' expense.
    struct Limits {
        var entries = 16_384
        var bytes = 8 << 20
    }

    /// What an entry costs beside its bytes: the array's header, the dictionary's slot.
    static let entryOverhead = 64

    private struct Key: Hashable {
        let kind: String
        let id: Int64
    }

    private struct State {
        var version: Int?
        var parts: [Key: [UInt8]] = [:]
        var bytes = 0

        func fits(_ cost: Int, within limits: Limits) -> Bool {
            parts.count < limits.entries && bytes + cost <= limits.bytes
        }
    }

    let limits: Limits
    private let state = Mutex(State())

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The part of this kind and id kept at this gym version.
    func part(_ kind: String, id: Int64, version: Int) -> [UInt8]? {
        state.withLock { $0.version == version ? $0.parts[Key(kind: kind, id: id)] : nil }
    }

    /// Keeps a part rendered from what was read at `version` (read before rendering). A newer
    /// version drops every part of the older one; a part of an older one than the cache's is
    /// not kept (it was rendered before a write that has since landed), nor one that does not
    /// fit, nor a second rendering of a part kept already.
    func store(_ bytes: [UInt8], kind: String, id: Int64, version: Int) {
        let key = Key(kind: kind, id: id)
        let cost = bytes.count + Self.entryOverhead
        // What is dropped is returned, to be freed once the lock is let go.
        _ = state.withLock { state -> [Key: [UInt8]]? in
            if let kept = state.version, version < kept { return nil }
            var dropped: [Key: [UInt8]]?
            if state.version != version {
                dropped = state.parts
                state = State(version: version)
            }
            guard state.parts[key] == nil, state.fits(cost, within: limits) else { return dropped }
            state.parts[key] = bytes
            state.bytes += cost
            return dropped
        }
    }

    /// How many parts are kept and what they cost, for tests and measurement.
    var usage: (entries: Int, bytes: Int) {
        state.withLock { ($0.parts.count, $0.bytes) }
    }
}
