/// The log-in form's fields.
enum LoginField: String, FormField {
    case email, password, next

    var isSecret: Bool { self == .password }
}

typealias LoginForm = SubmittedForm<LoginField>
