import XCTest
@testable import Pages

/// `PagePartCache`: the facts pages' random fact, rendered once per gym version, never kept
/// past a newer version, and within its bounds.
final class PagePartCacheTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testAPartIsFoundAtItsVersionOnly() {
        let cache = PagePartCache()
        cache.store(bytes("fact 7"), kind: "fact", id: 7, version: 1)
        XCTAssertEqual(cache.part("fact", id: 7, version: 1), bytes("fact 7"))
        XCTAssertNil(cache.part("fact", id: 8, version: 1), "another id")
        XCTAssertNil(cache.part("other", id: 7, version: 1), "another kind")
        XCTAssertNil(cache.part("fact", id: 7, version: 2), "a write since")
        cache.store(bytes("fact 7 again"), kind: "fact", id: 7, version: 1)
        XCTAssertEqual(cache.part("fact", id: 7, version: 1), bytes("fact 7"), "rendered twice at once: the first kept")
        XCTAssertEqual(cache.usage.entries, 1)
    }

    /// A write drops every part at once; a part rendered before it (its version read before
    /// rendering) and stored after it is not kept, so no edited or deleted fact is shown again.
    func testANewerVersionDropsTheOlderPartsAndAnOlderOneIsNotKept() {
        let cache = PagePartCache()
        cache.store(bytes("before"), kind: "fact", id: 1, version: 1)
        cache.store(bytes("after"), kind: "fact", id: 2, version: 2)
        XCTAssertEqual(cache.usage.entries, 1, "the older version's part dropped")
        cache.store(bytes("stale"), kind: "fact", id: 1, version: 1)
        XCTAssertNil(cache.part("fact", id: 1, version: 1))
        XCTAssertNil(cache.part("fact", id: 1, version: 2), "rendered before the write: not kept")
        XCTAssertEqual(cache.part("fact", id: 2, version: 2), bytes("after"))
    }

    func testBoundedInEntriesAndBytes() {
        let few = PagePartCache(limits: .init(entries: 3, bytes: 1 << 20))
        for id in 1...10 { few.store(bytes("fact \(id)"), kind: "fact", id: Int64(id), version: 1) }
        XCTAssertEqual(few.usage.entries, 3)
        XCTAssertNotNil(few.part("fact", id: 3, version: 1), "the first kept")
        XCTAssertNil(few.part("fact", id: 4, version: 1), "a part past the bound rendered for its visit only")
        few.store(bytes("fact 11"), kind: "fact", id: 11, version: 2)
        XCTAssertEqual(few.usage.entries, 1, "a write makes room")
        XCTAssertNotNil(few.part("fact", id: 11, version: 2))

        let small = PagePartCache(limits: .init(entries: 100, bytes: 2 * (700 + PagePartCache.entryOverhead)))
        for id in 1...10 { small.store([UInt8](repeating: 65, count: 700), kind: "fact", id: Int64(id), version: 1) }
        XCTAssertEqual(small.usage.entries, 2)
        XCTAssertLessThanOrEqual(small.usage.bytes, small.limits.bytes)
        small.store([UInt8](repeating: 65, count: 5_000), kind: "fact", id: 11, version: 2)
        XCTAssertEqual(small.usage.entries, 0, "larger than the whole cache: not kept")

        let defaults = PagePartCache()
        XCTAssertLessThanOrEqual(defaults.limits.bytes, PageCache.defaultByteLimit / 2)
        XCTAssertGreaterThan(defaults.limits.entries, 0)
    }
}
