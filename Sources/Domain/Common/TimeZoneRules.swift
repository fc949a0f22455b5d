/// The UT offsets of one IANA time zone over time, read from its TZif file (RFC 8536) by
/// `init(tzif:)`: pure values, so the calendar maths can be tested without a disk.
public struct TimeZoneRules: Sendable, Equatable {
    /// Instants (Unix time) where the offset changes, strictly ascending.
    let transitionTimes: [Int]
    /// The offset (seconds east of UTC) from each transition on.
    let offsetsAfter: [Int]
    /// The offset before the first transition: local time type 0 (RFC 8536 §3.2).
    let initialOffset: Int
    /// The rule after the last transition (RFC 8536 §3.3); nil keeps the last offset.
    let footer: PosixTimeZone?

    public static let utc = TimeZoneRules(transitionTimes: [], offsetsAfter: [], initialOffset: 0, footer: nil)

    /// The offset in force at `time`, in seconds east of UTC (Los Angeles in winter: -28800).
    public func utcOffset(atUnixTime time: Int) -> Int {
        // RFC 8536 §3.2: with no transitions the footer, when there is one, covers all time.
        guard let first = transitionTimes.first, let last = transitionTimes.last else {
            return footer?.utcOffset(atUnixTime: time) ?? initialOffset
        }
        if time < first { return initialOffset }
        if time > last, let footer { return footer.utcOffset(atUnixTime: time) }
        // Binary search for the last transition at or before `time`: times[low] <= time.
        var low = 0
        var high = transitionTimes.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if transitionTimes[middle] <= time { low = middle } else { high = middle }
        }
        return offsetsAfter[low]
    }

    /// The calendar day on the zone's clocks at `time`.
    public func localDate(atUnixTime time: Int) -> CalendarDate {
        CalendarDate(unixTime: time + utcOffset(atUnixTime: time))
    }

    /// The instant when the zone's clocks show `hour:minute` on `date`, so a class keeps its
    /// wall-clock time across daylight saving changes. In a spring-forward gap the clocks
    /// never show that time: the answer is as late after the change as the time was into the
    /// gap (02:30 becomes 03:30). In a fall-back overlap they show it twice: the first wins.
    public func unixTime(forLocal date: CalendarDate, hour: Int, minute: Int) -> Int {
        let local = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60
        // Offsets stay within about ±26 hours, so two days either side reach past any change
        // that could touch `local` (Pacific/Apia skipped a whole day in 2011).
        let before = utcOffset(atUnixTime: local - 2 * 86_400)
        let after = utcOffset(atUnixTime: local + 2 * 86_400)
        let candidates = [local - before, local - after].filter { utcOffset(atUnixTime: $0) == local - $0 }
        // No candidate: a gap, and reading the time with the offset before it lands after it.
        return candidates.min() ?? local - before
    }
}
