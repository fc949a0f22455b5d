/// How long the supervisor waits before starting a new server process after one died: no time
/// at all, so a crash costs clients only the connections it dropped, unless it keeps crashing.
/// More than `burst` restarts within `window` is a crash loop: the waits then double from
/// `firstDelay` up to `longestDelay`, so a process that dies on start-up does not spin a core,
/// until a process lives through a whole `window`.
struct RestartPolicy {
    typealias Instant = ContinuousClock.Instant

    static let burst = 5
    static let window: Duration = .seconds(10)
    static let firstDelay: Duration = .seconds(1)
    static let longestDelay: Duration = .seconds(30)

    /// When each recent restart happened (or will, after its wait).
    private var restarts: [Instant] = []
    private var delay: Duration = .zero

    /// The wait before starting the next process, for one that ran from `started` until it
    /// died at `died`; counts that restart.
    mutating func delay(started: Instant, died: Instant) -> Duration {
        if died - started >= Self.window { delay = .zero }
        restarts.removeAll { died - $0 >= Self.window }
        if delay > .zero {
            delay = min(delay * 2, Self.longestDelay)
        } else if restarts.count >= Self.burst {
            delay = Self.firstDelay
        }
        restarts.append(died + delay)
        return delay
    }
}
