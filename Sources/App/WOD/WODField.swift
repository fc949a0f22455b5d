import Domain

/// The fixed fields of the staff workout form; the typed workouts are `wod[<class type>]`,
/// one per class type, and a pasted post's choices for unknown headings `heading[<name>]`,
/// read by `WODPages`. `preview` (a second button) shows the choices' effect before saving.
enum WODField: String, FormField {
    case date, html, confirm, preview

    var isMultiline: Bool { self == .html }
}

typealias WODForm = SubmittedForm<WODField>
