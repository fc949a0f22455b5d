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
        // A superset of a set to failure at RPE 9.5 and a drop set, from Hevy; a set of a
        // live session with an RPE from reps in reserve.
        WorkoutEntry(id: 6, date: CalendarDate(iso: "2024-01-07")!, lift: "Bench Press", weight: 80, unit: .kg, reps: 6, sets: 1,
                     comments: "", source: .hevy, kind: .failure, rpe: RPE(9.5), group: "A"),
        WorkoutEntry(id: 7, date: CalendarDate(iso: "2024-01-07")!, lift: "Barbell Row", weight: 60, unit: .kg, reps: 10, sets: 1,
                     comments: "", source: .hevy, kind: .drop, group: "A"),
        WorkoutEntry(id: 8, date: CalendarDate(iso: "2024-01-07")!, lift: "Curl", weight: 12.5, unit: .kg, reps: 10, sets: 1,
                     comments: "", kind: .normal, rpe: RPE(8), group: "B"),
    ]

    func testExportReadsBackAsTheSameHistory() throws {
        let csv = WorkoutCSV.header + entries.map { WorkoutCSV.row($0) }.joined()
        let result = try HistoryImporter.parse(Array(csv.utf8), unit: .kg)
        XCTAssertEqual(result.format, .liftinglog)
        XCTAssertEqual(result.rejected, [])
        XCTAssertEqual(result.sets, entries.map {
            ImportedSet(date: $0.date, exercise: $0.lift, sets: $0.sets, reps: $0.reps, weight: $0.weight, unit: $0.unit, kind: $0.kind,
                        rpe: $0.rpe, group: $0.group, comments: $0.comments, source: $0.source)
        })
        XCTAssertEqual(result.sets[4].source, .fitbod, "each set keeps the app it came from")
        XCTAssertEqual(result.sets.map(\.kind), [.normal, .normal, .normal, .normal, .warmup, .failure, .drop, .normal])
        XCTAssertEqual(result.sets.map { $0.rpe?.text }, [nil, nil, nil, nil, nil, "9.5", nil, "8"])
        XCTAssertEqual(result.sets.map(\.group), [nil, nil, nil, nil, nil, "A", "A", "B"])
        XCTAssertTrue(csv.hasPrefix("date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n"), csv)
        XCTAssertTrue(csv.contains("2024-01-07,Bench Press,80,kg,6,1,,failure,9.5,A,hevy,\r\n"), csv)
    }

    /// The export before kinds (its `warmup` column) still reads: yes a warm-up, no a normal
    /// set; a kind, RPE or group the log cannot hold is a rejected row that says why.
    func testTheWarmUpColumnStillReadsAndBadKindsRPEsAndGroupsAreRejected() throws {
        let old = try HistoryImporter.parse(Array("date,lift,weight,unit,reps,sets,comments,warmup,source\r\n2024-01-02,Squat,100,kg,5,3,,yes,form\r\n2024-01-02,Squat,140,kg,5,3,,no,form\r\n".utf8), unit: .kg)
        XCTAssertEqual(old.sets.map(\.kind), [.warmup, .normal])
        let rows = ["2024-01-02,Squat,100,kg,5,3,,cluster,,,form,", "2024-01-02,Squat,100,kg,5,3,,normal,10.5,,form,",
                    "2024-01-02,Squat,100,kg,5,3,,normal,8.25,,form,", "2024-01-02,Squat,100,kg,5,3,,normal,,A-1,form,",
                    "2024-01-02,Squat,100,kg,5,3,,normal,,ABCDE,form,", "2024-01-02,Squat,100,kg,5,3,,drop,7.5,C,form,"]
        let bad = try HistoryImporter.parse(Array((WorkoutCSV.header + rows.joined(separator: "\r\n")).utf8), unit: .kg)
        XCTAssertEqual(bad.rejected.map(\.description), [
            "line 2: kind 'cluster' is not a number, normal, warmup, drop or failure",
            "line 3: rpe '10.5' must be from 1 to 10 in steps of 0.5",
            "line 4: rpe '8.25' must be from 1 to 10 in steps of 0.5",
            "line 5: group 'A-1' must be 1 to 4 letters or digits",
            "line 6: group 'ABCDE' must be 1 to 4 letters or digits",
        ])
        XCTAssertEqual(bad.sets.map(\.kind), [.drop])
        XCTAssertEqual(bad.sets.map(\.rpe), [RPE(7.5)])
        XCTAssertEqual(bad.sets.map(\.group), ["C"])
    }

    /// Issue 36: the `session` column holds the session's start and end in UTC, read back to
    /// the second; an open session is written ending at its last set; a cell that is not two
    /// times in order is a rejected row that shows the form.
    func testTheSessionColumnReadsBackAndBadOnesAreRejected() throws {
        let squat = WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-03-02")!, lift: "Squat", weight: 100, unit: .kg, reps: 5, sets: 1, comments: "")
        let open = WorkoutSession(id: 4, date: squat.date, startedAt: 1_709_370_000, lastSetAt: 1_709_370_600)
        XCTAssertEqual(WorkoutCSV.row(squat, session: SessionSpan(open)), "2024-03-02,Squat,100,kg,5,1,,normal,,,form,2024-03-02T09:00:00Z/2024-03-02T09:10:00Z\r\n")
        let rows = [WorkoutCSV.row(squat, session: SessionSpan(startedAt: 1_709_370_000, finishedAt: 1_709_374_000)), WorkoutCSV.row(squat),
                    "2024-03-02,Squat,100,kg,5,1,,normal,,,form,2024-03-02T10:00:00Z/2024-03-02T09:00:00Z\r\n",
                    "2024-03-02,Squat,100,kg,5,1,,normal,,,form,yesterday\r\n"]
        let read = try HistoryImporter.parse(Array((WorkoutCSV.header + rows.joined()).utf8), unit: .kg)
        XCTAssertEqual(read.sets.map(\.session), [SessionSpan(startedAt: 1_709_370_000, finishedAt: 1_709_374_000), nil])
        XCTAssertEqual(read.rejected.map(\.description), [
            "line 4: session '2024-03-02T10:00:00Z/2024-03-02T09:00:00…' must be a start and an end in UTC such as 2024-03-02T09:00:00Z/2024-03-02T10:06:40Z",
            "line 5: session 'yesterday' must be a start and an end in UTC such as 2024-03-02T09:00:00Z/2024-03-02T10:06:40Z",
        ])
        XCTAssertEqual(SessionSpan(text: "2024-03-02T10:00:00+01:00/2024-03-02T10:06:40.5Z"),
                       SessionSpan(startedAt: 1_709_370_000, finishedAt: 1_709_374_000), "any zone; a fraction of a second dropped")
    }

    /// Exports written before the source column read as before: the sets become our own
    /// import's; an unknown source is a rejected row that names the choices.
    func testAnExportWithoutTheSourceColumnStillReadsAndABadSourceIsRejected() throws {
        let old = try HistoryImporter.parse(Array("date,lift,weight,unit,reps,sets,comments,warmup\r\n2024-01-02,Squat,100,kg,5,3,,no\r\n".utf8), unit: .kg)
        XCTAssertEqual(old.sets.map(\.source), [nil])
        let bad = try HistoryImporter.parse(Array("\(WorkoutCSV.header)2024-01-02,Squat,100,kg,5,3,,normal,,,strava,\r\n2024-01-03,Squat,100,kg,5,3,,normal,,,,\r\n".utf8), unit: .kg)
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
