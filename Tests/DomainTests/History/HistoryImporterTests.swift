import Domain
import Foundation
import TestSupport
import XCTest

final class HistoryImporterTests: XCTestCase {
    private func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    private func set(_ iso: String, _ exercise: String, sets: Int = 1, reps: Int, weight: Double, unit: WeightUnit,
                     isWarmup: Bool = false, kind: SetKind? = nil, rpe: Double? = nil, comments: String = "") -> ImportedSet {
        ImportedSet(date: day(iso), exercise: exercise, sets: sets, reps: reps, weight: weight, unit: unit,
                    kind: kind ?? (isWarmup ? .warmup : .normal), rpe: rpe.flatMap(RPE.init), comments: comments)
    }

    private func parse(_ text: String, format: ImportFormat? = nil, unit: WeightUnit = .kg) throws -> HistoryImport {
        try HistoryImporter.parse(Array(text.utf8), format: format, unit: unit)
    }

    private func assertImport(_ result: HistoryImport, skipped: Int = 0, sets: [ImportedSet], rejected: [String],
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.sets, sets, file: file, line: line)
        XCTAssertEqual(result.skipped, skipped, "skipped", file: file, line: line)
        XCTAssertEqual(result.rejected.map(\.description), rejected, file: file, line: line)
    }

    private func error(_ text: String, format: ImportFormat? = nil) -> HistoryImportError? {
        do {
            _ = try HistoryImporter.parse(Array(text.utf8), format: format, unit: .kg)
            return nil
        } catch {
            return error
        }
    }

    func testMoreDistinctDatesAndNamesThanTheReaderKeepsAreAllReadRight() throws {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let days = (0..<5_000).map { CalendarDate(daysSinceEpoch: 15_000 + $0) }
        // Each day and name twice, far apart: the reader's caches start over past 4,096 of each.
        let order = Array(days.indices) + days.indices.reversed()
        let text = order.map { index in
            let parts = days[index].iso.split(separator: "-").map { Int($0)! }
            return "\(months[parts[1] - 1]) \(parts[2]) \(parts[0]),Lift \(index),1,5,\(index % 100 + 20)\n"
        }.joined()
        let result = try parse(text)
        XCTAssertEqual(result.sets.count, 10_000)
        XCTAssertEqual(result.sets, order.map { set(days[$0].iso, "Lift \($0)", reps: 5, weight: Double($0 % 100 + 20), unit: .kg) })
    }

    func testStrongCommaLayout() throws {
        let result = try parse(StrongFixture.comma, unit: .lb)
        XCTAssertEqual(result.format, .strong)
        assertImport(result, skipped: 2, sets: [
            set("2023-01-15", "Squat (Barbell)", reps: 5, weight: 60, unit: .lb, isWarmup: true),
            set("2023-01-15", "Squat (Barbell)", reps: 5, weight: 100, unit: .lb, rpe: 8, comments: "Belt on, \"felt fast\""),
            set("2023-01-15", "Squat (Barbell)", reps: 3, weight: 105, unit: .lb, rpe: 9, comments: "Two lines:\ndepth good"),
            set("2023-01-15", "Squat (Barbell)", reps: 8, weight: 80, unit: .lb, kind: .drop),
            set("2023-01-15", "Leg Press, \"Hammer\"", reps: 12, weight: 200, unit: .lb, kind: .failure, rpe: 10),
        ], rejected: [
            "line 10: reps 'ten' is not a whole number",
            "line 11: Set Order 'X' is not a number, W, D, F or Rest Timer",
        ])
    }

    func testStrongSemicolonLayoutWithDecimalCommasAndUnitsPerRow() throws {
        let result = try parse(StrongFixture.semicolon, unit: .lb)
        assertImport(result, skipped: 1, sets: [
            set("2023-02-01", "Bench Press (Barbell)", reps: 10, weight: 40, unit: .kg, isWarmup: true),
            set("2023-02-01", "Bench Press (Barbell)", reps: 5, weight: 82.5, unit: .kg, rpe: 8, comments: "Pause; then press"),
            set("2023-02-01", "Overhead Press (Barbell)", reps: 5, weight: 135, unit: .lb),
        ], rejected: [
            "line 6: date '2023-02-30 07:05:10' is not a real date",
            "line 7: unit 'stone' is not kg or lb",
        ])
    }

    func testHevyInKilograms() throws {
        let result = try parse(HevyFixture.kilograms)
        XCTAssertEqual(result.format, .hevy)
        assertImport(result, skipped: 1, sets: [
            set("2023-01-15", "Squat (Barbell)", reps: 5, weight: 60, unit: .kg, isWarmup: true),
            set("2023-01-15", "Squat (Barbell)", reps: 5, weight: 100, unit: .kg, rpe: 8, comments: "Knees out, \"sit back\""),
            set("2023-01-15", "Squat (Barbell)", reps: 3, weight: 102.5, unit: .kg, kind: .failure, rpe: 10),
            set("2023-01-15", "Squat (Barbell)", reps: 8, weight: 70, unit: .kg, kind: .drop),
            set("2023-01-15", "Pull Up", reps: 8, weight: 0, unit: .kg),
        ], rejected: [
            "line 8: set_type 'superset' is not a number, warmup, normal, failure or dropset",
            "line 9: date '31 Jun 2023, 08:30' is not a real date",
        ])
    }

    func testHevyInPoundsWithBothDateOrders() throws {
        let result = try parse(HevyFixture.pounds, unit: .kg)
        XCTAssertEqual(result.sets.map(\.date), [day("2025-07-26"), day("2025-07-26"), day("2025-08-02")])
        XCTAssertEqual(result.sets.map(\.unit), [.lb, .lb, .lb])
        XCTAssertEqual(result.sets.map(\.weight), [100, 315, 325])
        XCTAssertEqual(result.rejectedCount, 0)
    }

    func testFitbodExport() throws {
        let result = try parse(FitbodFixture.export, unit: .lb)
        XCTAssertEqual(result.format, .fitbod)
        assertImport(result, skipped: 1, sets: [
            set("2021-12-27", "Dumbbell Bench Press", reps: 10, weight: 22.6796185, unit: .kg),
            set("2021-12-27", "Dumbbell Bench Press", reps: 8, weight: 24.9475804, unit: .kg, comments: "Felt strong, add weight"),
            set("2021-12-27", "Back Squat", reps: 5, weight: 40, unit: .kg, isWarmup: true, comments: "warm-up"),
        ], rejected: [
            "line 6: weight '-5' must be 0 or more",
            "line 7: isWarmup 'maybe' is not a number, true or false",
        ])
    }

    func testOriginalAppLines() throws {
        let result = try parse(FitbodFixture.lines, unit: .lb)
        XCTAssertEqual(result.format, .fitbod)
        XCTAssertEqual(result.sets, [
            set("2020-10-11", "Back Squat", reps: 10, weight: 45, unit: .lb),
            set("2020-10-11", "Back Squat", reps: 3, weight: 185, unit: .lb),
            set("2020-10-11", "back  squat", sets: 2, reps: 5, weight: 225, unit: .lb),
        ])
        XCTAssertEqual(result.rejected.map(\.description), [
            "line 4: date 'Feb 30 2020' is not a real date",
            "line 5: expected 5 fields, found 4",
            "line 6: reps 'ten' is not a whole number",
            "line 7: sets '0' must be from 1 to 100",
        ])
    }

    func testOutOfRangeNumbers() throws {
        let result = try parse("Oct 11 2020,Squat,1,1001,45\nOct 11 2020,Squat,1,5,2000.5\nOct 11 2020,Squat,101,5,45\n"
                               + "Oct 11 2020,Squat,1,5,1e3\nOct 11 2020,Squat,1,99999999999999999999999,45\n", unit: .lb)
        XCTAssertEqual(result.rejected.map(\.description), [
            "line 1: reps '1001' must be from 1 to 1,000",
            "line 2: weight '2000.5' must be at most 2,000 lb",
            "line 3: sets '101' must be from 1 to 100",
            "line 4: weight '1e3' is not a number",
            "line 5: reps '99999999999999999999999' must be from 1 to 1,000",
        ])
    }

    func testNamesAndNotesFollowThePlainTextRule() throws {
        let longName = String(repeating: "x", count: 101)
        let result = try parse("Oct 11 2020,  ,1,5,45\nOct 11 2020,\(longName),1,5,45\nOct 11 2020,Squat\u{1B},1,5,45\n")
        XCTAssertEqual(result.rejected.map(\.description), [
            "line 1: the exercise name is empty",
            "line 2: the exercise name is longer than 100 characters",
            "line 3: exercise name: Remove the control character U+001B (character 6); use letters, numbers and punctuation only.",
        ])
    }

    func testMalformedQuotingRejectsTheRowOnly() throws {
        let result = try parse("Oct 11 2020,\"Squat\"x,1,5,45\nOct 11 2020,Squat,1,5,45\n")
        XCTAssertEqual(result.sets.count, 1)
        XCTAssertEqual(result.rejected.map(\.description), ["line 1: the quotes do not pair up: field 2 has text after its closing quote"])
    }

    func testRejectedRowsKeptAreCapped() throws {
        let result = try parse(String(repeating: "Oct 11 2020,Squat,1,ten,45\n", count: 150))
        XCTAssertEqual(result.rejectedCount, 150)
        XCTAssertEqual(result.rejected.count, HistoryImport.maxRejectedKept)
        XCTAssertEqual(result.rejected.last?.line, 100)
    }

    func testEmptyAndUnknownFiles() {
        for empty in ["", "\n", "  \r\n\t\n", "\u{FEFF}", ",,,\n"] {
            XCTAssertEqual(error(empty), .empty, empty)
        }
        XCTAssertEqual(HistoryImportError.empty.message, "The file is empty. Choose an export file, or paste its lines.")
        XCTAssertEqual(error("name,age\nAda,36\n"), .unrecognised)
        XCTAssertEqual(HistoryImportError.unrecognised.message,
                       "This file is not in a format we know. We read exports from Fitbod (its CSV, or lines like "
                           + "\"Oct 11 2020,Back Squat,1,10,45\"), Strong, Hevy, FitNotes, and Lifting Log's own CSV.")
    }

    func testChosenFormatNeedsItsColumns() throws {
        XCTAssertEqual(error(HevyFixture.kilograms, format: .strong), .missingColumns(format: .strong, columns: ["Date", "Exercise Name", "Set Order", "Weight"]))
        XCTAssertEqual(error("Date,Exercise Name,Set Order,Weight\n", format: .strong), .missingColumns(format: .strong, columns: ["Reps"]))
        XCTAssertEqual(HistoryImportError.missingColumns(format: .strong, columns: ["Reps"]).message,
                       "This does not look like a Strong export: its first line has no column Reps. "
                           + "Choose another format, or let us detect it.")
        XCTAssertEqual(try parse(FitbodFixture.lines, format: .fitbod).sets.count, 3)
    }

    func testHeaderOnlyGivesNothing() throws {
        let result = try parse("Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier\r\n")
        XCTAssertEqual(result.sets, [])
        XCTAssertEqual(result.rejectedCount, 0)
    }

    private func sharedFitbod(_ name: String) throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("fitbod/" + name) else { throw XCTSkip("../shared/fixtures/ is not beside this repository") }
        return bytes
    }

    func testSharedFitbodSamples() throws {
        let small = try sharedFitbod("sample.txt")
        let result = try HistoryImporter.parse(small, unit: .lb)
        XCTAssertEqual(result.sets.count, 582)
        XCTAssertEqual(result.rejectedCount, 0)
        XCTAssertEqual(result.sets.first, ImportedSet(date: CalendarDate(iso: "2020-10-11")!, exercise: "Back Squat", sets: 1, reps: 10, weight: 45, unit: .lb))
        XCTAssertThrowsError(try HistoryImporter.parse(try sharedFitbod("empty.txt"), unit: .lb)) {
            XCTAssertEqual($0 as? HistoryImportError, .empty)
        }
    }

    func testTheLargeSharedFitbodFile() throws {
        let large = try sharedFitbod("sample-large.txt")
        let result = try HistoryImporter.parse(large, unit: .lb)
        XCTAssertEqual(result.sets.count, 84_390)
        XCTAssertEqual(result.rejectedCount, 0)
    }
}
