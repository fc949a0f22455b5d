/// One member on a class's roster at the door: booked, waiting, or walked in.
public struct RosterEntry: Sendable, Equatable {
    public let userID: Int64
    public let firstName: String
    public let lastName: String
    public let state: BookingState
    public let checkedIn: CheckIn?
    public let isWalkIn: Bool

    public init(userID: Int64, firstName: String, lastName: String, state: BookingState, checkedIn: CheckIn?, isWalkIn: Bool) {
        self.userID = userID
        self.firstName = firstName
        self.lastName = lastName
        self.state = state
        self.checkedIn = checkedIn
        self.isWalkIn = isWalkIn
    }
}
