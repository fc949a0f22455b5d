/// The requests that crashed a server process lately, each refused (answered with a 500 page
/// without being run) until its time is up, so that one request repeated cannot keep the
/// site down: it costs one crash, not one per try. The supervisor adds to it; each new server
/// process reads it once at start (`CrashRecord`). Times are seconds on CLOCK_MONOTONIC,
/// which every process on the machine shares and no clock change moves.
struct Quarantine: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        let key: RequestKey
        let until: Int64
        /// The member whose session `key` names, once a server process looked it up: the
        /// session may end (a logout), the member stays who the entry refuses.
        var member: Int64?
    }

    /// Long enough that repeating the request is pointless, short enough that a fix deployed
    /// without a restart, or data changed meanwhile, lets it through again soon.
    static let duration: Int64 = 10 * 60
    /// More than any day's crashes should be; past it the oldest entry gives way.
    static let capacity = 64

    private(set) var entries: [Entry] = []

    init(entries: [Entry] = []) {
        self.entries = entries
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Refuses `key` for `duration` from `now`, dropping the entries whose time is up.
    mutating func add(_ key: RequestKey, now: Int64) {
        entries.removeAll { $0.until <= now || $0.key == key }
        if entries.count >= Self.capacity { entries.removeFirst(entries.count - Self.capacity + 1) }
        entries.append(Entry(key: key, until: now + Self.duration))
    }

    /// Looks up the member of each entry's session that has not been looked up yet.
    func resolvingMembers(_ member: (String) -> Int64?) -> Quarantine {
        var resolved = self
        for index in resolved.entries.indices where resolved.entries[index].member == nil {
            resolved.entries[index].member = resolved.entries[index].key.session.flatMap(member)
        }
        return resolved
    }

    /// Whether any live entry has this method and path: a few compares, for every request
    /// while the quarantine holds anything.
    func mayHold(hash: UInt64) -> Bool {
        entries.contains { $0.key.hash == hash }
    }

    /// The live entry for `key` asked by the same person: the same session, or the same member
    /// (`member` looks up a session's, nil for a session that is not one), or a visitor again
    /// when a visitor crashed it (a made-up cookie is a visitor's too).
    func entry(for key: RequestKey, now: Int64, member: (String) -> Int64?) -> Entry? {
        var asker: Int64??
        return entries.first { entry in
            guard entry.until > now, entry.key.hash == key.hash, entry.key.method == key.method, entry.key.path == key.path else { return false }
            if entry.key.session == key.session { return true }
            let who = asker ?? key.session.flatMap(member)
            asker = who
            return entry.member == who
        }
    }
}
