import Domain

/// The rename form of `/history`: which lift, and its new name. Named apart from the merge
/// form's fields, as both forms share the page and its ids.
enum LiftRenameField: String, FormField {
    case lift = "rename_lift", name

    static func change(_ form: SubmittedForm<Self>, keys: Set<String>) -> Result<LiftNameChange, FieldErrors> {
        form.validated { form in
            LiftNameChange.rename(lift: form[.lift], name: form[.name], keys: keys, fields: (Self.lift.rawValue, Self.name.rawValue))
        }
    }
}
