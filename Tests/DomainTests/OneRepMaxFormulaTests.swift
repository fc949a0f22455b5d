import Domain
import XCTest

final class OneRepMaxFormulaTests: XCTestCase {
    func testRawValuesAreTheQueryNames() {
        XCTAssertEqual(
            OneRepMaxFormula.allCases.map(\.rawValue),
            ["epley", "brzycki", "lombardi", "mayhew", "oconner", "wathan", "lander"])
        XCTAssertEqual(OneRepMaxFormula(rawValue: "oconner"), .oconner)
    }

    func testDisplayNames() {
        XCTAssertEqual(
            OneRepMaxFormula.allCases.map(\.displayName),
            ["Epley", "Brzycki", "Lombardi", "Mayhew", "O'Conner", "Wathan", "Lander"])
    }

    func testTenRepsOfOneHundred() {
        XCTAssertEqual(OneRepMaxFormula.epley.estimate(weight: 100, reps: 10).roundedToHundredths(), 133.33)
        XCTAssertEqual(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 10).roundedToHundredths(), 133.33)
    }

    // Expected values computed independently in Python from the published formulas.
    func testFiveRepsOfOneHundred() {
        let expected: [(OneRepMaxFormula, Double, Double)] = [
            (.epley, 116.66666666666667, 116.67),
            (.brzycki, 112.5, 112.5),
            (.lombardi, 117.4618943088019, 117.46),
            (.mayhew, 119.01068045151959, 119.01),
            (.oconner, 112.5, 112.5),
            (.wathan, 116.58250529118924, 116.58),
            (.lander, 113.70891767872341, 113.71),
        ]
        for (formula, exact, rounded) in expected {
            let estimate = formula.estimate(weight: 100, reps: 5)
            XCTAssertEqual(estimate, exact, accuracy: 1e-9, formula.rawValue)
            XCTAssertEqual(estimate.roundedToHundredths(), rounded, formula.rawValue)
        }
    }

    func testOneRepIsTheWeightItselfForEveryFormula() {
        for formula in OneRepMaxFormula.allCases {
            XCTAssertEqual(formula.estimate(weight: 142.5, reps: 1), 142.5, formula.rawValue)
        }
    }

    func testTwoHundredTwentyFivePoundsForFiveByEpleyIs262Point5() {
        XCTAssertEqual(OneRepMaxFormula.epley.estimate(weight: 225, reps: 5).roundedToHundredths(), 262.5)
    }

    func testRoundingGoesHalfAwayFromZero() {
        XCTAssertEqual(196.875.roundedToHundredths(), 196.88)
        XCTAssertEqual((-0.125).roundedToHundredths(), -0.13)
        XCTAssertEqual(133.3333.roundedToHundredths(), 133.33)
    }
}
