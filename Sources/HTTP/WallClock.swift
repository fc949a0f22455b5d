import Glibc

/// Unix time as the app reads it: what day it is for a lifter, when a session, a challenge or
/// an import preview expires, the stamp of a row and of a calendar feed. `Config.clock` holds
/// the one every part of the app asks, so a test sets the time (a lifter's 23:59 in Auckland, a
/// session six hours on) instead of waiting for it.
///
/// Deadlines and timeouts are not wall time and stay on the monotonic clock
/// (`HTTP.Clock.monotonic`, `ContinuousClock`): the server's idle and read timeouts, the
/// supervisor's restart delays, an import's undo grace. A wall clock set back by NTP must not
/// stretch them, and a test that moved this clock a day on must not fire them.
public struct WallClock: Sendable {
    private let read: @Sendable () -> Int

    public init(_ read: @escaping @Sendable () -> Int) {
        self.read = read
    }

    /// The machine's clock.
    public static let system = WallClock { time(nil) }

    /// Seconds since 1970-01-01T00:00:00Z.
    public func now() -> Int { read() }
}
