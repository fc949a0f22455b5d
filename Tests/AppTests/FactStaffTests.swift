import Domain
import Foundation
import HTTP
import XCTest
@testable import App

/// The staff's facts pages: who may open them, adding, editing and deleting facts and
/// categories, and the JSON import with its report.
final class FactStaffTests: XCTestCase {
    private var app: App!
    private var staff: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        staff = TestBrowser(app)
        staff.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()
    }

    override func tearDown() { TestApp.remove(app) }

    private static let staffPages = ["/staff/facts", "/staff/facts/new", "/staff/facts/1/edit", "/staff/facts/1/delete",
                                     "/staff/facts/categories", "/staff/facts/categories/1/edit", "/staff/facts/import"]
    private static let staffForms = ["/staff/facts", "/staff/facts/1", "/staff/facts/1/delete", "/staff/facts/categories",
                                     "/staff/facts/categories/1", "/staff/facts/categories/1/delete", "/staff/facts/import"]

    func testALifterGets403AndAVisitorTheLoginPage() {
        let lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
        for path in Self.staffPages {
            XCTAssertEqual(lifter.get(path).status, .forbidden, path)
            let visit = app.get(path)
            XCTAssertEqual(visit.status, .seeOther, path)
            XCTAssertEqual(visit.headers["Location"], "/login?next=" + path, path)
            XCTAssertEqual(staff.get(path).status, .ok, path)
        }
        for path in Self.staffForms {
            lifter.get("/facts")
            XCTAssertEqual(lifter.post(path, [("body", "A lifter trying to add a fact here."), ("name", "hacks"), ("json", "[]")]).status,
                           .forbidden, path)
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM categories WHERE name = 'hacks'"), 0)
    }

    func testFormsWithoutTheTokenAreRefused() {
        staff.get("/staff/facts/new")
        XCTAssertEqual(staff.post("/staff/facts", [("body", "A fact without a token to go with it.")], csrf: "").status, .forbidden)
    }

    func testStaffAddEditAndDeleteAFact() throws {
        staff.get("/staff/facts/new")
        let added = staff.post("/staff/facts", [("body", "The zyzzyva is a weevil, not a lift."), ("source", "A dictionary (2024)."),
                                                ("categories", "history"), ("categories", "records")])
        XCTAssertEqual(added.status, .seeOther)
        XCTAssertEqual(added.headers["Location"], "/staff/facts?done=added")
        XCTAssertTrue(staff.get("/staff/facts?done=added").text.contains("Fact added."))
        let id = try XCTUnwrap(try app.database.facts(limit: 1, offset: 0).first)
        XCTAssertEqual(id.categories, ["history", "records"])
        XCTAssertTrue(app.get("/facts/search?q=zyzzyva").text.contains(#"data-id="\#(id.id)""#))

        let edit = staff.get("/staff/facts/\(id.id)/edit").text
        XCTAssertTrue(edit.contains(#"<input type="checkbox" name="categories" value="history" checked>"#), edit)
        XCTAssertTrue(edit.contains("The zyzzyva is a weevil, not a lift.</textarea>"))
        XCTAssertEqual(staff.post("/staff/facts/\(id.id)", [("body", "The zyzzyva is a weevil; nobody squats it."), ("source", "")]).status, .seeOther)
        XCTAssertTrue(app.get("/facts/search?q=nobody%20squats").text.contains(#"data-id="\#(id.id)""#))
        XCTAssertEqual(try app.database.fact(id: id.id)?.categories, [], "unticked boxes remove categories")

        XCTAssertTrue(staff.get("/staff/facts/\(id.id)/delete").text.contains("Delete this fact?"))
        XCTAssertEqual(staff.post("/staff/facts/\(id.id)/delete", []).headers["Location"], "/staff/facts?done=deleted")
        XCTAssertEqual(app.get("/facts/\(id.id)").status, .notFound)
        staff.get("/staff/facts")
        XCTAssertEqual(staff.post("/staff/facts/\(id.id)/delete", []).status, .notFound)
        XCTAssertEqual(staff.get("/staff/facts/\(id.id)/edit").status, .notFound)
    }

    func testABadFactIsShownAgainWithTheMessageBesideTheField() throws {
        staff.get("/staff/facts/new")
        let short = staff.post("/staff/facts", [("body", "Too short."), ("source", "kept")])
        XCTAssertEqual(short.status, .unprocessableContent)
        XCTAssertTrue(short.text.contains(#"<p class="error" id="body-error">Write at least 20 characters for the fact (this has 10).</p>"#), short.text)
        XCTAssertTrue(short.text.contains(#"value="kept""#))
        let shipped = try XCTUnwrap(try app.database.facts(limit: 1, offset: 0).first)
        let duplicate = staff.post("/staff/facts", [("body", shipped.body.uppercased())])
        XCTAssertEqual(duplicate.status, .unprocessableContent)
        XCTAssertTrue(duplicate.text.contains("Fact \(shipped.id) already says this."))
        let tampered = staff.post("/staff/facts", [("body", "A fact with a category that cannot be one."), ("categories", "a/b")])
        XCTAssertEqual(tampered.status, .unprocessableContent)
        XCTAssertTrue(tampered.text.contains(#"id="categories-error""#))
        let control = staff.post("/staff/facts", [("body", "A fact with a \u{1B} control character in it.")])
        XCTAssertEqual(control.status, .unprocessableContent)
    }

    func testStaffAddRenameAndDeleteCategories() throws {
        staff.get("/staff/facts/categories")
        XCTAssertEqual(staff.post("/staff/facts/categories", [("name", " Mobility  Work ")]).status, .seeOther)
        XCTAssertTrue(staff.get("/staff/facts/categories?done=added").text.contains(#"<a href="/facts/categories/mobility-work">mobility-work</a>"#))
        let bad = staff.post("/staff/facts/categories", [("name", "what?")])
        XCTAssertEqual(bad.status, .unprocessableContent)
        XCTAssertTrue(bad.text.contains(#"id="name-error""#))
        staff.get("/staff/facts/categories")
        let taken = staff.post("/staff/facts/categories", [("name", "Strength")])
        XCTAssertEqual(taken.status, .unprocessableContent)
        XCTAssertTrue(taken.text.contains("There is a category called strength already."))

        let history = try XCTUnwrap(try app.database.factCategory(named: "history"))
        XCTAssertTrue(staff.get("/staff/facts/categories/\(history.id)/edit").text.contains("Category: history"))
        XCTAssertEqual(staff.post("/staff/facts/categories/\(history.id)", [("name", "the-past")]).status, .seeOther)
        XCTAssertEqual(app.get("/facts/categories/history").status, .notFound)
        XCTAssertEqual(app.get("/facts/categories/the-past").status, .ok)
        staff.get("/staff/facts/categories/\(history.id)/edit")
        XCTAssertEqual(staff.post("/staff/facts/categories/\(history.id)/delete", []).headers["Location"], "/staff/facts/categories?done=deleted")
        XCTAssertEqual(app.get("/facts/categories/the-past").status, .notFound)
        XCTAssertEqual(try app.count("SELECT count(*) FROM facts"), FactCollection.all.count, "its facts stay")
        XCTAssertEqual(staff.get("/staff/facts/categories/\(history.id)/edit").status, .notFound)
    }

    // MARK: Import

    private func output(_ name: String, in text: String) -> String? {
        text.range(of: #"<output name="\#(name)" data-value="[0-9]+">"#, options: .regularExpression)
            .map { String(text[$0].dropFirst(#"<output name="\#(name)" data-value=""#.count).dropLast(2)) }
    }

    private func report(_ response: Response) -> [String?] {
        ["added", "updated", "skipped"].map { output($0, in: response.text) }
    }

    private func importPasted(_ json: String) -> Response {
        staff.get("/staff/facts/import")
        return staff.post("/staff/facts/import", [("json", json)])
    }

    /// The form as a browser sends it with a file chosen: multipart, the file in `file`.
    private func importFile(_ json: String, pasted: String = "") -> Response {
        staff.get("/staff/facts/import")
        let boundary = "----facts\(Int.random(in: 1000...9999))"
        var body = ""
        for (name, value) in [("csrf_token", staff.csrfToken), ("json", pasted)] {
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"facts.json\"\r\nContent-Type: application/json\r\n\r\n\(json)\r\n"
        body += "--\(boundary)--\r\n"
        let headers: HTTPHeaders = ["Host": "localhost", "Content-Type": "multipart/form-data; boundary=\(boundary)",
                                    "Content-Length": String(body.utf8.count),
                                    "Cookie": staff.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")]
        return app.respond(to: Request(method: .post, target: "/staff/facts/import", headers: headers, body: Array(body.utf8)))
    }

    private let joke = #"{"categories": ["dev"], "id": "elgv2wkvt8ioag6xywykbq", "url": "https://api.chucknorris.io/jokes/elgv2wkvt8ioag6xywykbq", "value": "Chuck Norris's keyboard has no Ctrl key: nothing controls Chuck Norris."}"#

    func testImportReportsAddedUpdatedAndSkipped() throws {
        let first = importPasted(joke)
        XCTAssertEqual(first.status, .ok)
        XCTAssertEqual(report(first), ["1", "0", "0"])
        XCTAssertEqual(report(importPasted(joke.replacingOccurrences(of: "nothing controls", with: "nobody controls"))), ["0", "1", "0"], "same id")
        let sameText = #"{"id": "other", "value": "chuck norris's keyboard has no ctrl key: nobody controls chuck norris."}"#
        let second = #"{"id": "b2", "value": "The gym legend imports facts by staring at the file."}"#
        XCTAssertEqual(report(importPasted(#"{"total": 2, "result": [\#(sameText), \#(second)]}"#)), ["1", "0", "1"], "a search result")
        XCTAssertEqual(report(importFile("[\(second)]")), ["0", "1", "0"], "a list, as a file")
        XCTAssertTrue(app.get("/facts/categories/dev").text.contains("nobody controls"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM facts WHERE import_id IS NOT NULL"), 2)
    }

    func testAFileWinsOverPastedText() {
        XCTAssertEqual(report(importFile(joke, pasted: "not json at all")), ["1", "0", "0"])
    }

    func testBadImportsAreRefusedBesideTheirFieldAndStoreNothing() throws {
        let before = try app.count("SELECT count(*) FROM facts")
        let empty = importPasted("   ")
        XCTAssertEqual(empty.status, .unprocessableContent)
        XCTAssertTrue(empty.text.contains(#"id="json-error">There is nothing to import. Choose a JSON file or paste its text.</p>"#), empty.text)
        let broken = importPasted(#"[{"id": "a", "value": "A fact that is long enough to import.",]"#)
        XCTAssertEqual(broken.status, .unprocessableContent)
        XCTAssertTrue(broken.text.contains("This is not valid JSON (line 1, column 63: unexpected &#39;]&#39;)"), broken.text)
        XCTAssertTrue(broken.text.contains("A fact that is long enough to import.&quot;,]</textarea>"), "the text is kept to fix")
        let oneBad = importPasted(#"[{"id": "a", "value": "A fact that is long enough to import."}, {"id": "b", "value": "short"}]"#)
        XCTAssertEqual(oneBad.status, .unprocessableContent)
        XCTAssertTrue(oneBad.text.contains("Fact 2: Write at least 20 characters for the fact (this has 5)."))
        let file = importFile("42")
        XCTAssertEqual(file.status, .unprocessableContent)
        XCTAssertTrue(file.text.contains(#"<p class="error" id="file-error">Expected one fact"#), file.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM facts"), before, "all or nothing")
    }

    func testStaffPagesAnswerExtremeNumbersWithoutAServerError() {
        for value in ExtremeNumberTests.extremes {
            for page in Self.staffPages {
                let path = page.replacingOccurrences(of: "/1", with: "/\(value)")
                XCTAssertLessThan(staff.get(path + "?page=\(value)&done=\(value)").status.code, 500, path)
            }
            for form in Self.staffForms {
                staff.get("/staff/facts")
                let path = form.replacingOccurrences(of: "/1", with: "/\(value)")
                let fields = ExtremeNumberTests.fieldNames.map { ($0, value) }
                XCTAssertLessThan(staff.post(path, fields).status.code, 500, path)
            }
        }
        XCTAssertEqual(staff.get("/staff/facts?page=2").status, .ok)
        XCTAssertEqual(staff.get("/staff/facts?page=99").status, .notFound)
    }
}
