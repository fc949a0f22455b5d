import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// The gym's schedule for everyone, logged in or not: a day's classes, one location or all,
/// and the same as iCalendar, one occurrence or four weeks to subscribe to.
struct SchedulePages: Sendable {
    let services: Services
    /// The day views, the feeds and the list of locations, kept while the schedule is unchanged.
    private let days: ScheduleCache<DayView>
    /// A feed is made again after a minute even so: its DTSTAMP is the time it was made.
    private let feeds: ScheduleCache<[UInt8]>
    private let locationLists: ScheduleCache<[Location]>

    init(services: Services) {
        self.services = services
        (days, feeds, locationLists) = (ScheduleCache(clock: services.clock), ScheduleCache(clock: services.clock, maxAge: 60), ScheduleCache(clock: services.clock))
    }

    /// How many days the subscribed feed holds: today and the 27 after it.
    static let feedDays = 28

    /// A day's classes with their workouts, and the next day with classes when it has none:
    /// read once per schedule version, not per visit. Rendered per visit (`schedule/day-classes`),
    /// as each class that takes bookings shows the member their own place.
    private struct DayView: Sendable {
        let classes: [ClassOccurrence]
        let wods: [String: [String]]
        let nextDay: (link: String, label: String)?
    }

    func showSchedule(_ visit: Visit) throws -> Response {
        let locations = try locations(version: services.database.gymVersion())
        return try page(visit, filter: try ScheduleFilter.parse(visit.request.queryItems, today: services.today(), locations: locations),
                        locations: locations)
    }

    /// The occurrence's day again after its booking or cancellation was refused, `message`
    /// next to the class's form and `summary` at the top, with status 409.
    func refusedBooking(_ visit: Visit, occurrence: ClassOccurrence, message: String, summary: TemplateValue) throws -> Response {
        try page(visit, filter: ScheduleFilter(date: occurrence.date, location: nil), locations: try locations(version: services.database.gymVersion()),
                 refused: (occurrence, message, summary))
    }

    private func page(_ visit: Visit, filter: ScheduleFilter, locations: [Location],
                      refused: (occurrence: ClassOccurrence, message: String, summary: TemplateValue)? = nil) throws -> Response {
        let version = try services.database.gymVersion()
        let day = try days.value("\(filter.date.iso) \(filter.locationValue)", version: version) { try dayView(filter) }
        var context = Self.pickerContext(filter, locations: locations, path: "/schedule", today: services.today())
        context["title"] = .string("Schedule, " + DateText.long(filter.date))
        let ledgers = day.classes.contains { $0.scheduledClass.booking != nil } ? try services.database.bookingLedgers(on: filter.date) : [:]
        let now = services.clock.now()
        context["classes"] = .list(day.classes.map { occurrence in
            var value = Self.occurrenceValue(occurrence, wod: day.wods[occurrence.scheduledClass.classType])
            if let policy = occurrence.scheduledClass.booking {
                let window = BookingWindow(policy: policy, starts: services.startTime(of: occurrence))
                let ledger = ledgers[occurrence.scheduledClass.id] ?? BookingLedger(entries: [], capacity: policy.capacity)
                value.merge(Self.bookingValue(ledger, window: window, user: visit.user, now: now)) { _, new in new }
            }
            if let refused, refused.occurrence == occurrence { value["booking_error"] = .string(refused.message) }
            return .dictionary(value)
        })
        if let refused { context["error_summary"] = refused.summary }
        context["has_classes"] = .bool(!day.classes.isEmpty)
        context["booking_notice"] = .string(Self.bookingNotice(visit.request.queryItems))
        if let next = day.nextDay {
            context["next_day"] = .string(next.link)
            context["next_day_label"] = .string(next.label)
        }
        return try services.pages.render("schedule/day", context, visit: visit, status: refused == nil ? .ok : .conflict)
    }

    /// One occurrence as an event to add to a calendar.
    func exportOccurrence(_ visit: Visit) throws -> Response {
        let parameters = visit.request.parameters
        guard let id = visit.pathID, let date = CalendarDate(iso: parameters["date"] ?? ""),
              ScheduleRules.dates.contains(date) else { throw Self.noSuchOccurrence }
        let occurrences = try services.database.timetable(from: date, through: date, locationID: nil)
            .occurrences(from: date, through: date).filter { $0.scheduledClass.id == id }
        guard !occurrences.isEmpty else { throw Self.noSuchOccurrence }
        let wods = try services.database.wods(from: date, through: date)
        return Self.calendarResponse(calendar(occurrences, wods: wods, name: "\(occurrences[0].scheduledClass.classType) \(date.iso)"),
                                     filename: "class-\(id)-\(date.iso).ics")
    }

    /// Today and the 27 days after it, one location or all, for calendar apps to subscribe to.
    func exportFeed(_ visit: Visit) throws -> Response {
        let version = try services.database.gymVersion()
        let location = try ScheduleFilter.location(visit.request.queryItems["location"], among: try locations(version: version))
        let start = services.today(), end = start.adding(days: Self.feedDays - 1)
        let feed = try feeds.value("\(start.iso) \(location.map { String($0.id) } ?? "all")", version: version) {
            let occurrences = try services.database.timetable(from: start, through: end, locationID: location?.id)
                .occurrences(from: start, through: end)
            return calendar(occurrences, wods: try services.database.wods(from: start, through: end),
                            name: "Gym schedule" + (location.map { ", \($0.name)" } ?? ""))
        }
        return Self.calendarResponse(feed, filename: "schedule.ics")
    }

    // MARK: Helpers

    private static let noSuchOccurrence = HTTPError(.notFound, "That class does not take place on that date. Open the schedule and pick a class from it.")

    private func locations(version: Int) throws -> [Location] {
        try locationLists.value("all", version: version) { try services.database.locations() }
    }

    private func dayView(_ filter: ScheduleFilter) throws -> DayView {
        let occurrences = try services.database.timetable(from: filter.date, through: filter.date, locationID: filter.location?.id)
            .occurrences(from: filter.date, through: filter.date)
        let wods = Dictionary(try services.database.wods(on: filter.date).map { ($0.classType, $0.lines) }) { first, _ in first }
        let next = occurrences.isEmpty ? try nextDayWithClasses(after: filter) : nil
        return DayView(classes: occurrences, wods: wods, nextDay: next.map { (filter.link("/schedule", date: $0), DateText.long($0)) })
    }

    /// What a class that takes bookings shows: places left, the waitlist, and for a member
    /// their own place and the form to book or cancel while that is open.
    static func bookingValue(_ ledger: BookingLedger, window: BookingWindow, user: User?, now: Int) -> [String: TemplateValue] {
        let mine = user.flatMap { ledger.entry(of: $0.id) }.flatMap { $0.state.isActive ? $0 : nil }
        let closed = mine == nil ? window.bookingRefusal(at: now) : window.cancellationRefusal(at: now)
        return [
            "bookable": true, "capacity": .int(ledger.capacity), "places_left": .int(ledger.placesLeft),
            "waiting": .int(ledger.waitlist.count), "full": .bool(ledger.placesLeft == 0 || !ledger.waitlist.isEmpty),
            "member": .bool(user != nil), "my_booked": .bool(mine?.state == .booked),
            "my_waitlisted": .bool(mine?.state == .waitlisted),
            "my_position": .string(user.flatMap { ledger.waitlistPosition(of: $0.id) }.map(String.init) ?? ""),
            "booking_open": .bool(closed == nil), "booking_closed": .string(closed?.message ?? ""),
            "late_cancel": .bool(mine?.state == .booked && window.isLate(now)),
        ]
    }

    /// The answer to a booking, said again on the page it leads back to.
    private static func bookingNotice(_ query: FormData) -> String {
        switch query["booking"] {
        case "booked": BookingOutcome.booked.message
        case "waitlisted": BoundedNumber.integer(query["position"], in: 1...100_000).map { BookingOutcome.waitlisted(position: $0).message } ?? ""
        case "cancelled": "Cancelled."
        case "late": "Cancelled, after the cut-off: counted as a late cancellation."
        default: ""
        }
    }

    /// The next day with a class that is not cancelled, searched a year ahead at most.
    private func nextDayWithClasses(after filter: ScheduleFilter) throws -> CalendarDate? {
        let start = filter.date.adding(days: 1), end = filter.date.adding(days: Timetable.maxDays)
        guard ScheduleRules.dates.contains(start) else { return nil }
        return try services.database.timetable(from: start, through: min(end, ScheduleRules.dates.upperBound), locationID: filter.location?.id)
            .nextDayWithClasses(after: filter.date)
    }

    private func calendar(_ occurrences: [ClassOccurrence], wods: [CalendarDate: [Int64: [String]]], name: String) -> [UInt8] {
        var writer = ICalendarWriter(name: name, stamp: services.clock.now())
        let zone = services.gymTimeZone
        for occurrence in occurrences {
            let scheduled = occurrence.scheduledClass
            let start = zone.unixTime(forLocal: occurrence.date, hour: occurrence.starts.hour, minute: occurrence.starts.minute)
            let end = zone.unixTime(forLocal: occurrence.date, hour: occurrence.ends.hour, minute: occurrence.ends.minute)
            let wod = wods[occurrence.date]?[scheduled.classTypeID] ?? []
            var description = scheduled.coach.isEmpty ? "" : "Coach: " + scheduled.coach
            if !wod.isEmpty { description += (description.isEmpty ? "" : "\n") + "Workout of the day:\n" + wod.joined(separator: "\n") }
            writer.add(CalendarEvent(uid: occurrence.uid, start: start, end: end,
                                     summary: (occurrence.isCancelled ? "Cancelled: " : "") + scheduled.classType,
                                     location: scheduled.location, description: description, isCancelled: occurrence.isCancelled))
        }
        return writer.finish()
    }

    private static func calendarResponse(_ body: [UInt8], filename: String) -> Response {
        Response(status: .ok, headers: [
            "Content-Type": "text/calendar; charset=utf-8",
            "Content-Disposition": "inline; filename=\"\(filename)\"",
            // The schedule is the same for everyone; a calendar app may keep it a few minutes.
            "Cache-Control": "public, max-age=300",
        ], body: body)
    }

    /// What the date picker, the day links and the location list need, for the schedule and
    /// the workouts alike.
    static func pickerContext(_ filter: ScheduleFilter, locations: [Location], path: String, today: CalendarDate) -> [String: TemplateValue] {
        let (previous, next) = filter.neighbours
        return [
            "date": .string(filter.date.iso), "date_label": .string(DateText.long(filter.date)),
            "min_date": .string(ScheduleRules.dates.lowerBound.iso), "max_date": .string(ScheduleRules.dates.upperBound.iso),
            "location": .string(filter.locationValue), "location_name": .string(filter.location?.name ?? ""),
            "all_locations": .bool(filter.location == nil),
            "locations": .list(locations.map { ["id": .string(String($0.id)), "name": .string($0.name),
                                                "selected": .bool($0.id == filter.location?.id)] }),
            "previous": .string(previous.map { filter.link(path, date: $0) } ?? ""),
            "previous_label": .string(previous.map(DateText.long) ?? ""),
            "next": .string(next.map { filter.link(path, date: $0) } ?? ""),
            "next_label": .string(next.map(DateText.long) ?? ""),
            "today_link": .string(filter.date == today ? "" : filter.link(path, date: today)),
            "action": .string(path),
        ]
    }

    static func occurrenceValue(_ occurrence: ClassOccurrence, wod: [String]?) -> [String: TemplateValue] {
        let scheduled = occurrence.scheduledClass
        return [
            "id": .string(String(scheduled.id)), "date": .string(occurrence.date.iso),
            "starts": .string(occurrence.starts.text), "ends": .string(occurrence.ends.text),
            "type": .string(scheduled.classType), "coach": .string(scheduled.coach),
            "location_id": .string(String(scheduled.locationID)), "location": .string(scheduled.location),
            "cancelled": .bool(occurrence.isCancelled), "extra": .bool(occurrence.isExtra),
            "wod": .list((wod ?? []).map { .string($0) }),
        ]
    }
}
