/// A date as written, before it is checked to be a real day: "Feb 30 2020" reads as
/// year 2020, month 2, day 30, which `CalendarDate` then refuses. An instant written with
/// its offset from UTC ("2021-12-27 22:14:35 +0000", as Fitbod writes every time) also
/// keeps its time of day and offset, so its day can be the lifter's own.
struct DateFields: Equatable {
    let year: Int
    let month: Int
    let day: Int
    /// Seconds since midnight and seconds east of UTC, both or neither.
    var secondsIntoDay: Int?
    var utcOffset: Int?

    init(year: Int, month: Int, day: Int, secondsIntoDay: Int? = nil, utcOffset: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.secondsIntoDay = secondsIntoDay
        self.utcOffset = utcOffset
    }

    var calendarDate: CalendarDate? { CalendarDate(year: year, month: month, day: day) }

    /// The day on the lifter's clocks in `zone` for an instant with an offset; the day as
    /// written for anything else, or with no zone.
    func localDate(in zone: TimeZoneRules?) -> CalendarDate? {
        guard let date = calendarDate else { return nil }
        guard let zone, let secondsIntoDay, let utcOffset else { return date }
        return zone.localDate(atUnixTime: date.daysSinceEpoch * 86_400 + secondsIntoDay - utcOffset)
    }
}
