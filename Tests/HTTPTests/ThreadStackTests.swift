import Glibc
import HTTP
import XCTest

final class ThreadStackTests: XCTestCase {
    /// A thread that went 256 KB deep gives those pages back from a shallow frame, and its
    /// stack then serves as deep a call again.
    func testPagesADeepCallLeftBelowTheFrameAreReleasedAndTheStackStillWorks() {
        let results = ResultBox()
        let thread = ThreadLauncher.start {
            var deepest: UInt = 0
            let first = Self.descend(levels: 64, deepest: &deepest)
            let released = ThreadStack.releaseUnusedPages()
            let residentAfter = Self.isResident(deepest)
            let again = Self.descend(levels: 64, deepest: &deepest)
            results.set(first: first, again: again, released: released, deepPageResident: residentAfter)
        }
        ThreadLauncher.join(thread)
        XCTAssertGreaterThan(results.released, 200 * 1024, "the stack below the frame and its margin went")
        XCTAssertEqual(results.deepPageResident, false)
        XCTAssertEqual(results.first, results.again)
        XCTAssertEqual(results.first, 64 * 512 * 7)
    }

    /// Each level fills 4 KB of its own frame, so the pages are really written.
    @inline(never)
    private static func descend(levels: Int, deepest: inout UInt) -> Int {
        var frame = InlineArray<512, UInt64>(repeating: 7)
        deepest = withUnsafeMutablePointer(to: &frame) { UInt(bitPattern: $0) }
        var here = 0
        for index in frame.indices { here += Int(frame[index]) }
        return levels == 1 ? here : here + descend(levels: levels - 1, deepest: &deepest)
    }

    private static func isResident(_ address: UInt) -> Bool {
        let page = UInt(getpagesize())
        var vector: UInt8 = 0
        guard mincore(UnsafeMutableRawPointer(bitPattern: address & ~(page - 1)), Int(page), &vector) == 0 else { return true }
        return vector & 1 == 1
    }
}

private final class ResultBox: @unchecked Sendable {
    private(set) var first = 0
    private(set) var again = 0
    private(set) var released = 0
    private(set) var deepPageResident: Bool?

    func set(first: Int, again: Int, released: Int, deepPageResident: Bool) {
        self.first = first
        self.again = again
        self.released = released
        self.deepPageResident = deepPageResident
    }
}
