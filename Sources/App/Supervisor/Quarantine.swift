/// The requests that crashed a server process lately, each refused (answered with a 500 page
/// without being run) until its time is up, so that one request repeated cannot keep the
/// site down: it costs one crash, not one per try. A request is "the same" by its route and
/// parameters as the handler reads them (`CanonicalPath`), so `/routines/01` and
/// `/routines/%31` are `/routines/1` again. Someone whose requests crash the server
/// `crashesToPause` times has their writes paused too (`refusal`), so a loop of ever new bad
/// requests costs a few crashes, not one each.
///
/// The supervisor adds to it; each new server process reads it once at start (`CrashRecord`).
/// Times are seconds on CLOCK_MONOTONIC, which every process on the machine shares and no
/// clock change moves.
struct Quarantine: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        let key: RequestKey
        let until: Int64
        /// Who sent it, once a server process looked the session up: the session may end (a
        /// logout), the member stays who the entry refuses.
        var asker: CrashAsker?
    }

    /// Long enough that repeating the request is pointless, short enough that a fix deployed
    /// without a restart, or data changed meanwhile, lets it through again soon.
    static let duration: Int64 = 10 * 60
    /// Crashes by one member, or by visitors and new accounts of one address, within
    /// `duration` that pause their writes for the rest of it.
    static let crashesToPause = 2
    /// Bounded by memory (a 320-byte record each in `CrashRecord`), far past any day's bad
    /// luck: when it is full the oldest entries stay and unknown askers' writes wait (`full`),
    /// since forgetting an entry early would let its request crash the server again.
    static let capacity = 4_096

    private(set) var entries: [Entry] = []

    init(entries: [Entry] = []) {
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Refuses `key` for `duration` from `now`, dropping the entries whose time is up. False,
    /// and nothing changed, when every entry is live and there is no room.
    @discardableResult
    mutating func add(_ key: RequestKey, now: Int64) -> Bool {
        entries.removeAll { $0.until <= now || $0.key == key }
        guard entries.count < Self.capacity else { return false }
        entries.append(Entry(key: key, until: now + Self.duration))
        return true
    }

    /// Looks up who sent each entry that has not been looked up yet: `asker` answers for a
    /// live session, nil for one that is not (a visitor's, then).
    func resolvingAskers(_ asker: (String) -> CrashAsker?) -> Quarantine {
        var resolved = self
        for index in resolved.entries.indices where resolved.entries[index].asker == nil {
            resolved.entries[index].asker = resolved.entries[index].key.session.flatMap(asker) ?? .visitor
        }
        return resolved
    }

    /// Why `key` is refused at `now`, if it is: the same request by the same person (the same
    /// session, or the same member, or a visitor again when a visitor sent it), or a write
    /// (`isWrite`) by someone whose writes are paused. `asker` looks the session up, and is
    /// asked at most once, only when an entry could apply.
    func refusal(for key: RequestKey, isWrite: Bool, now: Int64, asker: (String) -> CrashAsker?) -> QuarantineRefusal? {
        var known: CrashAsker?
        func who() -> CrashAsker {
            if let known { return known }
            let found = key.session.flatMap(asker) ?? .visitor
            known = found
            return found
        }
        let live = entries.filter { $0.until > now }
        let same = live.first { entry in
            guard entry.key.hash == key.hash, entry.key.method == key.method, entry.key.path == key.path else { return false }
            return entry.key.session == key.session || (entry.asker != nil && entry.asker?.member == who().member)
        }
        if let same { return .sameRequest(until: same.until, byMember: same.asker?.member != nil) }
        guard isWrite, !live.isEmpty else { return nil }
        return pause(of: key, live: live, who: who)
    }

    /// Whether a write of `key`'s sender waits: `crashesToPause` crashes by the same member,
    /// or by unknown askers from the same address, or a full quarantine for an unknown asker.
    private func pause(of key: RequestKey, live: [Entry], who: () -> CrashAsker) -> QuarantineRefusal? {
        let fromAddress = live.filter { $0.key.address == key.address && $0.asker?.isUnknown != false }
        let couldBeMember = live.contains { $0.asker?.member != nil } && key.session != nil
        guard couldBeMember || fromAddress.count >= Self.crashesToPause || live.count >= Self.capacity else { return nil }
        let asker = who()
        if let member = asker.member, let until = Self.pauseEnd(live.filter { $0.asker?.member == member }) {
            return .member(until: until)
        }
        guard asker.isUnknown else { return nil }
        if let until = Self.pauseEnd(fromAddress) { return .address(until: until) }
        if live.count >= Self.capacity, let oldest = live.map(\.until).min() { return .full(until: oldest) }
        return nil
    }

    /// When a pause made of these crashes ends: once fewer than `crashesToPause` of them are
    /// live. Nil when there are too few for a pause.
    private static func pauseEnd(_ crashes: [Entry]) -> Int64? {
        guard crashes.count >= crashesToPause else { return nil }
        let ends = crashes.map(\.until).sorted()
        return ends[ends.count - crashesToPause]
    }

    /// The hashes of the entries' requests: what the hot path looks up first (`CrashGuard`).
    func hashes() -> Set<UInt64> {
        Set(entries.map(\.key.hash))
    }
}
