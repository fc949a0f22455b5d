@testable import Domain
import XCTest

final class WeighInInputTests: XCTestCase {
    private let today = CalendarDate(iso: "2026-11-30")!

    private func parse(date: String = "2026-11-30", weight: String, unit: String = "kg", bodyFat: String = "", lengthUnit: String = "cm",
                       measurements: [(String, String, String)] = []) -> Result<WeighInInput, FieldErrors> {
        WeighInInput.parse(date: date, weight: weight, unit: unit, bodyFat: bodyFat, lengthUnit: lengthUnit,
                           measurements: measurements.map { (field: $0.0, name: $0.1, value: $0.2) }, defaultUnit: .kg, today: today)
    }

    private func messages(_ result: Result<WeighInInput, FieldErrors>) -> [String: String] {
        guard case .failure(let errors) = result else { return [:] }
        return Dictionary(errors.errors.map { ($0.field, $0.message) }) { first, _ in first }
    }

    func testDecimalCommaAndMeasurements() throws {
        let input = try parse(weight: "82,4", bodyFat: "17,5", lengthUnit: "in",
                              measurements: [("waist", "waist", "33,5"), ("measurement_value", "  Forearm ", "12"), ("chest", "chest", "")]).get()
        XCTAssertEqual(input.weight, 82.4)
        XCTAssertEqual(input.bodyFat, 17.5)
        XCTAssertEqual(input.lengthUnit, .inches)
        XCTAssertEqual(input.measurements.map(\.name), ["waist", "forearm"], "an empty field is no measurement; own names in lower case")
        XCTAssertEqual(input.measurements.map(\.value), [33.5, 12])
        XCTAssertEqual(input.weighIn(source: .form).takenAt.text, "2026-11-30 12:00:00")
    }

    func testLimitsFromTwentyToFourHundredKilograms() {
        XCTAssertEqual(messages(parse(weight: "19.9"))["weight"], "Enter a body weight from 20 to 400 kg.")
        XCTAssertEqual(messages(parse(weight: "401"))["weight"], "Enter a body weight from 20 to 400 kg.")
        XCTAssertEqual(messages(parse(weight: "900", unit: "lb"))["weight"], "Enter a body weight from 44 to 882 lb.")
        XCTAssertEqual(messages(parse(weight: "eighty"))["weight"], "Enter your weight as a number from 20 to 400 kg.")
        XCTAssertNoThrow(try parse(weight: "20").get())
        XCTAssertNoThrow(try parse(weight: "881", unit: "lb").get())
    }

    func testNoFutureDayAndOtherErrorsByField() {
        let errors = messages(parse(date: "2026-12-01", weight: "80", bodyFat: "90", measurements: [("waist", "waist", "3000")]))
        XCTAssertEqual(errors["date"], "Enter the day you weighed yourself as a real date, today or earlier.")
        XCTAssertEqual(errors["body_fat"], "Enter your body fat as a percentage from 2 to 75, or leave it empty.")
        XCTAssertEqual(errors["waist"], "Enter the waist from 5 to 300 cm, or leave it empty.")
        XCTAssertNotNil(messages(parse(date: "2026-02-30", weight: "80"))["date"])
        XCTAssertNotNil(messages(parse(weight: "80", unit: "stone"))["unit"])
    }
}
