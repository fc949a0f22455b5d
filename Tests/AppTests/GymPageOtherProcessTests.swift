import Domain
import XCTest
@testable import App

/// Issue 41: the gym's version is kept in the file by triggers (migration 36), so a write by
/// another process on the same file (a second server during a handover, an administration
/// command, sqlite3 by hand) shows on this server's next gym page at once, kept or not: no
/// minute to wait, nothing slept. Every page is asked for before the write, so that it is kept.
final class GymPageOtherProcessTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }
    private static let schedule = "/schedule?date=2026-03-02"
    private static let wod = "/wod?date=2026-03-02"
    private static let category = "/facts/categories/weevils"

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    /// The page as a visitor and as a member sees it, each asked for twice, so that the second
    /// comes from the page cache when it was kept.
    private func texts(_ page: String) -> [String] {
        [nil, gym.lifter].flatMap { browser in (0..<2).map { _ in gym.get(page, as: browser).textWithoutToken } }
    }

    private func assertShown(_ text: String, on page: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        for (index, shown) in texts(page).enumerated() {
            XCTAssertTrue(shown.contains(text), "\(message): \(page), \(index < 2 ? "visitor" : "member")", file: file, line: line)
        }
    }

    func testASecondServerOnTheSameFileWritesAndTheFirstShowsItAtOnce() throws {
        let downtown = try gym.location("Downtown")
        let a10 = try gym.classType("A10")
        _ = try app.database.addFact(FactInput.parse(body: "The zyzzyva is a weevil, not a lift.", source: "", categories: ["weevils"]).get())
        let pages = [Self.schedule, Self.wod, Self.category]
        for page in pages { XCTAssertEqual(Set(texts(page)).count, 2, "kept: the same page twice to each viewer") }

        let second = try App.make(config: app.config)
        defer { second.database.close() }
        let monday = try XCTUnwrap(CalendarDate(iso: "2026-03-02"))
        _ = try second.database.saveClass(id: nil, ClassInput(classTypeID: a10, locationID: downtown, coach: "Sam Second",
                                                              weekday: .monday, starts: try XCTUnwrap(ClockTime(text: "06:00")),
                                                              ends: try XCTUnwrap(ClockTime(text: "06:45")), firstDate: monday, lastDate: nil))
        assertShown("Sam Second", on: Self.schedule, "a class the second server added")
        try second.database.saveWODs(on: monday, [(classTypeID: a10, lines: ["Row 500 m from the second server"])])
        assertShown("Row 500 m from the second server", on: Self.wod, "a workout of the day")
        assertShown("Row 500 m from the second server", on: Self.schedule, "the workout beside its class")
        _ = try second.database.addFact(FactInput.parse(body: "The zyzzyva came from the second server.", source: "",
                                                        categories: ["weevils"]).get())
        assertShown("The zyzzyva came from the second server.", on: Self.category, "a fact in its category")
    }

    /// sqlite3 by hand, or an administration command: a connection of its own, outside every
    /// `Database`, writing straight into the tables.
    func testAWriteThroughAConnectionOfItsOwnShowsAtOnce() throws {
        let downtown = try gym.location("Downtown")
        let a10 = try gym.classType("A10")
        _ = try gym.weeklyClass(type: a10, location: downtown, ["coach": "Kim Kept"])
        XCTAssertEqual(Set(texts(Self.schedule)).count, 2)
        try app.execute("UPDATE locations SET name = 'Downtown Renamed By Hand' WHERE id = \(downtown)")
        assertShown("Downtown Renamed By Hand", on: Self.schedule, "a location renamed by hand")
        try app.execute("UPDATE classes SET coach = 'Lee By Hand'")
        assertShown("Lee By Hand", on: Self.schedule, "a class's coach changed by hand")
        try app.execute("DELETE FROM classes")
        for (index, shown) in texts(Self.schedule).enumerated() {
            XCTAssertFalse(shown.contains("Lee By Hand"), "a class deleted by hand is gone, \(index)")
        }
    }
}
