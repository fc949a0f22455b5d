/// What an account holds, counted for the deletion page, so that a lifter sees everything that
/// goes before confirming: not "your workouts" when years of routes and routines go too.
public struct AccountContents: Sendable, Equatable {
    public let entries: Int
    public let days: Int
    public let tracks: Int
    public let routines: Int
    public let imports: Int
    public let searches: Int
    /// Weigh-ins and tape measurements together.
    public let bodyReadings: Int
    /// Live workouts (issue 36), class bookings and whiteboard scores (issue 39).
    public let sessions: Int
    public let bookings: Int
    public let scores: Int
}
