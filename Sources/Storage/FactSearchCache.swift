import Domain
import Synchronization

/// The last pages of search results, so a popular search is ranked once rather than on
/// every visit: ranking with bm25 reads every matching fact (a few milliseconds for a word
/// in a tenth of 10,000 facts), while facts change only when staff edit them.
///
/// Every write to facts or categories clears it (`Database.writeFacts`). A search that began
/// before such a write may finish after it; the generation it started under tells, so its
/// older results are not kept.
final class FactSearchCache: Sendable {
    struct Key: Hashable {
        let expression: String
        let limit: Int
        let offset: Int
    }

    private struct State {
        var generation = 0
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

    /// The cached page, or nil; and the generation to hand back to `store`.
    func lookUp(_ key: Key) -> (page: [FactMatch]?, generation: Int) {
        state.withLock { ($0.pages[key], $0.generation) }
    }

    func store(_ page: [FactMatch], for key: Key, generation: Int) {
        state.withLock { state in
            guard state.generation == generation, state.pages[key] == nil else { return }
            if state.order.count >= capacity {
                state.pages[state.order.removeFirst()] = nil
            }
            state.pages[key] = page
            state.order.append(key)
        }
    }

    func invalidate() {
        state.withLock { state in
            state.generation += 1
            state.pages.removeAll()
            state.order.removeAll()
        }
    }
}

extension FactSearchCache.Key {
    /// The key of one page of a search's results.
    init(_ query: FactSearchQuery, limit: Int, offset: Int) {
        self.init(expression: query.matchExpression, limit: limit, offset: offset)
    }
}
