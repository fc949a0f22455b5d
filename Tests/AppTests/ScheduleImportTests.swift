import Domain
import HTTP
import XCTest
@testable import App

/// The front desk's JSON: unknown location ids asked for once and remembered, a second import
/// updating instead of doubling, and bad files answered with what is wrong.
final class ScheduleImportTests: XCTestCase {
    private var gym: ScheduleFixture!
    private var app: App { gym.app }

    override func setUpWithError() throws { gym = try ScheduleFixture.make() }
    override func tearDown() { TestApp.remove(gym.app) }

    private func export(state: String = "active", coach: String = "Sam") -> String {
        """
        {"event_occurrences": [
          {"id": 9001, "name": "A10", "start_at": "2026-03-02T06:00:00Z", "end_at": "2026-03-02T06:45:00Z", "location_id": 7,
           "staff_members": [{"name": "\(coach)"}], "state": "\(state)"},
          {"id": 9002, "name": "Yoga", "start_at": "2026-03-02T19:00:00+01:00", "end_at": "2026-03-02T20:00:00+01:00", "location_id": "12",
           "staff_members": [], "state": "active"}
        ]}
        """
    }

    private func importJSON(_ json: String, _ extra: [(String, String)] = []) -> Response {
        gym.staff.get("/staff/schedule/import")
        return gym.staff.post("/staff/schedule/import", [("json", json)] + extra)
    }

    func testUnknownLocationsAreAskedForOnceThenRemembered() throws {
        try gym.location("Downtown")
        let asked = importJSON(export())
        XCTAssertEqual(asked.status, .ok)
        let html = asked.text
        XCTAssertTrue(html.contains("name=\"location[7]\""), html)
        XCTAssertTrue(html.contains("name=\"location[12]\""))
        XCTAssertTrue(html.contains("<input type=\"hidden\" name=\"json\" value=\"{&quot;event_occurrences&quot;"), "the JSON is carried along")
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0, "nothing stored before the locations are named")

        let missing = gym.staff.post("/staff/schedule/import", [("json", export()), ("location[7]", "downtown"), ("location[12]", "")])
        XCTAssertEqual(missing.status, .unprocessableContent)
        XCTAssertTrue(missing.text.contains("Name the location the front desk calls 12"), missing.text)
        XCTAssertTrue(missing.text.contains("value=\"downtown\""), "the typed name is kept")

        let done = gym.staff.post("/staff/schedule/import", [("json", export()), ("location[7]", "downtown"), ("location[12]", "Uptown")])
        XCTAssertEqual(done.status, .seeOther)
        XCTAssertEqual(done.headers["Location"], "/staff/schedule/import?added=2&updated=0&types=2")
        XCTAssertTrue(gym.staff.get("/staff/schedule/import?added=2&updated=0&types=2").text
            .contains("Imported: 2 new classes, 0 updated. 2 new class types were added from the names in the file."))
        XCTAssertEqual(try app.count("SELECT count(*) FROM locations"), 2, "7 went to the existing Downtown")
        XCTAssertEqual(try app.count("SELECT count(*) FROM location_ids"), 2)
        XCTAssertEqual(try app.count("SELECT count(*) FROM class_types"), 2, "class types are made from the names")
        let day = app.get("/schedule?date=2026-03-02").text
        XCTAssertTrue(day.contains("data-start=\"06:00\""))
        XCTAssertTrue(day.contains("data-start=\"18:00\""), "19:00+01:00 is 18:00 on the gym's UTC clocks")
        XCTAssertTrue(day.contains("Coach: Sam"))

        // The second import asks nothing, updates both, and doubles none.
        let again = importJSON(export(state: "cancelled", coach: "Kim"))
        XCTAssertEqual(again.status, .seeOther)
        XCTAssertEqual(again.headers["Location"], "/staff/schedule/import?added=0&updated=2&types=0")
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 2)
        let changed = app.get("/schedule?date=2026-03-02").text
        XCTAssertTrue(changed.contains("<article class=\"class cancelled\" data-start=\"06:00\""), changed)
        XCTAssertTrue(changed.contains("Coach: Kim"))
        XCTAssertEqual(importJSON(export()).status, .seeOther)
        XCTAssertFalse(app.get("/schedule?date=2026-03-02").text.contains("class cancelled"), "active again")
        XCTAssertEqual(try app.count("SELECT count(*) FROM class_changes"), 0)
    }

    func testAWeeklyClassAndItsImportedOccurrenceAreListedOnce() throws {
        let downtown = try gym.location("Downtown")
        let a10 = try gym.classType("A10")
        // Monday 2 March 2026, 06:00-06:45 Downtown: the staff's weekly A10 and the front desk's occurrence.
        try gym.weeklyClass(type: a10, location: downtown, ["coach": "Weekly"])
        XCTAssertEqual(importJSON(export(state: "cancelled", coach: "Front Desk"), [("location[7]", "Downtown"), ("location[12]", "Uptown")]).status,
                       .seeOther)
        let day = app.get("/schedule?date=2026-03-02").text
        XCTAssertEqual(day.components(separatedBy: "data-start=\"06:00\"").count - 1, 1, "one A10 at 06:00, not two: \(day)")
        XCTAssertTrue(day.contains("<article class=\"class cancelled\" data-start=\"06:00\""), "the front desk's word for that date")
        XCTAssertTrue(day.contains("Coach: Front Desk"))
        XCTAssertFalse(day.contains("Add to my calendar<span class=\"visually-hidden\">: A10"), "a cancelled class offers no calendar entry")
        let nextWeek = app.get("/schedule?date=2026-03-09").text
        XCTAssertTrue(nextWeek.contains("Coach: Weekly"), "the weekly class goes on")
        XCTAssertTrue(nextWeek.contains("Add to my calendar<span class=\"visually-hidden\">: A10"))
    }

    func testTheImportPageShowsAnExampleAndWhatEachFieldBecomes() throws {
        let page = gym.staff.get("/staff/schedule/import").text
        XCTAssertTrue(page.contains("<pre class=\"example\"><code>{\n  \"event_occurrences\": ["), page)
        for field in ["id", "name", "start_at", "location_id", "staff_members", "state"] {
            XCTAssertTrue(page.contains("<th scope=\"row\"><code>\(field)</code>"), field)
        }
        XCTAssertTrue(page.contains("on the gym's clock (UTC)"))
        XCTAssertFalse(page.contains("an export with an event_occurrences list"))
    }

    func testKnownLocationsAreListedWithoutAStraySpace() throws {
        try gym.location("Main Street")
        let asked = importJSON(export()).text
        XCTAssertTrue(asked.contains("Use a name you already have (Main Street) to map"), asked)
    }

    func testAnUploadedFileIsReadLikePastedJSON() throws {
        try gym.location("Downtown")
        gym.staff.get("/staff/schedule/import")
        let boundary = "----liftinglog"
        let body = """
            --\(boundary)\r
            Content-Disposition: form-data; name="csrf_token"\r
            \r
            \(gym.staff.csrfToken)\r
            --\(boundary)\r
            Content-Disposition: form-data; name="file"; filename="schedule.json"\r
            Content-Type: application/json\r
            \r
            \(export())\r
            --\(boundary)--\r

            """
        var headers: HTTPHeaders = ["Host": "localhost", "Content-Type": "multipart/form-data; boundary=\(boundary)"]
        headers.add("Cookie", gym.staff.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        let response = app.respond(to: Request(method: .post, target: "/staff/schedule/import", headers: headers, body: Array(body.utf8)))
        XCTAssertEqual(response.status, .ok)
        XCTAssertTrue(response.text.contains("name=\"location[7]\""))
        XCTAssertTrue(response.text.contains("name=\"json\" value=\"{&quot;event_occurrences"), "the file's JSON goes on in the form")
    }

    func testABadExportIsShownAgainWithWhatIsWrong() throws {
        let broken = importJSON("{\"event_occurrences\": [{\"id\": 1, \"name\": \"A10\", \"start_at\": \"tomorrow\"}]}")
        XCTAssertEqual(broken.status, .unprocessableContent)
        XCTAssertTrue(broken.text.contains("Occurrence 1 (id 1): &quot;start_at&quot; must be an ISO 8601 time with an offset or Z"), broken.text)
        XCTAssertTrue(broken.text.contains("&quot;start_at&quot;: &quot;tomorrow&quot;"), "the JSON is kept in the form")
        let notJSON = importJSON("<html>")
        XCTAssertEqual(notJSON.status, .unprocessableContent)
        XCTAssertTrue(notJSON.text.contains("This is not JSON (line 1, column 1: unexpected &#39;&lt;&#39;)"), notJSON.text)
        XCTAssertEqual(importJSON("").status, .unprocessableContent)
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0)
    }
}
