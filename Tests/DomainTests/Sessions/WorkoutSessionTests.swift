import XCTest
@testable import Domain

/// A session's idle finish and its summary card.
final class WorkoutSessionTests: XCTestCase {
    private let day = CalendarDate(year: 2026, month: 3, day: 2)!

    func testAnOpenSessionIdleForSixHoursEndsAtItsLastSet() {
        let session = WorkoutSession(id: 1, date: day, startedAt: 1_000, lastSetAt: 4_600)
        XCTAssertNil(session.idleFinish(at: 4_600 + 6 * 3_600 - 1))
        XCTAssertEqual(session.idleFinish(at: 4_600 + 6 * 3_600), 4_600)
        XCTAssertEqual(WorkoutSession(id: 1, date: day, startedAt: 1_000).idleFinish(at: 1_000 + 6 * 3_600), 1_000, "no set: ends at its start")
        XCTAssertNil(WorkoutSession(id: 1, date: day, startedAt: 1_000, finishedAt: 2_000).idleFinish(at: 99_999), "finished already")
    }

    func testTheSummaryCountsWorkSetsAndTheirVolumeInTheLiftersUnit() {
        let session = WorkoutSession(id: 1, date: day, startedAt: 0, finishedAt: 3_900)
        let entries = [
            WorkoutEntry(id: 1, date: day, lift: "Back Squat", weight: 60, unit: .kg, reps: 5, sets: 1, comments: "", kind: .warmup),
            WorkoutEntry(id: 2, date: day, lift: "Back Squat", weight: 100, unit: .kg, reps: 5, sets: 1, comments: ""),
            WorkoutEntry(id: 3, date: day, lift: "Curl", weight: 45, unit: .lb, reps: 10, sets: 1, comments: "", kind: .drop),
        ]
        let summary = SessionSummary(session: session, entries: entries, records: ["Back Squat"], unit: .kg, now: 10_000)
        XCTAssertEqual(summary.sets, 2)
        XCTAssertEqual(summary.warmups, 1)
        XCTAssertEqual(summary.volume, 500 + 450 * 0.45359237, accuracy: 0.0001)
        XCTAssertEqual(summary.durationText, "1 h 05 min")
        XCTAssertEqual(summary.records, ["Back Squat"])
    }

    func testAnExerciseAddedTakesLastTimesSetsOneRowEach() {
        let last = [WorkoutEntry(id: 1, date: day, lift: "Bench Press", weight: 225, unit: .lb, reps: 5, sets: 2, comments: "", rpe: RPE(8))]
        let block = PlannedBlock.fromLastTime(lift: "bench press", unit: .lb, restSeconds: 90, lastTime: last, maxRows: 20)
        XCTAssertEqual(block.lift, "Bench Press")
        XCTAssertEqual(block.rows.map(\.weight), ["225", "225"])
        XCTAssertEqual(block.rows.map(\.rpe), ["8", "8"])
        XCTAssertEqual(block.rows.first?.lastTime, "225 lb × 5")
        XCTAssertEqual(PlannedBlock.fromLastTime(lift: "Curl", unit: .kg, restSeconds: 0, lastTime: [], maxRows: 20).rows.count, 1)
    }
}
