import Domain
import XCTest

final class LiftingLogRoundTripTests: XCTestCase {
    private let entries = [
        WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-01-02")!, lift: "Squat, paused", weight: 102.5, unit: .kg, reps: 5, sets: 3,
                     comments: "said \"heavy\"\nnext line"),
        WorkoutEntry(id: 2, date: CalendarDate(iso: "2024-01-03")!, lift: "=SUM(A1)", weight: 0, unit: .lb, reps: 12, sets: 1,
                     comments: "-felt easy"),
        WorkoutEntry(id: 3, date: CalendarDate(iso: "2024-01-04")!, lift: "Bench Press", weight: 225.25, unit: .lb, reps: 1000, sets: 100,
                     comments: ""),
        // Text that begins with an apostrophe already, before a formula sign or not.
        WorkoutEntry(id: 4, date: CalendarDate(iso: "2024-01-05")!, lift: "'=x", weight: 1, unit: .kg, reps: 1, sets: 1, comments: "'quoted"),
        // An imported warm-up, its weight converted from pounds by Fitbod.
        WorkoutEntry(id: 5, date: CalendarDate(iso: "2024-01-06")!, lift: "Back Squat", weight: 20.41168092460379, unit: .kg, reps: 4, sets: 1,
                     comments: "", source: .fitbod, kind: .warmup),
    ]

    func testExportReadsBackAsTheSameHistory() throws {
        let csv = WorkoutCSV.header + entries.map(WorkoutCSV.row).joined()
        let result = try HistoryImporter.parse(Array(csv.utf8), unit: .kg)
        XCTAssertEqual(result.format, .liftinglog)
        XCTAssertEqual(result.rejected, [])
        XCTAssertEqual(result.sets, entries.map {
            ImportedSet(date: $0.date, exercise: $0.lift, sets: $0.sets, reps: $0.reps, weight: $0.weight, unit: $0.unit, kind: $0.kind,
                        comments: $0.comments, source: $0.source)
        })
        XCTAssertEqual(result.sets.last?.source, .fitbod, "each set keeps the app it came from")
    }

    /// Exports written before the source column read as before: the sets become our own
    /// import's; an unknown source is a rejected row that names the choices.
    func testAnExportWithoutTheSourceColumnStillReadsAndABadSourceIsRejected() throws {
        let old = try HistoryImporter.parse(Array("date,lift,weight,unit,reps,sets,comments,warmup\r\n2024-01-02,Squat,100,kg,5,3,,no\r\n".utf8), unit: .kg)
        XCTAssertEqual(old.sets.map(\.source), [nil])
        let bad = try HistoryImporter.parse(Array("\(WorkoutCSV.header)2024-01-02,Squat,100,kg,5,3,,no,strava\r\n2024-01-03,Squat,100,kg,5,3,,no,\r\n".utf8), unit: .kg)
        XCTAssertEqual(bad.sets.map(\.source), [nil])
        XCTAssertEqual(bad.rejected.map(\.line), [2])
        XCTAssertTrue(bad.rejected.first?.description.contains("strava") ?? false, bad.rejected.first?.description ?? "")
    }

    /// Every weight comes back the same double: ImportFuzz found 17-digit weights
    /// (7.9378759151275915) that the reader, dividing a mantissa past 2^53, read one unit in
    /// the last place off, so the export re-imported into the same account added them twice.
    func testEveryWeightReadsBackExactly() throws {
        var state: UInt64 = 24
        var weights = [7.9378759151275915, 10.310724075896688, 2_000, 0.1, 22.6796185]
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            weights.append(Double(state >> 11) / Double(1 << 53) * 2_000)
        }
        let csv = WorkoutCSV.header + weights.map {
            WorkoutCSV.row(WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-01-02")!, lift: "Squat", weight: $0, unit: .kg, reps: 5, sets: 1, comments: ""))
        }.joined()
        let read = try HistoryImporter.parse(Array(csv.utf8), unit: .kg).sets.map(\.weight)
        XCTAssertEqual(read.count, weights.count)
        XCTAssertEqual(zip(read, weights).filter { $0 != $1 }.count, 0, "\(zip(read, weights).first { $0 != $1 }.map { "\($0)" } ?? "")")
    }

    /// Exports written before the warm-up column read as before: every set a working set.
    func testAnExportWithoutTheWarmUpColumnStillReads() throws {
        let result = try HistoryImporter.parse(Array("date,lift,weight,unit,reps,sets,comments\r\n2024-01-02,Squat,100,kg,5,3,\r\n".utf8), unit: .kg)
        XCTAssertEqual(result.format, .liftinglog)
        XCTAssertEqual(result.sets.map(\.isWarmup), [false])
    }

    func testUnitIsRequiredOnEveryRow() throws {
        let result = try HistoryImporter.parse(Array("date,lift,weight,unit,reps,sets,comments\r\n2024-01-02,Squat,100,,5,3,\r\n".utf8), unit: .kg)
        XCTAssertEqual(result.rejected.map(\.description), ["line 2: unit '' is not kg or lb"])
    }
}
