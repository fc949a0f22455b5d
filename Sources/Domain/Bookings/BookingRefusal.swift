/// Why a booking or a cancellation was not taken, said so the member knows what to do.
public enum BookingRefusal: Error, Sendable, Equatable {
    case notOpenYet(days: Int)
    case started
    case noBooking
    case cancelled
    case nothingToCancel

    public var message: String {
        switch self {
        case .notOpenYet(let days):
            "Booking for this class opens \(days == 1 ? "1 day" : "\(days) days") before it starts. Come back then."
        case .started: "This class has started, so its places can no longer be booked or cancelled."
        case .noBooking: "This class takes no bookings: just come along."
        case .cancelled: "This class is cancelled on that date, so it cannot be booked."
        case .nothingToCancel: "You have no booking or waitlist place for this class to cancel."
        }
    }
}
