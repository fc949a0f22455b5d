import Domain

/// The profile form on the settings page.
enum ProfileField: String, FormField {
    case firstName = "first_name", lastName = "last_name", birthDate = "birth_date", unit
    case sex, bodyWeight = "body_weight", bodyWeightDate = "body_weight_date"
}

typealias ProfileForm = SubmittedForm<ProfileField>

extension SubmittedForm where Field == ProfileField {
    /// The form holding the profile as stored.
    init(user: User) {
        self.init([.firstName: user.firstName, .lastName: user.lastName, .birthDate: user.birthDate, .unit: user.unit.rawValue,
                   .sex: user.sex?.rawValue ?? "", .bodyWeight: user.bodyWeight.map { NumberText.plain($0.value) } ?? "",
                   .bodyWeightDate: user.bodyWeight?.date.iso ?? ""])
    }

    func input(today: CalendarDate) -> Result<ProfileInput, FieldErrors> {
        validated { form in
            ProfileInput.parse(firstName: form[.firstName], lastName: form[.lastName], birthDate: form[.birthDate],
                               unit: form[.unit], sex: form[.sex], bodyWeight: form[.bodyWeight], bodyWeightDate: form[.bodyWeightDate],
                               today: today)
        }
    }
}
