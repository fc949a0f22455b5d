import HTTP
import Storage
import Synchronization

/// The last rendered `personal` pages, by their ETag (`PageTag`): a repeat request for a page
/// whose tag has not changed gets the bytes built last time instead of building them again.
/// The tag already changes with everything such a page shows (session, user, data version,
/// unit, today, target), so an entry is never stale; it is only ever found again by the same
/// session, and it also remembers whose it is, which a hit must match as well.
/// `Access.gym` keeps the gym's pages here too, under a `GymPageKey` and the gym's data version,
/// some with a slot for the part each visit renders anew. Every page is kept with the slots
/// its masked CSRF token took, which each response fills with a new mask (`SlottedPage`).
///
/// Bounded in bytes, least recently used out first. An entry lives in a slot of one array,
/// linked to its neighbours in order of use by index, so a hit and an eviction each cost a
/// dictionary lookup and a few stores under the lock, and nothing is rendered under it.
public final class PageCache: Sendable {
    /// Whose page an entry is: another session, or the same one after a write, never gets it.
    struct Owner: Equatable {
        let sessionID: String
        let userID: Int64
        let dataVersion: Int64
    }

    /// A few hundred pages of the largest kind (`/workouts` is 28 KB, a route 37 KB): the
    /// pages a gym's members are looking at right now, at the size of the server's own
    /// idle footprint, so a full cache at most doubles it on a small host.
    @usableFromInline static let defaultByteLimit = 16 << 20
    /// A page larger than this would push out dozens of others for one member's visit.
    @usableFromInline static let defaultEntryLimit = 512 << 10
    /// What an entry costs beside its body and headers: the slot, the index, the strings.
    static let entryOverhead = 256

    let byteLimit: Int
    let entryLimit: Int
    private let state = Mutex(State())

    public init(byteLimit: Int = PageCache.defaultByteLimit, entryLimit: Int = PageCache.defaultEntryLimit) {
        self.byteLimit = byteLimit
        self.entryLimit = entryLimit
    }

    /// The stored response for this tag, if its owner is the one asking; it becomes the most
    /// recently used.
    func response(for tag: String, owner: Owner) -> Response? {
        page(for: tag, owner: owner)?.response
    }

    /// `response(for:owner:)` with the ranges of its body that each response fills anew.
    func page(for tag: String, owner: Owner) -> SlottedPage? {
        state.withLock { state in
            guard let slot = state.index[tag], let entry = state.slots[slot], entry.owner == owner else { return nil }
            state.moveToNewest(slot)
            return entry.page
        }
    }

    /// Keeps a rendered 200 under its tag, with the ranges of its body that each response
    /// fills anew (`SlottedPage`). A page of an older data version than one already stored for the
    /// user is not kept (it was rendered before a write that has since landed); a newer
    /// version drops the user's older entries at once, as they can never match again.
    func store(_ page: SlottedPage, tag: String, owner: Owner) {
        let bytes = Self.cost(of: page, tag: tag)
        guard bytes <= entryLimit, bytes <= byteLimit else { return }
        state.withLock { state in
            guard state.index[tag] == nil, state.admit(owner) else { return }
            while state.bytes + bytes > byteLimit, let oldest = state.oldest {
                state.remove(oldest)
            }
            state.insert(Entry(tag: tag, owner: owner, page: page, bytes: bytes))
        }
    }

    /// Keeps a page with nothing filled anew for each response: a part of a page (`PagePart`).
    func store(_ response: Response, tag: String, owner: Owner) {
        store(SlottedPage(response), tag: tag, owner: owner)
    }

    /// How many kept pages could not be joined in Brotli (`PageRuns.refusals`), for the metrics.
    public static var brotliRefusals: Int { PageRuns.refusals.load(ordering: .relaxed) }

    /// Drops every entry and gives the memory back.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// How many pages are kept and what they cost, for tests and measurement.
    var usage: (entries: Int, bytes: Int) {
        state.withLock { ($0.index.count, $0.bytes) }
    }

    /// Where a page to be stored keeps its compressed forms (`Response.encode`), so that a
    /// repeat request costs no compression. A page is built for one request, so it is
    /// compressed at the fast level, once per coding asked for.
    static func compressedForms() -> CompressedForms {
        CompressedForms(effort: compressionEffort)
    }

    /// How hard a kept page and its runs (`PageRuns`) are compressed.
    static let compressionEffort = CompressionEffort.fast

    /// A page's compressed forms are made after it is stored, on first demand: counted ahead
    /// as a third of its body, about what Brotli and gzip together take of a page's HTML.
    private static func cost(of page: SlottedPage, tag: String) -> Int {
        let response = page.response
        let forms = response.compressedForms == nil ? 0 : response.bodyCount / 3
        let slots = MemoryLayout<Range<Int>>.stride * page.tokenSlots.count
        return response.headers.reduce(response.bodyCount + forms + slots + tag.utf8.count + entryOverhead) {
            $0 + $1.name.utf8.count + $1.value.utf8.count
        }
    }

    /// A class, so that a hit reads its owner and page where they are: the slot's value was
    /// copied whole (each string and array retained and released) for each.
    private final class Entry {
        let tag: String
        let owner: Owner
        let page: SlottedPage
        let bytes: Int
        /// Neighbours in order of use, by slot.
        var newer: Int?
        var older: Int?

        init(tag: String, owner: Owner, page: SlottedPage, bytes: Int) {
            self.tag = tag
            self.owner = owner
            self.page = page
            self.bytes = bytes
        }
    }

    private struct State {
        var slots: [Entry?] = []
        var freeSlots: [Int] = []
        var index: [String: Int] = [:]
        var newest: Int?
        var oldest: Int?
        var bytes = 0
        /// Per user with entries: the newest data version stored and how many entries they have.
        var users: [Int64: (version: Int64, entries: Int)] = [:]

        /// Whether a page of this owner's version may be stored; drops the user's entries of
        /// older versions when it is newer.
        mutating func admit(_ owner: Owner) -> Bool {
            guard let known = users[owner.userID] else { return true }
            if owner.dataVersion < known.version { return false }
            if owner.dataVersion > known.version {
                for slot in slots.indices where slots[slot]?.owner.userID == owner.userID {
                    remove(slot)
                }
            }
            return true
        }

        mutating func insert(_ entry: Entry) {
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                slots[slot] = entry
            } else {
                slot = slots.count
                slots.append(entry)
            }
            index[entry.tag] = slot
            bytes += entry.bytes
            users[entry.owner.userID, default: (entry.owner.dataVersion, 0)].entries += 1
            linkAsNewest(slot)
        }

        mutating func remove(_ slot: Int) {
            guard let entry = slots[slot] else { return }
            unlink(slot)
            slots[slot] = nil
            freeSlots.append(slot)
            index[entry.tag] = nil
            bytes -= entry.bytes
            let userID = entry.owner.userID
            users[userID]?.entries -= 1
            if users[userID]?.entries == 0 { users[userID] = nil }
        }

        mutating func moveToNewest(_ slot: Int) {
            guard newest != slot else { return }
            unlink(slot)
            linkAsNewest(slot)
        }

        private mutating func linkAsNewest(_ slot: Int) {
            slots[slot]!.older = newest
            slots[slot]!.newer = nil
            if let newest { slots[newest]!.newer = slot }
            newest = slot
            if oldest == nil { oldest = slot }
        }

        private mutating func unlink(_ slot: Int) {
            let (newer, older) = (slots[slot]!.newer, slots[slot]!.older)
            if let newer { slots[newer]!.older = older } else { newest = older }
            if let older { slots[older]!.newer = newer } else { oldest = newer }
        }
    }
}

extension PageCache.Owner {
    init(_ session: Database.StoredSession) {
        self.init(sessionID: session.id, userID: session.user.id, dataVersion: session.dataVersion)
    }
}
