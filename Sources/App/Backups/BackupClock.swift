import Dispatch
import HTTP

/// The scheduler's sense of time, replaced in tests by one that jumps ahead instead of sleeping.
protocol BackupClock: Sendable {
    /// Unix time now.
    func now() -> Int
    /// Waits until `time`; false when `cancel` came first.
    func sleep(until time: Int) -> Bool
    /// Wakes `sleep` for good, so the scheduler's thread can end.
    func cancel()
}

/// The app's wall clock (`Config.clock`). It sleeps at most a minute at a time and looks at the
/// time again, so a clock set by NTP or a machine waking from suspend still runs the backup at
/// its hour.
struct SystemBackupClock: BackupClock {
    let wall: WallClock
    private let cancelled = DispatchSemaphore(value: 0)

    init(wall: WallClock) {
        self.wall = wall
    }

    func now() -> Int {
        wall.now()
    }

    func sleep(until time: Int) -> Bool {
        while now() < time {
            let seconds = min(60, time - now())
            if cancelled.wait(timeout: .now() + .seconds(seconds)) == .success {
                cancelled.signal()
                return false
            }
        }
        return true
    }

    func cancel() {
        cancelled.signal()
    }
}
