/// The checks the schedule's forms share, each appending a message a person can act on.
public enum ScheduleRules {
    /// The dates the schedule covers: the Unix epoch on, and far enough ahead for any
    /// timetable, while every date, its neighbours and its Unix times stay well in range.
    public static let dates = CalendarDate(year: 1970, month: 1, day: 1)!...CalendarDate(year: 2199, month: 12, day: 31)!
    public static let datesText = "from 1970-01-01 to 2199-12-31"

    /// Trimmed text of `length` characters; empty gives nil without a message when `optional`.
    static func text(_ raw: String?, length: ClosedRange<Int>, field: String, missing: String, tooLong: String,
                     errors: inout [FieldError]) -> String? {
        let text = String((raw ?? "").trimmingSpaces())
        if text.isEmpty && length.lowerBound == 0 { return "" }
        guard !text.isEmpty else {
            errors.append(FieldError(field: field, message: missing))
            return nil
        }
        guard text.count <= length.upperBound else {
            errors.append(FieldError(field: field, message: tooLong))
            return nil
        }
        return text
    }

    /// A `YYYY-MM-DD` date within `dates`; nil without a message when empty and `optional`.
    static func date(_ raw: String?, field: String, optional: Bool, message: String, errors: inout [FieldError]) -> CalendarDate?? {
        let text = String((raw ?? "").trimmingSpaces())
        if text.isEmpty && optional { return .some(nil) }
        guard let date = CalendarDate(iso: text), dates.contains(date) else {
            errors.append(FieldError(field: field, message: message))
            return nil
        }
        return date
    }

    static func time(_ raw: String?, field: String, name: String, errors: inout [FieldError]) -> ClockTime? {
        guard let time = ClockTime(text: String((raw ?? "").trimmingSpaces())) else {
            errors.append(FieldError(field: field, message: "Enter the \(name) as HH:MM on the 24-hour clock, e.g. 18:30."))
            return nil
        }
        return time
    }

    /// Start and end times; the end must come after the start on the same day.
    static func times(starts rawStarts: String?, ends rawEnds: String?, errors: inout [FieldError]) -> (ClockTime, ClockTime)? {
        let starts = time(rawStarts, field: "starts", name: "start time", errors: &errors)
        let ends = time(rawEnds, field: "ends", name: "end time", errors: &errors)
        guard let starts, let ends else { return nil }
        guard ends > starts else {
            errors.append(FieldError(field: "ends", message: "The class must end after it starts (\(starts.text)), on the same day."))
            return nil
        }
        return (starts, ends)
    }

    /// A row id from a `<select>`: a whole number from 1 up, nothing bigger than SQLite holds.
    static func id(_ raw: String?, field: String, message: String, errors: inout [FieldError]) -> Int64? {
        guard let id = RowID.parse(raw) else {
            errors.append(FieldError(field: field, message: message))
            return nil
        }
        return id
    }
}
