import Domain

/// The one-rep-max calculator's query fields.
enum OneRepMaxField: String, FormField {
    case weight, reps, unit
}

typealias OneRepMaxForm = SubmittedForm<OneRepMaxField>

extension SubmittedForm where Field == OneRepMaxField {
    func input() -> Result<OneRepMaxInput, FieldErrors> {
        validated { form in OneRepMaxInput.parse(weight: form[.weight], reps: form[.reps], unit: form[.unit]) }
    }
}
