import Domain

/// The merge form of `/history`: the lift whose sets move, and the lift they join.
enum LiftMergeField: String, FormField {
    case lift = "merge_lift", into

    static func change(_ form: SubmittedForm<Self>, keys: Set<String>) -> Result<LiftNameChange, FieldErrors> {
        form.validated { form in
            LiftNameChange.merge(lift: form[.lift], into: form[.into], keys: keys, fields: (Self.lift.rawValue, Self.into.rawValue))
        }
    }
}
