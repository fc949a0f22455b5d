/// The classes and their one-off changes, turned into dated occurrences: the repetition rule
/// of the schedule, in one place.
public struct Timetable: Sendable {
    public let classes: [ScheduledClass]
    public let changes: [ClassChange]
    /// Each weekday's classes in the order a day lists them, sorted once: a day's occurrences
    /// then come out in order without sorting the (large) occurrences themselves.
    private let byWeekday: [[ScheduledClass]]

    /// The longest span asked for at once: a year ahead, for the next day with classes.
    public static let maxDays = 400

    public init(classes: [ScheduledClass], changes: [ClassChange]) {
        self.classes = classes
        self.changes = changes
        var byWeekday = [[ScheduledClass]](repeating: [], count: 8)
        // Indices are sorted, not the classes: moving an Int costs less than a class's texts.
        for index in classes.indices.sorted(by: { Self.inOrder(classes[$0], classes[$1]) }) {
            byWeekday[classes[index].weekday.rawValue].append(classes[index])
        }
        self.byWeekday = byWeekday
    }

    /// Every occurrence from `start` through `end` (at most `maxDays` days), by date and start
    /// time: the weekly ones, cancelled ones marked, and the extras.
    public func occurrences(from start: CalendarDate, through end: CalendarDate) -> [ClassOccurrence] {
        let end = min(end, start.adding(days: Self.maxDays - 1))
        guard start <= end else { return [] }
        let changes = Changes(changes.filter { $0.date >= start && $0.date <= end }, classes: classes)
        return (start.daysSinceEpoch...end.daysSinceEpoch).flatMap { occurrences(on: CalendarDate(daysSinceEpoch: $0), changes) }
    }

    /// The first day after `date`, within `maxDays`, with a class that is not cancelled.
    public func nextDayWithClasses(after date: CalendarDate) -> CalendarDate? {
        let changes = Changes(changes.filter { $0.date > date }, classes: classes)
        for offset in 1...Self.maxDays {
            let day = date.adding(days: offset)
            if occurrences(on: day, changes).contains(where: { !$0.isCancelled }) { return day }
        }
        return nil
    }

    /// One day's occurrences in order: the weekday's classes are sorted already, so only a day
    /// with an extra needs sorting.
    private func occurrences(on date: CalendarDate, _ changes: Changes) -> [ClassOccurrence] {
        let day = date.daysSinceEpoch
        let weekly = byWeekday[Weekday(date).rawValue].filter { $0.occurs(on: date) }.map { scheduled in
            ClassOccurrence(scheduledClass: scheduled, date: date, starts: scheduled.starts, ends: scheduled.ends,
                            isCancelled: changes.cancelled.contains(ClassDay(classID: scheduled.id, day: day)), isExtra: false)
        }
        guard let extras = changes.extras[day] else { return Self.mergingDuplicates(weekly) }
        return Self.mergingDuplicates((weekly + extras).sorted(by: ClassOccurrence.inOrder))
    }

    /// One class where the staff's weekly class and the front desk's imported occurrence (or
    /// an extra) are the same class type, place and times: a member sees one, and it is the
    /// one made for that date, which knows best whether it runs. The day is in order, so such
    /// twins are neighbours.
    private static func mergingDuplicates(_ occurrences: [ClassOccurrence]) -> [ClassOccurrence] {
        var merged: [ClassOccurrence] = []
        merged.reserveCapacity(occurrences.count)
        for occurrence in occurrences {
            guard let last = merged.last, last.isSameSlot(as: occurrence) else {
                merged.append(occurrence)
                continue
            }
            if occurrence.isForItsDate && !last.isForItsDate { merged[merged.count - 1] = occurrence }
        }
        return merged
    }

    /// The one-off changes of a span, found by class and day.
    private struct Changes {
        var cancelled: Set<ClassDay> = []
        var extras: [Int: [ClassOccurrence]] = [:]

        init(_ changes: [ClassChange], classes: [ScheduledClass]) {
            guard !changes.isEmpty else { return }
            let byID = Dictionary(classes.map { ($0.id, $0) }) { first, _ in first }
            for change in changes {
                switch change.kind {
                case .cancelled:
                    cancelled.insert(ClassDay(classID: change.classID, day: change.date.daysSinceEpoch))
                case .extra(let starts, let ends):
                    guard let scheduled = byID[change.classID] else { continue }
                    extras[change.date.daysSinceEpoch, default: []].append(
                        ClassOccurrence(scheduledClass: scheduled, date: change.date, starts: starts, ends: ends, isCancelled: false, isExtra: true))
                }
            }
        }
    }

    /// A day's order of weekly classes: by start, end, class type, location, then id.
    private static func inOrder(_ lhs: ScheduledClass, _ rhs: ScheduledClass) -> Bool {
        (lhs.starts.minutesSinceMidnight, lhs.ends.minutesSinceMidnight, lhs.classType, lhs.location, lhs.id)
            < (rhs.starts.minutesSinceMidnight, rhs.ends.minutesSinceMidnight, rhs.classType, rhs.location, rhs.id)
    }

    private struct ClassDay: Hashable {
        let classID: Int64
        let day: Int
    }
}
