import Domain
import XCTest

final class WorkoutInputTests: XCTestCase {
    private let today = CalendarDate(iso: "2026-11-21")!

    private func parse(_ changes: [String: String?] = [:]) -> Result<WorkoutInput, FieldErrors> {
        var fields: [String: String?] = ["lift": "Back Squat", "weight": "102.5", "unit": "kg", "reps": "5", "sets": "3",
                                         "comments": "", "date": "2026-11-20"]
        for (key, value) in changes { fields[key] = value }
        return WorkoutInput.parse(lift: fields["lift"]!, weight: fields["weight"]!, unit: fields["unit"]!, reps: fields["reps"]!,
                                  sets: fields["sets"]!, comments: fields["comments"]!, date: fields["date"]!,
                                  defaultUnit: .lb, today: today)
    }

    private func error(_ changes: [String: String?], _ field: String) -> String? {
        guard case .failure(let errors) = parse(changes) else { return nil }
        return errors.message(for: field)
    }

    func testValidInput() throws {
        let input = try parse(["lift": "  Back Squat ", "comments": " felt good "]).get()
        XCTAssertEqual(input.lift, "Back Squat")
        XCTAssertEqual(input.weight, 102.5)
        XCTAssertEqual(input.unit, .kg)
        XCTAssertEqual(input.reps, 5)
        XCTAssertEqual(input.sets, 3)
        XCTAssertEqual(input.comments, "felt good")
        XCTAssertEqual(input.date.iso, "2026-11-20")
    }

    func testDefaultsAreTheUsersUnitAndToday() throws {
        let input = try parse(["unit": "", "date": ""]).get()
        XCTAssertEqual(input.unit, .lb)
        XCTAssertEqual(input.date, today)
    }

    func testLiftRules() {
        XCTAssertNotNil(error(["lift": ""], "lift"))
        XCTAssertNotNil(error(["lift": nil], "lift"))
        XCTAssertNotNil(error(["lift": String(repeating: "a", count: 101)], "lift"))
        XCTAssertNil(error(["lift": String(repeating: "a", count: 100)], "lift"))
    }

    func testWeightRules() {
        for bad in ["", "abc", "-1", "2000.01", "102.555", "102,555", "1e3", "nan", "1,2,5", "1.2,5", ","] {
            XCTAssertNotNil(error(["weight": bad], "weight"), bad)
        }
        for good in ["0", "2000", "102.25", " 80 ", "12,5", "102,25"] {
            XCTAssertNil(error(["weight": good], "weight"), good)
        }
    }

    func testDecimalCommaMeansThePoint() throws {
        let input = try parse(["weight": "12,5"]).get()
        XCTAssertEqual(input.weight, 12.5)
    }

    func testRepsSetsUnitCommentsAndDateRules() {
        XCTAssertNotNil(error(["reps": "0"], "reps"))
        XCTAssertNotNil(error(["reps": "1001"], "reps"))
        XCTAssertNotNil(error(["reps": "2.5"], "reps"))
        XCTAssertNil(error(["reps": "1000"], "reps"))
        XCTAssertNotNil(error(["sets": "0"], "sets"))
        XCTAssertNotNil(error(["sets": "101"], "sets"))
        XCTAssertNil(error(["sets": "100"], "sets"))
        XCTAssertNotNil(error(["unit": "stone"], "unit"))
        XCTAssertNotNil(error(["comments": String(repeating: "c", count: 2001)], "comments"))
        XCTAssertNil(error(["comments": String(repeating: "c", count: 2000)], "comments"))
        XCTAssertNotNil(error(["date": "2026-02-30"], "date"))
        XCTAssertNotNil(error(["date": "2026-11-23"], "date"), "after tomorrow")
        XCTAssertNil(error(["date": "2026-11-22"], "date"), "tomorrow is allowed")
    }

    func testEveryBadFieldIsReportedAtOnce() {
        guard case .failure(let errors) = parse(["lift": "", "weight": "x", "reps": "0", "sets": "0"]) else { return XCTFail("expected errors") }
        XCTAssertEqual(errors.errors.map(\.field), ["lift", "weight", "reps", "sets"])
    }
}
