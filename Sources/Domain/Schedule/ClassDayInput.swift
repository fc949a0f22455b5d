/// A validated one-off change: the date of a cancellation, or the date and times of an extra
/// class.
public struct ClassDayInput: Sendable, Equatable {
    public let date: CalendarDate
    /// Nil for a cancellation.
    public let times: (starts: ClockTime, ends: ClockTime)?

    public static func == (lhs: ClassDayInput, rhs: ClassDayInput) -> Bool {
        lhs.date == rhs.date && lhs.times?.starts == rhs.times?.starts && lhs.times?.ends == rhs.times?.ends
    }

    public static func cancellation(date: String?, of scheduled: ScheduledClass) -> Result<ClassDayInput, FieldErrors> {
        var errors: [FieldError] = []
        let parsed = ScheduleRules.date(date, field: "date", optional: false,
                                        message: "Enter the date to cancel as YYYY-MM-DD.", errors: &errors)
        guard let date = parsed ?? nil else { return .failure(FieldErrors(errors)) }
        guard scheduled.occurs(on: date) else {
            let range = scheduled.lastDate.map { "from \(scheduled.firstDate.iso) to \($0.iso)" } ?? "from \(scheduled.firstDate.iso) on"
            return .failure(FieldErrors([FieldError(field: "date", message: "This class runs on \(scheduled.weekday.name)s \(range); \(date.iso) is not one of its dates.")]))
        }
        return .success(ClassDayInput(date: date, times: nil))
    }

    public static func extra(date: String?, starts: String?, ends: String?) -> Result<ClassDayInput, FieldErrors> {
        var errors: [FieldError] = []
        let parsed = ScheduleRules.date(date, field: "date", optional: false,
                                        message: "Enter the date of the extra class as YYYY-MM-DD, \(ScheduleRules.datesText).", errors: &errors)
        let times = ScheduleRules.times(starts: starts, ends: ends, errors: &errors)
        guard errors.isEmpty, let date = parsed ?? nil, let times else { return .failure(FieldErrors(errors)) }
        return .success(ClassDayInput(date: date, times: times))
    }
}
