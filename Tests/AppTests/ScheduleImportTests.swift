import Domain
import Foundation
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
        XCTAssertFalse(html.contains("name=\"json\""), "the JSON waits server-side, not in the form")
        let upload = try uploadID(html)
        XCTAssertEqual(try app.previewFiles().count, 1, "the upload is kept as a file")
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0, "nothing stored before the locations are named")

        let missing = gym.staff.post("/staff/schedule/import", [("upload", upload), ("location[7]", "downtown"), ("location[12]", "")])
        XCTAssertEqual(missing.status, .unprocessableContent)
        XCTAssertTrue(missing.text.contains("Name the location the front desk calls 12"), missing.text)
        XCTAssertTrue(missing.text.contains("value=\"downtown\""), "the typed name is kept")
        XCTAssertEqual(try uploadID(missing.text), upload, "the same upload waits on")

        let done = gym.staff.post("/staff/schedule/import", [("upload", upload), ("location[7]", "downtown"), ("location[12]", "Uptown")])
        XCTAssertEqual(done.status, .seeOther)
        XCTAssertEqual(try app.previewFiles(), [], "the kept upload is gone once imported")
        XCTAssertEqual(try app.count("SELECT count(*) FROM import_previews"), 0)
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
        XCTAssertFalse(response.text.contains("event_occurrences"), "the file's JSON waits server-side")
        let done = gym.staff.post("/staff/schedule/import", [("upload", try uploadID(response.text)), ("location[7]", "Downtown"),
                                                              ("location[12]", "Uptown")])
        XCTAssertEqual(done.headers["Location"], "/staff/schedule/import?added=2&updated=0&types=2")
        XCTAssertEqual(try app.previewFiles(), [])
    }

    /// The id of the kept upload in the page that asks for the locations.
    private func uploadID(_ page: String) throws -> String {
        try XCTUnwrap(page.firstMatch(of: /<input type="hidden" name="upload" value="([0-9]+)">/).map { String($0.1) }, page)
    }

    /// A staff member who is not the fixture's.
    private func otherStaff() throws -> TestBrowser {
        let other = TestBrowser(app)
        other.signUp(email: "desk@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "desk@example.com", role: .staff).get()
        return other
    }

    /// Issue 35: the locations page was the whole file several times over (the JSON escaped in
    /// a hidden field) and came back so; now it names the upload, kept server-side, by id.
    func testALargeUploadWaitsServerSideAndThePagesStaySmall() throws {
        let occurrences = (1...4_000).map { index in
            #"{"id": \#(index), "name": "A10", "start_at": "2026-03-02T06:00:00Z", "end_at": "2026-03-02T06:45:00Z", "location_id": \#(index % 3 + 1), "staff_members": [{"name": "Sam"}], "state": "active"}"#
        }
        let json = Array(("{\"event_occurrences\": [" + occurrences.joined(separator: ",\n") + "]}").utf8)
        XCTAssertGreaterThan(json.count, 500_000)
        gym.staff.get("/staff/schedule/import")
        let asked = gym.staff.upload("/staff/schedule/import", [("json", "")], file: ("file", "schedule.json", json))
        XCTAssertEqual(asked.status, .ok, asked.text)
        XCTAssertLessThan(asked.text.utf8.count, 20_000, "the page asks three names, whatever the file's size")
        let files = try app.previewFiles()
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(FileManager.default.contents(atPath: app.database.folder + "/previews/" + files[0]).map(Array.init), json,
                       "the file kept is the upload")
        let upload = try uploadID(asked.text)
        let done = gym.staff.post("/staff/schedule/import", [("upload", upload), ("location[1]", "One"), ("location[2]", "Two"),
                                                              ("location[3]", "Three")])
        XCTAssertEqual(done.headers["Location"], "/staff/schedule/import?added=4000&updated=0&types=1", gym.staff.lastPage)
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 4_000)
        XCTAssertEqual(try app.previewFiles(), [])
    }

    func testAnotherStaffMembersOrAnExpiredUploadGetsTheFormAgain() throws {
        let upload = try uploadID(importJSON(export()).text)
        let other = try otherStaff()
        other.get("/staff/schedule/import")
        let stolen = other.post("/staff/schedule/import", [("upload", upload), ("location[7]", "Downtown"), ("location[12]", "Uptown")])
        XCTAssertEqual(stolen.status, .unprocessableContent)
        XCTAssertTrue(stolen.text.contains("That upload is no longer waiting for its locations&#39; names"), stolen.text)
        XCTAssertTrue(stolen.text.contains("Choose the file again."))
        XCTAssertTrue(stolen.text.contains("name=\"file\""), "the import form again")
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0, "nothing imported from another's upload")
        XCTAssertEqual(try app.previewFiles().count, 1, "and the owner's upload still waits")

        for bad in ["", "0", "-1", "99999999999999999999", "1e3"] {
            let response = gym.staff.post("/staff/schedule/import", [("upload", bad), ("location[7]", "Downtown")])
            XCTAssertTrue(response.text.contains("That upload is no longer waiting"), "\(bad): \(response.text)")
        }

        try app.execute("UPDATE import_previews SET expires_at = strftime('%s', 'now') - 1")
        let expired = gym.staff.post("/staff/schedule/import", [("upload", upload), ("location[7]", "Downtown"), ("location[12]", "Uptown")])
        XCTAssertEqual(expired.status, .unprocessableContent)
        XCTAssertTrue(expired.text.contains("That upload is no longer waiting"), expired.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM classes"), 0)
        XCTAssertEqual(try app.previewFiles(), [], "the expired upload's file is swept")
    }

    /// A staff member's schedule upload and their history preview wait side by side.
    func testAScheduleUploadDoesNotReplaceTheHistoryPreview() throws {
        gym.staff.get("/workouts/new")
        gym.staff.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"),
                                     ("comments", ""), ("date", "2023-01-01")])
        gym.staff.get("/history/import")
        let preview = gym.staff.upload("/history/import", [("format", "auto"), ("unit", "kg"), ("text", "")],
                                       file: ("file", "strong.csv", ImportPreviewLimitTests.strong))
        XCTAssertTrue(preview.text.contains(#"action="/history/import/confirm""#), preview.text)
        let upload = try uploadID(importJSON(export()).text)
        XCTAssertEqual(try app.previewFiles().count, 2)
        XCTAssertEqual(try app.count("SELECT count(*) FROM import_previews WHERE kind = 'schedule'"), 1)
        let fields = preview.text.matches(of: /<input type="hidden" name="([^"]+)" value="([^"]*)">/).filter { $0.1 != "csrf_token" }
            .map { (String($0.1), String($0.2).replacingOccurrences(of: "&#39;", with: "'")) }
        let previewID = try XCTUnwrap(fields.first { $0.0 == "preview" }?.1, preview.text)
        let schedule = gym.staff.post("/staff/schedule/import", [("upload", previewID), ("location[7]", "Downtown"), ("location[12]", "Uptown")])
        XCTAssertTrue(schedule.text.contains("That upload is no longer waiting"), "a history preview's id is no schedule upload")
        let confirmed = gym.staff.post("/history/import/confirm", fields + [("lift-0", "back squat")])
        XCTAssertEqual(confirmed.status, .ok, confirmed.text)
        XCTAssertEqual(gym.staff.post("/staff/schedule/import", [("upload", upload), ("location[7]", "Downtown"), ("location[12]", "Uptown")])
            .status, .seeOther)
        XCTAssertEqual(try app.previewFiles(), [])
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
