/// A class on the gym's timetable: weekly on one weekday from its first date, until its last
/// date when it has one. A one-off class (an imported occurrence) has the same first and last
/// date.
@dynamicMemberLookup
public struct ScheduledClass: Sendable, Equatable {
    public let id: Int64
    /// The weekly rule as staff gave it on the form: class type, location, coach, weekday,
    /// times, first and last date and booking, read through the class (`scheduled.coach`).
    public let definition: ClassInput
    /// The names of the class type and the location `definition` points at.
    public let classType: String
    public let location: String

    public init(id: Int64, classTypeID: Int64, classType: String, locationID: Int64, location: String, coach: String,
                weekday: Weekday, starts: ClockTime, ends: ClockTime, firstDate: CalendarDate, lastDate: CalendarDate?,
                booking: BookingPolicy? = nil) {
        self.id = id
        self.definition = ClassInput(classTypeID: classTypeID, locationID: locationID, coach: coach, weekday: weekday, starts: starts,
                                     ends: ends, firstDate: firstDate, lastDate: lastDate, booking: booking)
        self.classType = classType
        self.location = location
    }

    public subscript<Value>(dynamicMember field: KeyPath<ClassInput, Value>) -> Value {
        definition[keyPath: field]
    }

    /// Whether the weekly rule puts the class on `date` (one-off changes aside).
    public func occurs(on date: CalendarDate) -> Bool {
        Weekday(date) == definition.weekday && date >= definition.firstDate && definition.lastDate.map { date <= $0 } ?? true
    }

    /// The weekly dates from `start` through `end`, in order.
    func dates(from start: CalendarDate, through end: CalendarDate) -> [CalendarDate] {
        let from = max(start, definition.firstDate)
        let until = definition.lastDate.map { min(end, $0) } ?? end
        guard from <= until else { return [] }
        var dates: [CalendarDate] = []
        var day = from.daysSinceEpoch + definition.weekday.daysUntil(from: from)
        while day <= until.daysSinceEpoch {
            dates.append(CalendarDate(daysSinceEpoch: day))
            day += 7
        }
        return dates
    }
}
