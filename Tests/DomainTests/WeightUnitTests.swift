import Domain
import XCTest

final class WeightUnitTests: XCTestCase {
    func testOnePoundIsExactly0Point45359237Kilograms() {
        XCTAssertEqual(WeightUnit.lb.toKilograms(1), 0.45359237)
        XCTAssertEqual(WeightUnit.lb.toKilograms(200), 90.718474, accuracy: 1e-12)
        XCTAssertEqual(WeightUnit.lb.fromKilograms(100), 220.46226218487757, accuracy: 1e-9)
    }

    func testKilogramsAreUnchanged() {
        XCTAssertEqual(WeightUnit.kg.toKilograms(102.5), 102.5)
        XCTAssertEqual(WeightUnit.kg.fromKilograms(102.5), 102.5)
    }

    func testRoundTripKeepsTheValue() {
        for value in [0.5, 45, 102.5, 225, 1_999.75] {
            for unit in WeightUnit.allCases {
                XCTAssertEqual(unit.fromKilograms(unit.toKilograms(value)), value, accuracy: 1e-9)
            }
        }
    }

    func testRawValues() {
        XCTAssertEqual(WeightUnit.allCases.map(\.rawValue), ["kg", "lb"])
    }
}
