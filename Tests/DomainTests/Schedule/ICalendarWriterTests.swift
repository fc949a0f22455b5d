import Domain
import XCTest

final class ICalendarWriterTests: XCTestCase {
    private func document(_ event: CalendarEvent) -> String {
        var writer = ICalendarWriter(name: "Gym, schedule", stamp: 1_772_460_000)
        writer.add(event)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    private let event = CalendarEvent(uid: "class-1-20260302@liftinglog", start: 1_772_460_000, end: 1_772_462_700,
                                      summary: "A10; strength, conditioning \\ more", location: "Downtown",
                                      description: "Coach: Sam\n15-10-5 reps:", isCancelled: true)

    func testLinesEndInCRLFAndTextIsEscaped() {
        let text = document(event)
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        XCTAssertTrue(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare line feeds")
        XCTAssertTrue(text.contains("X-WR-CALNAME:Gym\\, schedule\r\n"))
        XCTAssertTrue(text.contains("SUMMARY:A10\\; strength\\, conditioning \\\\ more\r\n"))
        XCTAssertTrue(text.contains("DESCRIPTION:Coach: Sam\\n15-10-5 reps:\r\n"))
        XCTAssertTrue(text.contains("DTSTAMP:20260302T140000Z\r\nDTSTART:20260302T140000Z\r\nDTEND:20260302T144500Z\r\n"))
        XCTAssertTrue(text.contains("STATUS:CANCELLED\r\n"))
    }

    func testACalendarWithoutClassesStillHoldsOneComponent() {
        let writer = ICalendarWriter(name: "Gym", stamp: 1_772_460_000)
        let text = String(decoding: writer.finish(), as: UTF8.self)
        XCTAssertFalse(text.contains("VEVENT"))
        XCTAssertTrue(text.hasSuffix("X-PUBLISHED-TTL:PT1H\r\nBEGIN:VTIMEZONE\r\nTZID:UTC\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
            + "TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nEND:VCALENDAR\r\n"), text)
        XCTAssertFalse(document(event).contains("VTIMEZONE"), "a calendar with events needs no more: its times are UTC")
    }

    func testLongLinesFoldAt75OctetsWithoutSplittingACharacter() {
        let long = CalendarEvent(uid: "u", start: 0, end: 60, summary: String(repeating: "é", count: 100) + String(repeating: "x", count: 100),
                                 location: "", description: "", isCancelled: false)
        let text = document(long)
        for line in text.components(separatedBy: "\r\n") {
            XCTAssertLessThanOrEqual(line.utf8.count, 75, line)
        }
        XCTAssertFalse(text.contains("\u{FFFD}"), "every character kept whole")
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        XCTAssertTrue(unfolded.contains("SUMMARY:" + String(repeating: "é", count: 100) + String(repeating: "x", count: 100) + "\r\n"))
    }
}
