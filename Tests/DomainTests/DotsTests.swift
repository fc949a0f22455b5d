import Domain
import XCTest

// OpenPowerlifting's dots.rs has no tests; expected values come from an independent
// Python port of its formula, rounding and clamping.
final class DotsTests: XCTestCase {
    func testPoints() {
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 100, total: 1000), 615.52)
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 82.5, total: 600), 406.44)
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 60, total: 500), 554.27)
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 57, total: 350), 400.99)
    }

    func testMenClampBetween40And210() {
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 30, total: 500), 635.56)
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 40, total: 500), 635.56)
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 210, total: 500), 247.81)
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 260, total: 500), 247.81)
    }

    func testWomenClampBetween40And150() {
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 30, total: 500), 742.4)
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 40, total: 500), 742.4)
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 150, total: 500), 385.38)
        XCTAssertEqual(Dots.points(sex: .female, bodyweight: 200, total: 500), 385.38)
    }

    func testNoTotalGivesZero() {
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 100, total: 0), 0)
        XCTAssertEqual(Dots.points(sex: .male, bodyweight: 0, total: 500), 0)
    }
}
