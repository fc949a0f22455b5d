import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// Moving an account (issue 15): the export, and the import into another server's account.
final class AccountTransferTests: XCTestCase {
    private var app: App!
    private var ada: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        ada = TestBrowser(app)
        ada.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    private static let history = """
        Oct 11 2020,Back Squat,1,5,100.25
        Oct 11 2020,Back Squat,1,5,100.25
        Oct 12 2020,Bench Press,1,8,61.23
        Oct 14 2020,back squat,1,1,120

        """

    /// A log with every kind of thing an account holds: entries from the form (with
    /// comments that need escaping) and from an import, a route, recent searches, and the
    /// optional profile facts.
    private func fill(_ user: TestBrowser) {
        user.get("/workouts/new")
        user.post("/workouts", [("lift", "Deadlift"), ("weight", "142.5"), ("unit", "kg"), ("reps", "3"), ("sets", "2"),
                                ("comments", "felt \"heavy\"\nback\\ok \u{2028}"), ("date", "2024-03-02")])
        user.get("/history/import")
        user.upload("/history/import", [("format", "fitbod"), ("unit", "kg"), ("text", "")], file: ("file", "h.csv", Array(Self.history.utf8)))
        user.get("/routes/new")
        user.upload("/routes", [("title", "Lakeside"), ("subtitle", "easy"), ("kind", "run")],
                    file: ("file", "run.gpx", Array(GPXFixture.garminConnect.utf8)))
        user.get("/facts/search?q=Squat")
        user.get("/facts/search?q=bench press")
        user.get("/settings")
        user.post("/settings/profile", [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"), ("unit", "kg"),
                                        ("time_zone", "Europe/Berlin"), ("sex", "female"), ("body_weight", "61.5"),
                                        ("body_weight_date", "2024-01-02"), ("max_heart_rate", "188")])
    }

    func export(_ user: TestBrowser) throws -> (response: Response, json: JSONValue) {
        let response = user.get("/settings/export")
        return (response, try JSONParser.parse(response.body))
    }

    @discardableResult
    func importDocument(_ bytes: [UInt8], as user: TestBrowser, filename: String = "account.json") -> Response {
        user.get("/settings/import")
        return user.upload("/settings/import", [], file: ("file", filename, bytes))
    }

    func output(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: #"<output name="\#(name)" data-value="[^"]*""#, options: .regularExpression) else { return nil }
        return String(page[range].split(separator: "\"")[3])
    }

    private func without(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = value else { return value }
        return .object(members.filter { $0.key != key })
    }

    func testExportIsAnAttachmentHoldingEverythingTheUserOwnsAndNoSecret() throws {
        fill(ada)
        let (response, json) = try export(ada)
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.headers["Content-Type"], "application/json")
        let disposition = try XCTUnwrap(response.headers["Content-Disposition"])
        XCTAssertNotNil(disposition.range(of: #"^attachment; filename="liftinglog-account-\d{4}-\d\d-\d\d\.json"$"#, options: .regularExpression),
                        disposition)
        XCTAssertEqual(json["format"]?.string, "liftinglog-account/1")
        XCTAssertEqual(json["profile"]?["email"]?.string, "ada@example.com")
        XCTAssertEqual(json["profile"]?["body_weight"]?["value"]?.number, 61.5)
        XCTAssertNil(json["profile"]?["role"], "the role is the gym's to give on each server")
        XCTAssertEqual(json["workouts"]?.array?.count, 5)
        let deadlift = try XCTUnwrap(json["workouts"]?.array?.first { $0["lift"]?.string == "Deadlift" })
        XCTAssertEqual(deadlift["comments"]?.string, "felt \"heavy\"\nback\\ok \u{2028}")
        XCTAssertEqual(deadlift["source"]?.string, "form")
        let bench = try XCTUnwrap(json["workouts"]?.array?.first { $0["lift"]?.string == "Bench Press" })
        XCTAssertEqual(bench["weight"]?.number, 61.23, "weights keep every digit they were stored with")
        XCTAssertEqual(bench["source"]?.string, "fitbod")
        XCTAssertEqual(json["routes"]?.array?.first?["title"]?.string, "Lakeside")
        XCTAssertGreaterThan(json["routes"]?.array?.first?["segments"]?.array?.first?.array?.count ?? 0, 1)
        XCTAssertEqual(json["recent_searches"]?.array?.compactMap { $0["query"]?.string }, ["bench press", "squat"])
        let text = response.text
        XCTAssertTrue(text.contains(#"\u2028"#), "U+2028 is escaped")
        XCTAssertTrue(text.contains(#""weight":61.23,"#), "numbers are written exactly")
        XCTAssertFalse(text.contains("scrypt") || text.contains("pbkdf2") || text.contains("csrf"), "no password hash or session")
    }

    func testAnotherUsersDataIsNeverInTheExport() throws {
        let mallory = TestBrowser(app)
        mallory.signUp(email: "mallory@example.com", first: "Mallory")
        fill(mallory)
        ada.get("/workouts/new")
        ada.post("/workouts", [("lift", "Press"), ("weight", "40"), ("unit", "kg"), ("reps", "5"), ("sets", "5"), ("date", "2024-03-02")])
        let (response, json) = try export(ada)
        XCTAssertEqual(json["workouts"]?.array?.count, 1)
        XCTAssertEqual(json["routes"]?.array?.count, 0)
        XCTAssertEqual(json["recent_searches"]?.array?.count, 0)
        XCTAssertFalse(response.text.contains("Mallory") || response.text.contains("Deadlift"))
    }

    /// Export from one server, import into a fresh account on another, export that: the same
    /// document but for `exported_at`, and the derived tables the same as the first server's.
    func testRoundTripBetweenTwoDatabasesGivesTheSameDocumentAndDerivedTables() throws {
        fill(ada)
        let (first, firstJSON) = try export(ada)
        let other = try TestApp.make()
        defer { TestApp.remove(other) }
        let newcomer = TestBrowser(other)
        newcomer.signUp()
        let report = importDocument(first.body, as: newcomer)
        XCTAssertEqual(report.status, .ok, report.text)
        XCTAssertEqual(output("workouts", in: report.text), "5")
        XCTAssertEqual(output("routes", in: report.text), "1")
        XCTAssertEqual(output("searches", in: report.text), "2")
        XCTAssertTrue(report.text.contains("time zone, sex, body weight, maximum heart rate"), report.text)
        let (_, secondJSON) = try export(newcomer)
        XCTAssertEqual(without("exported_at", secondJSON), without("exported_at", firstJSON))
        for sql in ["SELECT group_concat(date || ':' || entry_count) FROM (SELECT * FROM workout_dates ORDER BY date)",
                    "SELECT group_concat(lift_key || ':' || date || ':' || kilograms) FROM (SELECT * FROM daily_bests ORDER BY lift_key, date)",
                    "SELECT group_concat(slug || ':' || lift || ':' || days || ':' || latest_date || ':' || pr_kg) FROM exercise_records"] {
            XCTAssertEqual(try text(sql, in: other), try text(sql, in: app), sql)
        }
        // A route's figures are computed again from its stored points, which keep positions to
        // 1e-7° (about a centimetre): the distance may differ by millimetres, never by more.
        let distances = try [app, other].map { try text("SELECT distance_m FROM routes", in: $0) }.compactMap(Double.init)
        XCTAssertEqual(distances.count, 2)
        XCTAssertEqual(distances[0], distances[1], accuracy: 0.01)
        XCTAssertEqual(try other.count("SELECT point_count FROM routes"), try app.count("SELECT point_count FROM routes"))
    }

    /// A FIT file without positions (a trainer ride) keeps, on the other server, its recorded
    /// distance and its "no map": before, it came back as 0 km drawn at 0°, 0°.
    func testAnIndoorRideMovesWithItsDistanceAndWithoutAMap() throws {
        ada.get("/routes/new")
        let upload = ada.upload("/routes", [("title", "Trainer"), ("subtitle", ""), ("kind", "ride")],
                                file: ("file", "trainer.fit", FITFixture.indoorRide()))
        XCTAssertEqual(upload.status, .seeOther, upload.text)
        let (first, json) = try export(ada)
        let route = try XCTUnwrap(json["routes"]?.array?.first)
        XCTAssertEqual(route["positions"], .bool(false))
        XCTAssertEqual(try XCTUnwrap(route["recorded_distance_m"]?.number), 251, accuracy: 0.5)
        let other = try TestApp.make()
        defer { TestApp.remove(other) }
        let newcomer = TestBrowser(other)
        newcomer.signUp()
        XCTAssertEqual(output("routes", in: importDocument(first.body, as: newcomer).text), "1")
        let page = newcomer.get("/routes/\(try other.count("SELECT id FROM routes"))").text
        XCTAssertEqual(output("distance_km", in: page), "0.251")
        XCTAssertTrue(page.contains("This file has no positions"), page)
        XCTAssertFalse(page.contains("<svg class=\"route-map__drawing\""))
        XCTAssertEqual(without("exported_at", try export(newcomer).json), without("exported_at", json))
        // A document from before these members: its route has positions, as every route had.
        let old = String(decoding: first.body, as: UTF8.self).replacingOccurrences(of: #""positions":false,"#, with: "")
        XCTAssertNotEqual(old, String(decoding: first.body, as: UTF8.self))
        XCTAssertEqual(importDocument(Array(old.utf8), as: ada).status, .ok)
    }

    /// Issue 37: a ride the file says was indoors (a GPX `type` of VirtualRide) stays an indoor
    /// ride on the other server, speed and no map; a document from before "indoor" reads as outdoors.
    func testAnIndoorRideStaysAnIndoorRide() throws {
        let virtual = GPXFixture.garminConnect.replacingOccurrences(of: "<type>running</type>", with: "<type>VirtualRide</type>")
        ada.get("/routes/new")
        XCTAssertEqual(ada.upload("/routes", [("title", "Watopia"), ("subtitle", ""), ("kind", "")],
                                  file: ("file", "zwift.gpx", Array(virtual.utf8))).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes WHERE kind = 'ride' AND indoor = 1"), 1)
        let (first, json) = try export(ada)
        let route = try XCTUnwrap(json["routes"]?.array?.first)
        XCTAssertEqual(route["kind"], .string("ride"))
        XCTAssertEqual(route["indoor"], .bool(true))
        let other = try TestApp.make()
        defer { TestApp.remove(other) }
        let newcomer = TestBrowser(other)
        newcomer.signUp()
        XCTAssertEqual(output("routes", in: importDocument(first.body, as: newcomer).text), "1")
        XCTAssertEqual(try other.count("SELECT count(*) FROM routes WHERE kind = 'ride' AND indoor = 1"), 1)
        let page = newcomer.get("/routes/\(try other.count("SELECT id FROM routes"))").text
        XCTAssertTrue(page.contains("· Indoor ride</p>"), page)
        XCTAssertFalse(page.contains("<svg class=\"route-map__drawing\""), "no map of an indoor ride")
        XCTAssertNotNil(output("speed_kmh", in: page), "a ride shows its speed")
        XCTAssertEqual(without("exported_at", try export(newcomer).json), without("exported_at", json))

        let old = String(decoding: first.body, as: UTF8.self).replacingOccurrences(of: #""indoor":true,"#, with: "")
        XCTAssertNotEqual(old, String(decoding: first.body, as: UTF8.self))
        let third = try TestApp.make()
        defer { TestApp.remove(third) }
        let another = TestBrowser(third)
        another.signUp()
        XCTAssertEqual(output("routes", in: importDocument(Array(old.utf8), as: another).text), "1")
        XCTAssertEqual(try third.count("SELECT count(*) FROM routes WHERE kind = 'ride' AND indoor = 0"), 1, "before issue 37: outdoors")
    }

    private func text(_ sql: String, in app: App) throws -> String {
        try TestSupport.text(sql, in: app.config.databasePath)
    }

    func testImportingTheSameDocumentTwiceAddsNothing() throws {
        fill(ada)
        let document = try export(ada).response.body
        let again = importDocument(document, as: ada)
        XCTAssertEqual(again.status, .ok, again.text)
        XCTAssertEqual(output("workouts", in: again.text), "0")
        XCTAssertEqual(output("workouts_already", in: again.text), "5")
        XCTAssertEqual(output("routes", in: again.text), "0")
        XCTAssertEqual(output("routes_already", in: again.text), "1")
        XCTAssertEqual(output("searches", in: again.text), "0")
        XCTAssertEqual(output("searches_already", in: again.text), "2")
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 5)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 1)
        XCTAssertEqual(try app.count("SELECT sum(entry_count) FROM workout_dates"), 5)
    }

    func testImportAddsOnlyWhatTheAccountLacksAndKeepsItsProfile() throws {
        fill(ada)
        let document = try export(ada).response.body
        let other = try TestApp.make()
        defer { TestApp.remove(other) }
        let newcomer = TestBrowser(other)
        newcomer.signUp(email: "ada@new.example", first: "Augusta")
        newcomer.get("/workouts/new")
        // One of the two identical squats is here already, under another spelling.
        newcomer.post("/workouts", [("lift", "BACK SQUAT"), ("weight", "100.25"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2020-10-11")])
        let report = importDocument(document, as: newcomer)
        XCTAssertEqual(output("workouts", in: report.text), "4")
        XCTAssertEqual(output("workouts_already", in: report.text), "1")
        XCTAssertTrue(report.text.contains("another email, name"), report.text)
        XCTAssertEqual(try other.count("SELECT count(*) FROM workouts WHERE lift_key = 'back squat' AND date = '2020-10-11'"), 2)
        XCTAssertEqual(try other.count("SELECT count(*) FROM workouts WHERE lift = 'BACK SQUAT'"), 3, "imported sets take the account's spelling")
        XCTAssertEqual(try text("SELECT first_name || ' ' || email FROM users", in: other), "Augusta ada@new.example")
        XCTAssertEqual(try text("SELECT time_zone || ' ' || sex || ' ' || body_weight FROM users", in: other), "Europe/Berlin female 61.5")
    }

    func testImportNeverTouchesAnotherUser() throws {
        fill(ada)
        let document = try export(ada).response.body
        let bob = TestBrowser(app)
        bob.signUp(email: "bob@example.com", first: "Bob")
        let before = try text("SELECT count(*) || ':' || coalesce(group_concat(user_id), '') FROM workouts", in: app)
        importDocument(document, as: bob)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE user_id = (SELECT id FROM users WHERE email = 'bob@example.com')"), 5)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts WHERE user_id = (SELECT id FROM users WHERE email = 'ada@example.com')"), 5)
        XCTAssertEqual(try app.count("SELECT count(*) FROM recent_searches WHERE user_id = (SELECT id FROM users WHERE email = 'ada@example.com')"), 2)
        XCTAssertEqual(try text("SELECT sex IS NULL FROM users WHERE email = 'ada@example.com'", in: app), "0")
        XCTAssertNotEqual(before, "")
    }

    func testABadDocumentIsRefusedWith422NamingTheProblemAndWhere() throws {
        fill(ada)
        let good = String(decoding: try export(ada).response.body, as: UTF8.self)
        let cases: [(String, String)] = [
            ("{\n  \"format\": ", "line 2, column 13: the JSON ends too early"),
            ("[1, 2]", "the JSON is a list"),
            (#"{"format": "liftinglog-account/2"}"#, #"its "format" is "liftinglog-account/2""#),
            (good.replacingOccurrences(of: #""reps":5"#, with: #""reps":"5""#), "At $.workouts[0].reps: expected a number, found text."),
            (good.replacingOccurrences(of: #""weight":142.5"#, with: #""weight":20000"#), "At $.workouts[4].weight: 20000 is outside 0 to 2000."),
            (good.replacingOccurrences(of: #""kind":"run""#, with: #""kind":"swim""#), #"At $.routes[0].kind: expected one of "run""#),
            (#"{"format":"# + String(repeating: "[", count: 20), "nested more than 8 deep"),
            ("", "The file is empty."),
        ]
        for (document, message) in cases {
            let response = importDocument(Array(document.utf8), as: ada)
            XCTAssertEqual(response.status, .unprocessableContent, message)
            XCTAssertTrue(response.text.contains(Self.escaped(message)), "\(message) in \(response.text)")
            XCTAssertTrue(response.text.contains(#"id="file-error""#))
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 5, "nothing of a refused document is stored")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    func testNoFileChosenAsksForOne() {
        ada.get("/settings/import")
        let response = ada.upload("/settings/import", [], file: nil)
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("Choose the .json file"))
    }

    func testImportNeedsTheFormsCSRFToken() throws {
        fill(ada)
        let document = try export(ada).response.body
        let forged = ada.upload("/settings/import", [], file: ("file", "a.json", document), csrf: "")
        XCTAssertEqual(forged.status, .forbidden)
        XCTAssertEqual(try app.count("SELECT count(*) FROM workouts"), 5)
    }

    func testBothNeedALogInAndTheSettingsPageLinksThem() {
        let stranger = TestBrowser(app)
        XCTAssertEqual(stranger.get("/settings/export").status, .seeOther)
        XCTAssertEqual(stranger.get("/settings/import").status, .seeOther)
        let settings = ada.get("/settings").text
        XCTAssertTrue(settings.contains(#"href="/settings/export""#))
        XCTAssertTrue(settings.contains(#"href="/settings/import""#))
        let form = ada.get("/settings/import").text
        XCTAssertTrue(form.contains(#"enctype="multipart/form-data""#) && form.contains(#"name="file""#) && form.contains(#"name="csrf_token""#))
    }
}
