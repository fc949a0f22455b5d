/// Where a member stands for one class on one date. The cancelled states are kept, not
/// deleted: a late cancellation is counted, and a class cancelled by staff is what the member
/// is told about.
public enum BookingState: String, Sendable, Equatable, CaseIterable {
    case booked
    case waitlisted
    /// Cancelled by the member before the cut-off.
    case cancelled
    /// Cancelled by the member after the cut-off: counted against them.
    case late
    /// Cancelled because staff cancelled the class.
    case classCancelled = "class_cancelled"

    /// Holds a place or a place in the queue.
    public var isActive: Bool { self == .booked || self == .waitlisted }
}
