/// A date as written, before it is checked to be a real day: "Feb 30 2020" reads as
/// year 2020, month 2, day 30, which `CalendarDate` then refuses.
struct DateFields: Equatable {
    let year: Int
    let month: Int
    let day: Int

    var calendarDate: CalendarDate? { CalendarDate(year: year, month: month, day: day) }
}
