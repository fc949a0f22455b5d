/// When daylight saving time starts or ends in a POSIX TZ string (POSIX.1-2017 §8.3, the
/// `rule` part): a day of the year and a local time on it.
struct PosixTransitionRule: Sendable, Equatable {
    enum Day: Sendable, Equatable {
        /// `Jn`: day 1...365 of the year, February 29 never counted.
        case julian(Int)
        /// `n`: day 0...365 of the year, February 29 counted in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 means the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    let day: Day
    /// Seconds after local midnight; RFC 8536 §3.3.1 allows -167...167 hours.
    let time: Int

    /// The instant of the change in `year`; the rule's time is read on the clock in force
    /// just before the change (standard time for the start, daylight time for the end).
    func unixTime(inYear year: Int, offsetBefore: Int) -> Int {
        daysSinceEpoch(inYear: year) * 86_400 + time - offsetBefore
    }

    private func daysSinceEpoch(inYear year: Int) -> Int {
        let january1 = CalendarDate.daysSinceEpoch(year: year, month: 1, day: 1)
        switch day {
        case .julian(let number):
            let isLeapYear = CalendarDate.daysIn(month: 2, year: year) == 29
            return january1 + number - 1 + (isLeapYear && number >= 60 ? 1 : 0)
        case .zeroBased(let number):
            return january1 + number
        case .monthWeekDay(let month, let week, let weekday):
            let first = CalendarDate.daysSinceEpoch(year: year, month: month, day: 1)
            // 1970-01-01 was a Thursday (weekday 4).
            let weekdayOfFirst = ((first + 4) % 7 + 7) % 7
            var offset = (weekday - weekdayOfFirst + 7) % 7 + (week - 1) * 7
            while offset >= CalendarDate.daysIn(month: month, year: year) { offset -= 7 }
            return first + offset
        }
    }
}
