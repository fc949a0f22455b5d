import Domain

/// The fields of a one-off change: a cancellation's date, an extra's date and times (named
/// apart from the class form's own on the same page).
enum ClassDayField: String, FormField {
    case date, kind
    case extraDate = "extra_date", extraStarts = "extra_starts", extraEnds = "extra_ends"
}

typealias ClassDayForm = SubmittedForm<ClassDayField>
