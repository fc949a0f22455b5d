import HTTP
import XCTest
@testable import App

/// Every route, walked with the numbers that break careless arithmetic, in path parameters,
/// query values and form fields alike: each must get an answer below 500, never a trap (which
/// would end this very test process).
final class ExtremeNumberTests: XCTestCase {
    static let extremes = ["0", "-1", "9223372036854775807", "9223372036854775808", "18446744073709551616", "1e309", "NaN",
                           "-9223372036854775808", "46116860184273881", "0x10", "%00", "99999-99-99"]
    /// Every query or form field name a page reads, so each one meets every extreme.
    static let fieldNames = ["page", "saved", "again", "fill", "weight", "reps", "sets", "unit", "date", "lift", "comments",
                             "bodyweight", "squat", "bench", "deadlift", "sex", "equipment", "next", "email", "password",
                             "first_name", "last_name", "birth_date", "current_password", "new_password", "id", "range", "location", "q",
                             "body", "source", "categories", "name", "json"]

    func testEveryRouteAnswersExtremeNumbersWithoutAServerError() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let browser = TestBrowser(app)
        browser.signUp()
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "1"), ("date", "2024-01-01")])
        var checked = 0
        for route in app.responder.router.routes where route.pattern != "/settings/delete" && route.pattern != "/logout" {
            for value in Self.extremes {
                let path = route.pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
                    guard segment.hasPrefix(":") else { return String(segment) }
                    let ending = segment.firstIndex(of: ".").map { String(segment[$0...]) } ?? ""
                    return value + ending
                }.joined(separator: "/")
                let fields = Self.fieldNames.map { ($0, value) }
                let response: Response
                if route.method == .get {
                    response = browser.get(path + "?" + fields.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
                } else {
                    browser.get("/workouts/new")
                    response = browser.post(path, fields)
                }
                XCTAssertLessThan(response.status.code, 500, "\(route.method) \(path) with \(value)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 200, "the walk covered the route table")
        XCTAssertEqual(browser.get("/workouts").status, .ok, "still answering, still logged in")
    }
}
