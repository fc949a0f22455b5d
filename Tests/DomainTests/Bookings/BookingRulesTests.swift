import Domain
import XCTest

/// The booking rules on values: the window, the cut-off, the waitlist's order, promotion, and
/// a class cancelled by staff.
final class BookingRulesTests: XCTestCase {
    private let start = 1_800_000_000

    /// A ledger after `members` asked for a place, in that order.
    private static func ledger(capacity: Int, asking members: [Int64]) -> BookingLedger {
        var ledger = BookingLedger(entries: [], capacity: capacity)
        for member in members { _ = ledger.book(member) }
        return ledger
    }

    func testBookingOpensTheGivenDaysBeforeAndClosesAtTheStart() {
        let window = BookingWindow(policy: BookingPolicy(capacity: 10, opensDays: 7, cutoffHours: 2), starts: start)
        XCTAssertEqual(window.bookingRefusal(at: start - 7 * 86_400 - 1), .notOpenYet(days: 7))
        XCTAssertNil(window.bookingRefusal(at: start - 7 * 86_400))
        XCTAssertNil(window.bookingRefusal(at: start - 1))
        XCTAssertEqual(window.bookingRefusal(at: start), .started)
        XCTAssertEqual(BookingRefusal.notOpenYet(days: 1).message, "Booking for this class opens 1 day before it starts. Come back then.")
    }

    func testACancellationAfterTheCutOffIsLateAndNoneIsTakenOnceStarted() {
        let window = BookingWindow(policy: BookingPolicy(capacity: 10, opensDays: 7, cutoffHours: 2), starts: start)
        XCTAssertFalse(window.isLate(start - 2 * 3_600 - 1))
        XCTAssertTrue(window.isLate(start - 2 * 3_600))
        XCTAssertNil(window.cancellationRefusal(at: start - 60))
        XCTAssertEqual(window.cancellationRefusal(at: start), .started)
    }

    func testTheLastPlacesAreBookedThenTheWaitlistFillsInArrivalOrder() {
        var ledger = BookingLedger(entries: [], capacity: 2)
        XCTAssertEqual(ledger.book(10), .booked)
        XCTAssertEqual(ledger.book(11), .booked)
        XCTAssertEqual(ledger.book(12), .waitlisted(position: 1))
        XCTAssertEqual(ledger.book(13), .waitlisted(position: 2))
        XCTAssertEqual(ledger.book(12), .waitlisted(position: 1), "asking again keeps the place in the queue")
        XCTAssertEqual(ledger.book(10), .booked, "and a booked member stays booked once")
        XCTAssertEqual(ledger.entries.count, 4)
        XCTAssertEqual(ledger.placesLeft, 0)
        XCTAssertEqual(BookingOutcome.waitlisted(position: 2).message, "The class is full: you are number 2 on the waitlist.")
    }

    func testCancellingAPlaceBooksTheFirstWaitingAtOnceAndLateIsCounted() {
        var ledger = Self.ledger(capacity: 1, asking: [1, 2, 3])
        XCTAssertEqual(ledger.cancel(1, late: true), [2])
        XCTAssertEqual(ledger.entry(of: 1)?.state, .late, "a late cancellation is counted")
        XCTAssertEqual(ledger.entry(of: 2)?.state, .booked, "the place went to the waitlist all the same")
        XCTAssertEqual(ledger.waitlistPosition(of: 3), 1)
        XCTAssertEqual(ledger.cancel(3, late: true), [], "leaving the waitlist frees no place and is never late")
        XCTAssertEqual(ledger.entry(of: 3)?.state, .cancelled)
        XCTAssertNil(ledger.cancel(3, late: false), "nothing left to cancel")
    }

    func testAMemberWhoCancelsAndAsksAgainGoesToTheEndOfTheQueue() {
        var ledger = Self.ledger(capacity: 1, asking: [1, 2, 3])
        _ = ledger.cancel(2, late: false)
        XCTAssertEqual(ledger.book(2), .waitlisted(position: 2))
        XCTAssertEqual(ledger.waitlist.map(\.userID), [3, 2])
    }

    func testNewcomersDoNotJumpTheQueueWhenPlacesAreAdded() {
        let entries = [BookingEntry(userID: 1, state: .booked, sequence: 1), BookingEntry(userID: 2, state: .waitlisted, sequence: 2)]
        var ledger = BookingLedger(entries: entries, capacity: 2)
        XCTAssertEqual(ledger.book(3), .waitlisted(position: 2))
    }

    func testACancelledClassEndsEveryPlaceAndQueuePlaceAndNamesWhoToTell() {
        var ledger = Self.ledger(capacity: 1, asking: [1, 2, 3])
        _ = ledger.cancel(3, late: false)
        XCTAssertEqual(ledger.cancelClass(), [1, 2])
        XCTAssertEqual(ledger.entries.map(\.state), [.classCancelled, .classCancelled, .cancelled])
        XCTAssertEqual(ledger.bookedCount, 0)
    }

    func testThePolicyFieldsParseWithTheirDefaultsAndBounds() {
        var errors: [FieldError] = []
        XCTAssertEqual(BookingPolicy.parse(capacity: "", opensDays: "", cutoffHours: "", errors: &errors), .some(nil), "blank: no booking")
        XCTAssertEqual(BookingPolicy.parse(capacity: "12", opensDays: "", cutoffHours: "", errors: &errors),
                       .some(BookingPolicy(capacity: 12, opensDays: 7, cutoffHours: 2)))
        XCTAssertTrue(errors.isEmpty)
        XCTAssertTrue(BookingPolicy.parse(capacity: "0", opensDays: "400", cutoffHours: "-1", errors: &errors) == .none)
        XCTAssertEqual(errors.map(\.field), ["capacity", "booking_opens", "cancel_cutoff"])
    }
}
