/// The form that links a first single sign-on to an existing account with its password (and
/// its two-factor code when it has them on).
enum LinkField: String, FormField {
    case link, password, code

    /// A wrong code is no use written back, and a right one is spent.
    var isSecret: Bool { self != .link }
}

typealias LinkForm = SubmittedForm<LinkField>
