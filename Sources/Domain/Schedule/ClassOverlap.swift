/// Classes in one location at overlapping times: allowed (two rooms, a coach covering), but
/// staff are told, since it is more often a typo.
public enum ClassOverlap {
    /// The other weekly classes in `candidate`'s location that meet it on some date: the same
    /// weekday, overlapping times and overlapping date ranges.
    public static func classes(overlapping candidate: ScheduledClass, among others: [ScheduledClass]) -> [ScheduledClass] {
        others.filter { other in
            other.id != candidate.id && other.locationID == candidate.locationID && other.weekday == candidate.weekday
                && timesOverlap(candidate.starts, candidate.ends, other.starts, other.ends)
                && datesOverlap(candidate, other)
        }
    }

    /// The occurrences in `locationID` that a class from `starts` to `ends` would overlap.
    public static func occurrences(overlapping starts: ClockTime, _ ends: ClockTime, locationID: Int64, excluding classID: Int64,
                                   among occurrences: [ClassOccurrence]) -> [ClassOccurrence] {
        occurrences.filter {
            $0.scheduledClass.locationID == locationID && $0.scheduledClass.id != classID && !$0.isCancelled
                && timesOverlap(starts, ends, $0.starts, $0.ends)
        }
    }

    /// Half-open ranges: a class ending at 07:00 does not overlap one starting at 07:00.
    static func timesOverlap(_ start1: ClockTime, _ end1: ClockTime, _ start2: ClockTime, _ end2: ClockTime) -> Bool {
        start1 < end2 && start2 < end1
    }

    private static func datesOverlap(_ a: ScheduledClass, _ b: ScheduledClass) -> Bool {
        (b.lastDate.map { a.firstDate <= $0 } ?? true) && (a.lastDate.map { b.firstDate <= $0 } ?? true)
    }
}
