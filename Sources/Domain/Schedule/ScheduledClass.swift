/// A class on the gym's timetable: weekly on one weekday from its first date, until its last
/// date when it has one. A one-off class (an imported occurrence) has the same first and last
/// date.
public struct ScheduledClass: Sendable, Equatable {
    public let id: Int64
    public let classTypeID: Int64
    public let classType: String
    public let locationID: Int64
    public let location: String
    public let coach: String
    public let weekday: Weekday
    public let starts: ClockTime
    public let ends: ClockTime
    public let firstDate: CalendarDate
    public let lastDate: CalendarDate?
    /// nil for a class without booking: members just come.
    public let booking: BookingPolicy?

    public init(id: Int64, classTypeID: Int64, classType: String, locationID: Int64, location: String, coach: String,
                weekday: Weekday, starts: ClockTime, ends: ClockTime, firstDate: CalendarDate, lastDate: CalendarDate?,
                booking: BookingPolicy? = nil) {
        self.id = id
        self.classTypeID = classTypeID
        self.classType = classType
        self.locationID = locationID
        self.location = location
        self.coach = coach
        self.weekday = weekday
        self.starts = starts
        self.ends = ends
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.booking = booking
    }

    /// Whether the weekly rule puts the class on `date` (one-off changes aside).
    public func occurs(on date: CalendarDate) -> Bool {
        Weekday(date) == weekday && date >= firstDate && lastDate.map { date <= $0 } ?? true
    }

    /// The weekly dates from `start` through `end`, in order.
    func dates(from start: CalendarDate, through end: CalendarDate) -> [CalendarDate] {
        let from = max(start, firstDate)
        let until = lastDate.map { min(end, $0) } ?? end
        guard from <= until else { return [] }
        var dates: [CalendarDate] = []
        var day = from.daysSinceEpoch + weekday.daysUntil(from: from)
        while day <= until.daysSinceEpoch {
            dates.append(CalendarDate(daysSinceEpoch: day))
            day += 7
        }
        return dates
    }
}
