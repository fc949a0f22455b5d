import Domain

/// The fields of the weekly class form, new and edit alike.
enum ClassField: String, FormField {
    case classType = "class_type", location, coach, weekday, starts, ends
    case firstDate = "first_date", lastDate = "last_date"
    case capacity, bookingOpens = "booking_opens", cancelCutoff = "cancel_cutoff"
}

typealias ClassForm = SubmittedForm<ClassField>

extension SubmittedForm where Field == ClassField {
    init(_ scheduled: ScheduledClass) {
        self.init([.classType: String(scheduled.classTypeID), .location: String(scheduled.locationID), .coach: scheduled.coach,
                   .weekday: String(scheduled.weekday.rawValue), .starts: scheduled.starts.text, .ends: scheduled.ends.text,
                   .firstDate: scheduled.firstDate.iso, .lastDate: scheduled.lastDate?.iso ?? "",
                   .capacity: scheduled.booking.map { String($0.capacity) } ?? "",
                   .bookingOpens: String(scheduled.booking?.opensDays ?? BookingPolicy.defaultOpensDays),
                   .cancelCutoff: String(scheduled.booking?.cutoffHours ?? BookingPolicy.defaultCutoffHours)])
    }

    func input() -> Result<ClassInput, FieldErrors> {
        validated { form in
            ClassInput.parse(classType: form[.classType], location: form[.location], coach: form[.coach], weekday: form[.weekday],
                             starts: form[.starts], ends: form[.ends], firstDate: form[.firstDate], lastDate: form[.lastDate],
                             capacity: form[.capacity], bookingOpens: form[.bookingOpens], cancelCutoff: form[.cancelCutoff])
        }
    }
}
