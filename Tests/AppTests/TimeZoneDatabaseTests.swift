import Domain
import Foundation
import Synchronization
import XCTest
@testable import App

final class TimeZoneDatabaseTests: XCTestCase {
    private let zoneinfo = "/usr/share/zoneinfo"
    private let july2024 = 1_719_792_000

    /// The machine's tzdata; fails with a clear message where it is not installed.
    private func installed() throws -> TimeZoneDatabase {
        guard FileManager.default.fileExists(atPath: zoneinfo + "/America/Los_Angeles") else {
            XCTFail("\(zoneinfo) is missing: these tests need the tzdata package (apt-get install tzdata)")
            throw CocoaError(.fileNoSuchFile)
        }
        return TimeZoneDatabase(directory: zoneinfo)
    }

    private func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: TestApp.temporaryFolder())
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func write(_ bytes: [UInt8], to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func testNameValidationRefusesPathsOutOfTheFolder() {
        for bad in ["../etc/passwd", "/etc/passwd", "America/../../x", "", String(repeating: "A", count: 65),
                    "America//Los_Angeles", "America/", "Europe/Lon don", "Europe/London\n", "./UTC", "Éire"] {
            XCTAssertFalse(TimeZoneDatabase.isValidName(bad), bad)
        }
        for good in ["America/Los_Angeles", "Etc/GMT+5", "America/Port-au-Prince", "UTC",
                     "America/Argentina/Buenos_Aires", String(repeating: "A", count: 64)] {
            XCTAssertTrue(TimeZoneDatabase.isValidName(good), good)
        }
    }

    func testLoadsRealZonesAndRefusesOthersWithAHint() throws {
        let database = try installed()
        XCTAssertEqual(try database.rules(named: "America/Los_Angeles").utcOffset(atUnixTime: july2024), -25_200)
        XCTAssertEqual(try database.rules(named: "US/Pacific").utcOffset(atUnixTime: july2024), -25_200)
        XCTAssertThrowsError(try database.rules(named: "../etc/passwd")) { error in
            XCTAssertEqual(error as? TimeZoneError, .invalidName("../etc/passwd"))
        }
        XCTAssertThrowsError(try database.rules(named: "Mars/Olympus_Mons")) { error in
            XCTAssertEqual("\(error)", "Unknown time zone \"Mars/Olympus_Mons\". Use an IANA name in the form America/Los_Angeles, one of the files under /usr/share/zoneinfo (install the tzdata package if that folder is missing).")
        }
        XCTAssertThrowsError(try database.rules(named: "America"), "a folder is not a zone")
    }

    func testUTCWorksWithoutTzdata() throws {
        let database = TimeZoneDatabase(directory: "/nonexistent/zoneinfo")
        XCTAssertEqual(try database.rules(named: "UTC"), .utc)
        XCTAssertEqual(try database.rules(named: "Etc/UTC"), .utc)
        XCTAssertThrowsError(try database.rules(named: "Europe/London")) { error in
            XCTAssertEqual(error as? TimeZoneError, .unknown("Europe/London", directory: "/nonexistent/zoneinfo"))
        }
    }

    func testDamagedFileIsATypedError() throws {
        let folder = try temporaryFolder()
        try write(Array("not a zone".utf8), to: "Bad/Zone", in: folder)
        let database = TimeZoneDatabase(directory: folder.path)
        XCTAssertThrowsError(try database.rules(named: "Bad/Zone")) { error in
            XCTAssertEqual(error as? TimeZoneError, .damaged("Bad/Zone", .notTZif))
        }
    }

    func testConcurrentLoadsAgree() throws {
        let database = try installed()
        let names = ["Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Apia"]
        let offsets = Mutex<[Int?]>(Array(repeating: nil, count: 16))
        let july2024 = july2024
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let offset = try? database.rules(named: names[index % names.count]).utcOffset(atUnixTime: july2024)
            offsets.withLock { $0[index] = offset }
        }
        let expected = [3600, 19_800, 37_800, 46_800]
        XCTAssertEqual(offsets.withLock { $0 }, (0..<16).map { expected[$0 % 4] })
    }

    func testNamesOfferCurrentZonesOnly() throws {
        let names = try installed().names()
        for expected in ["America/Los_Angeles", "America/Argentina/Buenos_Aires", "Europe/London", "Pacific/Apia", "UTC", "Etc/UTC"] {
            XCTAssertTrue(names.contains(expected), expected)
        }
        for unexpected in ["US/Pacific", "GB", "Etc/GMT+5", "posix/Europe/London", "right/Europe/London", "zone.tab", "America",
                           "America/Buenos_Aires", "Asia/Calcutta", "Europe/Kiev", "Atlantic/Jan_Mayen"] {
            XCTAssertFalse(names.contains(unexpected), unexpected)
        }
        XCTAssertEqual(names, names.sorted())
        XCTAssertGreaterThan(names.count, 300)
    }

    func testNamesSkipLegacyFoldersAndFilesThatAreNotTZif() throws {
        let folder = try temporaryFolder()
        let zone = TZifBytes.fixedOffset
        for path in ["Europe/Paris", "America/Indiana/Knox", "posix/Europe/Paris", "US/Pacific", "GB", "UTC"] {
            try write(zone, to: path, in: folder)
        }
        try write(Array("# not a zone\n".utf8), to: "Europe/README", in: folder)
        XCTAssertEqual(TimeZoneDatabase(directory: folder.path).names(), ["America/Indiana/Knox", "Etc/UTC", "Europe/Paris", "UTC"])
        XCTAssertEqual(TimeZoneDatabase(directory: "/nonexistent/zoneinfo").names(), ["Etc/UTC", "UTC"])
    }

    func testSystemZoneFromTZThenEtcTimezoneThenLocaltimeLink() throws {
        let database = try installed()
        let folder = try temporaryFolder()
        let timezoneFile = folder.appendingPathComponent("timezone").path
        let link = folder.appendingPathComponent("localtime").path
        let system = { (environment: [String: String]) in
            database.systemZoneName(environment: environment, timezoneFile: timezoneFile, localtimeLink: link)
        }
        XCTAssertEqual(system([:]), "UTC")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: zoneinfo + "/Pacific/Apia")
        XCTAssertEqual(system([:]), "Pacific/Apia")
        try write(Array("Asia/Kolkata\n".utf8), to: "timezone", in: folder)
        XCTAssertEqual(system([:]), "Asia/Kolkata")
        XCTAssertEqual(system(["TZ": ":Europe/London"]), "Europe/London")
        XCTAssertEqual(system(["TZ": "Mars/Olympus_Mons"]), "Asia/Kolkata")
    }
}
