import Domain
import XCTest

final class TimeZoneRulesTests: XCTestCase {
    private func zone(_ name: String) throws -> TimeZoneRules {
        try TimeZoneRules(tzif: TZifFixture.file(name))
    }

    func testLosAngelesAroundUSDaylightSavingStart2024() throws {
        let losAngeles = try zone("America/Los_Angeles")
        // 2024-03-10 10:00 UTC is 02:00 PST, when the clocks go to 03:00 PDT.
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 1_710_064_799), -28_800)
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 1_710_064_800), -25_200)
    }

    func testLosAngelesIn2050FollowsTheFooterRule() throws {
        let losAngeles = try zone("America/Los_Angeles")
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 2_525_817_600), -28_800)  // 2050-01-15
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 2_530_778_399), -28_800)  // 2050-03-13 01:59:59 PST
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 2_530_778_400), -25_200)  // second Sunday of March
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 2_551_337_999), -25_200)
        XCTAssertEqual(losAngeles.utcOffset(atUnixTime: 2_551_338_000), -28_800)  // first Sunday of November
    }

    func testLondon() throws {
        let london = try zone("Europe/London")
        XCTAssertEqual(london.utcOffset(atUnixTime: 1_704_067_200), 0)  // 2024-01-01
        XCTAssertEqual(london.utcOffset(atUnixTime: 1_719_792_000), 3600)  // 2024-07-01
        // Footer GMT0BST,M3.5.0/1,M10.5.0: last Sunday of March 2050 is the 27th, at 01:00 UTC.
        XCTAssertEqual(london.utcOffset(atUnixTime: 2_531_955_599), 0)
        XCTAssertEqual(london.utcOffset(atUnixTime: 2_531_955_600), 3600)
    }

    func testLordHoweHasHalfHourDaylightSavingInTheSouthernSummer() throws {
        let lordHowe = try zone("Australia/Lord_Howe")
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 1_705_276_800), 39_600)  // 2024-01-15, +11
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 1_719_792_000), 37_800)  // 2024-07-01, +10:30
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 2_525_817_600), 39_600)  // 2050-01-15
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 2_540_246_400), 37_800)  // 2050-07-01
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 2_548_250_999), 37_800)  // 2050-10-02 01:59:59 local
        XCTAssertEqual(lordHowe.utcOffset(atUnixTime: 2_548_251_000), 39_600)
    }

    func testKolkataAndItsLocalMeanTimeBefore1900() throws {
        let kolkata = try zone("Asia/Kolkata")
        XCTAssertEqual(kolkata.utcOffset(atUnixTime: 1_704_067_200), 19_800)
        XCTAssertEqual(kolkata.utcOffset(atUnixTime: 2_524_608_000), 19_800)  // 2050, footer IST-5:30
        XCTAssertEqual(kolkata.utcOffset(atUnixTime: -2_208_988_800), 19_270)  // 1900, Howrah Mean Time
    }

    func testApiaSkippedThirtiethOfDecember2011() throws {
        let apia = try zone("Pacific/Apia")
        XCTAssertEqual(apia.utcOffset(atUnixTime: 1_325_239_199), -36_000)
        XCTAssertEqual(apia.utcOffset(atUnixTime: 1_325_239_200), 50_400)
        XCTAssertEqual(apia.localDate(atUnixTime: 1_325_239_199).iso, "2011-12-29")
        XCTAssertEqual(apia.localDate(atUnixTime: 1_325_239_200).iso, "2011-12-31")
        // Noon on the day that never was is noon the day after.
        XCTAssertEqual(apia.unixTime(forLocal: CalendarDate(iso: "2011-12-30")!, hour: 12, minute: 0), 1_325_282_400)
        XCTAssertEqual(apia.localDate(atUnixTime: 1_325_282_400).iso, "2011-12-31")
    }

    func testLocalDateOnAnEveningInLosAngelesWhenUTCIsAlreadyTomorrow() throws {
        let losAngeles = try zone("America/Los_Angeles")
        let halfPastElevenPM = 1_720_161_000  // 2024-07-04 23:30 PDT, 2024-07-05 06:30 UTC
        XCTAssertEqual(losAngeles.localDate(atUnixTime: halfPastElevenPM).iso, "2024-07-04")
        XCTAssertEqual(TimeZoneRules.utc.localDate(atUnixTime: halfPastElevenPM).iso, "2024-07-05")
    }

    func testWallClockOnSpringForwardDayTakesTheTimeAfterTheGap() throws {
        let losAngeles = try zone("America/Los_Angeles")
        let day = CalendarDate(iso: "2024-03-10")!
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 1, minute: 30), 1_710_063_000)  // 09:30 UTC, PST
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 2, minute: 30), 1_710_066_600)  // 03:30 PDT
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 3, minute: 30), 1_710_066_600)
        let lordHowe = try zone("Australia/Lord_Howe")
        // 2024-10-06 02:00 +10:30 goes to 02:30 +11: 02:15 does not exist and becomes 02:45.
        let instant = lordHowe.unixTime(forLocal: CalendarDate(iso: "2024-10-06")!, hour: 2, minute: 15)
        XCTAssertEqual(instant, 1_728_142_200 + 15 * 60)
    }

    func testWallClockOnFallBackDayTakesTheFirstOccurrence() throws {
        let losAngeles = try zone("America/Los_Angeles")
        let day = CalendarDate(iso: "2024-11-03")!
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 1, minute: 30), 1_730_622_600)  // 01:30 PDT
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 2, minute: 0), 1_730_628_000)  // 02:00 PST
        XCTAssertEqual(losAngeles.unixTime(forLocal: day, hour: 18, minute: 0), 1_730_685_600)  // 18:00 PST, 02:00 UTC
    }

    func testUTC() {
        XCTAssertEqual(TimeZoneRules.utc.utcOffset(atUnixTime: 1_719_792_000), 0)
        XCTAssertEqual(TimeZoneRules.utc.unixTime(forLocal: CalendarDate(iso: "2024-07-01")!, hour: 0, minute: 0), 1_719_792_000)
    }
}
