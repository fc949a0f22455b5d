/// The change-password form on the settings page, and the password that confirms deleting
/// the account.
enum PasswordField: String, FormField {
    case currentPassword = "current_password", newPassword = "new_password", password

    var isSecret: Bool { true }
}

typealias PasswordForm = SubmittedForm<PasswordField>
