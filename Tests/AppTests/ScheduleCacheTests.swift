import XCTest
@testable import App

final class ScheduleCacheTests: XCTestCase {
    private let clock = SettableClock()
    private var builds = 0

    /// A value that tells how many were built so far.
    private func make() -> Int {
        builds += 1
        return builds
    }

    func testAValueIsBuiltOncePerVersionAndKey() {
        let cache = ScheduleCache<Int>(clock: clock.wallClock)
        XCTAssertEqual(cache.value("2026-03-02 all", version: 1, make: make), 1)
        XCTAssertEqual(cache.value("2026-03-02 all", version: 1, make: make), 1, "kept")
        XCTAssertEqual(cache.value("2026-03-02 7", version: 1, make: make), 2, "another key")
        XCTAssertEqual(cache.value("2026-03-02 all", version: 2, make: make), 3, "the schedule changed")
        let feeds = ScheduleCache<Int>(clock: clock.wallClock, maxAge: 0)
        XCTAssertEqual(feeds.value("k", version: 1, make: make), 4)
        XCTAssertEqual(feeds.value("k", version: 1, make: make), 5, "with a maxAge, made again once it is past")
    }

    /// The feed's DTSTAMP is at most `maxAge` seconds old, though the version is the same.
    func testAValueWithAMaxAgeIsKeptThatManySecondsAtMost() {
        let cache = ScheduleCache<Int>(clock: clock.wallClock, maxAge: 60)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 1)
        clock.advance(59)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 1, "kept a second short of the minute")
        clock.advance(1)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 2, "made again after it")
    }

    func testEveryScheduleWriteChangesTheVersion() throws {
        let gym = try ScheduleFixture.make()
        defer { TestApp.remove(gym.app) }
        var version = try gym.app.database.gymVersion()
        for write in [{ _ = try gym.location("Downtown") }, { _ = try gym.classType("A10") }] {
            try write()
            XCTAssertGreaterThan(try gym.app.database.gymVersion(), version)
            version = try gym.app.database.gymVersion()
        }
        gym.lifter.get("/workouts")
        XCTAssertEqual(try gym.app.database.gymVersion(), version, "reading changes nothing")
    }
}
