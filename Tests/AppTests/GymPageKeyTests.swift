import Domain
import HTTP
import XCTest
@testable import App

/// `GymPageKey`: the key of a gym page, written as bytes, names every number in full.
final class GymPageKeyTests: XCTestCase {
    private func key(version: Int, seconds: Int, day: CalendarDate, target: String) -> String {
        let keys = GymPageKey(version: { version }, today: { _ in day }, now: { seconds })
        let visit = Visit(request: Request(method: .get, target: target), session: nil, csrfToken: "", newVisitorToken: false,
                          form: FormData([]), files: [], isSecure: false)
        return keys.key(for: visit).key
    }

    func testAVisitorsKeyNamesTheVersionTheMinuteTheDaysAndTheTarget() throws {
        let day = try XCTUnwrap(CalendarDate(year: 2026, month: 11, day: 27))
        XCTAssertEqual(key(version: 0, seconds: 59, day: day, target: "/facts"), "gym 0 0 \(day.daysSinceEpoch) \(day.daysSinceEpoch) visitor /facts")
        XCTAssertEqual(key(version: 1_234_567_890, seconds: 600, day: day, target: "/wod?date=2026-11-27"),
                       "gym 1234567890 10 20784 20784 visitor /wod?date=2026-11-27")
        let before = CalendarDate(daysSinceEpoch: -1)
        XCTAssertEqual(key(version: 10, seconds: Int.max, day: before, target: "/"), "gym 10 \(Int.max / 60) -1 -1 visitor /")
    }
}
