@testable import Domain
import XCTest

/// Issue 36: each set as it happened, its RPE (or reps in reserve) and its kind, and what
/// they do to the estimate.
final class SetDetailsTests: XCTestCase {
    func testRPEReadsAsLiftersWriteItAndReserveTurnsIntoRPE() {
        XCTAssertEqual(RPE.parse("8")?.value, 8)
        XCTAssertEqual(RPE.parse(" 8,5 ")?.value, 8.5)
        XCTAssertEqual(RPE.parse("@9")?.value, 9)
        XCTAssertEqual(RPE.parse("RPE 7.5")?.value, 7.5)
        XCTAssertEqual(RPE.parse("RIR 2")?.value, 8)
        XCTAssertEqual(RPE.parse("2 rir")?.value, 8)
        XCTAssertEqual(RPE.parse("rir 0")?.value, 10)
        for refused in ["0", "0.5", "10.5", "11", "8.25", "8.3", "-1", "abc", "RIR", "1e1", "nan", "RIR 9.5", "9223372036854775808"] {
            XCTAssertNil(RPE.parse(refused), refused)
        }
        XCTAssertEqual(RPE(8)?.description, "RPE 8 (2 RIR)")
        XCTAssertEqual(RPE(9.5)?.description, "RPE 9.5 (0.5 RIR)")
    }

    func testASetWithRPECountsItsRepsInReserve() {
        // 100 kg × 5 at RPE 8 is 7 reps to failure: 100 × 36 / 30 = 120.
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 5, rpe: RPE(8)).value, 120)
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 7).value, 120, "the same as seven to failure")
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 5).value, 112.5, "without RPE, as before")
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 1, rpe: RPE(10)).value, 100, "a true single is the weight")
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 3, rpe: RPE(9.5)).value, (100 * 36 / 33.5).roundedToTenths())
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 10, rpe: RPE(6)).value, 144, "14 to failure counts as the 12 Brzycki is meant for")
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 13, rpe: RPE(10)), .tooManyReps, "13 done is past the counted 12 whatever the RPE")
        XCTAssertEqual(BestPerDay.estimateKg(weight: 100, unit: .kg, reps: 5, rpe: RPE(8), isWarmup: false), 120)
        XCTAssertNil(BestPerDay.estimateKg(weight: 100, unit: .kg, reps: 5, rpe: RPE(8), isWarmup: true))
    }

    func testWarmupsCountTowardNothingAndOtherKindsCountAsWork() {
        let day = CalendarDate(iso: "2024-05-01")!
        func entry(_ kind: SetKind) -> WorkoutEntry {
            WorkoutEntry(id: 1, date: day, lift: "Squat", weight: 100, unit: .kg, reps: 5, sets: 2, comments: "", kind: kind)
        }
        XCTAssertEqual(entry(.warmup).volume, 0)
        XCTAssertEqual(entry(.warmup).estimatedOneRepMax, .warmup)
        for kind in [SetKind.normal, .drop, .failure] {
            XCTAssertEqual(entry(kind).volume, 1_000, "\(kind)")
            XCTAssertEqual(entry(kind).estimatedOneRepMax.value, 112.5, "\(kind)")
        }
        let summary = DaySummary(date: day, entries: [entry(.warmup), entry(.normal)], unit: .kg)
        XCTAssertEqual(summary.volume, 1_000, "the day's volume leaves the warm-up out")
    }

    func testTheFormReadsRPEAndKindAndSaysWhatIsWrong() throws {
        let today = CalendarDate(iso: "2024-05-01")!
        func parse(rpe: String?, kind: String?) -> Result<WorkoutInput, FieldErrors> {
            WorkoutInput.parse(lift: "Squat", weight: "100", unit: "kg", reps: "5", sets: "1", comments: "", date: "",
                               rpe: rpe, kind: kind, defaultUnit: .kg, today: today)
        }
        let input = try parse(rpe: "RIR 1", kind: "drop").get()
        XCTAssertEqual(input.rpe, RPE(9))
        XCTAssertEqual(input.kind, .drop)
        let plain = try parse(rpe: "", kind: nil).get()
        XCTAssertNil(plain.rpe)
        XCTAssertEqual(plain.kind, .normal)
        guard case .failure(let errors) = parse(rpe: "11", kind: "superset") else { return XCTFail("refused") }
        XCTAssertEqual(errors.message(for: "rpe"), "Enter an RPE from 1 to 10 in steps of 0.5 (e.g. 8 or 8.5), or reps in reserve as RIR 2.")
        XCTAssertEqual(errors.message(for: "kind"), "Choose normal, warm-up, drop set or to failure.")
    }
}
