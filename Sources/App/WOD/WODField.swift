import Domain

/// The fixed fields of the staff workout form; the typed workouts are `wod[<class type>]`,
/// one per class type, read by `WODPages`.
enum WODField: String, FormField {
    case date, html, confirm

    var isMultiline: Bool { self == .html }
}

typealias WODForm = SubmittedForm<WODField>
