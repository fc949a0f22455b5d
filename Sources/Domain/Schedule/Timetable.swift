/// The classes and their one-off changes, turned into dated occurrences: the repetition rule
/// of the schedule, in one place.
public struct Timetable: Sendable {
    public let classes: [ScheduledClass]
    public let changes: [ClassChange]

    /// The longest span asked for at once: a year ahead, for the next day with classes.
    public static let maxDays = 400

    public init(classes: [ScheduledClass], changes: [ClassChange]) {
        self.classes = classes
        self.changes = changes
    }

    /// Every occurrence from `start` through `end` (at most `maxDays` days), by date and start
    /// time: the weekly ones, cancelled ones marked, and the extras.
    public func occurrences(from start: CalendarDate, through end: CalendarDate) -> [ClassOccurrence] {
        let end = min(end, start.adding(days: Self.maxDays - 1))
        guard start <= end else { return [] }
        var cancelled: Set<ClassDay> = []
        var extras: [ClassChange] = []
        for change in changes where change.date >= start && change.date <= end {
            switch change.kind {
            case .cancelled: cancelled.insert(ClassDay(classID: change.classID, date: change.date))
            case .extra: extras.append(change)
            }
        }
        var occurrences: [ClassOccurrence] = []
        for scheduled in classes {
            for date in scheduled.dates(from: start, through: end) {
                occurrences.append(ClassOccurrence(scheduledClass: scheduled, date: date, starts: scheduled.starts, ends: scheduled.ends,
                                                   isCancelled: cancelled.contains(ClassDay(classID: scheduled.id, date: date)), isExtra: false))
            }
        }
        let byID = Dictionary(classes.map { ($0.id, $0) }) { first, _ in first }
        for extra in extras {
            guard case .extra(let starts, let ends) = extra.kind, let scheduled = byID[extra.classID] else { continue }
            occurrences.append(ClassOccurrence(scheduledClass: scheduled, date: extra.date, starts: starts, ends: ends,
                                               isCancelled: false, isExtra: true))
        }
        return occurrences.sorted(by: ClassOccurrence.inOrder)
    }

    /// The first day after `date`, within `maxDays`, with a class that is not cancelled.
    public func nextDayWithClasses(after date: CalendarDate) -> CalendarDate? {
        occurrences(from: date.adding(days: 1), through: date.adding(days: Self.maxDays)).first { !$0.isCancelled }?.date
    }

    private struct ClassDay: Hashable {
        let classID: Int64
        let date: CalendarDate
    }
}
