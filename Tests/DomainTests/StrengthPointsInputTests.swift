import Domain
import XCTest

final class StrengthPointsInputTests: XCTestCase {
    private func parse(
        sex: String? = "male", bodyweight: String? = "100", squat: String? = "380", bench: String? = "250",
        deadlift: String? = "370", unit: String? = "kg", equipment: String? = "raw"
    ) -> Result<StrengthPointsInput, FieldErrors> {
        StrengthPointsInput.parse(
            sex: sex, bodyweight: bodyweight, squat: squat, bench: bench, deadlift: deadlift,
            unit: unit, equipment: equipment)
    }

    private func errors(_ result: Result<StrengthPointsInput, FieldErrors>) -> [FieldError] {
        guard case .failure(let errors) = result else { return [] }
        return errors.errors
    }

    func testValidInput() {
        XCTAssertEqual(
            parse(sex: "female", bodyweight: "132.5", squat: "315", bench: "185", deadlift: "405", unit: "lb",
                  equipment: "single"),
            .success(StrengthPointsInput(
                sex: .female, bodyweight: 132.5, squat: 315, bench: 185, deadlift: 405, unit: .lb,
                equipment: .single)))
    }

    func testUnitAndEquipmentHaveDefaults() {
        let input = try? parse(unit: nil, equipment: nil).get()
        XCTAssertEqual(input?.unit, .kg)
        XCTAssertEqual(input?.equipment, .raw)
        XCTAssertEqual(try? parse(unit: "", equipment: "").get().equipment, .raw)
    }

    func testScoresConvertPoundsToKilograms() throws {
        let input = try parse(bodyweight: "200", squat: "500", bench: "315", deadlift: "600", unit: "lb").get()
        XCTAssertEqual(
            input.scores(),
            StrengthScores(total: 641.84, wilks: 408.1, wilks2020: 490.28, dots: 413.36, ipfGL: 84.99))
    }

    func testSexIsRequired() {
        for sex in [nil, "", "m", "Male"] {
            XCTAssertEqual(
                errors(parse(sex: sex)), [FieldError(field: "sex", message: "Choose male or female")],
                String(describing: sex))
        }
    }

    func testUnknownUnitAndEquipment() {
        XCTAssertEqual(errors(parse(unit: "kgs")), [FieldError(field: "unit", message: "Choose kg or lb")])
        XCTAssertEqual(
            errors(parse(equipment: "multi")), [FieldError(field: "equipment", message: "Choose raw or single-ply")])
    }

    func testBodyWeightMustBeANumber() {
        for bodyweight in [nil, "", "heavy", "nan", "1e3"] {
            XCTAssertEqual(
                errors(parse(bodyweight: bodyweight)),
                [FieldError(field: "bodyweight", message: "Enter your body weight, e.g. 82.5")],
                String(describing: bodyweight))
        }
    }

    func testBodyWeightRangeInKilograms() {
        let message = FieldError(field: "bodyweight", message: "Body weight must be from 20 to 400 kg")
        XCTAssertEqual(errors(parse(bodyweight: "19.99")), [message])
        XCTAssertEqual(errors(parse(bodyweight: "400.01")), [message])
        XCTAssertEqual(errors(parse(bodyweight: "-80")), [message])
        XCTAssertEqual(errors(parse(bodyweight: "20")), [])
        XCTAssertEqual(errors(parse(bodyweight: "400")), [])
    }

    func testBodyWeightRangeIsCheckedInKilogramsAndShownInPounds() {
        let message = FieldError(field: "bodyweight", message: "Body weight must be from 44.1 to 881.8 lb")
        XCTAssertEqual(errors(parse(bodyweight: "44", unit: "lb")), [message])
        XCTAssertEqual(errors(parse(bodyweight: "882", unit: "lb")), [message])
        XCTAssertEqual(errors(parse(bodyweight: "44.1", unit: "lb")), [])
        XCTAssertEqual(errors(parse(bodyweight: "881.8", unit: "lb")), [])
    }

    func testEachLiftMustBeANumber() {
        XCTAssertEqual(
            errors(parse(squat: "", bench: "lots", deadlift: nil)),
            [
                FieldError(field: "squat", message: "Enter your best squat, e.g. 180"),
                FieldError(field: "bench", message: "Enter your best bench press, e.g. 120"),
                FieldError(field: "deadlift", message: "Enter your best deadlift, e.g. 220"),
            ])
    }

    func testLiftsMustBeAboveZeroAndAtMost2000InTheInputUnit() {
        XCTAssertEqual(
            errors(parse(squat: "0", bench: "-20", deadlift: "2000.5", unit: "lb")),
            [
                FieldError(field: "squat", message: "Squat must be more than 0 and at most 2,000 lb"),
                FieldError(field: "bench", message: "Bench press must be more than 0 and at most 2,000 lb"),
                FieldError(field: "deadlift", message: "Deadlift must be more than 0 and at most 2,000 lb"),
            ])
        XCTAssertEqual(errors(parse(squat: "2000", unit: "lb")), [])
    }

    func testWithAnUnknownUnitOnlyTheUnitIsBlamedForTheBodyWeight() {
        XCTAssertEqual(
            errors(parse(bodyweight: "1000", squat: "0", unit: "stone")),
            [
                FieldError(field: "unit", message: "Choose kg or lb"),
                FieldError(field: "squat", message: "Squat must be more than 0 and at most 2,000"),
            ])
    }

    func testEveryFieldCanFailAtOnce() {
        let result = StrengthPointsInput.parse(
            sex: nil, bodyweight: nil, squat: nil, bench: nil, deadlift: nil, unit: "x", equipment: "y")
        XCTAssertEqual(
            errors(result).map(\.field),
            ["unit", "sex", "bodyweight", "squat", "bench", "deadlift", "equipment"])
    }
}
