import Domain
import XCTest

/// Percentage lines of a WOD, and the weight each member gets from their 1RM on their plates.
final class PercentLineTests: XCTestCase {
    func testTheLiftAndPercentageAreFoundBeforeOrAfterTheAt() {
        XCTAssertEqual(PercentLine.parse("5x3 @ 80% Back Squat"), PercentLine(lift: "Back Squat", percent: 80, scheme: "5 × 3"))
        XCTAssertEqual(PercentLine.parse("EMOM 10: 2 Power Clean @ 70%"), PercentLine(lift: "Power Clean", percent: 70, scheme: ""))
        XCTAssertEqual(PercentLine.parse("Back Squat 5x3 @ 82.5 %"), PercentLine(lift: "Back Squat", percent: 82.5, scheme: "5 × 3"))
        XCTAssertEqual(PercentLine.parse("3×5 @75% of Deadlift"), PercentLine(lift: "Deadlift", percent: 75, scheme: "3 × 5"))
        for line in ["21-15-9 Thrusters and Pull-ups", "Run 400 m @ easy pace", "5x3 @ 80%", "Snatch @ 400%", "@ 80% 5x3"] {
            XCTAssertNil(PercentLine.parse(line), line)
        }
    }

    func testTheWeightIsRoundedToWhatThePlatesMakeAndSaidWithThePlates() {
        let line = PercentLine(lift: "Back Squat", percent: 80, scheme: "5 × 3")
        let load = PercentLoad(line: line, oneRepMaxKg: 140.5, rack: .standard(.kg))
        XCTAssertEqual(load.weight, 112.5, "112.4 is nearest 112.5")
        XCTAssertEqual(load.text, "Back Squat 5 × 3 @ 80 % = 112.5 kg: 20 kg bar + 25 + 20 + 1.25 each side")
    }

    func testATieBetweenTwoMadeWeightsTakesTheLower() {
        let rack = PlateLoading.standard(.kg)
        XCTAssertEqual(rack.nearestMade(111.25), 110, "halfway between 110 and 112.5")
        XCTAssertEqual(rack.nearestMade(111.3), 112.5)
        XCTAssertEqual(rack.nearestMade(12), 20, "the bar at least")
        let coarse = PlateLoading(unit: .kg, bar: 20, plates: [20, 10, 5])
        XCTAssertEqual(coarse.nearestMade(35), 30, "plates in 10 kg steps: 35 ties 30 and 40")
        XCTAssertEqual(PercentLoad(line: PercentLine(lift: "Deadlift", percent: 50, scheme: ""), oneRepMaxKg: 70, rack: coarse).weight, 30)
    }

    func testAMemberWhoLiftsInPoundsGetsPoundsAndTheirPlates() {
        let load = PercentLoad(line: PercentLine(lift: "Deadlift", percent: 70, scheme: ""), oneRepMaxKg: WeightUnit.lb.toKilograms(400),
                               rack: .standard(.lb))
        XCTAssertEqual(load.weight, 280)
        XCTAssertEqual(load.unit, .lb)
        XCTAssertEqual(load.plates, "45 lb bar + 45 + 45 + 25 + 2.5 each side")
    }
}
