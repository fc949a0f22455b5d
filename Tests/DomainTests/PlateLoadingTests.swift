import Domain
import XCTest

final class PlateLoadingTests: XCTestCase {
    func testSmallestPairIsTwoAndAHalfKilogramsOrFivePounds() {
        XCTAssertEqual(PlateLoading.standard(.kg).smallestPair, 2.5)
        XCTAssertEqual(PlateLoading.standard(.lb).smallestPair, 5)
    }

    func testLoadableRoundsToTheBarPlusWholePairs() {
        let kg = PlateLoading.standard(.kg)
        XCTAssertEqual(kg.loadable(84.375), 85)
        XCTAssertEqual(kg.loadable(83.7), 82.5)
        XCTAssertEqual(kg.loadable(20), 20)
        XCTAssertEqual(kg.loadable(13.3), 12.5, "under the bar: the nearest pair step")
        let lb = PlateLoading.standard(.lb)
        XCTAssertEqual(lb.loadable(126.5625), 125)
        XCTAssertEqual(lb.loadable(47.4), 45)
        XCTAssertEqual(lb.loadable(47.6), 50)
        XCTAssertEqual(lb.loadable(.infinity), .infinity, "nothing to round, and no trap")
    }

    func testPlatesPerSideHeaviestFirst() {
        let kg = PlateLoading.standard(.kg)
        XCTAssertEqual(kg.platesPerSide(85), [25, 5, 2.5])
        XCTAssertEqual(kg.platesPerSide(142.5), [25, 25, 10, 1.25])
        XCTAssertEqual(kg.platesPerSide(20), [])
        XCTAssertNil(kg.platesPerSide(15), "under the bar")
        XCTAssertNil(kg.platesPerSide(21), "no plate pair makes 1 kg")
        XCTAssertEqual(PlateLoading.standard(.lb).platesPerSide(315), [45, 45, 45])
    }

    func testPlateText() {
        XCTAssertEqual(PlateText.perSide([25, 25, 10, 1.25]), "2 × 25, 10, 1.25")
        XCTAssertEqual(PlateText.perSide([]), "bar only")
    }
}
