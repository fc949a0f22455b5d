/// One of a member's class bookings (issue 39) as an account document holds it: the class as
/// the schedule showed it (class type, location, date and times), where the member stood
/// (booked, waitlisted, cancelled, late, or cancelled by the gym), and whether they were
/// checked in. History for the member to keep; an import does not book (see
/// `Database.importAccount`).
public struct AccountBooking: Sendable, Equatable {
    public let date: CalendarDate
    public let classType: String
    public let location: String
    public let starts: ClockTime
    public let ends: ClockTime
    public let state: BookingState
    public let checkedIn: CheckIn?
    public let walkIn: Bool
    /// Unix time the member booked (or was added at the door).
    public let bookedAt: Int

    public init(date: CalendarDate, classType: String, location: String, starts: ClockTime, ends: ClockTime, state: BookingState,
                checkedIn: CheckIn?, walkIn: Bool, bookedAt: Int) {
        self.date = date
        self.classType = classType
        self.location = location
        self.starts = starts
        self.ends = ends
        self.state = state
        self.checkedIn = checkedIn
        self.walkIn = walkIn
        self.bookedAt = bookedAt
    }
}
