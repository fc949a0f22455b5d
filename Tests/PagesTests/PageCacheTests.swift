import HTTP
import XCTest
@testable import Pages

/// The cache's own rules: who gets an entry, what is kept, and what goes first when full.
final class PageCacheTests: XCTestCase {
    private let ada = PageCache.Owner(sessionID: "session-a", userID: 1, dataVersion: 5)

    /// A page whose whole cost in the cache is `bytes` (body, header and bookkeeping).
    private func page(_ text: String, bytes: Int, tag: String) -> Response {
        let fixed = PageCache.entryOverhead + tag.utf8.count + "Content-Type".utf8.count + "text/html".utf8.count
        var body = Array(text.utf8)
        body.append(contentsOf: repeatElement(UInt8(ascii: " "), count: bytes - fixed - body.count))
        return Response(headers: ["Content-Type": "text/html"], body: body)
    }

    private func text(_ response: Response?) -> String? {
        response.map { String(decoding: $0.body, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
    }

    func testAnEntryIsFoundByItsTagAndOwnerOnly() {
        let cache = PageCache()
        cache.store(page("workouts", bytes: 1_000, tag: "t1"), tag: "t1", owner: ada)
        XCTAssertEqual(text(cache.response(for: "t1", owner: ada)), "workouts")
        XCTAssertEqual(cache.response(for: "t1", owner: ada)?.headers["Content-Type"], "text/html")
        XCTAssertNil(cache.response(for: "t2", owner: ada))
        XCTAssertNil(cache.response(for: "t1", owner: .init(sessionID: "session-b", userID: 1, dataVersion: 5)), "another session")
        XCTAssertNil(cache.response(for: "t1", owner: .init(sessionID: "session-a", userID: 2, dataVersion: 5)), "another user")
        XCTAssertNil(cache.response(for: "t1", owner: .init(sessionID: "session-a", userID: 1, dataVersion: 6)), "after a write")
    }

    func testTheLeastRecentlyUsedGoesFirstWithinTheByteLimit() {
        let cache = PageCache(byteLimit: 3_000, entryLimit: 3_000)
        for name in ["a", "b", "c"] { cache.store(page(name, bytes: 1_000, tag: name), tag: name, owner: ada) }
        XCTAssertEqual(cache.usage.entries, 3)
        XCTAssertEqual(cache.usage.bytes, 3_000)
        XCTAssertNotNil(cache.response(for: "a", owner: ada), "a is now the most recently used; b the least")
        cache.store(page("d", bytes: 1_000, tag: "d"), tag: "d", owner: ada)
        XCTAssertNil(cache.response(for: "b", owner: ada))
        XCTAssertEqual(["a", "c", "d"].map { text(cache.response(for: $0, owner: ada)) }, ["a", "c", "d"])

        cache.store(page("e", bytes: 2_500, tag: "e"), tag: "e", owner: ada)
        XCTAssertEqual(cache.usage.entries, 1, "a, c and d were all older than e and had to go to make room")
        XCTAssertEqual(text(cache.response(for: "e", owner: ada)), "e")
        XCTAssertEqual(cache.usage.bytes, 2_500)
    }

    func testAPageOverTheEntryLimitIsNotKept() {
        let cache = PageCache(byteLimit: 10_000, entryLimit: 2_000)
        cache.store(page("small", bytes: 2_000, tag: "s"), tag: "s", owner: ada)
        cache.store(page("large", bytes: 2_001, tag: "l"), tag: "l", owner: ada)
        XCTAssertNotNil(cache.response(for: "s", owner: ada))
        XCTAssertNil(cache.response(for: "l", owner: ada))
        XCTAssertEqual(cache.usage.entries, 1)
    }

    func testANewerDataVersionDropsTheUsersOlderPagesAndAnOlderOneIsNotKept() {
        let cache = PageCache()
        let grace = PageCache.Owner(sessionID: "session-g", userID: 2, dataVersion: 1)
        let adaLater = PageCache.Owner(sessionID: "session-a", userID: 1, dataVersion: 6)
        cache.store(page("old list", bytes: 1_000, tag: "a5"), tag: "a5", owner: ada)
        cache.store(page("grace", bytes: 1_000, tag: "g1"), tag: "g1", owner: grace)
        cache.store(page("new list", bytes: 1_000, tag: "a6"), tag: "a6", owner: adaLater)
        XCTAssertEqual(cache.usage.entries, 2)
        XCTAssertNotNil(cache.response(for: "g1", owner: grace), "another user's pages stay")
        XCTAssertEqual(text(cache.response(for: "a6", owner: adaLater)), "new list")

        cache.store(page("rendered before the write", bytes: 1_000, tag: "a5b"), tag: "a5b", owner: ada)
        XCTAssertNil(cache.response(for: "a5b", owner: ada), "a page older than one already kept")
        XCTAssertEqual(cache.usage.entries, 2)
    }

    func testRemoveAllEmptiesItAndItFillsAgain() {
        let cache = PageCache(byteLimit: 2_000, entryLimit: 2_000)
        for name in ["a", "b", "c"] { cache.store(page(name, bytes: 1_000, tag: name), tag: name, owner: ada) }
        cache.removeAll()
        XCTAssertEqual(cache.usage.entries, 0)
        XCTAssertEqual(cache.usage.bytes, 0)
        XCTAssertNil(cache.response(for: "c", owner: ada))
        for name in ["d", "e", "f"] { cache.store(page(name, bytes: 1_000, tag: name), tag: name, owner: ada) }
        XCTAssertEqual(["d", "e", "f"].map { text(cache.response(for: $0, owner: ada)) }, [nil, "e", "f"])
    }
}
