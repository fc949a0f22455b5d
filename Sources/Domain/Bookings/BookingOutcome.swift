/// What asking for a place gave: a place, or a place in the queue (1 = next in line).
public enum BookingOutcome: Sendable, Equatable {
    case booked
    case waitlisted(position: Int)

    /// For the page and the redirect after booking.
    public var message: String {
        switch self {
        case .booked: "You are booked."
        case .waitlisted(let position): "The class is full: you are number \(position) on the waitlist."
        }
    }
}
