import Domain
import XCTest

final class StrengthScoresTests: XCTestCase {
    func testComputeInKilograms() {
        let scores = StrengthScores.compute(
            sex: .male, bodyweightKg: 100, squatKg: 380, benchKg: 250, deadliftKg: 370, equipment: .raw)
        XCTAssertEqual(
            scores, StrengthScores(total: 1000, wilks: 608.59, wilks2020: 729.36, dots: 615.52, ipfGL: 126.33))
    }

    func testEquipmentOnlyChangesIPFGL() {
        let raw = StrengthScores.compute(
            sex: .female, bodyweightKg: 60, squatKg: 180, benchKg: 100, deadliftKg: 220, equipment: .raw)
        let single = StrengthScores.compute(
            sex: .female, bodyweightKg: 60, squatKg: 180, benchKg: 100, deadliftKg: 220, equipment: .single)
        XCTAssertEqual(raw.ipfGL, 113.02)
        XCTAssertEqual(single.ipfGL, 92.87)
        XCTAssertEqual(raw.wilks, single.wilks)
        XCTAssertEqual(raw.wilks, 557.44)
    }

    // 500/315/600 lb at 200 lb body weight: each lift held to 0.01 kg before summing.
    func testPoundLiftsSumToAnExactKilogramTotal() {
        let lb = WeightUnit.lb
        let scores = StrengthScores.compute(
            sex: .male, bodyweightKg: lb.toKilograms(200), squatKg: lb.toKilograms(500),
            benchKg: lb.toKilograms(315), deadliftKg: lb.toKilograms(600), equipment: .raw)
        XCTAssertEqual(
            scores, StrengthScores(total: 641.84, wilks: 408.1, wilks2020: 490.28, dots: 413.36, ipfGL: 84.99))
    }
}
