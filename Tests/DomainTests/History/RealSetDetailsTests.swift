import Domain
import TestSupport
import XCTest

/// Issue 36: imports keep each set as the file holds it: Hevy's set types, RPEs and supersets,
/// Strong's set order letters and RPE column, and every file's order of sets within a day,
/// read from the real exports in `../shared/fixtures/real/strength/` (PROVENANCE.md). The
/// expected rows were read from the files by hand and by a Python `csv` count.
final class RealSetDetailsTests: XCTestCase {
    private func parse(_ name: String, unit: WeightUnit = .kg) throws -> HistoryImport {
        guard let bytes = SharedFixture.bytes("real/strength/" + name) else {
            throw XCTSkip("../shared/fixtures/real/strength/ is not beside this repository")
        }
        return try HistoryImporter.parse(bytes, unit: unit)
    }

    private func day(_ sets: [ImportedSet], _ iso: String) -> [ImportedSet] {
        sets.filter { $0.date == CalendarDate(iso: iso) }
    }

    /// The workout of 21 Feb 2025, 01:43 (lines 5397–5420), after the day's other one, which
    /// has none: its superset 1 comes first in the file, so it is the day's A, and superset 0
    /// its B; a dropset, warm-ups, an RPE of 9.5, and a lift on its own.
    func testHevySetTypesRPEsAndSupersetsOfADay() throws {
        let result = try parse("hevy-kg-ajccosta.csv")
        let day = day(result.sets, "2025-02-21")
        let sets = Array(day.drop { $0.exercise != "Pull Up (Assisted)" })
        XCTAssertEqual(day.count - sets.count, 14, "the day's other workout")
        let described = sets.prefix(24).map { "\($0.exercise) \($0.kind.rawValue) \($0.group ?? "-") \($0.rpe?.text ?? "-") \($0.weight)x\($0.reps)" }
        XCTAssertEqual(Array(described[0...2]), [
            "Pull Up (Assisted) warmup A - 22.7x8", "Pull Up (Assisted) normal A - 0.0x12", "Pull Up (Assisted) normal A - 0.0x7",
        ])
        XCTAssertEqual(described[6], "Triceps Dip (Assisted) warmup A - 22.7x10")
        XCTAssertEqual(described[12], "Triceps Dip (Weighted) drop A - 0.0x5")
        XCTAssertEqual(Array(described[13...18]), [
            "Seated Cable Row - V Grip (Cable) normal B - 59.0x12", "Seated Cable Row - V Grip (Cable) normal B - 59.0x12",
            "Seated Cable Row - V Grip (Cable) normal B 9.5 59.0x11", "Seated Cable Row - V Grip (Cable) normal B - 59.0x10",
            "Seated Cable Row - V Grip (Cable) drop B - 45.1x6", "Overhead Press (Barbell) warmup B - 18.1x10",
        ])
        XCTAssertEqual(described[23], "Triceps Overhead Cable normal - - 20.4x16")
    }

    /// Two workouts on 31 May 2025, each with its superset 0: the day's A (the 23:36 workout,
    /// first in the file) and B (the 01:27 one), not both A.
    func testTwoWorkoutsOfOneDayGetTheirOwnSupersetLabels() throws {
        let sets = day(try parse("hevy-kg-ajccosta.csv").sets, "2025-05-31")
        XCTAssertEqual(Set(sets.filter { $0.exercise == "Bent Over Row (Barbell)" }.map(\.group)), ["A"])
        XCTAssertEqual(Set(sets.filter { $0.exercise == "Triceps Rope Pushdown" }.map(\.group)), ["A"])
        XCTAssertEqual(Set(sets.filter { $0.exercise == "Preacher Curl (Dumbbell)" }.map(\.group)), ["B"])
        XCTAssertEqual(Set(sets.filter { $0.exercise == "Chest Dip (Weighted)" }.map(\.group)), ["B"])
    }

    /// The whole file's kinds and RPEs, as Python's `csv` counts the rows with reps.
    func testEveryHevySetKeepsItsTypeAndRPE() throws {
        let sets = try parse("hevy-kg-ajccosta.csv").sets
        XCTAssertEqual(sets.count, 8613)
        let kinds = Dictionary(grouping: sets, by: \.kind).mapValues(\.count)
        XCTAssertEqual(kinds, [.normal: 6956, .warmup: 1175, .drop: 447, .failure: 35])
        let rpes = Dictionary(grouping: sets.compactMap(\.rpe), by: \.text).mapValues(\.count)
        XCTAssertEqual(rpes, ["10": 27, "9.5": 17, "9": 7, "8.5": 4, "6": 4, "7": 2, "7.5": 1])
        XCTAssertEqual(sets.filter { $0.group != nil }.count, 2384)
    }

    /// A US-locale Hevy export whose sets nearly all have an RPE (lines 2–7).
    func testHevyRPEsInAUSLocaleExport() throws {
        let sets = try parse("hevy-kg-us-12h-ahmed.csv").sets
        XCTAssertEqual(sets.prefix(6).map { "\($0.exercise) \($0.rpe?.text ?? "-")" }, [
            "Romanian Deadlift (Dumbbell) 7", "Romanian Deadlift (Dumbbell) 7.5", "Romanian Deadlift (Dumbbell) 7.5",
            "Romanian Deadlift (Dumbbell) 8", "Leg Press (Machine) 7.5", "Leg Press (Machine) 7.5",
        ])
    }

    /// Strong 6's quoted semicolon layout writes "9.0" (lines 185–188); the German header's
    /// export its RPE column too (lines 394–396).
    func testStrongRPEColumns() throws {
        let spanish = day(try parse("strong6-quoted-semicolon-es-amigo163.csv").sets, "2023-07-25")
            .filter { $0.exercise == "Incline Bench Press (Barbell)" }
        XCTAssertEqual(spanish.map { $0.rpe?.text }, ["9.5", "9", "8", "7.5"])
        XCTAssertEqual(spanish.map(\.reps), [16, 10, 8, 2])
        let german = day(try parse("strong-de-header-patrickzim.csv").sets, "2018-10-23").filter { $0.exercise == "Lat Pulldown (Cable)" }
        XCTAssertEqual(german.map { $0.rpe?.text }, ["8", "10", "9.5"])
        XCTAssertEqual(german.map(\.kind), [.normal, .normal, .normal])
    }

    /// FitNotes' header has no set type and no RPE (`Date,Exercise,Category,Weight,Weight
    /// Unit,Reps,Distance,Distance Unit,Time,Comment`): its sets are normal, in the file's
    /// order, each with its comment ("warm up" stays a comment: the lifter's words, not a flag).
    func testFitNotesKeepsTheFilesOrderAndComments() throws {
        let sets = try parse("fitnotes-kgs-Frefdt.csv").sets
        XCTAssertEqual(day(sets, "2024-04-25").map { "\($0.exercise) \($0.weight)x\($0.reps)" }, [
            "Seated Machine Fly 50.0x8", "Flat Dumbbell Bench Press 16.0x12", "Seated Dumbbell Press 16.0x1",
            "Seated Dumbbell Press 10.0x12", "Rope Push Down 20.0x10",
        ])
        XCTAssertEqual(Set(sets.map(\.kind)), [.normal])
        XCTAssertTrue(sets.allSatisfy { $0.rpe == nil && $0.group == nil })
        XCTAssertEqual(sets[13].comments, "warm up")
        XCTAssertEqual(sets[13].exercise, "Lat Pulldown")
    }
}
