import Domain
import HTTP
import XCTest
@testable import Pages

/// `GymPageKey`: the key of a gym page, written as bytes, names every number in full.
final class GymPageKeyTests: XCTestCase {
    private func key(version: Int, day: CalendarDate, target: String) throws -> String {
        let keys = GymPageKey(version: { version }, today: { _ in day })
        let visit = Visit(request: Request(method: .get, target: target), session: nil, csrfToken: "", newVisitorToken: false,
                          form: FormData([]), files: [], isSecure: false)
        return try keys.key(for: visit).key
    }

    func testAVisitorsKeyNamesTheVersionTheDaysAndTheTarget() throws {
        let day = try XCTUnwrap(CalendarDate(year: 2026, month: 11, day: 27))
        XCTAssertEqual(try key(version: 0, day: day, target: "/facts"), "gym 0 \(day.daysSinceEpoch) \(day.daysSinceEpoch) visitor /facts")
        XCTAssertEqual(try key(version: 1_234_567_890, day: day, target: "/wod?date=2026-11-27"),
                       "gym 1234567890 20784 20784 visitor /wod?date=2026-11-27")
        let before = CalendarDate(daysSinceEpoch: -1)
        XCTAssertEqual(try key(version: Int.max, day: before, target: "/"), "gym \(Int.max) -1 -1 visitor /")
    }
}
