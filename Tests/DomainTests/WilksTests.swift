import Domain
import XCTest

final class WilksTests: XCTestCase {
    // OpenPowerlifting wilks.rs, test `coefficients`: exact to the last bit.
    func testCoefficientsMatchOpenPowerlifting() {
        XCTAssertEqual(Wilks.coefficient(sex: .male, bodyweight: 100), 0.6085890719066511)
        XCTAssertEqual(Wilks.coefficient(sex: .female, bodyweight: 100), 0.8325833167368228)
    }

    // OpenPowerlifting wilks.rs, test `points` (608.58907 and 557.4434 held to hundredths).
    func testPointsMatchOpenPowerlifting() {
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 100, total: 1000), 608.59)
        XCTAssertEqual(Wilks.points(sex: .female, bodyweight: 60, total: 500), 557.44)
    }

    func testMenClampBetween40And201Point9() {
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 30, total: 500), 667.71)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 40, total: 500), 667.71)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 201.9, total: 500), 265.75)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 260, total: 500), 265.75)
    }

    func testWomenClampBetween26Point51And154Point53() {
        XCTAssertEqual(Wilks.points(sex: .female, bodyweight: 16.51, total: 500), 838.71)
        XCTAssertEqual(Wilks.points(sex: .female, bodyweight: 26.51, total: 500), 838.71)
        XCTAssertEqual(Wilks.points(sex: .female, bodyweight: 154.53, total: 500), 384.07)
        XCTAssertEqual(Wilks.points(sex: .female, bodyweight: 204.53, total: 500), 384.07)
    }

    func testNoTotalOrNoBodyWeightGivesZero() {
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 100, total: 0), 0)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 0, total: 500), 0)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 100, total: 0.004), 0)
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 100, total: .nan), 0)
    }

    func testNegativeTotalGivesNegativePointsAsOpenPowerliftingDoes() {
        XCTAssertEqual(Wilks.points(sex: .male, bodyweight: 100, total: -100), -60.86)
    }
}
