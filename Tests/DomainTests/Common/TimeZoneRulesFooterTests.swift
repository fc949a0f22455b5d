import Domain
import XCTest

/// Hand-built TZif files with no transitions, so the footer's POSIX TZ string rules all time.
final class TimeZoneRulesFooterTests: XCTestCase {
    private func footer(_ text: String) throws -> TimeZoneRules {
        try TimeZoneRules(tzif: TZifFixture.make(footer: text))
    }

    func testFixedOffsetWithQuotedDesignation() throws {
        let rules = try footer("<+0530>-5:30")
        XCTAssertEqual(rules.utcOffset(atUnixTime: 0), 19_800)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 2_524_608_000), 19_800)
    }

    func testMonthWeekDayRules() throws {
        let rules = try footer("PST8PDT,M3.2.0,M11.1.0")
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_710_064_799), -28_800)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_710_064_800), -25_200)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_730_624_399), -25_200)  // 2024-11-03 01:59:59 PDT
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_730_624_400), -28_800)
    }

    func testJulianDaysSkipFebruary29AndZeroBasedDaysCountIt() throws {
        // Standard -3, daylight -2 (one hour ahead by default), from 02:00 standard time.
        let julian = try footer("AAA3BBB,J60,J300")
        XCTAssertEqual(julian.utcOffset(atUnixTime: 1_709_269_199), -10_800)  // 2024-03-01 01:59:59
        XCTAssertEqual(julian.utcOffset(atUnixTime: 1_709_269_200), -7200)
        let zeroBased = try footer("AAA3BBB,59,299")
        XCTAssertEqual(zeroBased.utcOffset(atUnixTime: 1_709_182_800), -7200)  // 2024-02-29 02:00
        XCTAssertEqual(zeroBased.utcOffset(atUnixTime: 1_677_646_799), -10_800)  // 2023-03-01 01:59:59
        XCTAssertEqual(zeroBased.utcOffset(atUnixTime: 1_677_646_800), -7200)
    }

    func testDaylightSavingAllYear() throws {
        // RFC 8536 §3.3.1's example of permanent daylight saving time.
        let rules = try footer("EST5EDT,0/0,J365/25")
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_704_067_200), -14_400)  // 2024-01-01
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1_719_792_000), -14_400)  // 2024-07-01
    }

    func testTransitionsThenFooter() throws {
        let bytes = TZifFixture.make(times: [0, 1000], typeIndices: [1, 0], offsets: [3600, 7200], footer: "<+03>-3")
        let rules = try TimeZoneRules(tzif: bytes)
        XCTAssertEqual(rules.utcOffset(atUnixTime: -1), 3600)  // type 0 before the first transition
        XCTAssertEqual(rules.utcOffset(atUnixTime: 999), 7200)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1000), 3600)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1001), 10_800)
    }

    func testVersion1FileHas32BitTimesAndNoFooter() throws {
        // One transition at 1000 to type 1 (UTC+1), then two types and one designation byte.
        let bytes = TZifFixture.header(version: "\u{0}", timecnt: 1, typecnt: 2)
            + [0, 0, 0x03, 0xE8, 1] + [0, 0, 0, 0, 0, 0] + [0, 0, 0x0E, 0x10, 1, 0] + [0]
        let rules = try TimeZoneRules(tzif: bytes)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 999), 0)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 1000), 3600)
        XCTAssertEqual(rules.utcOffset(atUnixTime: 3_000_000_000), 3600)
    }
}
