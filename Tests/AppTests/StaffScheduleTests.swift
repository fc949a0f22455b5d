import Domain
import HTTP
import XCTest
@testable import App

/// The staff pages: who may open them, and their forms' validation.
final class StaffScheduleTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    func testEveryStaffRouteRefusesLiftersAndSendsVisitorsToLogIn() throws {
        let place = try gym.location("Downtown"), type = try gym.classType("A10")
        let scheduled = try gym.weeklyClass(type: type, location: place)
        let visitor = TestBrowser(app)
        var checked = 0
        for route in app.responder.router.routes where route.pattern == "/staff" || route.pattern.hasPrefix("/staff/") {
            let path = route.pattern.replacingOccurrences(of: ":id", with: String(route.pattern.hasPrefix("/staff/classes") ? scheduled : place))
            let byLifter: Response, byVisitor: Response
            if route.method == .get {
                byLifter = gym.lifter.get(path)
                byVisitor = visitor.get(path)
            } else {
                gym.lifter.get("/schedule")
                byLifter = gym.lifter.post(path, [("name", "x"), ("date", "2026-03-09")])
                visitor.get("/login")
                byVisitor = visitor.post(path, [("name", "x"), ("date", "2026-03-09")])
            }
            XCTAssertEqual(byLifter.status, .forbidden, "\(route.method) \(path) as a lifter")
            XCTAssertEqual(byVisitor.status, .seeOther, "\(route.method) \(path) as a visitor")
            XCTAssertEqual(byVisitor.headers["Location"]?.hasPrefix("/login?next="), true, "\(route.method) \(path)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 24)
        XCTAssertEqual(try app.count("SELECT count(*) FROM class_changes"), 0, "nothing was changed by them")
        XCTAssertEqual(try app.count("SELECT count(*) FROM locations"), 1)
        XCTAssertEqual(gym.staff.get("/staff/classes").status, .ok)
        XCTAssertTrue(gym.staff.get("/").text.contains("<a href=\"/staff/classes\">Staff</a>"), "staff see the link")
        XCTAssertFalse(gym.lifter.get("/").text.contains("/staff/classes"), "lifters do not")
    }

    /// What ExtremeNumberTests does for every route, here as staff, who alone reach these handlers.
    func testStaffRoutesAnswerExtremeNumbersWithoutAServerError() throws {
        let place = try gym.location("Downtown"), type = try gym.classType("A10")
        let scheduled = try gym.weeklyClass(type: type, location: place)
        let fields = ["name", "address", "description", "class_type", "location", "coach", "weekday", "starts", "ends", "first_date",
                      "last_date", "date", "kind", "extra_date", "extra_starts", "extra_ends", "json", "html", "confirm", "added",
                      "updated", "types", "saved", "done", "changed"]
        for route in app.responder.router.routes where route.pattern.hasPrefix("/staff") && !route.pattern.hasSuffix("/delete") {
            for value in ExtremeNumberTests.extremes + ["2^63-1", "24:00", "-1:00", "1"] {
                let path = route.pattern.replacingOccurrences(of: ":id", with: value == "1" ? String(scheduled) : value)
                let pairs = fields.map { ($0, value) } + [("location[\(value)]", value), ("wod[A10]", value)]
                let response: Response
                if route.method == .get {
                    response = gym.staff.get(path + "?" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
                } else {
                    gym.staff.get("/staff/classes")
                    response = gym.staff.post(path, pairs)
                }
                XCTAssertLessThan(response.status.code, 500, "\(route.method) \(path) with \(value)")
            }
        }
        XCTAssertEqual(gym.staff.get("/staff/classes").status, .ok, "still answering")
    }

    func testAClassThatEndsBeforeItStartsIsShownAgainWithTheMessage() throws {
        let place = try gym.location("Downtown"), type = try gym.classType("A10")
        gym.staff.get("/staff/classes/new")
        let response = gym.staff.post("/staff/classes", [("class_type", String(type)), ("location", String(place)), ("coach", "Sam Lee"),
                                                         ("weekday", "3"), ("starts", "18:00"), ("ends", "17:30"),
                                                         ("first_date", "2026-03-04"), ("last_date", "")])
        XCTAssertEqual(response.status, .unprocessableContent)
        let html = response.text
        XCTAssertTrue(html.contains("<p class=\"error\" id=\"ends-error\">The class must end after it starts (18:00), on the same day.</p>"), html)
        XCTAssertTrue(html.contains("<li><a href=\"#ends\">"), "the error summary links to the field")
        XCTAssertTrue(html.contains("value=\"Sam Lee\""))
        XCTAssertTrue(html.contains("value=\"17:30\""))
        XCTAssertTrue(html.contains("<option value=\"3\" selected>Wednesday</option>"))
        XCTAssertTrue(html.contains("<option value=\"\(place)\" selected>Downtown</option>"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0)
    }

    func testAnUnknownClassTypeOrLocationIsTheFormsError() throws {
        let place = try gym.location("Downtown")
        gym.staff.get("/staff/classes/new")
        let response = gym.staff.post("/staff/classes", [("class_type", "9223372036854775807"), ("location", String(place)), ("weekday", "1"),
                                                         ("starts", "06:00"), ("ends", "07:00"), ("first_date", "2026-03-02")])
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("Choose a class type from the list."))
    }

    func testAnOverlapInOneLocationIsSavedAndWarned() throws {
        let place = try gym.location("Downtown"), other = try gym.location("Uptown")
        let a10 = try gym.classType("A10"), yoga = try gym.classType("Yoga")
        try gym.weeklyClass(type: a10, location: place)
        try gym.weeklyClass(type: yoga, location: other, ["starts": "06:30", "ends": "07:30"])
        gym.staff.get("/staff/classes/new")
        let saved = gym.staff.post("/staff/classes", [("class_type", String(yoga)), ("location", String(place)), ("weekday", "1"),
                                                      ("starts", "06:30"), ("ends", "07:30"), ("first_date", "2026-03-09")])
        XCTAssertEqual(saved.status, .seeOther, "allowed")
        let page = gym.staff.get(try XCTUnwrap(saved.headers["Location"])).text
        XCTAssertTrue(page.contains("It overlaps A10 (06:00–06:45) in the same location on the same day."), page)
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 3)
    }

    func testNamesAreUniqueWithoutRegardToCase() throws {
        try gym.location("Downtown")
        gym.staff.get("/staff/locations")
        let response = gym.staff.post("/staff/locations", [("name", "downtown"), ("address", "1 Main St")])
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("There is already a location named downtown. Choose another name."))
        XCTAssertTrue(response.text.contains("value=\"1 Main St\""), "values kept")
        let empty = gym.staff.post("/staff/class-types", [("name", " "), ("description", "x")])
        XCTAssertEqual(empty.status, .unprocessableContent)
        XCTAssertTrue(empty.text.contains("Enter the class type&#39;s name, e.g. A10."), empty.text)
    }

    func testALocationInUseCannotBeDeletedAndAnUnusedOneCan() throws {
        let place = try gym.location("Downtown"), spare = try gym.location("Spare")
        try gym.weeklyClass(type: try gym.classType("A10"), location: place)
        let refused = gym.post("/staff/locations/\(place)/delete", [], from: "/staff/locations/\(place)")
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("A class still uses this location."))
        XCTAssertEqual(gym.post("/staff/locations/\(spare)/delete", [], from: "/staff/locations/\(spare)").status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM locations"), 1)
    }

    func testTheClassPageNamesEachButtonByWhatItDoes() throws {
        let scheduled = try gym.weeklyClass(type: try gym.classType("A10"), location: try gym.location("Downtown"))
        let page = gym.staff.get("/staff/classes/\(scheduled)").text
        XCTAssertTrue(page.contains(">Discard changes</a>"), "leaving the form")
        XCTAssertTrue(page.contains(">Cancel class<span class=\"visually-hidden\"> on "), "calling off one date")
        XCTAssertFalse(page.contains(">Cancel</a>") || page.contains(">Cancel<span"), "no bare Cancel with two meanings")
    }

    func testCancellingRestoringAndExtras() throws {
        let place = try gym.location("Downtown")
        let scheduled = try gym.weeklyClass(type: try gym.classType("A10"), location: place)
        let wrongDay = gym.post("/staff/classes/\(scheduled)/cancellations", [("date", "2026-03-03")], from: "/staff/classes/\(scheduled)")
        XCTAssertEqual(wrongDay.status, .unprocessableContent)
        XCTAssertTrue(wrongDay.text.contains("This class runs on Mondays from 2026-03-02 on; 2026-03-03 is not one of its dates."))
        XCTAssertEqual(gym.post("/staff/classes/\(scheduled)/cancellations", [("date", "2026-03-09")], from: "/staff/classes/\(scheduled)").status, .seeOther)
        XCTAssertTrue(app.get("/schedule?date=2026-03-09").text.contains("<article class=\"class cancelled\""))
        XCTAssertEqual(gym.post("/staff/classes/\(scheduled)/changes/delete", [("date", "2026-03-09"), ("kind", "cancelled")],
                                from: "/staff/classes/\(scheduled)").status, .seeOther)
        XCTAssertFalse(app.get("/schedule?date=2026-03-09").text.contains("cancelled"))
        let badExtra = gym.post("/staff/classes/\(scheduled)/extras", [("extra_date", "2026-03-07"), ("extra_starts", "10:00"), ("extra_ends", "9:00")],
                                from: "/staff/classes/\(scheduled)")
        XCTAssertEqual(badExtra.status, .unprocessableContent)
        XCTAssertTrue(badExtra.text.contains("id=\"extra_ends-error\""), badExtra.text)
        XCTAssertTrue(badExtra.text.contains("value=\"2026-03-07\""), "values kept")
        XCTAssertEqual(gym.post("/staff/classes/\(scheduled)/extras", [("extra_date", "2026-03-07"), ("extra_starts", "10:00"), ("extra_ends", "11:00")],
                                from: "/staff/classes/\(scheduled)").status, .seeOther)
        XCTAssertTrue(app.get("/schedule?date=2026-03-07").text.contains("data-start=\"10:00\""))
        let other = try gym.weeklyClass(type: try gym.classType("Yoga"), location: place, ["weekday": "6", "starts": "10:30", "ends": "11:30"])
        let overlapping = gym.post("/staff/classes/\(other)/extras", [("extra_date", "2026-03-07"), ("extra_starts", "10:00"), ("extra_ends", "10:45")],
                                   from: "/staff/classes/\(other)")
        XCTAssertEqual(overlapping.status, .seeOther, "allowed")
        XCTAssertTrue(gym.staff.get(try XCTUnwrap(overlapping.headers["Location"])).text.contains("It overlaps A10 (10:00–11:00)"),
                      "warned, naming the class it meets")
    }
}
