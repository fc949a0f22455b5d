import XCTest
@testable import App

/// `PagePartCache`: the facts pages' random fact, rendered once per generation (the gym's data
/// version and the minute), never after a newer one, and within its bounds.
final class PagePartCacheTests: XCTestCase {
    private typealias Generation = PagePartCache.Generation
    private let first = Generation(version: 1, minute: 100)

    func testAPartIsFoundOnlyInTheGenerationItWasRenderedIn() {
        let cache = PagePartCache()
        cache.store(Array("fact 7".utf8), kind: "fact", id: 7, in: first)
        XCTAssertEqual(cache.part("fact", id: 7, in: first), Array("fact 7".utf8))
        XCTAssertNil(cache.part("fact", id: 8, in: first), "another id")
        XCTAssertNil(cache.part("other", id: 7, in: first), "another kind")
        XCTAssertNil(cache.part("fact", id: 7, in: Generation(version: 2, minute: 100)), "a write since")
        XCTAssertNil(cache.part("fact", id: 7, in: Generation(version: 1, minute: 101)), "a minute on")
    }

    /// A write drops every part at once; a part rendered before it (its generation read before
    /// rendering) and stored after it is not kept, so no edited or deleted fact is shown again.
    func testANewerGenerationDropsTheOlderPartsAndAnOlderOneIsNotKept() {
        let cache = PagePartCache()
        cache.store(Array("before".utf8), kind: "fact", id: 1, in: first)
        let written = Generation(version: 2, minute: 100)
        cache.store(Array("after".utf8), kind: "fact", id: 2, in: written)
        XCTAssertEqual(cache.usage.entries, 1, "the older generation's part dropped")
        cache.store(Array("stale".utf8), kind: "fact", id: 1, in: first)
        XCTAssertNil(cache.part("fact", id: 1, in: first))
        XCTAssertNil(cache.part("fact", id: 1, in: written), "rendered before the write: not kept")
        XCTAssertEqual(cache.part("fact", id: 2, in: written), Array("after".utf8))
        cache.store(Array("later".utf8), kind: "fact", id: 3, in: Generation(version: 2, minute: 101))
        XCTAssertEqual(cache.usage.entries, 1, "a minute on: another process's writes show")
    }

    func testBoundedInEntriesAndBytes() {
        let few = PagePartCache(limits: .init(entries: 3, bytes: 1 << 20))
        for id in 1...10 { few.store(Array("fact \(id)".utf8), kind: "fact", id: Int64(id), in: first) }
        XCTAssertEqual(few.usage.entries, 3)
        XCTAssertNotNil(few.part("fact", id: 3, in: first), "the first kept")
        XCTAssertNil(few.part("fact", id: 4, in: first), "a part past the bound rendered for its visit only")

        let small = PagePartCache(limits: .init(entries: 100, bytes: 2 * (700 + PagePartCache.entryOverhead)))
        for id in 1...10 { small.store([UInt8](repeating: 65, count: 700), kind: "fact", id: Int64(id), in: first) }
        XCTAssertEqual(small.usage.entries, 2)
        XCTAssertLessThanOrEqual(small.usage.bytes, small.limits.bytes)
        small.store([UInt8](repeating: 65, count: 5_000), kind: "fact", id: 11, in: Generation(version: 2, minute: 100))
        XCTAssertEqual(small.usage.entries, 0, "larger than the whole cache: not kept")

        let defaults = PagePartCache()
        XCTAssertLessThanOrEqual(defaults.limits.bytes, PageCache.defaultByteLimit / 2)
        XCTAssertGreaterThan(defaults.limits.entries, 0)
    }
}
