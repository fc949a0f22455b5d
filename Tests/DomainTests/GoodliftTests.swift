import Domain
import XCTest

final class GoodliftTests: XCTestCase {
    // OpenPowerlifting goodlift.rs, test `published_examples`: Dmitry Inzarkin,
    // 2019 IPF World Open Men's Championships. (Its second example is bench-only, an
    // event we do not score.)
    func testPublishedExample() {
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .single, bodyweight: 92.04, total: 1035), 112.85)
    }

    // Independent Python port of goodlift.rs.
    func testEachParameterSet() {
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .raw, bodyweight: 100, total: 1000), 126.33)
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .single, bodyweight: 100, total: 1000), 104.57)
        XCTAssertEqual(Goodlift.points(sex: .female, equipment: .raw, bodyweight: 60, total: 500), 113.02)
        XCTAssertEqual(Goodlift.points(sex: .female, equipment: .single, bodyweight: 60, total: 500), 92.87)
    }

    func testUndefinedBelow35KilogramsAndUnclampedAbove() {
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .raw, bodyweight: 34.99, total: 500), 0)
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .raw, bodyweight: 35, total: 500), 109.4)
        XCTAssertEqual(Goodlift.points(sex: .female, equipment: .raw, bodyweight: 34.99, total: 300), 0)
        XCTAssertEqual(Goodlift.points(sex: .female, equipment: .raw, bodyweight: 35, total: 300), 119.75)
        XCTAssertLessThan(
            Goodlift.points(sex: .male, equipment: .raw, bodyweight: 300, total: 1000),
            Goodlift.points(sex: .male, equipment: .raw, bodyweight: 200, total: 1000))
    }

    func testNoTotalGivesZeroAndNegativeTotalNegativePoints() {
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .raw, bodyweight: 100, total: 0), 0)
        XCTAssertEqual(Goodlift.points(sex: .male, equipment: .raw, bodyweight: 100, total: -100), -12.63)
    }
}
