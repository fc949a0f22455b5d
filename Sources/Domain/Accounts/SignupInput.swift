/// A validated sign-up form.
public struct SignupInput: Sendable, Equatable {
    public let email: String
    public let password: String
    public let firstName: String
    public let lastName: String
    public let birthDate: CalendarDate

    public static func parse(email: String?, password: String?, firstName: String?, lastName: String?,
                             birthDate: String?, today: CalendarDate) -> Result<SignupInput, FieldErrors> {
        var errors: [FieldError] = []
        let email = AccountRules.email(email, errors: &errors)
        let password = AccountRules.password(password, field: "password", errors: &errors)
        let first = AccountRules.name(firstName, field: "first_name", label: "first name", errors: &errors)
        let last = AccountRules.name(lastName, field: "last_name", label: "last name", errors: &errors)
        let birth = AccountRules.birthDate(birthDate, today: today, errors: &errors)
        guard let email, let password, let first, let last, let birth else { return .failure(FieldErrors(errors)) }
        return .success(SignupInput(email: email, password: password, firstName: first, lastName: last, birthDate: birth))
    }
}
