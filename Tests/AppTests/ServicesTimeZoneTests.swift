import Domain
import HTTP
import Templates
import XCTest
@testable import App

final class ServicesTimeZoneTests: XCTestCase {
    /// Services as `App.make` builds them, with the gym in `gym`.
    private func services(gym: String) throws -> Services {
        let app = try TestApp.make { $0.timeZone = gym }
        addTeardownBlock { TestApp.remove(app) }
        let pages = PageRenderer(templates: try TemplateLibrary(directory: app.config.viewsDirectory),
                                 staticFiles: try StaticFiles(directory: app.config.publicDirectory))
        let timeZones = TimeZoneDatabase(directory: app.config.timeZoneDirectory)
        return Services(config: app.config, database: app.database, pages: pages, logger: Logger(level: .error),
                        timeZones: timeZones, gymTimeZone: try timeZones.rules(named: gym), backupStatus: BackupStatus(),
                        metrics: ServerMetrics())
    }

    func testALifterZoneWinsAndAnUnknownOneFallsBackToTheGym() throws {
        let services = try services(gym: "America/Los_Angeles")
        let july2024 = 1_719_792_000
        XCTAssertEqual(services.timeZone(named: nil).utcOffset(atUnixTime: july2024), -25_200)
        XCTAssertEqual(services.timeZone(named: "Asia/Kolkata").utcOffset(atUnixTime: july2024), 19_800)
        XCTAssertEqual(services.timeZone(named: "Mars/Olympus_Mons").utcOffset(atUnixTime: july2024), -25_200)
        XCTAssertEqual(services.timeZone(named: "../etc/passwd").utcOffset(atUnixTime: july2024), -25_200)
    }

    func testTodayDiffersAcrossTheDateLine() throws {
        let services = try services(gym: "UTC")
        // UTC+14 and UTC-11 are 25 hours apart: their dates always differ by one or two days.
        let gap = services.today(timeZone: "Pacific/Kiritimati").daysSinceEpoch - services.today(timeZone: "Pacific/Pago_Pago").daysSinceEpoch
        XCTAssertTrue((1...2).contains(gap), "\(gap)")
        XCTAssertEqual(services.today(), services.today(timeZone: nil))
    }

    func testUnknownGymZoneStopsStartUp() {
        XCTAssertThrowsError(try TestApp.make { $0.timeZone = "Mars/Olympus_Mons" }) { error in
            XCTAssertTrue("\(error)".hasPrefix("The gym's time zone (--timezone): Unknown time zone \"Mars/Olympus_Mons\""), "\(error)")
        }
    }
}
