import Domain
import Glibc
import HTTP
import Storage
import Synchronization

/// The daily backup of `serve --backup-dir`: on a thread of its own, never an event loop's,
/// it sleeps until 03:30 on the gym's clocks (`BackupSchedule`), copies the database into
/// the folder as `liftinglog-YYYY-MM-DD.sqlite`, and prunes the copies `BackupRetention`
/// no longer keeps. Only the process serving runs it; the supervisor never makes an `App`.
final class BackupScheduler: Sendable {
    let status: BackupStatus
    private let databasePath: String
    private let folder: BackupFolder
    private let zone: TimeZoneRules
    private let logger: Logger
    private let clock: any BackupClock
    private let thread = Mutex<pthread_t?>(nil)

    init(databasePath: String, folder: BackupFolder, zone: TimeZoneRules, status: BackupStatus,
         logger: Logger, clock: any BackupClock) {
        self.databasePath = databasePath
        self.folder = folder
        self.zone = zone
        self.status = status
        self.logger = logger
        self.clock = clock
    }

    func start() {
        let started = ThreadLauncher.start { [self] in
            while runNext() {}
        }
        thread.withLock { $0 = started }
        logger.info("backing up daily at 03:30 on the gym's clocks into \(folder.path)")
    }

    /// Wakes the thread from its sleep and waits for it; a backup under way finishes first.
    func stop() {
        clock.cancel()
        if let running = thread.withLock({ $0 }) { ThreadLauncher.join(running) }
    }

    /// Sleeps until the next run and backs up; false when stopped meanwhile.
    func runNext() -> Bool {
        guard clock.sleep(until: BackupSchedule.nextRun(after: clock.now(), in: zone)) else { return false }
        backUp()
        return true
    }

    func backUp() {
        let now = clock.now()
        let path = folder.file(for: zone.localDate(atUnixTime: now))
        do {
            try DatabaseCopy.make(from: databasePath, to: path, replacing: true)
        } catch {
            status.recordFailure("\(error)", at: now)
            logger.error("the daily backup failed: \(error)")
            return
        }
        status.recordSuccess(path: path, at: now)
        logger.info("backup written to \(path)")
        prune()
    }

    private func prune() {
        for date in BackupRetention.expired(folder.dates()) {
            let path = folder.file(for: date)
            if unlink(path) != 0 {
                logger.warning("cannot remove the old backup \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
