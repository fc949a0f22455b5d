import Domain
import XCTest

/// Scores as a person writes them, per part type, and the staff's scoring fields.
final class ScoreTests: XCTestCase {
    private let forTime = PartScoring(type: .time, timeCap: 720)

    func testATimeUnderTheCapIsATimeAndRepsAreACappedScore() {
        XCTAssertEqual(try Score.parse("4:35", scoring: forTime, unit: .kg).get(), .time(seconds: 275))
        XCTAssertEqual(try Score.parse("87", scoring: forTime, unit: .kg).get(), .capped(reps: 87))
        guard case .failure(let over) = Score.parse("12:01", scoring: forTime, unit: .kg) else { return XCTFail("over the cap") }
        XCTAssertEqual(over.errors.first?.message, "That is over the time cap of 12:00: enter the reps you did instead.")
        XCTAssertThrowsError(try Score.parse("87", scoring: PartScoring(type: .time), unit: .kg).get())
        XCTAssertThrowsError(try Score.parse("4:75", scoring: forTime, unit: .kg).get())
    }

    func testRoundsLoadAndRepsAsWritten() {
        XCTAssertEqual(try Score.parse("5+12", scoring: PartScoring(type: .rounds), unit: .kg).get(), .rounds(rounds: 5, reps: 12))
        XCTAssertEqual(try Score.parse("6", scoring: PartScoring(type: .rounds), unit: .kg).get(), .rounds(rounds: 6, reps: 0))
        XCTAssertEqual(try Score.parse("102.5", scoring: PartScoring(type: .load), unit: .kg).get(), .load(kilograms: 102.5))
        XCTAssertEqual(try Score.parse("225", scoring: PartScoring(type: .load), unit: .lb).get(), .load(kilograms: WeightUnit.lb.toKilograms(225)))
        XCTAssertEqual(try Score.parse("87", scoring: PartScoring(type: .reps), unit: .kg).get(), .reps(87))
        for (text, type) in [("5+", ScoreType.rounds), ("1e3", .load), ("-4", .reps), ("9999999", .reps), ("x", .none)] {
            XCTAssertThrowsError(try Score.parse(text, scoring: PartScoring(type: type), unit: .kg).get(), text)
        }
    }

    func testAScoreReadsBackFromItsStoredColumnsAndSaysItself() {
        for score in [Score.time(seconds: 3_725), .capped(reps: 87), .rounds(rounds: 5, reps: 12), .load(kilograms: 102.5), .reps(87)] {
            let type: ScoreType = switch score {
            case .time, .capped: .time
            case .rounds: .rounds
            case .load: .load
            case .reps: .reps
            }
            let stored = score.stored
            XCTAssertEqual(Score(type: type, primary: stored.primary, secondary: stored.secondary, capped: stored.capped), score)
        }
        XCTAssertEqual(Score.time(seconds: 275).text(unit: .kg), "4:35")
        XCTAssertEqual(Score.time(seconds: 3_725).text(unit: .kg), "1:02:05")
        XCTAssertEqual(Score.rounds(rounds: 5, reps: 12).text(unit: .kg), "5+12")
        XCTAssertEqual(Score.capped(reps: 87).text(unit: .kg), "87 reps (capped)")
        XCTAssertEqual(Score.load(kilograms: 102.5).text(unit: .kg), "102.5 kg")
    }

    func testTheStaffScoringFields() {
        XCTAssertEqual(try PartScoring.parse(scoreType: "time", timeCap: "12:00", benchmark: " Fran ").get(),
                       PartScoring(type: .time, timeCap: 720, benchmark: "Fran"))
        XCTAssertEqual(try PartScoring.parse(scoreType: "load", timeCap: "12:00", benchmark: "").get(), PartScoring(type: .load),
                       "a cap is for time only")
        guard case .failure(let errors) = PartScoring.parse(scoreType: "distance", timeCap: "twelve", benchmark: "!!") else { return XCTFail() }
        XCTAssertEqual(errors.errors.map(\.field), ["score_type", "time_cap", "benchmark"])
        XCTAssertEqual(BenchmarkSlug.make("Murph 2026"), "murph-2026")
        XCTAssertEqual(BenchmarkSlug.make("Fran"), "fran")
    }
}
