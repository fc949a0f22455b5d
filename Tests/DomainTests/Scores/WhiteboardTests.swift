import Domain
import XCTest

/// Ranking every score type: direction, ties sharing a place (1, 2, 2, 4), a capped time after
/// every finished one, Rx before Scaled, and DOTS for a load.
final class WhiteboardTests: XCTestCase {
    private func entry(_ id: Int64, _ score: Score, _ division: Division = .rx, dots: Double? = nil) -> BoardEntry {
        BoardEntry(scoreID: id, userID: id, firstName: "M\(id)", lastName: "Tester", score: score, division: division, note: "", dots: dots)
    }

    private func ranked(_ entries: [BoardEntry], byDots: Bool = false) -> [String] {
        Whiteboard.rank(entries, byDots: byDots).map { "\($0.place):\($0.entry.userID)" }
    }

    func testATimeRanksLowestFirstAndCappedAfterEveryFinisherByReps() {
        let entries = [entry(1, .capped(reps: 80)), entry(2, .time(seconds: 275)), entry(3, .time(seconds: 300)),
                       entry(4, .capped(reps: 95)), entry(5, .time(seconds: 275))]
        XCTAssertEqual(ranked(entries), ["1:2", "1:5", "3:3", "4:4", "5:1"])
    }

    func testRoundsRankByRoundsThenRepsWithTiesSharingAPlaceAndTheNextSkipping() {
        let entries = [entry(1, .rounds(rounds: 5, reps: 12)), entry(2, .rounds(rounds: 6, reps: 0)), entry(3, .rounds(rounds: 5, reps: 12)),
                       entry(4, .rounds(rounds: 5, reps: 3))]
        XCTAssertEqual(ranked(entries), ["1:2", "2:1", "2:3", "4:4"])
    }

    func testLoadAndRepsRankHighestFirst() {
        XCTAssertEqual(ranked([entry(1, .load(kilograms: 100)), entry(2, .load(kilograms: 102.5)), entry(3, .load(kilograms: 60))]),
                       ["1:2", "2:1", "3:3"])
        XCTAssertEqual(ranked([entry(1, .reps(87)), entry(2, .reps(90)), entry(3, .reps(87))]), ["1:2", "2:1", "2:3"])
    }

    func testRxRanksBeforeScaledWhateverTheScore() {
        let entries = [entry(1, .time(seconds: 200), .scaled), entry(2, .time(seconds: 400)), entry(3, .capped(reps: 10)),
                       entry(4, .time(seconds: 200), .scaled)]
        XCTAssertEqual(ranked(entries), ["1:2", "2:3", "3:1", "3:4"])
        XCTAssertEqual(Whiteboard.rank(entries).map(\.entry.division), [.rx, .rx, .scaled, .scaled])
    }

    func testDotsRanksThoseWithPointsFirstThenTheRestByLoad() {
        let entries = [entry(1, .load(kilograms: 140), dots: 90), entry(2, .load(kilograms: 100), dots: 95), entry(3, .load(kilograms: 180)),
                       entry(4, .load(kilograms: 120))]
        XCTAssertEqual(ranked(entries, byDots: true), ["1:2", "2:1", "3:3", "4:4"])
        XCTAssertEqual(ranked(entries), ["1:3", "2:1", "3:4", "4:2"], "raw: by load")
    }

    func testTheBoardNameIsTheFirstNameAndTheLastInitial() {
        XCTAssertEqual(BoardEntry(scoreID: 1, userID: 1, firstName: "Ada", lastName: "Lovelace", score: .reps(1), division: .rx, note: "").shortName,
                       "Ada L.")
    }
}
