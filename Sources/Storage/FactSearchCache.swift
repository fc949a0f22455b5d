import Domain
import Synchronization

/// The last pages of search results, so a popular search is ranked once rather than on
/// every visit: ranking with bm25 reads every matching fact (a few milliseconds for a word
/// in a tenth of 10,000 facts), while facts change only when staff edit them.
///
/// Pages are kept under the gym's version (migration 36), which every write to facts or
/// categories moves, by this process or any other: a page of an older version is never
/// returned, and a newer version drops them all. The version is read before the search, so a
/// search that began before a write and finishes after it is kept under the older version,
/// which is never asked for again.
final class FactSearchCache: Sendable {
    struct Key: Hashable {
        let expression: String
        let limit: Int
        let offset: Int
    }

    private struct State {
        var version: Int?
        var pages: [Key: [FactMatch]] = [:]
        /// Keys in the order they were stored, the oldest dropped first when full.
        var order: [Key] = []
    }

    /// About 20 facts a page: a full cache holds a megabyte or two.
    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int = 128) {
        self.capacity = capacity
    }

    /// The page kept for `key` at the gym's `version`, or nil.
    func page(_ key: Key, version: Int) -> [FactMatch]? {
        state.withLock { $0.version == version ? $0.pages[key] : nil }
    }

    /// Keeps a page ranked from what was read at `version` (read before the search). A newer
    /// version drops every page of the older; a page of an older one than the cache's is not kept.
    func store(_ page: [FactMatch], for key: Key, version: Int) {
        // What is dropped is returned, to be freed once the lock is let go.
        _ = state.withLock { state -> [Key: [FactMatch]]? in
            if let kept = state.version, version < kept { return nil }
            var dropped: [Key: [FactMatch]]?
            if state.version != version {
                dropped = state.pages
                state = State(version: version)
            }
            guard state.pages[key] == nil else { return dropped }
            if state.order.count >= capacity {
                state.pages[state.order.removeFirst()] = nil
            }
            state.pages[key] = page
            state.order.append(key)
            return dropped
        }
    }
}

extension FactSearchCache.Key {
    /// The key of one page of a search's results.
    init(_ query: FactSearchQuery, limit: Int, offset: Int) {
        self.init(expression: query.matchExpression, limit: limit, offset: offset)
    }
}
