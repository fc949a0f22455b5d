import Domain
import Glibc
import HTTP
import Storage
import Templates

/// The gym's schedule for everyone, logged in or not: a day's classes, one location or all,
/// and the same as iCalendar, one occurrence or four weeks to subscribe to.
struct SchedulePages: Sendable {
    let services: Services
    /// The day views, the feeds and the list of locations, kept while the schedule is unchanged.
    private let days = ScheduleCache<DayView>()
    private let feeds = ScheduleCache<[UInt8]>()
    private let locationLists = ScheduleCache<[Location]>()

    init(services: Services) {
        self.services = services
    }

    /// How many days the subscribed feed holds: today and the 27 after it.
    static let feedDays = 28

    /// A day's classes rendered (`schedule/day-classes`, escaped like any page), and the next
    /// day with classes when it has none: built once per schedule version, not per visit.
    private struct DayView: Sendable {
        let classes: String
        let hasClasses: Bool
        let nextDay: (link: String, label: String)?
    }

    func showSchedule(_ visit: Visit) throws -> Response {
        let version = services.database.gymVersion
        let locations = try locations(version: version)
        let filter = try ScheduleFilter.parse(visit.request.queryItems, today: services.today(), locations: locations)
        let day = try days.value("\(filter.date.iso) \(filter.locationValue)", version: version) { try dayView(filter) }
        var context = Self.pickerContext(filter, locations: locations, path: "/schedule", today: services.today())
        context["title"] = .string("Schedule, " + DateText.long(filter.date))
        context["classes"] = .html(day.classes)
        context["has_classes"] = .bool(day.hasClasses)
        if let next = day.nextDay {
            context["next_day"] = .string(next.link)
            context["next_day_label"] = .string(next.label)
        }
        return try services.pages.render("schedule/day", context, visit: visit)
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
        let version = services.database.gymVersion
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
        let html = try services.pages.templates.render("schedule/day-classes", [
            "classes": .list(occurrences.map { Self.occurrenceValue($0, wod: wods[$0.scheduledClass.classType]) }),
        ])
        return DayView(classes: String(decoding: html, as: UTF8.self), hasClasses: !occurrences.isEmpty,
                       nextDay: next.map { (filter.link("/schedule", date: $0), DateText.long($0)) })
    }

    /// The next day with a class that is not cancelled, searched a year ahead at most.
    private func nextDayWithClasses(after filter: ScheduleFilter) throws -> CalendarDate? {
        let start = filter.date.adding(days: 1), end = filter.date.adding(days: Timetable.maxDays)
        guard ScheduleRules.dates.contains(start) else { return nil }
        return try services.database.timetable(from: start, through: min(end, ScheduleRules.dates.upperBound), locationID: filter.location?.id)
            .nextDayWithClasses(after: filter.date)
    }

    private func calendar(_ occurrences: [ClassOccurrence], wods: [CalendarDate: [Int64: [String]]], name: String) -> [UInt8] {
        var writer = ICalendarWriter(name: name, stamp: time(nil))
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

    static func occurrenceValue(_ occurrence: ClassOccurrence, wod: [String]?) -> TemplateValue {
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
