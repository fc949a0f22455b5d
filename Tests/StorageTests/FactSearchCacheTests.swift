import Domain
@testable import Storage
import XCTest

final class FactSearchCacheTests: XCTestCase {
    private func key(_ expression: String) -> FactSearchCache.Key {
        FactSearchCache.Key(expression: expression, limit: 21, offset: 0)
    }

    private let page = [FactMatch(fact: Fact(id: 1, body: "A fact long enough to be one.", source: "", categories: []), runs: [])]

    func testAPageStoredUnderAnOlderGenerationIsNotKept() {
        let cache = FactSearchCache()
        let (missing, generation) = cache.lookUp(key("a"))
        XCTAssertNil(missing)
        cache.invalidate()  // a write committed while the search ran
        cache.store(page, for: key("a"), generation: generation)
        XCTAssertNil(cache.lookUp(key("a")).page)
        let current = cache.lookUp(key("a")).generation
        cache.store(page, for: key("a"), generation: current)
        XCTAssertEqual(cache.lookUp(key("a")).page, page)
    }

    func testTheOldestPageGoesFirstWhenFull() {
        let cache = FactSearchCache(capacity: 2)
        for expression in ["a", "b", "c"] { cache.store(page, for: key(expression), generation: 0) }
        XCTAssertNil(cache.lookUp(key("a")).page)
        XCTAssertNotNil(cache.lookUp(key("b")).page)
        XCTAssertNotNil(cache.lookUp(key("c")).page)
        cache.invalidate()
        XCTAssertNil(cache.lookUp(key("c")).page)
    }
}
