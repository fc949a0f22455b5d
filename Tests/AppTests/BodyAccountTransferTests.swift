import Domain
import Foundation
import HTTP
import SQLite
import TestSupport
import XCTest
@testable import App

/// The body log carried everywhere (issue 38): the account export and import move weigh-ins
/// and measurements exactly, and deleting the account deletes them.
final class BodyAccountTransferTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private static let withings = """
        Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments
        "2019-09-23 21:37:34",62.71,8.93,2.69,51.07,38.51,
        "2019-09-18 20:32:16",62.82,,,,,

        """

    private func fill(_ browser: TestBrowser) {
        browser.get("/body")
        browser.post("/body", [("date", "2024-01-02"), ("weight", "150,4"), ("unit", "lb"), ("body_fat", "18,5"), ("length_unit", "in"),
                               ("waist", "33.5"), ("measurement_name", "Forearm"), ("measurement_value", "12")])
        browser.get("/body/import")
        browser.upload("/body/import", [("unit", "kg")], file: ("file", "weight.csv", Array(Self.withings.utf8)))
    }

    /// Every weigh-in and measurement of the lifter with `email`, each as one line of text.
    private func rows(_ app: App, _ email: String) throws -> [String] {
        let connection = try Connection(path: app.config.databasePath)
        defer { connection.close() }
        let weighIns = try connection.prepare("""
            SELECT w.taken_at || '|' || quote(w.weight) || '|' || w.unit || '|' || coalesce(quote(w.body_fat), '-') || '|' || w.source
            FROM weigh_ins w JOIN users u ON u.id = w.user_id WHERE u.email = ? ORDER BY 1
            """).all([email]) { $0.string(0) }
        let measurements = try connection.prepare("""
            SELECT m.taken_at || '|' || m.name || '|' || quote(m.value) || '|' || m.unit
            FROM measurements m JOIN users u ON u.id = m.user_id WHERE u.email = ? ORDER BY 1
            """).all([email]) { $0.string(0) }
        return weighIns + measurements
    }

    func testExportAndImportCarryTheBodyLogExactlyAndOnce() throws {
        let ada = TestBrowser(app)
        ada.signUp()
        fill(ada)
        let original = try rows(app, "ada@example.com")
        XCTAssertEqual(original.count, 5, "three weigh-ins and two measurements")
        let export = ada.get("/settings/export")
        let json = try JSONParser.parse(export.body)
        XCTAssertEqual(json["weigh_ins"]?.array?.count, 3)
        XCTAssertEqual(json["measurements"]?.array?.count, 2)
        XCTAssertEqual(json["weigh_ins"]?.array?.last?["source"]?.string, "form")

        let other = try TestApp.make()
        defer { TestApp.remove(other) }
        let newcomer = TestBrowser(other)
        newcomer.signUp(email: "ada@new.example")
        newcomer.get("/settings/import")
        let report = newcomer.upload("/settings/import", [], file: ("file", "account.json", export.body))
        XCTAssertTrue(report.text.contains(#"<output name="body" data-value="5">"#), report.text)
        XCTAssertEqual(try rows(other, "ada@new.example"), original, "the same rows, to the last bit of each number")
        newcomer.get("/settings/import")
        let again = newcomer.upload("/settings/import", [], file: ("file", "account.json", export.body))
        XCTAssertTrue(again.text.contains(#"<output name="body" data-value="0">"#))
        XCTAssertTrue(again.text.contains(#"<output name="body_already" data-value="5">"#))
        XCTAssertEqual(try other.count("SELECT count(*) FROM users WHERE body_weight = 150.4 AND body_weight_unit = 'lb'"), 1,
                       "the profile is the latest weigh-in, not a second one from the document's profile")
        XCTAssertEqual(try other.count("SELECT count(*) FROM weigh_ins"), 3)
    }

    func testDeletingTheAccountDeletesTheBodyLogAndNoOneElses() throws {
        let ada = TestBrowser(app), bob = TestBrowser(app)
        ada.signUp()
        bob.signUp(email: "bob@example.com")
        fill(ada)
        fill(bob)
        let page = ada.get("/settings/delete")
        XCTAssertTrue(page.text.contains("5 weigh-ins and measurements"))
        XCTAssertEqual(ada.post("/settings/delete", [("password", "correct horse battery")]).status, .seeOther)
        XCTAssertEqual(try rows(app, "ada@example.com"), [])
        XCTAssertEqual(try app.count("SELECT (SELECT count(*) FROM weigh_ins) + (SELECT count(*) FROM measurements)"), 5, "Bob's stay")
    }
}
