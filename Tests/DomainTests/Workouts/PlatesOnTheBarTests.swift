import Domain
import XCTest

final class PlatesOnTheBarTests: XCTestCase {
    private let kg = PlateLoading.standard(.kg)
    private let lb = PlateLoading.standard(.lb)

    func testALoadableWeightListsEachSidesPlatesHeaviestFirst() {
        XCTAssertEqual(kg.onTheBar(95), "20 kg bar + 25 + 10 + 2.5 each side")
        XCTAssertEqual(kg.onTheBar(140), "20 kg bar + 25 + 25 + 10 each side")
        XCTAssertEqual(lb.onTheBar(225), "45 lb bar + 45 + 45 each side")
    }

    func testTheEdges() {
        let cases: [(PlateLoading, Double, String)] = [
            (kg, 20, "20 kg bar, no plates"), (kg, 12.5, "Below the 20 kg bar"), (kg, 0, "Below the 20 kg bar"),
            (kg, 93, "These plates make 92.5 or 95 kg, not 93"), (lb, 50, "45 lb bar + 2.5 each side"),
            (lb, 47, "These plates make 45 or 50 lb, not 47"),
        ]
        for (rack, weight, text) in cases { XCTAssertEqual(rack.onTheBar(weight), text, "\(weight) \(rack.unit)") }
    }
}
