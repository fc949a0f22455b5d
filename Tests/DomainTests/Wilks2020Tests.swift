import Domain
import XCTest

final class Wilks2020Tests: XCTestCase {
    /// OpenPowerlifting's `matches_table`: equal to the four decimals of the published tables.
    private func assertTable(_ sex: Sex, _ bodyweight: Double, _ expected: Double, line: UInt = #line) {
        let coefficient = Wilks2020.coefficient(sex: sex, bodyweight: bodyweight)
        XCTAssertEqual((coefficient * 10_000).rounded(), (expected * 10_000).rounded(), "\(bodyweight) kg", line: line)
    }

    // OpenPowerlifting wilks2020.rs, test `coefficients_men`.
    func testMenCoefficientsMatchThePublishedTable() {
        let table: [(Double, Double)] = [
            (20, 1.3895), (40, 1.3895), (50, 1.1510), (60, 0.9968), (70, 0.8923), (80, 0.8191),
            (90, 0.7670), (100, 0.7294), (120, 0.6817), (140, 0.6546), (160, 0.6361), (180, 0.6213),
            (200, 0.6123), (200.95, 0.6122), (201, 0.6122), (400, 0.6122),
        ]
        for (bodyweight, coefficient) in table {
            assertTable(.male, bodyweight, coefficient)
        }
    }

    // OpenPowerlifting wilks2020.rs, test `coefficients_women`.
    func testWomenCoefficientsMatchThePublishedTable() {
        let table: [(Double, Double)] = [
            (20, 1.8486), (40, 1.8486), (50, 1.5091), (60, 1.3190), (70, 1.2042), (80, 1.1318),
            (90, 1.0846), (100, 1.0525), (110, 1.0286), (120, 1.0089), (130, 0.9912), (140, 0.9753),
            (150, 0.9635), (150.95, 0.9627), (151, 0.9627), (200, 0.9627),
        ]
        for (bodyweight, coefficient) in table {
            assertTable(.female, bodyweight, coefficient)
        }
    }

    func testPoints() {
        XCTAssertEqual(Wilks2020.points(sex: .male, bodyweight: 100, total: 1000), 729.36)
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 60, total: 500), 659.52)
    }

    func testClampsAtBothEndsForBothSexes() {
        XCTAssertEqual(Wilks2020.points(sex: .male, bodyweight: 30, total: 500), 694.77)
        XCTAssertEqual(Wilks2020.points(sex: .male, bodyweight: 200.95, total: 500), 306.09)
        XCTAssertEqual(Wilks2020.points(sex: .male, bodyweight: 250.95, total: 500), 306.09)
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 30, total: 500), 924.32)
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 150.95, total: 500), 481.35)
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 200.95, total: 500), 481.35)
    }

    func testNoTotalGivesZero() {
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 60, total: 0), 0)
        XCTAssertEqual(Wilks2020.points(sex: .female, bodyweight: 0, total: 500), 0)
    }
}
