import Domain
import XCTest

/// The calculators at the edges of what their forms accept (issue 23): every estimate, table
/// row and points figure stays a finite number in its range.
final class CalculatorExtremesTests: XCTestCase {
    private let weights = [Double.leastNonzeroMagnitude, 0.01, 2_000]

    /// Brzycki at 30 reps, 36/7 of the weight, is the highest any formula gives.
    func testOneRepMaxEstimatesAndTablesStayFinite() throws {
        for weight in weights {
            for reps in OneRepMaxInput.repRange {
                for formula in OneRepMaxFormula.allCases {
                    let estimate = formula.estimate(weight: weight, reps: reps)
                    XCTAssertTrue(estimate.isFinite && estimate >= weight && estimate <= weight * 36 / 7 * 1.001, "\(formula) \(weight) × \(reps): \(estimate)")
                }
                let brzycki = OneRepMaxEstimate(weight: weight, reps: reps).value ?? 0
                XCTAssertTrue(brzycki.isFinite && brzycki >= 0 && brzycki <= 2_000 * 36 / 25, "\(weight) × \(reps): \(brzycki)")
            }
            for unit in WeightUnit.allCases {
                let plates = PlateLoading.standard(unit)
                let rows = OneRepMaxTable.repRows(oneRepMax: weight * 36 / 7, plates: plates)
                    + OneRepMaxTable.percentageRows(oneRepMax: weight * 36 / 7, plates: plates)
                XCTAssertTrue(rows.allSatisfy { $0.weight.isFinite && $0.weight >= 0 && $0.weight <= 10_290 }, "\(weight) \(unit): \(rows)")
                XCTAssertTrue(rows.allSatisfy { (plates.platesPerSide($0.weight)?.count ?? 0) <= 210 }, "\(weight) \(unit): plates")
            }
        }
    }

    /// 6,000 kg at 20 kg of body weight gives about 11,000 Wilks 2020 points: no one lifts it,
    /// but the form accepts it, and the page must show a number.
    func testPointsStayFiniteForEveryAcceptedBodyWeightAndTotal() {
        let bodyweights = [StrengthPointsInput.bodyweightRangeKg.lowerBound, 82.5, StrengthPointsInput.bodyweightRangeKg.upperBound]
        for sex in Sex.allCases {
            for equipment in Equipment.allCases {
                for bodyweight in bodyweights {
                    for lift in weights {
                        let scores = StrengthScores.compute(sex: sex, bodyweightKg: bodyweight, squatKg: lift, benchKg: lift,
                                                            deadliftKg: lift, equipment: equipment)
                        for points in [scores.total, scores.wilks, scores.wilks2020, scores.dots, scores.ipfGL] {
                            XCTAssertTrue(points.isFinite && points >= 0 && points <= 20_000, "\(sex) \(equipment) \(bodyweight) kg, \(lift) kg a lift: \(scores)")
                        }
                    }
                }
            }
        }
    }
}
