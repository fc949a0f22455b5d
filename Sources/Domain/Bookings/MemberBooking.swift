/// A member's own booking or waitlist place, as `/bookings` and their calendar feed list it.
public struct MemberBooking: Sendable, Equatable {
    public let classID: Int64
    public let date: CalendarDate
    public let state: BookingState
    /// Their place in the queue while waitlisted (1 = next in line).
    public let position: Int?
    public let checkedIn: CheckIn?

    public init(classID: Int64, date: CalendarDate, state: BookingState, position: Int?, checkedIn: CheckIn? = nil) {
        self.classID = classID
        self.date = date
        self.state = state
        self.position = position
        self.checkedIn = checkedIn
    }
}
