@testable import Domain
import XCTest

/// The repetition rule: weekly from a first date until a last date, one-off cancellations and
/// extras, and the order a day's classes are shown in.
final class TimetableTests: XCTestCase {
    private func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }
    private func time(_ text: String) -> ClockTime { ClockTime(text: text)! }

    private func weekly(_ id: Int64, _ type: String, _ weekday: Weekday, _ starts: String, _ ends: String, location: Int64 = 1,
                        first: String = "2026-01-01", last: String? = nil) -> ScheduledClass {
        ScheduledClass(id: id, classTypeID: id, classType: type, locationID: location, location: "Gym \(location)", coach: "Sam",
                       weekday: weekday, starts: time(starts), ends: time(ends), firstDate: date(first), lastDate: last.map(date))
    }

    func testWeekdaysFollowISONumbering() {
        XCTAssertEqual(Weekday(date("1970-01-01")), .thursday)
        XCTAssertEqual(Weekday(date("2026-03-02")), .monday)
        XCTAssertEqual(Weekday(date("2026-03-08")), .sunday)
        XCTAssertEqual(Weekday(date("1969-12-29")), .monday)
        XCTAssertEqual(Weekday.monday.daysUntil(from: date("2026-03-03")), 6)
    }

    func testAWeeklyClassRunsOnItsWeekdayFromItsFirstDateThroughItsLastDate() {
        // 2026-03-04 is a Wednesday; the first Monday on or after it is 2026-03-09.
        let yoga = weekly(1, "Yoga", .monday, "18:00", "19:00", first: "2026-03-04", last: "2026-03-23")
        let dates = Timetable(classes: [yoga], changes: []).occurrences(from: date("2026-03-01"), through: date("2026-03-31")).map(\.date.iso)
        XCTAssertEqual(dates, ["2026-03-09", "2026-03-16", "2026-03-23"])
        XCTAssertTrue(yoga.occurs(on: date("2026-03-23")))
        XCTAssertFalse(yoga.occurs(on: date("2026-03-30")), "after the last date")
        XCTAssertFalse(yoga.occurs(on: date("2026-03-02")), "before the first date")
    }

    func testAClassWithoutALastDateRunsOn() {
        let a10 = weekly(1, "A10", .friday, "06:00", "06:45")
        let occurrences = Timetable(classes: [a10], changes: []).occurrences(from: date("2031-12-01"), through: date("2031-12-31"))
        XCTAssertEqual(occurrences.map(\.date.iso), ["2031-12-05", "2031-12-12", "2031-12-19", "2031-12-26"])
    }

    func testACancelledOccurrenceIsMarkedAndKept() {
        let a10 = weekly(1, "A10", .monday, "06:00", "06:45")
        let timetable = Timetable(classes: [a10], changes: [ClassChange(classID: 1, date: date("2026-03-09"), kind: .cancelled)])
        let occurrences = timetable.occurrences(from: date("2026-03-02"), through: date("2026-03-16"))
        XCTAssertEqual(occurrences.map(\.isCancelled), [false, true, false])
    }

    func testAnExtraRunsOnItsDateWithItsOwnTimesBesideTheWeeklyOne() {
        let a10 = weekly(1, "A10", .monday, "06:00", "06:45")
        let extra = ClassChange(classID: 1, date: date("2026-03-07"), kind: .extra(starts: time("10:00"), ends: time("10:45")))
        let same = ClassChange(classID: 1, date: date("2026-03-09"), kind: .extra(starts: time("19:00"), ends: time("19:45")))
        let occurrences = Timetable(classes: [a10], changes: [extra, same]).occurrences(from: date("2026-03-07"), through: date("2026-03-09"))
        XCTAssertEqual(occurrences.map { "\($0.date.iso) \($0.starts.text) \($0.isExtra)" },
                       ["2026-03-07 10:00 true", "2026-03-09 06:00 false", "2026-03-09 19:00 true"])
        XCTAssertNotEqual(occurrences[1].uid, occurrences[2].uid, "an extra is an occurrence of its own")
        XCTAssertEqual(occurrences[1].uid, "class-1-20260309@liftinglog")
    }

    func testADaysClassesComeInOrderOfStartThenName() {
        let classes = [weekly(1, "Yoga", .monday, "18:00", "19:00"), weekly(2, "A20", .monday, "06:00", "06:45"),
                       weekly(3, "A10", .monday, "06:00", "06:45", location: 2), weekly(4, "APulse", .tuesday, "05:00", "06:00")]
        let day = Timetable(classes: classes, changes: []).occurrences(from: date("2026-03-02"), through: date("2026-03-02"))
        XCTAssertEqual(day.map(\.scheduledClass.classType), ["A10", "A20", "Yoga"])
    }

    func testTheNextDayWithClassesSkipsCancelledOnes() {
        let a10 = weekly(1, "A10", .monday, "06:00", "06:45")
        let timetable = Timetable(classes: [a10], changes: [ClassChange(classID: 1, date: date("2026-03-09"), kind: .cancelled)])
        XCTAssertEqual(timetable.nextDayWithClasses(after: date("2026-03-03")), date("2026-03-16"))
        let ended = weekly(2, "A20", .monday, "06:00", "06:45", last: "2026-03-02")
        XCTAssertNil(Timetable(classes: [ended], changes: []).nextDayWithClasses(after: date("2026-03-02")))
    }

    func testDaylightSavingDaysKeepTheWallClockTime() throws {
        let losAngeles = try TimeZoneRules(tzif: TZifFixture.file("America/Los_Angeles"))
        // 06:00 on the Sunday before and on the Sunday of the 2026 spring change (8 March).
        let before = losAngeles.unixTime(forLocal: date("2026-03-01"), hour: 6, minute: 0)
        let after = losAngeles.unixTime(forLocal: date("2026-03-08"), hour: 6, minute: 0)
        XCTAssertEqual(after - before, 7 * 86_400 - 3600, "a week on the clock is an hour shorter in real time")
        XCTAssertEqual(ICalendarWriter.utc(before), "20260301T140000Z")
        XCTAssertEqual(ICalendarWriter.utc(after), "20260308T130000Z")
    }

    func testOverlapsNeedTheSameLocationWeekdayTimesAndDates() {
        let a10 = weekly(1, "A10", .monday, "06:00", "07:00")
        let others = [weekly(2, "Yoga", .monday, "06:30", "07:30"), weekly(3, "A20", .monday, "07:00", "08:00"),
                      weekly(4, "APulse", .monday, "06:00", "07:00", location: 2), weekly(5, "AStrong", .tuesday, "06:00", "07:00"),
                      weekly(6, "Old", .monday, "06:00", "07:00", first: "2025-01-01", last: "2025-12-29")]
        XCTAssertEqual(ClassOverlap.classes(overlapping: a10, among: others + [a10]).map(\.id), [2])
    }
}
