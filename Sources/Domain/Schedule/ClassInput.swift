/// A validated weekly class form; also the rule a stored `ScheduledClass` holds.
public struct ClassInput: Sendable, Equatable {
    public let classTypeID: Int64
    public let locationID: Int64
    public let coach: String
    public let weekday: Weekday
    public let starts: ClockTime
    public let ends: ClockTime
    public let firstDate: CalendarDate
    public let lastDate: CalendarDate?
    /// nil for a class without booking: members just come.
    public let booking: BookingPolicy?

    public static let maxCoach = 100

    public init(classTypeID: Int64, locationID: Int64, coach: String, weekday: Weekday, starts: ClockTime, ends: ClockTime,
                firstDate: CalendarDate, lastDate: CalendarDate?, booking: BookingPolicy? = nil) {
        self.classTypeID = classTypeID
        self.locationID = locationID
        self.coach = coach
        self.weekday = weekday
        self.starts = starts
        self.ends = ends
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.booking = booking
    }

    /// Whether the class type and location exist is the caller's to check (`classType` and
    /// `location` name those fields).
    public static func parse(classType: String?, location: String?, coach: String?, weekday: String?, starts: String?,
                             ends: String?, firstDate: String?, lastDate: String?, capacity: String? = nil, bookingOpens: String? = nil,
                             cancelCutoff: String? = nil) -> Result<ClassInput, FieldErrors> {
        var errors: [FieldError] = []
        let classTypeID = ScheduleRules.id(classType, field: "class_type", message: "Choose the class type.", errors: &errors)
        let locationID = ScheduleRules.id(location, field: "location", message: "Choose the location.", errors: &errors)
        let coach = ScheduleRules.text(coach, length: 0...maxCoach, field: "coach", missing: "",
                                       tooLong: "Keep the coach's name to 100 characters or fewer.", errors: &errors)
        let weekday = BoundedNumber.integer(weekday, in: Weekday.numbers).flatMap(Weekday.init(rawValue:))
        if weekday == nil { errors.append(FieldError(field: "weekday", message: "Choose the day of the week.")) }
        let times = ScheduleRules.times(starts: starts, ends: ends, errors: &errors)
        let first = ScheduleRules.date(firstDate, field: "first_date", optional: false,
                                       message: "Enter the first date as YYYY-MM-DD, \(ScheduleRules.datesText).", errors: &errors)
        let last = ScheduleRules.date(lastDate, field: "last_date", optional: true,
                                      message: "Enter the last date as YYYY-MM-DD, \(ScheduleRules.datesText), or leave it empty.", errors: &errors)
        let booking = BookingPolicy.parse(capacity: capacity, opensDays: bookingOpens, cutoffHours: cancelCutoff, errors: &errors)
        guard errors.isEmpty, let classTypeID, let locationID, let coach, let weekday, let times, let first = first ?? nil, let last,
              let booking else {
            return .failure(FieldErrors(errors))
        }
        let input = ClassInput(classTypeID: classTypeID, locationID: locationID, coach: coach, weekday: weekday, starts: times.0,
                               ends: times.1, firstDate: first, lastDate: last, booking: booking)
        if let last, last < first.adding(days: weekday.daysUntil(from: first)) {
            let message = last < first ? "The last date must be on or after the first date."
                : "No \(weekday.name) falls from the first date to the last date."
            return .failure(FieldErrors([FieldError(field: "last_date", message: message)]))
        }
        return .success(input)
    }
}
