import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// `/body/import` with the real exports of `shared/fixtures/real/body/`.
final class BodyImportTests: XCTestCase {
    private var app: App!
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        app = try TestApp.make()
        folder = TemporaryFolder(prefix: "liftinglog-body-spool")
    }

    override func tearDown() {
        TestApp.remove(app)
        folder.remove()
    }

    private func real(_ name: String) throws -> [UInt8] {
        let bytes = SharedFixture.bytes("real/body/" + name)
        try XCTSkipUnless(bytes != nil, "shared/fixtures/real/body/ is not beside the checkout")
        return bytes ?? []
    }

    private func output(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: "<output name=\"\(name)\" data-value=\"[^\"]*\"", options: .regularExpression) else { return nil }
        return String(page[range].split(separator: "\"")[3])
    }

    private func upload(_ browser: TestBrowser, _ name: String, _ bytes: [UInt8], unit: String = "kg") -> Response {
        browser.get("/body/import")
        return browser.upload("/body/import", [("unit", unit)], file: ("file", name, bytes))
    }

    func testWithingsTwiceAddsNothingTheSecondTime() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let bytes = try real("withings-weight-kg-F041.csv")
        let first = upload(browser, "weight.csv", bytes)
        XCTAssertEqual(first.status, .ok)
        XCTAssertEqual(output("added", in: first.text), "710")
        XCTAssertEqual(output("already", in: first.text), "0")
        XCTAssertEqual(output("refused", in: first.text), "0")
        let second = upload(browser, "weight.csv", bytes)
        XCTAssertEqual(output("added", in: second.text), "0")
        XCTAssertEqual(output("already", in: second.text), "710")
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins WHERE source = 'withings'"), 710)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE body_weight = 62.71 AND body_weight_date = '2019-09-23'"), 1,
                       "the profile is the newest weigh-in")
        let page = browser.get("/body?range=all").text
        XCTAssertTrue(page.contains("data-date=\"2016-09-15\""), "the oldest day is charted")
    }

    func testFitbitReportSaysTheUnitTakenFromTheForm() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        let response = upload(browser, "weight-2017-07-05.json", try real("fitbit-weight-json-lb-aria-api-danlsn.json"), unit: "lb")
        XCTAssertEqual(output("added", in: response.text), "21")
        XCTAssertTrue(response.text.contains("its weights were read as lb, the unit chosen on the form"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins WHERE unit = 'lb' AND weight = 193.9 AND taken_at = '2017-07-05 12:44:00' AND body_fat = 24"), 1)
    }

    func testGermanWithingsAndAnAppleHealthExportWithoutWeight() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        // Read first: a skip thrown inside an assertion would count as a failure.
        let withings = try real("withings-weight-de-header-Handballfreak.csv")
        let stepsOnly = try real("apple-health-v8-steps-only-rgosdin.xml")
        XCTAssertEqual(output("added", in: upload(browser, "weight.csv", withings).text), "3")
        let none = upload(browser, "export.xml", stepsOnly)
        XCTAssertEqual(none.status, .unprocessableContent)
        XCTAssertTrue(none.text.contains("There are no weigh-ins in this export"), none.text)
        XCTAssertTrue(none.text.contains("id=\"file-error\""))
    }

    /// A zipped export, written by the server to a file and read back a piece at a time.
    func testAppleHealthZipSpooledToDisk() throws {
        let xml = AppleHealthFixture.adding([
            AppleHealthFixture.record("BodyMass", "kg", "84.2", "2019-06-10 07:00:00 -0400"),
            AppleHealthFixture.record("BodyFatPercentage", "%", "0.2", "2019-06-10 07:00:00 -0400"),
            AppleHealthFixture.record("WaistCircumference", "in", "33", "2019-06-10 07:00:00 -0400"),
            AppleHealthFixture.record("BodyMass", "kg", "2000", "2019-06-11 07:00:00 -0400"),
        ], to: try real("apple-health-v8-steps-only-rgosdin.xml"))
        let zip = ArchiveFixture.zip([ArchiveFixture.Entry("apple_health_export/export.xml", xml)])
        let browser = TestBrowser(app)
        browser.signUp()
        browser.spool = BodySpool(folder: folder.path, threshold: 64 << 10, maxFiles: 2)
        let response = upload(browser, "export.zip", zip)
        XCTAssertEqual(response.status, .ok, response.text)
        XCTAssertEqual(output("added", in: response.text), "2", "a weigh-in with its body fat, and the waist")
        XCTAssertEqual(output("refused", in: response.text), "1")
        XCTAssertTrue(response.text.contains("the record of 2019-06-11 07:00:00 -0400: the weight 2000 kg is not from 20 to 400 kg"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins WHERE weight = 84.2 AND body_fat = 20 AND source = 'apple_health'"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM measurements WHERE name = 'waist' AND value = 33 AND unit = 'in'"), 1)
    }

    func testNoFileAndAnUnknownFileAre422() throws {
        let browser = TestBrowser(app)
        browser.signUp()
        browser.get("/body/import")
        let none = browser.upload("/body/import", [("unit", "kg")], file: nil)
        XCTAssertEqual(none.status, .unprocessableContent)
        XCTAssertTrue(none.text.contains("No file chosen"))
        let other = upload(browser, "notes.txt", Array("hello,world\n1,2\n".utf8))
        XCTAssertEqual(other.status, .unprocessableContent)
        XCTAssertTrue(other.text.contains("This file is not one this page reads"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM weigh_ins"), 0)
    }
}
