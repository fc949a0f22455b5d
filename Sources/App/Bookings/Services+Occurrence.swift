import Domain

extension Services {
    /// The class `classID` on `date` as the schedule shows it (an extra time on a date the
    /// class also runs weekly: the weekly one, which bookings are for); nil when it does not
    /// take place then.
    func occurrence(classID: Int64, on date: CalendarDate) throws -> ClassOccurrence? {
        let day = try database.timetable(from: date, through: date, locationID: nil).occurrences(from: date, through: date)
            .filter { $0.scheduledClass.id == classID }
        return day.first { !$0.isExtra } ?? day.first
    }

    /// When the occurrence starts, on the gym's clock, in Unix seconds.
    func startTime(of occurrence: ClassOccurrence) -> Int {
        gymTimeZone.unixTime(forLocal: occurrence.date, hour: occurrence.starts.hour, minute: occurrence.starts.minute)
    }
}
