import Domain
import HTTP

/// `?date=YYYY-MM-DD&location=<id>|all` of the schedule, the workouts and the feed, parsed into
/// bounded values before anything else: a date outside `ScheduleRules.dates` or a location
/// that is not a whole number is a 400, an id no location has a 404.
struct ScheduleFilter: Sendable {
    let date: CalendarDate
    /// Nil shows every location.
    let location: Location?

    static func parse(_ query: FormData, today: CalendarDate, locations: [Location]) throws(HTTPError) -> ScheduleFilter {
        ScheduleFilter(date: try date(query["date"], today: today), location: try location(query["location"], among: locations))
    }

    static func date(_ raw: String?, today: CalendarDate) throws(HTTPError) -> CalendarDate {
        guard let raw, !raw.isEmpty else { return today }
        guard let date = CalendarDate(iso: raw), ScheduleRules.dates.contains(date) else {
            throw HTTPError(.badRequest, "Pick a date \(ScheduleRules.datesText), written YYYY-MM-DD, or open the schedule for today.")
        }
        return date
    }

    static func location(_ raw: String?, among locations: [Location]) throws(HTTPError) -> Location? {
        guard let raw, !raw.isEmpty, raw != "all" else { return nil }
        guard let id = RowID.parse(raw) else {
            throw HTTPError(.badRequest, "The location must be one from the list, or all. Open the schedule again and pick one.")
        }
        guard let location = locations.first(where: { $0.id == id }) else {
            throw HTTPError(.notFound, "There is no such location. Open the schedule again and pick one from the list.")
        }
        return location
    }

    /// The `location` value that keeps this filter in links and the picker.
    var locationValue: String { location.map { String($0.id) } ?? "all" }

    /// A link to `path` for another date with the same location.
    func link(_ path: String, date other: CalendarDate) -> String {
        "\(path)?date=\(other.iso)&location=\(locationValue)"
    }

    /// The previous and next day when they are still schedule dates.
    var neighbours: (previous: CalendarDate?, next: CalendarDate?) {
        let previous = date.adding(days: -1), next = date.adding(days: 1)
        return (ScheduleRules.dates.contains(previous) ? previous : nil, ScheduleRules.dates.contains(next) ? next : nil)
    }
}
