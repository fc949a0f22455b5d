import Foundation
import TestSupport
import XCTest
@testable import App

/// The cap on a lifter's exercise names with the real binary (issue 35): a pasted history of
/// 5,000 names is taken in one request, the next new name is refused with the page that names
/// the cap, and a name the lifter has still saves.
final class LiftNameCapServerTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    private static func form(_ fields: [(String, String)]) -> String {
        fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
    }

    func testTheCapHoldsInTheRealBinary() throws {
        let server = try ServerProcess(folder: folder)
        defer { server.stop() }
        var jar = CookieJar()
        let signup = try jar.get(server.port, "/signup")
        XCTAssertEqual(try jar.post(server.port, "/signup", Self.form([("email", "ada@example.com"), ("password", "correct horse battery"),
            ("first_name", "Ada"), ("last_name", "L"), ("birth_date", "1990-01-01"), ("csrf_token", signup.csrf)])).status, 303)

        let history = "date,lift,weight,unit,reps,sets,comments\n"
            + (0..<5_000).map { "2024-01-\(String(format: "%02d", $0 % 28 + 1)),Move \(String(format: "%05d", $0)),60,kg,5,1,\n" }.joined()
        let importForm = try jar.get(server.port, "/history/import")
        let imported = try jar.post(server.port, "/history/import", Self.form([("format", "auto"), ("unit", "kg"), ("text", history),
                                                                               ("csrf_token", importForm.csrf)]))
        XCTAssertEqual(imported.status, 200)
        XCTAssertTrue(imported.text.contains(#"<output name="imported" data-value="5000""#), imported.text)

        func log(_ lift: String) throws -> CookieJar.Page {
            let form = try jar.get(server.port, "/workouts/new")
            return try jar.post(server.port, "/workouts", Self.form([("lift", lift), ("weight", "50"), ("unit", "kg"), ("reps", "5"),
                                                                     ("sets", "1"), ("comments", ""), ("date", "2024-03-01"), ("csrf_token", form.csrf)]))
        }
        let refused = try log("One Too Many")
        XCTAssertEqual(refused.status, 422)
        XCTAssertTrue(refused.text.contains("past 5,000, the most one lifter keeps, so nothing was saved"), refused.text)
        XCTAssertEqual(try log("Move 00042").status, 303, "a name the lifter has")
    }
}
