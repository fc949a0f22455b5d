/// One member's row for one class on one date: their state, and `sequence`, the order in which
/// they asked (the waitlist's order; a member who cancels and asks again goes to the end).
public struct BookingEntry: Sendable, Equatable {
    public let userID: Int64
    public var state: BookingState
    public var sequence: Int64

    public init(userID: Int64, state: BookingState, sequence: Int64) {
        self.userID = userID
        self.state = state
        self.sequence = sequence
    }
}
