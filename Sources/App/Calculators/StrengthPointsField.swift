import Domain

/// The strength-points calculator's query fields.
enum StrengthPointsField: String, FormField {
    case sex, bodyweight, squat, bench, deadlift, unit, equipment
}

typealias StrengthPointsForm = SubmittedForm<StrengthPointsField>

extension SubmittedForm where Field == StrengthPointsField {
    func input() -> Result<StrengthPointsInput, FieldErrors> {
        validated { form in
            StrengthPointsInput.parse(sex: form[.sex], bodyweight: form[.bodyweight], squat: form[.squat], bench: form[.bench],
                                      deadlift: form[.deadlift], unit: form[.unit], equipment: form[.equipment])
        }
    }
}
