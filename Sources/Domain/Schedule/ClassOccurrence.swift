/// One class on one date, as the schedule page, the calendar feed and the staff pages show it.
public struct ClassOccurrence: Sendable, Equatable {
    public let scheduledClass: ScheduledClass
    public let date: CalendarDate
    public let starts: ClockTime
    public let ends: ClockTime
    /// Shown as cancelled, never hidden, so nobody turns up to a class that moved.
    public let isCancelled: Bool
    /// An extra time the class runs on this date, beside its weekly one.
    public let isExtra: Bool

    public init(scheduledClass: ScheduledClass, date: CalendarDate, starts: ClockTime, ends: ClockTime, isCancelled: Bool, isExtra: Bool) {
        self.scheduledClass = scheduledClass
        self.date = date
        self.starts = starts
        self.ends = ends
        self.isCancelled = isCancelled
        self.isExtra = isExtra
    }

    /// The same for an occurrence wherever it is written (a single event, the feed, every
    /// download), so calendar apps update it instead of adding a copy (RFC 5545 §3.8.4.7).
    public var uid: String {
        // YYYYMMDD: the schedule's years have four digits.
        let day = String(date.year * 10_000 + date.month * 100 + date.day)
        return "class-" + String(scheduledClass.id) + "-" + day + (isExtra ? "-extra" : "") + "@liftinglog"
    }

    /// The same class type at the same place and times on the same date.
    func isSameSlot(as other: ClassOccurrence) -> Bool {
        date == other.date && starts == other.starts && ends == other.ends
            && scheduledClass.classTypeID == other.scheduledClass.classTypeID && scheduledClass.locationID == other.scheduledClass.locationID
    }

    /// Made for this one date (an imported occurrence, which runs from its date to the same
    /// date, or an extra time), rather than by a weekly rule.
    var isForItsDate: Bool {
        isExtra || scheduledClass.lastDate == scheduledClass.firstDate
    }

    /// Earlier first; at one time, by class type, then location, so the order never depends
    /// on the database's.
    static func inOrder(_ lhs: ClassOccurrence, _ rhs: ClassOccurrence) -> Bool {
        (lhs.date, lhs.starts.minutesSinceMidnight, lhs.ends.minutesSinceMidnight, lhs.scheduledClass.classType,
         lhs.scheduledClass.location, lhs.scheduledClass.id)
            < (rhs.date, rhs.starts.minutesSinceMidnight, rhs.ends.minutesSinceMidnight, rhs.scheduledClass.classType,
               rhs.scheduledClass.location, rhs.scheduledClass.id)
    }
}
