@testable import Domain
import XCTest

final class BackupRetentionTests: XCTestCase {
    private func days(_ first: String, count: Int) -> [CalendarDate] {
        let start = CalendarDate(iso: first)!
        return (0..<count).map { start.adding(days: $0) }
    }

    func testFewerThanSevenCopiesAreAllKept() {
        XCTAssertEqual(BackupRetention.expired(days("2026-11-17", count: 7)), [])
    }

    func testSixWeeksOfDailyCopiesKeepTheLastSevenDaysAndFourSundays() {
        // Monday 2026-10-12 to Monday 2026-11-23.
        let all = days("2026-10-12", count: 43)
        let kept = Set(all).subtracting(BackupRetention.expired(all))
        let expected = days("2026-11-17", count: 7) + ["2026-11-15", "2026-11-08", "2026-11-01"].map { CalendarDate(iso: $0)! }
        XCTAssertEqual(kept, Set(expected), "the week before holds its Sunday among the dailies; three older Sundays are the rest")
    }

    func testAWeekWithoutSundayKeepsItsNewestCopy() {
        let dates = ["2026-11-23", "2026-11-22", "2026-11-21", "2026-11-20", "2026-11-19", "2026-11-18", "2026-11-17",
                     "2026-11-12", "2026-11-11", "2026-10-01"].map { CalendarDate(iso: $0)! }
        XCTAssertEqual(BackupRetention.expired(dates), [CalendarDate(iso: "2026-10-01")!, CalendarDate(iso: "2026-11-11")!],
                       "2026-11-12 is the newest of its week; 2026-10-01 is more than four weeks back")
    }

    func testWeeksStartOnMonday() {
        XCTAssertEqual(BackupRetention.week(of: CalendarDate(iso: "2026-11-23")!), BackupRetention.week(of: CalendarDate(iso: "2026-11-29")!))
        XCTAssertEqual(BackupRetention.week(of: CalendarDate(iso: "2026-11-22")!) + 1, BackupRetention.week(of: CalendarDate(iso: "2026-11-23")!))
    }
}
