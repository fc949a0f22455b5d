import Domain
import XCTest

final class OneRepMaxTableTests: XCTestCase {
    func testWeightForRepsInvertsEpley() {
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 1, oneRepMax: 200), 200)
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 2, oneRepMax: 200), 187.5)
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 10, oneRepMax: 200), 150)
        XCTAssertEqual(OneRepMaxTable.weightFor(reps: 5, oneRepMax: 262.5), 225, accuracy: 1e-9)
    }

    func testRepRowsCoverOneToTwelveRounded() {
        let rows = OneRepMaxTable.repRows(oneRepMax: 200)
        XCTAssertEqual(rows.map(\.value), Array(1...12))
        XCTAssertEqual(rows.first, OneRepMaxTableRow(value: 1, weight: 200))
        XCTAssertEqual(rows[2], OneRepMaxTableRow(value: 3, weight: 181.82))
        XCTAssertEqual(rows.last, OneRepMaxTableRow(value: 12, weight: 142.86))
    }

    func testPercentageRowsGoFromFiftyToOneHundredInFives() {
        let rows = OneRepMaxTable.percentageRows(oneRepMax: 262.5)
        XCTAssertEqual(rows.map(\.value), [50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100])
        XCTAssertEqual(rows.first, OneRepMaxTableRow(value: 50, weight: 131.25))
        XCTAssertEqual(rows[5], OneRepMaxTableRow(value: 75, weight: 196.88))
        XCTAssertEqual(rows.last, OneRepMaxTableRow(value: 100, weight: 262.5))
    }
}
