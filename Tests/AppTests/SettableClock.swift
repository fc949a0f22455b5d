import HTTP
import Synchronization
import App

/// The time a test sets and moves on, given to the app as `Config.clock`: a session six hours
/// on, the next 30-second step of a two-factor code, 23:59 in Auckland, without waiting.
final class SettableClock: Sendable {
    private let seconds: Atomic<Int>

    /// 2027-01-15T08:00:00Z unless told otherwise.
    init(_ unixTime: Int = 1_800_000_000) {
        seconds = Atomic(unixTime)
    }

    var now: Int { seconds.load(ordering: .relaxed) }

    func set(_ unixTime: Int) { seconds.store(unixTime, ordering: .relaxed) }

    func advance(_ by: Int) { seconds.add(by, ordering: .relaxed) }

    /// This clock, as the app reads it.
    var wallClock: WallClock { WallClock { [self] in now } }
}
