import XCTest
@testable import App

final class ScheduleCacheTests: XCTestCase {
    func testAValueIsBuiltOncePerVersionAndKey() {
        let cache = ScheduleCache<Int>()
        var builds = 0
        let make = { () -> Int in
            builds += 1
            return builds
        }
        XCTAssertEqual(cache.value("2026-03-02 all", version: 1, make: make), 1)
        XCTAssertEqual(cache.value("2026-03-02 all", version: 1, make: make), 1, "kept")
        XCTAssertEqual(cache.value("2026-03-02 7", version: 1, make: make), 2, "another key")
        XCTAssertEqual(cache.value("2026-03-02 all", version: 2, make: make), 3, "the schedule changed")
        let feeds = ScheduleCache<Int>(maxAge: 0)
        XCTAssertEqual(feeds.value("k", version: 1, make: make), 4)
        XCTAssertEqual(feeds.value("k", version: 1, make: make), 5, "with a maxAge, made again once it is past")
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
