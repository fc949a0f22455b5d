/// The bookings of one class on one date and the rules that change them, worked out on values
/// so that storage only loads the rows, applies a change here, and writes the rows that
/// changed, all in one write transaction (DESIGN.md, "Booking's one hard rule").
public struct BookingLedger: Sendable, Equatable {
    public private(set) var entries: [BookingEntry]
    public let capacity: Int

    public init(entries: [BookingEntry], capacity: Int) {
        self.entries = entries.sorted { $0.sequence < $1.sequence }
        self.capacity = capacity
    }

    public var bookedCount: Int { entries.count(where: { $0.state == .booked }) }
    public var waitlist: [BookingEntry] { entries.filter { $0.state == .waitlisted } }
    public var placesLeft: Int { max(0, capacity - bookedCount) }

    /// 1 for the first in the queue; nil when the member is not waiting.
    public func waitlistPosition(of userID: Int64) -> Int? {
        waitlist.firstIndex { $0.userID == userID }.map { $0 + 1 }
    }

    public func entry(of userID: Int64) -> BookingEntry? {
        entries.first { $0.userID == userID }
    }

    /// Books the member while a place is free and nobody waits for it; else puts them at the
    /// end of the waitlist. Asking again while booked or waiting changes nothing.
    public mutating func book(_ userID: Int64) -> BookingOutcome {
        if let current = entry(of: userID), current.state.isActive { return outcome(of: userID) }
        let state: BookingState = bookedCount < capacity && waitlist.isEmpty ? .booked : .waitlisted
        let next = (entries.map(\.sequence).max() ?? 0) + 1
        entries.removeAll { $0.userID == userID }
        entries.append(BookingEntry(userID: userID, state: state, sequence: next))
        return outcome(of: userID)
    }

    /// Cancels the member's place or queue place (`late`: after the cut-off, still allowed)
    /// and gives freed places to the waitlist in its order. Returns who got a place; nil
    /// when the member had nothing to cancel.
    public mutating func cancel(_ userID: Int64, late: Bool) -> [Int64]? {
        guard let index = entries.firstIndex(where: { $0.userID == userID && $0.state.isActive }) else { return nil }
        entries[index].state = late && entries[index].state == .booked ? .late : .cancelled
        return promote()
    }

    /// The class is cancelled: every place and queue place goes, and these members are told.
    public mutating func cancelClass() -> [Int64] {
        var told: [Int64] = []
        for index in entries.indices where entries[index].state.isActive {
            entries[index].state = .classCancelled
            told.append(entries[index].userID)
        }
        return told
    }

    /// The first waiting members, in order, booked while places are free.
    private mutating func promote() -> [Int64] {
        var promoted: [Int64] = []
        while bookedCount < capacity, let first = entries.firstIndex(where: { $0.state == .waitlisted }) {
            entries[first].state = .booked
            promoted.append(entries[first].userID)
        }
        return promoted
    }

    private func outcome(of userID: Int64) -> BookingOutcome {
        waitlistPosition(of: userID).map { .waitlisted(position: $0) } ?? .booked
    }
}
