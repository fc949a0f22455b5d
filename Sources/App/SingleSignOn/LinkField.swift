/// The form that links a first single sign-on to an existing account with its password.
enum LinkField: String, FormField {
    case link, password

    var isSecret: Bool { self == .password }
}

typealias LinkForm = SubmittedForm<LinkField>
