import Domain
import XCTest

final class TimeZoneRulesErrorTests: XCTestCase {
    private func error(_ bytes: [UInt8]) -> TimeZoneRulesError? {
        do {
            _ = try TimeZoneRules(tzif: bytes)
            return nil
        } catch {
            return error
        }
    }

    func testBadMagic() {
        XCTAssertEqual(error(TZifFixture.make(footer: "UTC0", magic: "TZix")), .notTZif)
        XCTAssertEqual(error(Array("#!/bin/sh\necho hello, this is not a zone file\n".utf8)), .notTZif)
    }

    func testEveryTruncationOfARealFileIsAnErrorNotACrash() throws {
        let bytes = try TZifFixture.file("America/Los_Angeles")
        XCTAssertEqual(error([]), .truncated(section: "header"))
        XCTAssertEqual(error(Array(bytes.prefix(100))), .truncated(section: "version 1 data"))
        for length in 0..<bytes.count {
            XCTAssertNotNil(error(Array(bytes.prefix(length))), "prefix of \(length) bytes")
        }
    }

    func testHugeCountsInAShortFile() {
        let bytes = TZifFixture.header(timecnt: Int(UInt32.max), typecnt: Int(UInt32.max)) + [UInt8](repeating: 0, count: 64)
        XCTAssertEqual(error(bytes), .truncated(section: "version 1 data"))
    }

    func testTransitionNamingAMissingType() {
        let bytes = TZifFixture.make(times: [0], typeIndices: [3], footer: "UTC0")
        XCTAssertEqual(error(bytes), .invalid("a transition names local time type 3 of 1"))
    }

    /// Found by TextFuzz: a local time type 600 hours east of UTC was taken as a zone.
    func testAnOffsetNoPlaceHasIsRefused() {
        XCTAssertEqual(error(TZifFixture.make(offsets: [2_160_000], footer: "UTC0")),
                       .invalid("a local time type has offset 2160000, DST flag 0, designation 0"))
        XCTAssertNil(error(TZifFixture.make(offsets: [93_599], footer: "UTC0")), "+25:59:59 is the edge RFC 8536 allows")
    }

    func testTransitionsOutOfOrder() {
        let bytes = TZifFixture.make(times: [10, 5], typeIndices: [0, 0], footer: "UTC0")
        XCTAssertEqual(error(bytes), .invalid("transition times must be in ascending order"))
    }

    func testBadFooters() {
        let cases = [
            ("PST8PDT,M13.2.0,M11.1.0", "expected the month of an Mm.w.d rule from 1 to 12"),
            ("PST8PDT", "daylight saving time needs its start and end rules after a comma"),
            ("P8", "a zone abbreviation needs at least three characters"),
            ("PST", "expected hours from 0 to 24"),
            ("PST8PDT,M3.2.0,M11.1.0x", "unexpected text after the end rule"),
            ("<+0530-5:30", "a quoted abbreviation ends with >"),
            ("EST5EDT,J0,J365", "expected a Jn day from 1 to 365"),
            ("EST5EDT,M3.2.0/168,M11.1.0", "expected hours from 0 to 167"),
        ]
        for (footer, reason) in cases {
            XCTAssertEqual(error(TZifFixture.make(footer: footer)), .badFooter(footer, reason: reason), footer)
        }
    }

    func testMessagesSayWhatToDo() {
        XCTAssertEqual("\(TimeZoneRulesError.truncated(section: "footer"))",
                       "the TZif file ends inside its footer; it may be cut short, reinstall tzdata")
    }
}
