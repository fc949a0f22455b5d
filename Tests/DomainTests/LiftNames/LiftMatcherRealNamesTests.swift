import Domain
import TestSupport
import XCTest

/// The matcher on the names real exports hold (`shared/fixtures/real/strength/`, read from
/// beside the clone; skipped where absent): a Fitbod lifter importing a Strong, Hevy or
/// FitNotes history.
final class LiftMatcherRealNamesTests: XCTestCase {
    private func names(_ file: String) throws -> Set<String> {
        guard let bytes = SharedFixture.bytes("real/strength/" + file) else {
            throw XCTSkip("shared/fixtures/real/strength/\(file) is not beside this clone")
        }
        return Set(try HistoryImporter.parse(bytes, unit: .kg).sets.map(\.exercise))
    }

    private func proposals(from files: [String], lifts: Set<String>) throws -> [String: String] {
        let matcher = LiftMatcher(lifts: lifts.sorted())
        var proposals: [String: String] = [:]
        for file in files {
            for name in try names(file) where !lifts.contains(name) {
                proposals[name] = matcher.proposal(for: name)
            }
        }
        return proposals
    }

    func testStrongAndHevyNamesFindTheFitbodLiftersLifts() throws {
        let fitbod = try names("fitbod-2022-joecummings.csv")
        let found = try proposals(from: ["strong-comma-2021-albTian.csv", "strong-semicolon-lbs-dstanek.csv", "hevy-kg-ajccosta.csv"], lifts: fitbod)
        XCTAssertEqual(found["Squat (Barbell)"], "Back Squat")
        XCTAssertEqual(found["Bench Press (Barbell)"], "Barbell Bench Press")
        XCTAssertEqual(found["Bench Press (Dumbbell)"], "Dumbbell Bench Press")
        XCTAssertEqual(found["Deadlift (Barbell)"], "Deadlift")
        XCTAssertEqual(found["Incline Bench Press (Barbell)"], "Barbell Incline Bench Press")
        XCTAssertEqual(found["Bench Press - Close Grip (Barbell)"], "Close-Grip Bench Press")
        XCTAssertEqual(found["Romanian Deadlift (Barbell)"], "Romanian Deadlift")
        XCTAssertEqual(found["Leg Press (Machine)"], "Leg Press")
        XCTAssertEqual(found["Lat Pulldown (Cable)"], nil, "Fitbod's Lat Pulldown names no equipment: unsure")
    }

    /// Over every name of every real file against every Fitbod lift: a proposal never joins
    /// a dumbbell lift and one without dumbbells, nor a front squat and a squat.
    func testNoProposalAcrossTheRealFilesJoinsDumbbellsAndBarbells() throws {
        var fitbod: Set<String> = []
        for file in ["fitbod-2021-chrsilvi.csv", "fitbod-2022-joecummings.csv", "fitbod-2026-hotbod.csv"] { fitbod.formUnion(try names(file)) }
        let files = ["strong-comma-2021-albTian.csv", "strong-comma-2025-shreybirmiwal.csv", "strong-semicolon-kg-bladeours.csv",
                     "strong-semicolon-lbs-dstanek.csv", "hevy-kg-TonyTromp.csv", "hevy-kg-ajccosta.csv", "hevy-lbs-JakeLeicht.csv"]
        let found = try proposals(from: files, lifts: fitbod)
        XCTAssertGreaterThan(found.count, 20, "the real files share many lifts: \(found)")
        let dumbbell = { (name: String) in name.lowercased().contains("dumbbell") || name.hasPrefix("DB ") }
        for (name, lift) in found {
            XCTAssertEqual(dumbbell(name), dumbbell(lift), "\(name) → \(lift)")
            XCTAssertEqual(name.lowercased().contains("front"), lift.lowercased().contains("front"), "\(name) → \(lift)")
        }
    }
}
