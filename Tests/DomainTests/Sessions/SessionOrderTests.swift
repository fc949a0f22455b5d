import XCTest
@testable import Domain

/// The order a session's sets are done in: blocks alone set after set, supersets in rounds.
final class SessionOrderTests: XCTestCase {
    private func steps(_ order: SessionOrder) -> [String] {
        order.steps.map { "\($0.block).\($0.set)/\($0.rest)" }
    }

    func testABlockOnItsOwnRestsAfterEverySet() {
        let order = SessionOrder([.init(sets: 3, rest: 180, joined: false)])
        XCTAssertEqual(steps(order), ["0.0/180", "0.1/180", "0.2/180"])
        XCTAssertEqual(order.labels, [nil])
        XCTAssertNil(order.group(ofBlock: 0))
    }

    func testASupersetAlternatesTheLiftsAndRestsAfterTheLastOfTheRound() {
        let order = SessionOrder([
            .init(sets: 2, rest: 120, joined: false),
            .init(sets: 3, rest: 60, joined: false),
            .init(sets: 3, rest: 90, joined: true),
        ])
        XCTAssertEqual(order.groups, [[0], [1, 2]])
        XCTAssertEqual(steps(order), ["0.0/120", "0.1/120", "1.0/0", "2.0/90", "1.1/0", "2.1/90", "1.2/0", "2.2/90"],
                       "the round rests the longest of its lifts' rests, after its last lift")
        XCTAssertEqual(order.labels, [nil, "B1", "B2"], "the letter is the group's place in the session")
        XCTAssertEqual(order.group(ofBlock: 2), "B")
    }

    func testACircuitOfThreeWithUnevenSetsDropsALiftFromTheLaterRounds() {
        let order = SessionOrder([
            .init(sets: 2, rest: 0, joined: false),
            .init(sets: 1, rest: 0, joined: true),
            .init(sets: 2, rest: 45, joined: true),
        ])
        XCTAssertEqual(steps(order), ["0.0/0", "1.0/0", "2.0/45", "0.1/0", "2.1/45"])
        XCTAssertEqual(order.labels, ["A1", "A2", "A3"])
    }

    func testTheFirstBlockCannotJoinANothingBeforeIt() {
        let order = SessionOrder([.init(sets: 1, rest: 30, joined: true), .init(sets: 1, rest: 30, joined: false)])
        XCTAssertEqual(order.groups, [[0], [1]])
        XCTAssertEqual(order.labels, [nil, nil])
    }

    func testManyGroupsGetLettersPastZ() {
        XCTAssertEqual(SessionOrder.letter(0), "A")
        XCTAssertEqual(SessionOrder.letter(25), "Z")
        XCTAssertEqual(SessionOrder.letter(26), "AA")
        XCTAssertEqual(SessionOrder.letter(27), "AB")
    }
}
