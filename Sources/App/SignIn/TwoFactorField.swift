/// The one field of every two-factor form: a code from the app, or a recovery code.
enum TwoFactorField: String, FormField {
    case code
}

typealias TwoFactorForm = SubmittedForm<TwoFactorField>
