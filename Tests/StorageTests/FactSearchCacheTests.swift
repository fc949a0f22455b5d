import Domain
@testable import Storage
import XCTest

final class FactSearchCacheTests: XCTestCase {
    private func key(_ expression: String) -> FactSearchCache.Key {
        FactSearchCache.Key(expression: expression, limit: 21, offset: 0)
    }

    private let page = [FactMatch(fact: Fact(id: 1, body: "A fact long enough to be one.", source: "", categories: []), runs: [])]

    func testAPageIsFoundAtItsVersionOnlyAndOneOfAnOlderVersionIsNotKept() {
        let cache = FactSearchCache()
        XCTAssertNil(cache.page(key("a"), version: 1))
        cache.store(page, for: key("b"), version: 2)  // a write committed while the search of "a" ran
        cache.store(page, for: key("a"), version: 1)
        XCTAssertNil(cache.page(key("a"), version: 1))
        XCTAssertNil(cache.page(key("a"), version: 2))
        XCTAssertEqual(cache.page(key("b"), version: 2), page)
        XCTAssertNil(cache.page(key("b"), version: 3), "a write since")
        cache.store(page, for: key("a"), version: 3)
        XCTAssertNil(cache.page(key("b"), version: 2), "the older version's pages dropped")
    }

    func testTheOldestPageGoesFirstWhenFull() {
        let cache = FactSearchCache(capacity: 2)
        for expression in ["a", "b", "c"] { cache.store(page, for: key(expression), version: 0) }
        XCTAssertNil(cache.page(key("a"), version: 0))
        XCTAssertNotNil(cache.page(key("b"), version: 0))
        XCTAssertNotNil(cache.page(key("c"), version: 0))
    }
}
