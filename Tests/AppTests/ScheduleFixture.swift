import Domain
import HTTP
import XCTest
@testable import App

/// A gym set up through the staff pages, as staff would: locations, class types and weekly
/// classes, with a staff member's browser and a lifter's.
struct ScheduleFixture {
    let app: App
    let staff: TestBrowser
    let lifter: TestBrowser

    /// `timeZone` is the gym's; the in-process tests keep UTC unless a test is about zones.
    /// `clock` is the app's, a test's `SettableClock` where the time matters.
    static func make(timeZone: String = "UTC", clock: WallClock = .system) throws -> ScheduleFixture {
        let app = try TestApp.make {
            $0.timeZone = timeZone
            $0.clock = clock
        }
        let staff = TestBrowser(app)
        staff.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        return ScheduleFixture(app: app, staff: staff, lifter: lifter)
    }

    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], from page: String? = nil) -> Response {
        staff.get(page ?? path)
        return staff.post(path, fields)
    }

    /// Adds a location and returns its id.
    @discardableResult
    func location(_ name: String, address: String = "") throws -> Int64 {
        let response = post("/staff/locations", [("name", name), ("address", address)])
        XCTAssertEqual(response.status, .seeOther, staff.lastPage)
        return try XCTUnwrap(app.database.locations().first { $0.name == name }?.id)
    }

    @discardableResult
    func classType(_ name: String) throws -> Int64 {
        let response = post("/staff/class-types", [("name", name), ("description", "")])
        XCTAssertEqual(response.status, .seeOther, staff.lastPage)
        return try XCTUnwrap(app.database.classTypes().first { $0.name == name }?.id)
    }

    /// Adds a weekly class and returns its id; `fields` overrides the defaults.
    @discardableResult
    func weeklyClass(type: Int64, location: Int64, _ fields: [String: String] = [:]) throws -> Int64 {
        var all = ["class_type": String(type), "location": String(location), "coach": "Sam", "weekday": "1", "starts": "06:00",
                   "ends": "06:45", "first_date": "2026-03-02", "last_date": ""]
        for (key, value) in fields { all[key] = value }
        let response = post("/staff/classes", all.sorted { $0.key < $1.key }, from: "/staff/classes/new")
        XCTAssertEqual(response.status, .seeOther, staff.lastPage)
        let location = try XCTUnwrap(response.headers["Location"])
        return try XCTUnwrap(Int64(location.split(separator: "=").last ?? ""))
    }
}

extension ScheduleFixture {
    /// A GET as `browser`, or as a visitor without cookies.
    func get(_ target: String, as browser: TestBrowser?) -> Response {
        browser?.get(target) ?? app.get(target)
    }
}
