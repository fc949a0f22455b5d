import Domain
import Foundation
import HTTP
import Synchronization
import TestSupport
import XCTest
@testable import App

/// A clock that jumps to the time it is asked to sleep until, so weeks pass in a moment.
private final class FakeClock: BackupClock {
    private let time: Mutex<Int>

    init(_ start: Int) {
        time = Mutex(start)
    }

    func now() -> Int { time.withLock { $0 } }

    func sleep(until target: Int) -> Bool {
        time.withLock { $0 = max($0, target) }
        return true
    }

    func cancel() {}
}

final class BackupSchedulerTests: XCTestCase {
    private func app(backups folder: String) throws -> App {
        let app = try TestApp.make { $0.backupDirectory = folder }
        addTeardownBlock { TestApp.remove(app) }
        return app
    }

    func testSixWeeksOfNightsLeaveTheDailyAndWeeklyCopies() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = try app(backups: folder.path)
        let status = BackupStatus()
        // Monday 2026-10-12 at noon UTC: the first run is the next night, the 42nd Monday 2026-11-23's.
        let scheduler = BackupScheduler(databasePath: app.config.databasePath, folder: try BackupFolder(path: folder.path),
                                        zone: .utc, status: status, logger: Logger(level: .error), clock: FakeClock(1_791_806_400))
        for _ in 0..<42 { XCTAssertTrue(scheduler.runNext()) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let weekly = ["2026-11-01", "2026-11-08", "2026-11-15"]
        let daily = (17...23).map { "2026-11-\($0)" }
        XCTAssertEqual(names, (weekly + daily).map { "liftinglog-\($0).sqlite" },
                       "the last 7 nights, and the Sundays of the 4 weeks before (the latest among the dailies)")
        XCTAssertEqual(status.lastSuccess, BackupStatus.Success(time: 1_795_404_600, path: folder.path + "/liftinglog-2026-11-23.sqlite"))
        XCTAssertNil(status.latestFailure)
        XCTAssertEqual(try count("SELECT count(*) FROM schema_migrations", in: folder.path + "/liftinglog-2026-11-23.sqlite"),
                       try app.count("SELECT count(*) FROM schema_migrations"))
    }

    func testAFailedBackupMakesTheHealthCheckFailUntilOneSucceeds() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = try app(backups: folder.path)
        let backups = try XCTUnwrap(app.backups)
        XCTAssertEqual(app.get("/healthz").status, .ok)
        rmdir(folder.path)
        backups.backUp()
        let failed = app.get("/healthz")
        XCTAssertEqual(failed.status, .serviceUnavailable)
        XCTAssertNotNil(failed.text.wholeMatch(of: /backup failed at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ: The folder .+ does not exist\. .*\n/), failed.text)
        mkdir(folder.path, 0o700)
        backups.backUp()
        let healthy = app.get("/healthz")
        XCTAssertEqual(healthy.status, .ok)
        XCTAssertEqual(healthy.text, "ok\n")
        XCTAssertTrue(try XCTUnwrap(backups.status.lastFailure).message.contains("does not exist"), "the last failure stays on record")
    }

    func testAMissingBackupFolderStopsTheStart() {
        XCTAssertThrowsError(try TestApp.make { $0.backupDirectory = "/nonexistent/backups" }) { error in
            XCTAssertTrue("\(error)".contains("The backup folder (--backup-dir) /nonexistent/backups is missing"), "\(error)")
        }
    }

    func testTheStampOfAReplacedDatabaseIsOnTheGymsClocks() throws {
        let newYork = try TimeZoneDatabase().rules(named: "America/New_York")
        XCTAssertEqual(BackupCommands.stamp(1_795_404_600, in: newYork), "20261122-223000")
        XCTAssertEqual(BackupCommands.stamp(1_795_404_600, in: .utc), "20261123-033000")
    }
}
