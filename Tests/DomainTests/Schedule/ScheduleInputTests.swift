import Domain
import XCTest

final class ScheduleInputTests: XCTestCase {
    private func classInput(_ changes: [String: String] = [:]) -> Result<ClassInput, FieldErrors> {
        var fields = ["class_type": "1", "location": "2", "coach": " Sam ", "weekday": "1", "starts": "06:00", "ends": "06:45",
                      "first_date": "2026-03-02", "last_date": ""]
        for (key, value) in changes { fields[key] = value }
        return ClassInput.parse(classType: fields["class_type"], location: fields["location"], coach: fields["coach"],
                                weekday: fields["weekday"], starts: fields["starts"], ends: fields["ends"],
                                firstDate: fields["first_date"], lastDate: fields["last_date"])
    }

    private func messages(_ result: Result<ClassInput, FieldErrors>) -> [String: String] {
        guard case .failure(let errors) = result else { return [:] }
        return Dictionary(errors.errors.map { ($0.field, $0.message) }) { first, _ in first }
    }

    func testAValidClass() throws {
        let input = try classInput().get()
        XCTAssertEqual(input.coach, "Sam")
        XCTAssertEqual(input.weekday, .monday)
        XCTAssertEqual(input.starts.text, "06:00")
        XCTAssertNil(input.lastDate)
    }

    func testTheEndMustComeAfterTheStart() {
        XCTAssertEqual(messages(classInput(["ends": "06:00"]))["ends"], "The class must end after it starts (06:00), on the same day.")
        XCTAssertEqual(messages(classInput(["ends": "05:00"])).keys.sorted(), ["ends"])
    }

    func testTimesDatesAndIdsAreBounded() {
        let errors = messages(classInput(["starts": "24:00", "ends": "6pm", "class_type": "9223372036854775808", "location": "-1",
                                          "weekday": "8", "first_date": "0000-00-00", "last_date": "99999-01-01"]))
        XCTAssertEqual(errors.keys.sorted(), ["class_type", "ends", "first_date", "last_date", "location", "starts", "weekday"])
        XCTAssertEqual(messages(classInput(["first_date": "1969-12-31"])).keys.sorted(), ["first_date"])
        XCTAssertNotNil(ClockTime(text: "6:05"))
        XCTAssertEqual(ClockTime(text: "18:30:00")?.text, "18:30")
        XCTAssertNil(ClockTime(text: "18:30:15"))
        XCTAssertNil(ClockTime(text: "+6:30"))
    }

    func testTheLastDateMustLeaveAnOccurrence() {
        XCTAssertEqual(messages(classInput(["last_date": "2026-03-01"]))["last_date"], "The last date must be on or after the first date.")
        // 2026-03-03 is a Tuesday: no Monday falls from then to Sunday the 8th.
        XCTAssertEqual(messages(classInput(["first_date": "2026-03-03", "last_date": "2026-03-08"]))["last_date"],
                       "No Monday falls from the first date to the last date.")
        XCTAssertNoThrow(try classInput(["first_date": "2026-03-02", "last_date": "2026-03-02"]).get(), "a one-off class")
    }

    func testNamesAreRequiredAndBounded() {
        XCTAssertEqual(try LocationInput.parse(name: " Downtown ", address: nil).get(), LocationInput(name: "Downtown", address: ""))
        guard case .failure(let errors) = ClassTypeInput.parse(name: "", description: String(repeating: "x", count: 2_001)) else {
            return XCTFail("accepted")
        }
        XCTAssertEqual(errors.errors.map(\.field), ["name", "description"])
    }

    func testACancellationMustBeOneOfTheClassesDates() {
        let yoga = ScheduledClass(id: 1, classTypeID: 1, classType: "Yoga", locationID: 1, location: "Gym", coach: "",
                                  weekday: .monday, starts: ClockTime(text: "18:00")!, ends: ClockTime(text: "19:00")!,
                                  firstDate: CalendarDate(iso: "2026-03-02")!, lastDate: nil)
        XCTAssertNoThrow(try ClassDayInput.cancellation(date: "2026-03-09", of: yoga).get())
        guard case .failure(let errors) = ClassDayInput.cancellation(date: "2026-03-10", of: yoga) else { return XCTFail("accepted") }
        XCTAssertEqual(errors.errors.first?.message, "This class runs on Mondays from 2026-03-02 on; 2026-03-10 is not one of its dates.")
        guard case .failure(let extra) = ClassDayInput.extra(date: "2026-03-10", starts: "10:00", ends: "09:00") else { return XCTFail("accepted") }
        XCTAssertEqual(extra.errors.map(\.field), ["ends"])
    }
}
