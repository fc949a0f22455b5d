import Domain
import XCTest

final class WorkoutCSVTests: XCTestCase {
    private func entry(lift: String, comments: String = "", weight: Double = 100) -> WorkoutEntry {
        WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-01-02")!, lift: lift, weight: weight, unit: .kg, reps: 5, sets: 3, comments: comments)
    }

    func testPlainRow() {
        XCTAssertEqual(WorkoutCSV.row(entry(lift: "Back Squat", weight: 102.5)), "2024-01-02,Back Squat,102.5,kg,5,3,,normal,,,form,\r\n")
    }

    func testQuotingPerRFC4180() {
        XCTAssertEqual(WorkoutCSV.row(entry(lift: "Squat, paused", comments: "said \"heavy\"\nnext line")),
                       "2024-01-02,\"Squat, paused\",100,kg,5,3,\"said \"\"heavy\"\"\nnext line\",normal,,,form,\r\n")
    }

    func testFormulaLikeTextIsNeutralised() {
        for start in ["=", "+", "-", "@"] {
            XCTAssertTrue(WorkoutCSV.row(entry(lift: "\(start)SUM(A1)")).contains(",'\(start)SUM(A1),"), start)
        }
        XCTAssertTrue(WorkoutCSV.row(entry(lift: "x", comments: "=HYPERLINK(\"evil\")")).hasSuffix(",\"'=HYPERLINK(\"\"evil\"\")\",normal,,,form,\r\n"))
    }

    /// Issue 36: a set's kind, RPE and superset group are written, blank where it has none.
    func testKindsRPEsAndGroupsAreWritten() {
        let set = WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-01-02")!, lift: "Bench Press", weight: 100, unit: .kg, reps: 5, sets: 3,
                               comments: "", source: .hevy, kind: .failure, rpe: RPE(9.5), group: "B")
        XCTAssertEqual(WorkoutCSV.row(set), "2024-01-02,Bench Press,100,kg,5,3,,failure,9.5,B,hevy,\r\n")
        XCTAssertEqual(WorkoutCSV.header, "date,lift,weight,unit,reps,sets,comments,kind,rpe,group,source,session\r\n")
    }

    /// Issue 24: without a warm-up column a re-imported warm-up counted as a work set, and a
    /// weight cut to two decimals moved estimates.
    func testWarmUpsAndExactWeightsAreWritten() {
        let warmup = WorkoutEntry(id: 1, date: CalendarDate(iso: "2024-01-02")!, lift: "Squat", weight: 20.41168092460379, unit: .kg,
                                  reps: 5, sets: 3, comments: "", kind: .warmup)
        XCTAssertEqual(WorkoutCSV.row(warmup), "2024-01-02,Squat,20.41168092460379,kg,5,3,,warmup,,,form,\r\n")
        XCTAssertEqual(WorkoutCSV.weight(1e-7), "0.0000001", "no exponent, which no reader takes")
        XCTAssertEqual(WorkoutCSV.weight(2000), "2000")
    }

    /// ImportFuzz: a quote or a comma followed by a combining mark is one `Character`, which
    /// the quoting compared by Character missed, so the row split in the wrong place.
    func testQuotesAndCommasBeforeACombiningMarkAreQuoted() {
        XCTAssertEqual(WorkoutCSV.row(entry(lift: "A", comments: "say \"\u{35C}x")), "2024-01-02,A,100,kg,5,3,\"say \"\"\u{35C}x\",normal,,,form,\r\n")
        XCTAssertEqual(WorkoutCSV.row(entry(lift: "A,\u{301}B")), "2024-01-02,\"A,\u{301}B\",100,kg,5,3,,normal,,,form,\r\n")
    }

    func testNumberText() {
        XCTAssertEqual(NumberText.plain(100), "100")
        XCTAssertEqual(NumberText.plain(102.5), "102.5")
        XCTAssertEqual(NumberText.plain(102.25), "102.25")
        XCTAssertEqual(NumberText.plain(0.05), "0.05")
        XCTAssertEqual(NumberText.plain(133.333), "133.33")
    }

    func testEntryFigures() {
        let squat = entry(lift: "Squat")
        XCTAssertEqual(squat.estimatedOneRepMax, .estimate(112.5))
        XCTAssertEqual(squat.volume, 1500)
    }
}
