import Domain
import XCTest

final class BackupScheduleTests: XCTestCase {
    func testTheRunIsTodayBeforeHalfPastThreeAndTomorrowFromThen() {
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_795_404_599, in: .utc), 1_795_404_600)  // 03:29:59 → 03:30 the same day
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_795_404_600, in: .utc), 1_795_491_000)  // at 03:30 → the next day's
    }

    func testNewYorkKeepsHalfPastThreeLocalAcrossDaylightSaving() throws {
        let newYork = try TimeZoneRules(tzif: TZifFixture.file("America/New_York"))
        // 2026-03-08: the clocks skip 02:00–03:00; 03:30 EDT is 07:30 UTC, not 08:30.
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_772_946_000, in: newYork), 1_772_955_000)
        // 2026-11-01: back to EST at 02:00; 03:30 EST is 08:30 UTC.
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_793_505_600, in: newYork), 1_793_521_800)
    }

    /// A zone that springs forward from 03:00 to 04:00 and falls back from 04:00 to 03:00,
    /// so 03:30 is skipped one day a year and comes twice on another.
    func testASkippedHalfPastThreeRunsAfterTheGapAndARepeatedOneRunsOnce() throws {
        let zone = try TimeZoneRules(tzif: TZifFixture.make(footer: "XST-1XDT,M3.5.0/3,M10.5.0/4"))
        // 2026-03-29 has no 03:30: the run is at 04:30 XDT, 02:30 UTC.
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_774_699_200, in: zone), 1_774_751_400)
        // 2026-10-25 shows 03:30 twice: the first (01:30 UTC) runs, the second does not.
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_792_891_800 - 60, in: zone), 1_792_891_800)
        XCTAssertEqual(BackupSchedule.nextRun(after: 1_792_891_800, in: zone), 1_792_981_800)
    }
}
