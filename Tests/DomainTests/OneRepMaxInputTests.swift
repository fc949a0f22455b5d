import Domain
import XCTest

final class OneRepMaxInputTests: XCTestCase {
    private func errors(_ weight: String?, _ reps: String?, _ unit: String?) -> FieldErrors? {
        guard case .failure(let errors) = OneRepMaxInput.parse(weight: weight, reps: reps, unit: unit) else {
            return nil
        }
        return errors
    }

    func testValidInput() {
        XCTAssertEqual(
            OneRepMaxInput.parse(weight: "102.5", reps: "5", unit: "lb"),
            .success(OneRepMaxInput(weight: 102.5, reps: 5, unit: .lb)))
    }

    func testUnitDefaultsToKilograms() {
        XCTAssertEqual(try OneRepMaxInput.parse(weight: "100", reps: "3", unit: nil).get().unit, .kg)
        XCTAssertEqual(try OneRepMaxInput.parse(weight: "100", reps: "3", unit: "").get().unit, .kg)
    }

    func testSpacesAroundNumbersAreIgnored() {
        XCTAssertEqual(
            OneRepMaxInput.parse(weight: " 80 ", reps: "\t8 ", unit: "kg"),
            .success(OneRepMaxInput(weight: 80, reps: 8, unit: .kg)))
    }

    func testWeightThatIsNotANumber() {
        for weight in ["abc", "", " ", "1e400", "1e2", "nan", "inf", "-inf", "0x10", "1.2.3", "--5", "5-", ".", nil] {
            XCTAssertEqual(
                errors(weight, "5", "kg"),
                FieldErrors([FieldError(field: "weight", message: "Enter the weight you lifted, e.g. 102.5")]),
                String(describing: weight))
        }
    }

    func testWeightOutOfRangeNamesTheUnit() {
        for weight in ["-5", "0", "0.0", "-0", "2000.01", "99999", "1" + String(repeating: "0", count: 400)] {
            XCTAssertEqual(
                errors(weight, "5", "lb"),
                FieldErrors([FieldError(field: "weight", message: "Weight must be more than 0 and at most 2,000 lb")]),
                String(weight.prefix(10)))
        }
    }

    func testWeightBoundsAreAccepted() {
        XCTAssertEqual(try OneRepMaxInput.parse(weight: "2000", reps: "1", unit: "kg").get().weight, 2000)
        XCTAssertEqual(try OneRepMaxInput.parse(weight: ".5", reps: "1", unit: "kg").get().weight, 0.5)
        XCTAssertEqual(try OneRepMaxInput.parse(weight: "+60", reps: "1", unit: "kg").get().weight, 60)
    }

    func testRepsMustBeAWholeNumberFromOneToThirty() {
        for reps in ["0", "31", "-1", "5.5", "five", "", nil] {
            XCTAssertEqual(
                errors("100", reps, "kg"),
                FieldErrors([FieldError(field: "reps", message: "Reps must be a whole number from 1 to 30")]),
                String(describing: reps))
        }
        XCTAssertEqual(try OneRepMaxInput.parse(weight: "100", reps: "30", unit: "kg").get().reps, 30)
    }

    func testUnknownUnit() {
        XCTAssertEqual(
            errors("100", "5", "stone"),
            FieldErrors([FieldError(field: "unit", message: "Choose kg or lb")]))
    }

    func testEveryProblemIsReportedAtOnce() {
        let found = errors("-1", "40", "lbs")
        XCTAssertEqual(found?.errors.map(\.field), ["unit", "weight", "reps"])
        XCTAssertEqual(found?.message(for: "weight"), "Weight must be more than 0 and at most 2,000")
        XCTAssertNil(found?.message(for: "sex"))
    }

    func testMoreThanTwelveRepsWarns() {
        XCTAssertFalse(OneRepMaxInput(weight: 100, reps: 12, unit: .kg).warnsUnreliable)
        XCTAssertTrue(OneRepMaxInput(weight: 100, reps: 13, unit: .kg).warnsUnreliable)
    }
}
