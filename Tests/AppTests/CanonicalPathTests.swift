import HTTP
import XCTest
@testable import App

/// The crash quarantine's name for a request: the spellings of one request are one name.
final class CanonicalPathTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    private func path(_ method: HTTPMethod, _ target: String) -> String {
        CanonicalPath.of(Request(method: method, target: target), router: app.responder.router)
    }

    func testTheSpellingsOfOneIdAreOnePath() {
        for spelling in ["1", "01", "001", "%31", "+1", "%2B1", "%201"] {
            XCTAssertEqual(path(.post, "/routines/\(spelling)"), "/routines/1", spelling)
        }
        XCTAssertEqual(path(.post, "/routines/2"), "/routines/2")
        XCTAssertEqual(path(.get, "/routines/9223372036854775807"), "/routines/9223372036854775807")
        XCTAssertEqual(path(.get, "/routines/-0"), "/routines/0")
    }

    func testTextThatIsNoWholeNumberStaysAsDecoded() {
        XCTAssertEqual(path(.get, "/routines/1e3"), "/routines/1e3")
        XCTAssertEqual(path(.get, "/routines/99999999999999999999"), "/routines/99999999999999999999", "past Int64: as written")
        XCTAssertEqual(path(.get, "/routines/a%2Fb"), "/routines/a/b")
    }

    func testAnEndingAfterTheParameterStaysAndARouteWithoutParametersIsItsPattern() {
        XCTAssertEqual(path(.get, "/routes/007.gpx"), "/routes/7.gpx")
        XCTAssertEqual(path(.get, "/workouts?date=2026-12-01"), "/workouts")
        XCTAssertEqual(path(.get, "/no/such/page"), "/no/such/page")
    }
}
