import Domain

/// The sign-up form's fields.
enum SignupField: String, FormField {
    case email, password, firstName = "first_name", lastName = "last_name", birthDate = "birth_date"
    /// Filled in by the page's script from the browser's own zone; absent without JavaScript.
    case timeZone = "time_zone"

    var isSecret: Bool { self == .password }
}

typealias SignupForm = SubmittedForm<SignupField>

extension SubmittedForm where Field == SignupField {
    func input(today: CalendarDate) -> Result<SignupInput, FieldErrors> {
        validated { form in
            SignupInput.parse(email: form[.email], password: form[.password], firstName: form[.firstName],
                              lastName: form[.lastName], birthDate: form[.birthDate], today: today)
        }
    }
}
