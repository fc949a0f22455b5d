import Domain
import XCTest

final class PlatesInputTests: XCTestCase {
    private func parse(_ bar: String, _ plates: String, _ unit: WeightUnit = .kg) -> (PlateLoading?, [String]) {
        var errors: [FieldError] = []
        let rack = PlatesInput.parse(bar: bar, plates: plates, unit: unit, errors: &errors)
        return (rack, errors.map(\.field))
    }

    func testARackAsTyped() {
        let (rack, errors) = parse("15", "20, 10, 5, 2.5, 0.5")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(rack?.bar, 15)
        XCTAssertEqual(rack?.plates, [20, 10, 5, 2.5, 0.5], "heaviest first")
        XCTAssertEqual(rack?.smallestPair, 1)
        XCTAssertEqual(parse("20", "25 1,25").0?.plates, [25, 1.25], "a decimal comma between spaces")
        XCTAssertEqual(parse("45", "45 45 25", .lb).0?.plates, [45, 25], "each plate once")
    }

    func testOutOfRangeOrUnreadableIsTheFieldsError() {
        XCTAssertEqual(parse("0", "25").1, ["bar_kg"])
        XCTAssertEqual(parse("200", "25").1, ["bar_kg"])
        XCTAssertEqual(parse("20", "").1, ["plates_kg"])
        XCTAssertEqual(parse("20", "25 ten").1, ["plates_kg"])
        XCTAssertEqual(parse("20", "25 0.1").1, ["plates_kg"], "under a quarter kilogram")
        XCTAssertEqual(parse("20", String(repeating: "5 ", count: 13)).1, ["plates_kg"], "at most 12 plates")
        XCTAssertEqual(parse("45", "100 45", .lb).1, [], "100 lb is within 50 kg")
        XCTAssertEqual(parse("1e3", "nan", .lb).1, ["bar_lb", "plates_lb"])
    }

    func testARackReadsBackAsItIsShown() {
        // Found by TextFuzz: 54.885 was kept whole and shown as 54.89.
        var errors: [FieldError] = []
        let rack = PlatesInput.parse(bar: "54.885", plates: "54.885", unit: .lb, errors: &errors)
        XCTAssertEqual(rack?.bar, 54.89)
        XCTAssertEqual(rack.map(PlatesInput.text), "54.89")
        XCTAssertEqual(rack.flatMap { PlatesInput.parse(bar: "54.89", plates: PlatesInput.text($0), unit: .lb, errors: &errors) }, rack)
    }
}
