import Domain
import XCTest

/// The front desk's JSON export, read into one-off classes on the gym's clocks.
final class FrontDeskScheduleTests: XCTestCase {
    private func parse(_ json: String, zone: TimeZoneRules = .utc) throws(ScheduleImportError) -> [ImportedClass] {
        try FrontDeskSchedule.parse(Array(json.utf8)[...], timeZone: zone)
    }

    private func problem(_ json: String) -> String {
        do {
            _ = try parse(json)
            return "accepted"
        } catch {
            return error.description
        }
    }

    private func occurrence(_ fields: String) -> String { "{\"event_occurrences\": [\(fields)]}" }

    func testOffsetsAndZAreTheSameInstantsOnTheGymsClocks() throws {
        let losAngeles = try TimeZoneRules(tzif: TZifFixture.file("America/Los_Angeles"))
        let json = """
            {"event_occurrences": [
              {"id": 101, "name": "A10", "start_at": "2026-03-02T06:00:00-08:00", "end_at": "2026-03-02T06:45:00-08:00",
               "location_id": 7, "staff_members": [{"name": "Sam"}, {"name": "Kim"}], "state": "active"},
              {"id": "102", "name": "Yoga", "start_at": "2026-03-03T02:30:00Z", "end_at": "2026-03-03T03:30:00.000Z",
               "location_id": "7", "staff_members": [], "state": "cancelled"},
              {"id": 103, "name": "AStrong", "start_at": "2026-03-09T06:00:00-07:00", "end_at": "2026-03-09T07:00:00-0700",
               "location_id": 8}
            ]}
            """
        let classes = try parse(json, zone: losAngeles)
        XCTAssertEqual(classes[0], ImportedClass(externalID: "101", classType: "A10", locationExternalID: "7", coach: "Sam, Kim",
                                                 date: CalendarDate(iso: "2026-03-02")!, starts: ClockTime(text: "06:00")!,
                                                 ends: ClockTime(text: "06:45")!, isCancelled: false))
        // 02:30 UTC on the 3rd is 18:30 on the 2nd in Los Angeles (PST).
        XCTAssertEqual(classes[1].date.iso, "2026-03-02")
        XCTAssertEqual(classes[1].starts.text, "18:30")
        XCTAssertTrue(classes[1].isCancelled)
        XCTAssertEqual(classes[1].coach, "")
        // After the spring change, -07:00 is Los Angeles' own offset: still 06:00 on its clocks.
        XCTAssertEqual(classes[2].starts.text, "06:00")
        XCTAssertEqual(classes[2].ends.text, "07:00")
    }

    func testTimestampsNeedAnOffset() {
        XCTAssertEqual(Timestamp(iso: "2026-03-02T14:00:00Z")?.unixTime, 1_772_460_000)
        XCTAssertEqual(Timestamp(iso: "2026-03-02T06:00-08:00")?.unixTime, 1_772_460_000)
        XCTAssertEqual(Timestamp(iso: "2026-03-02 15:00:00+01")?.unixTime, 1_772_460_000)
        XCTAssertNil(Timestamp(iso: "2026-03-02T14:00:00"))
        XCTAssertNil(Timestamp(iso: "2026-03-02T14:00:00+24:00"))
        XCTAssertNil(Timestamp(iso: "2026-02-30T14:00:00Z"))
        XCTAssertNil(Timestamp(iso: "2026-03-02T14:00:00.Z"))
    }

    func testTheWrongShapeSaysWhatIsMissing() {
        XCTAssertEqual(problem("[1, 2]"), "This JSON is not a front-desk schedule: it is a list, not an object.")
        XCTAssertEqual(problem("{\"events\": []}"), "This JSON is not a front-desk schedule: it has no \"event_occurrences\" list.")
        XCTAssertEqual(problem("{\"event_occurrences\": {}}"),
                       "This JSON is not a front-desk schedule: \"event_occurrences\" is an object, not a list.")
        XCTAssertTrue(problem("{\"event_occurrences\": [,]}").hasPrefix("This is not JSON (line 1, column 24: unexpected ','"),
                      problem("{\"event_occurrences\": [,]}"))
    }

    func testABadOccurrenceIsNamedByItsPlaceAndId() {
        let good = #"{"id": 1, "name": "A10", "start_at": "2026-03-02T06:00:00Z", "end_at": "2026-03-02T07:00:00Z", "location_id": 7}"#
        XCTAssertEqual(problem(occurrence(good + #", {"id": 2, "name": "A20", "start_at": "2026-03-02 06:00", "end_at": "2026-03-02T07:00:00Z", "location_id": 7}"#)),
                       #"Occurrence 2 (id 2): "start_at" must be an ISO 8601 time with an offset or Z, such as 2026-03-02T06:00:00-08:00, not "2026-03-02 06:00"."#)
        XCTAssertEqual(problem(occurrence(#"{"id": 3, "name": "A20", "start_at": "2026-03-02T06:00:00Z", "end_at": "2026-03-02T05:00:00Z", "location_id": 7}"#)),
                       #"Occurrence 1 (id 3): "end_at" must come after "start_at"."#)
        XCTAssertEqual(problem(occurrence(#"{"name": "A20"}"#)), #"Occurrence 1: it has no "id"."#)
        XCTAssertEqual(problem(occurrence(#""A10""#)), "Occurrence 1: is text, not an object.")
        XCTAssertEqual(problem(occurrence(good + ", " + good)), "Occurrence 2 (id 1): has the same id as occurrence 1; each occurrence needs its own.")
        XCTAssertEqual(problem(occurrence(#"{"id": 1.5}"#)), #"Occurrence 1: "id" must be a whole number or text."#)
        XCTAssertEqual(problem(occurrence(#"{"id": 4, "name": "A\u001b10"}"#)),
                       #"Occurrence 1 (id 4): "name" holds a control or text-direction character."#)
        XCTAssertEqual(problem(occurrence(#"{"id": 5, "name": "A10", "start_at": "2026-03-02T23:30:00Z", "end_at": "2026-03-03T00:30:00Z", "location_id": 7}"#)),
                       "Occurrence 1 (id 5): it ends on another day than it starts (on the gym's clocks); classes end the day they start.")
    }

    func testTooManyOccurrencesAreRefusedBeforeReadingThem() {
        let many = "{\"event_occurrences\": [" + Array(repeating: "0", count: FrontDeskSchedule.maxOccurrences + 1).joined(separator: ",") + "]}"
        XCTAssertEqual(problem(many), "The export holds more than 10000 occurrences. Export a shorter period (a few weeks) and import each part.")
    }

    /// Read where it lies (issue 35): members it does not read are skipped however large, a
    /// repeated key counts by its first value as in a tree, and a JSON error anywhere, even past
    /// a bad occurrence or after the list, is named before anything about the shape.
    func testMembersNotReadAreSkippedAndJSONErrorsComeFirst() throws {
        let good = #"{"id": 1, "name": "A10", "start_at": "2026-03-02T06:00:00Z", "end_at": "2026-03-02T07:00:00Z", "location_id": 7"#
        let padding = "[" + Array(repeating: "[0]", count: 50_000).joined(separator: ",") + "]"
        let classes = try parse(#"{"meta": \#(padding), "event_occurrences": [\#(good), "name": "B20", "extra": \#(padding)}], "event_occurrences": 5}"#)
        XCTAssertEqual(classes.map(\.classType), ["A10"], "the first of a repeated key, and the first list")
        XCTAssertEqual(classes.first?.locationExternalID, "7")
        XCTAssertTrue(problem(occurrence(#"{"id": 1.5}"#) + ",").hasPrefix("This is not JSON"), "trailing content is a JSON error")
        XCTAssertTrue(problem(#"{"event_occurrences": [{"id": 1.5}, {"id": 2,}]}"#).hasPrefix("This is not JSON"),
                      "a syntax error after a bad occurrence is still the one named")
        XCTAssertTrue(problem("[[0], [0]").hasPrefix("This is not JSON"), "an unclosed list is not JSON before it is the wrong shape")
    }
}
