import Domain
import Storage
import XCTest

final class ScheduleStorageTests: StorageTestCase {
    private func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    private func gym() throws -> (location: Int64, type: Int64) {
        guard case .saved(let location) = try database.saveLocation(id: nil, LocationInput(name: "Downtown", address: "")),
              case .saved(let type) = try database.saveClassType(id: nil, ClassTypeInput(name: "A10", description: "")) else {
            throw XCTSkip("setup failed")
        }
        return (location, type)
    }

    private func imported(_ id: String, on day: String, starts: String = "06:00", cancelled: Bool = false) -> ImportedClass {
        ImportedClass(externalID: id, classType: "Yoga", locationExternalID: "7", coach: "Sam", date: date(day),
                      starts: ClockTime(text: starts)!, ends: ClockTime(text: "23:00")!, isCancelled: cancelled)
    }

    func testTheDayQueryReadsThroughIndexes() throws {
        let plans = try database.scheduleQueryPlans()
        XCTAssertTrue(plans["day"]?.contains("classes_by_weekday") == true, plans["day"] ?? "")
        XCTAssertTrue(plans["changes"]?.contains("class_changes_by_date") == true, plans["changes"] ?? "")
    }

    func testImportingTheSameOccurrencesAgainUpdatesThemAndMovesTheirChanges() throws {
        XCTAssertEqual(try database.unmappedLocationIDs(["7", "7", "8"]), ["7", "8"])
        let first = try database.importSchedule([imported("a", on: "2026-03-02", cancelled: true)], locationNames: ["7": "Downtown"])
        XCTAssertEqual(first, ScheduleImportSummary(added: 1, updated: 0, newClassTypes: ["Yoga"]))
        XCTAssertEqual(try database.unmappedLocationIDs(["7"]), [])
        let moved = try database.importSchedule([imported("a", on: "2026-03-03", starts: "07:00")], locationNames: [:])
        XCTAssertEqual(moved, ScheduleImportSummary(added: 0, updated: 1))
        XCTAssertEqual(try count("SELECT count(*) FROM classes"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM class_changes"), 0)
        let day = try database.timetable(from: date("2026-03-03"), through: date("2026-03-03"), locationID: nil)
            .occurrences(from: date("2026-03-03"), through: date("2026-03-03"))
        XCTAssertEqual(day.map(\.starts.text), ["07:00"])
        XCTAssertEqual(try database.weeklyClasses(), [], "imported one-offs are not weekly classes")
    }

    func testAClassTypeInUseStaysAndItsWorkoutsGoWithIt() throws {
        let (location, type) = try gym()
        let input = ClassInput(classTypeID: type, locationID: location, coach: "", weekday: .monday, starts: ClockTime(text: "06:00")!,
                               ends: ClockTime(text: "07:00")!, firstDate: date("2026-03-02"), lastDate: nil)
        let id = try XCTUnwrap(try database.saveClass(id: nil, input))
        try database.saveWODs(on: date("2026-03-02"), [(type, ["Run"])])
        XCTAssertEqual(try database.deleteClassType(id: type), .inUse(classes: 1))
        XCTAssertTrue(try database.deleteClass(id: id, comingFrom: date("2026-03-02"), now: 0) { _ in "" })
        XCTAssertEqual(try database.deleteClassType(id: type), .deleted)
        XCTAssertEqual(try count("SELECT count(*) FROM wods"), 0)
        XCTAssertEqual(try database.deleteClassType(id: type), .notFound)
    }
}
