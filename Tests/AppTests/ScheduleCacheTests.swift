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
        XCTAssertEqual(ScheduleCache<Int>(clock: clock.wallClock, maxAge: 0).value("k", version: 1, make: make), 4)
    }

    /// A change another process made is seen within `maxAge`, though the version is the same.
    func testAValueIsKeptForMaxAgeSecondsAtMost() {
        let cache = ScheduleCache<Int>(clock: clock.wallClock)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 1)
        clock.advance(cache.maxAge - 1)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 1, "kept a second short of the minute")
        clock.advance(1)
        XCTAssertEqual(cache.value("k", version: 1, make: make), 2, "built again after it")
    }

    func testEveryScheduleWriteChangesTheVersion() throws {
        let gym = try ScheduleFixture.make()
        defer { TestApp.remove(gym.app) }
        var version = gym.app.database.gymVersion
        for write in [{ _ = try gym.location("Downtown") }, { _ = try gym.classType("A10") }] {
            try write()
            XCTAssertGreaterThan(gym.app.database.gymVersion, version)
            version = gym.app.database.gymVersion
        }
        gym.lifter.get("/workouts")
        XCTAssertEqual(gym.app.database.gymVersion, version, "reading changes nothing")
    }
}
