import Domain
import HTTP
import XCTest
@testable import App

/// Every staff write to the gym's data shows on the next request for a cached gym page, to a
/// visitor and to a member, byte for byte what a fresh build gives. The facts page and the
/// search page without a query show a random fact, rendered anew on every visit: they are
/// compared without it, so what is checked is the kept page around it.
final class GymPageWriteTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    private static let schedule = "/schedule?date=2026-03-02"
    private static let wod = "/wod?date=2026-03-02"
    private static let category = "/facts/categories/strength"
    private static let search = "/facts/search?q=zyzzyva"
    private static let facts = "/facts"
    private static let searchPage = "/facts/search"
    /// The writes that change what the facts pages show around their random fact: the cloud's
    /// categories and counts. (An edit shows in the fact itself, read on every visit.)
    private static let randomFactPages = [facts, searchPage]

    /// A page's bytes, with its random fact, if it shows one, cut out.
    private func kept(_ page: String, as browser: TestBrowser?) -> [UInt8] {
        let text = gym.get(page, as: browser).textWithoutToken
        guard Self.randomFactPages.contains(page) else { return Array(text.utf8) }
        return Array(text.replacingOccurrences(of: #"(?s)<article class="fact".*?</article>"#, with: "FACT", options: .regularExpression).utf8)
    }

    private func importSchedule() {
        let json = #"{"event_occurrences": [{"id": 9001, "name": "A10", "start_at": "2026-03-02T18:00:00Z", "end_at": "2026-03-02T18:45:00Z", "location_id": 7, "staff_members": [{"name": "Imported Ines"}], "state": "active"}]}"#
        gym.post("/staff/schedule/import", [("json", json), ("location[7]", "Downtown")])
    }

    private func importFacts() {
        gym.post("/staff/facts/import", [("json", #"{"categories": ["strength"], "id": "zz1", "value": "The zyzzyva imported: a weevil that never deadlifts."}"#)])
    }

    private func factID() throws -> Int64 {
        try XCTUnwrap(app.database.facts(limit: 50, offset: 0).first { $0.body.contains("zyzzyva") }?.id)
    }

    private func categoryID(_ name: String) throws -> Int64 {
        try XCTUnwrap(app.database.factCategories().first { $0.name == name }?.id)
    }

    func testEveryGymWriteShowsOnTheNextRequest() throws {
        let downtown = try gym.location("Downtown")
        let a10 = try gym.classType("A10")
        let classFields = { (coach: String) in
            [("class_type", String(a10)), ("location", String(downtown)), ("coach", coach), ("weekday", "1"), ("starts", "06:00"),
             ("ends", "06:45"), ("first_date", "2026-03-02"), ("last_date", "")]
        }
        var classID: Int64 = 0
        let writes: [(name: String, pages: [String], write: () throws -> Void)] = [
            ("class add", [Self.schedule], { classID = try self.gym.weeklyClass(type: a10, location: downtown, ["coach": "Sam Added"]) }),
            ("class edit", [Self.schedule], { self.gym.post("/staff/classes/\(classID)", classFields("Kim Edited"), from: "/staff/classes/\(classID)") }),
            ("class cancelled", [Self.schedule], {
                self.gym.post("/staff/classes/\(classID)/cancellations", [("date", "2026-03-02")], from: "/staff/classes/\(classID)")
            }),
            ("class delete", [Self.schedule], { self.gym.post("/staff/classes/\(classID)/delete", [], from: "/staff/classes/\(classID)") }),
            ("location add", [Self.schedule], { try self.gym.location("Uptown") }),
            ("location rename", [Self.schedule], {
                self.gym.post("/staff/locations/\(downtown)", [("name", "Downtown East"), ("address", "")], from: "/staff/locations/\(downtown)")
            }),
            ("schedule import", [Self.schedule], { self.importSchedule() }),
            ("wod save", [Self.wod], { self.gym.post("/staff/wod", [("date", "2026-03-02"), ("wod[A10]", "Row 500 m")], from: "/staff/wod?date=2026-03-02") }),
            ("fact add", [Self.category, Self.search] + Self.randomFactPages, {
                self.gym.post("/staff/facts", [("body", "The zyzzyva is a weevil, not a lift."), ("source", ""), ("categories", "strength")],
                              from: "/staff/facts/new")
            }),
            ("fact edit", [Self.search], {
                let id = try self.factID()
                self.gym.post("/staff/facts/\(id)", [("body", "The zyzzyva is a weevil; nobody squats it."), ("source", ""), ("categories", "strength")],
                              from: "/staff/facts/\(id)/edit")
            }),
            ("fact delete", [Self.category, Self.search] + Self.randomFactPages, {
                let id = try self.factID()
                self.gym.post("/staff/facts/\(id)/delete", [], from: "/staff/facts/\(id)/delete")
            }),
            ("fact import", [Self.category, Self.search] + Self.randomFactPages, { self.importFacts() }),
            ("category add", [Self.category] + Self.randomFactPages, { self.gym.post("/staff/facts/categories", [("name", "grip")]) }),
            ("category rename", [Self.category] + Self.randomFactPages, {
                let id = try self.categoryID("grip")
                self.gym.post("/staff/facts/categories/\(id)", [("name", "grip-work")], from: "/staff/facts/categories/\(id)/edit")
            }),
            ("category delete", [Self.category] + Self.randomFactPages, {
                let id = try self.categoryID("grip-work")
                self.gym.post("/staff/facts/categories/\(id)/delete", [], from: "/staff/facts/categories/\(id)/edit")
            }),
        ]
        for (name, pages, write) in writes {
            // A member's search is not cached (it is remembered): the visitor's is.
            let viewers = pages.map { page in (page, page == Self.search ? [nil] : [nil, gym.lifter] as [TestBrowser?]) }
            var before: [[UInt8]] = []
            for (page, browsers) in viewers {
                for browser in browsers {
                    XCTAssertEqual(gym.get(page, as: browser).status, .ok, "\(name): \(page)")
                    let first = kept(page, as: browser)
                    XCTAssertTrue(kept(page, as: browser) == first, "\(name): \(page) from the cache")
                    before.append(first)
                }
            }
            try write()
            var after: [[UInt8]] = []
            for (page, browsers) in viewers {
                for browser in browsers { after.append(kept(page, as: browser)) }
            }
            app.responder.cachedPages.removeAll()
            var fresh: [[UInt8]] = []
            for (page, browsers) in viewers {
                for browser in browsers { fresh.append(kept(page, as: browser)) }
            }
            XCTAssertTrue(after == fresh, "\(name): the page after the write is what a fresh build gives")
            for (old, new) in zip(before, after) {
                XCTAssertTrue(old != new, "\(name): the write shows on the next request")
            }
        }
    }
}
