/// When a class can be booked and cancelled, in Unix seconds: booking opens `opensDays` days
/// before the start and closes at the start; a cancellation after `cutoffHours` before the
/// start is late, and none is taken once the class has started.
public struct BookingWindow: Sendable, Equatable {
    public let policy: BookingPolicy
    /// The occurrence's start, on the gym's clock.
    public let starts: Int

    public init(policy: BookingPolicy, starts: Int) {
        self.policy = policy
        self.starts = starts
    }

    public var opens: Int { starts - policy.opensDays * 86_400 }
    public var cutoff: Int { starts - policy.cutoffHours * 3_600 }

    /// Why a booking is refused at `now`, or nil when it is taken.
    public func bookingRefusal(at now: Int) -> BookingRefusal? {
        if now >= starts { return .started }
        if now < opens { return .notOpenYet(days: policy.opensDays) }
        return nil
    }

    /// Why a cancellation is refused at `now`, or nil when it is taken.
    public func cancellationRefusal(at now: Int) -> BookingRefusal? {
        now >= starts ? .started : nil
    }

    /// Whether a cancellation at `now` is after the cut-off.
    public func isLate(_ now: Int) -> Bool { now >= cutoff }
}
