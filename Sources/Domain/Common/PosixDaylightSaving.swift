/// The daylight saving part of a POSIX TZ string: its UT offset and when it starts and ends.
struct PosixDaylightSaving: Sendable, Equatable {
    /// Seconds east of UTC while daylight saving time is in force.
    let offset: Int
    let start: PosixTransitionRule
    let end: PosixTransitionRule

    /// Whether daylight saving time is in force at `time`. The latest change at or before
    /// `time` decides; looking at the year before and after as well covers the southern
    /// hemisphere (end before start in a year), rule times beyond 24 hours and all-year
    /// daylight saving (`J365/25` ending where the next year's start begins).
    func isInForce(atUnixTime time: Int, standardOffset: Int) -> Bool {
        let year = CalendarDate(unixTime: time + standardOffset).year
        var latest: (time: Int, starts: Bool)?
        for candidate in year - 1...year + 1 {
            let changes = [(end.unixTime(inYear: candidate, offsetBefore: offset), false),
                           (start.unixTime(inYear: candidate, offsetBefore: standardOffset), true)]
            for change in changes where change.0 <= time {
                if let known = latest, known.time > change.0 || (known.time == change.0 && known.starts) { continue }
                latest = change
            }
        }
        return latest?.starts ?? false
    }
}
