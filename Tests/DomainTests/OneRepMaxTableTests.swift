import Domain
import XCTest

final class OneRepMaxTableTests: XCTestCase {
    private let kilograms = PlateLoading.standard(.kg)

    func testWeightForRepsInvertsBrzycki() {
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 1, oneRepMax: 200), 200)
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 10, oneRepMax: 200), 150)
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 5, oneRepMax: 253.125), 225, accuracy: 1e-9)
        for reps in OneRepMaxTable.repRange {
            let estimate = OneRepMaxFormula.brzycki.estimate(weight: 100, reps: reps)
            XCTAssertEqual(OneRepMaxTable.weightFor(reps: reps, oneRepMax: estimate), 100, accuracy: 1e-9, "\(reps) reps")
        }
    }

    func testRepRowsCoverOneToTwelveLoadable() {
        let rows = OneRepMaxTable.repRows(oneRepMax: 200, plates: kilograms)
        XCTAssertEqual(rows.map(\.value), Array(1...12))
        XCTAssertEqual(rows.first, OneRepMaxTableRow(value: 1, weight: 200))
        XCTAssertEqual(rows[2], OneRepMaxTableRow(value: 3, weight: 190), "188.89 rounds to 190")
        XCTAssertEqual(rows.last, OneRepMaxTableRow(value: 12, weight: 140), "138.89 rounds to 140")
    }

    func testPercentageRowsGoFromFiftyToOneHundredInFivesLoadable() {
        let rows = OneRepMaxTable.percentageRows(oneRepMax: 112.5, plates: kilograms)
        XCTAssertEqual(rows.map(\.value), [50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100])
        XCTAssertEqual(rows.first, OneRepMaxTableRow(value: 50, weight: 57.5), "56.25 rounds to 57.5")
        XCTAssertEqual(rows[5], OneRepMaxTableRow(value: 75, weight: 85), "84.375 rounds to 85")
        XCTAssertEqual(rows.last, OneRepMaxTableRow(value: 100, weight: 112.5))
        for row in rows {
            XCTAssertNotNil(kilograms.platesPerSide(row.weight), "\(row.weight) kg is loadable")
        }
    }
}
