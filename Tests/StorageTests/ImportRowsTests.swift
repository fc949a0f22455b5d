import Domain
import SQLite
@testable import Storage
import XCTest

/// A big import's rows go in several to a statement (`BoundRows`), each row's place bound
/// again only where its set differs from the set the place held: every column of every row
/// must still be its own set's.
final class ImportRowsTests: StorageTestCase {
    func testEveryRowOfABigImportHoldsItsOwnSetsValuesInDateOrder() throws {
        let ada = try makeUser("ada@example.com")
        // 1,001 sets: not a multiple of a statement's rows; day 1 has more sets than a step;
        // 20 lifts taking turns, more than the batch's recent spellings; a comment, a unit,
        // a kind, an RPE, a superset group and a source now and then, so neighbouring places
        // differ in each.
        let sets = (0..<1_001).map(Self.set)
        XCTAssertEqual(try importSets(sets, userID: ada.id), Database.ImportOutcome(added: 1_001, already: 0))
        try assertStoredInDateOrder(sets, userID: ada.id)
        let connection = try Connection(path: path)
        defer { connection.close() }
        let counts = try connection.prepare("SELECT date, entry_count, pending_count FROM workout_dates WHERE user_id = ? ORDER BY date")
            .all([ada.id]) { "\($0.string(0)) \($0.int(1)) \($0.int(2))" }
        let perDay = Dictionary(grouping: sets) { (set: ImportedSet) in set.date }.map { "\($0.key.iso) \($0.value.count) 0" }.sorted()
        XCTAssertEqual(counts, perDay, "each day counts its sets once, though a step ended inside it")
        XCTAssertEqual(try count("SELECT count(DISTINCT created_at) FROM workouts"), 1, "one time for the whole import")
    }

    /// A pending set keeps its numbers in 16 bytes (`ImportBatch.PendingSet`): the ends of
    /// every range (each kind, RPE 1 and 10 and every half between) must come back as they went
    /// in, and a comment or group first met after sets without one must not shift the others'.
    func testTheEndsOfEveryRangeAndALateFirstCommentAreStoredAsRead() throws {
        let ada = try makeUser("ada@example.com")
        let days = ["0001-01-01", "1969-12-31", "1970-01-01", "9999-12-31"].compactMap(CalendarDate.init(iso:))
        let sources: [WorkoutSource?] = [nil] + WorkoutSource.allCases
        let sets = (0..<80).map { (index: Int) -> ImportedSet in
            let rpe: RPE? = index % 20 == 0 ? nil : RPE(Double(index % 20 + 1) / 2)
            let group: String? = index >= 11 && index % 3 == 1 ? "ZZ\(index % 10)" : nil
            return ImportedSet(date: days[index % days.count], exercise: "Lift \(index % 3)", sets: [1, 100, 57][index % 3],
                        reps: [1, 1_000, 999, 512][index % 4], weight: [0.1, 1e15 + 0.5, 1234.5678901234567][index % 3],
                        unit: index % 2 == 0 ? .lb : .kg, kind: SetKind.allCases[index % 4],
                        rpe: rpe, group: group,
                        comments: index >= 7 && index % 7 == 0 ? "note \(index)" : "", source: sources[index % sources.count])
        }
        XCTAssertEqual(MemoryLayout<ImportBatch.PendingSet>.stride, 16, "a million sets in 16 MB")
        XCTAssertEqual(try importSets(sets, userID: ada.id), Database.ImportOutcome(added: 80, already: 0))
        try assertStoredInDateOrder(sets, userID: ada.id)
    }

    /// Every column of every stored row, in id order, against `sets` in date order (file
    /// order within a day).
    private func assertStoredInDateOrder(_ sets: [ImportedSet], userID: Int64, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = sets.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map { Self.row($0.element) }
        let connection = try Connection(path: path)
        defer { connection.close() }
        let stored = try connection.prepare("""
            SELECT date, lift, lift_key, weight, unit, reps, sets, comments, source, kind, quote(rpe), quote(set_group), user_id
            FROM workouts ORDER BY id
            """).all { row in
            [row.string(0), row.string(1), row.string(2), "\(row.double(3))", row.string(4), "\(row.int(5))", "\(row.int(6))",
             row.string(7), row.string(8), row.string(9), row.string(10), row.string(11), "\(row.int64(12))"]
        }
        XCTAssertEqual(stored.count, expected.count, file: file, line: line)
        for (index, (row, wanted)) in zip(stored, expected).enumerated() where row != wanted + ["\(userID)"] {
            XCTFail("row \(index + 1): \(row), expected \(wanted)", file: file, line: line)
            break
        }
    }

    private static func set(_ index: Int) -> ImportedSet {
        let day = index % 3 == 0 ? 1 : 1 + index * 37 % 7
        let weight = Double(20 + index % 50) + 0.5
        return ImportedSet(date: CalendarDate(iso: "2024-03-0\(day)")!, exercise: "Lift \(index % 20)", sets: 1 + index % 3,
                           reps: 1 + index % 12, weight: weight, unit: index % 5 == 0 ? .lb : .kg, kind: SetKind.allCases[index % 11 % 4],
                           rpe: index % 7 < 3 ? RPE(Double(index % 7) + 8) : nil, group: index % 17 < 4 ? ["A", "B"][index % 2] : nil,
                           comments: index % 9 == 0 ? "note \(index)" : "", source: index % 13 == 0 ? .strong : nil)
    }

    private static func row(_ set: ImportedSet) -> [String] {
        [set.date.iso, set.exercise, LiftName.key(set.exercise), "\(set.weight)", set.unit.rawValue, "\(set.reps)", "\(set.sets)",
         set.comments, (set.source ?? .fitbod).rawValue, set.kind.rawValue, set.rpe.map { "\($0.value)" } ?? "NULL",
         set.group.map { "'\($0)'" } ?? "NULL"]
    }
}
