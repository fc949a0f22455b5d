/// A validated profile form from the settings page.
public struct ProfileInput: Sendable, Equatable {
    public let firstName: String
    public let lastName: String
    public let birthDate: CalendarDate
    public let unit: WeightUnit

    public static func parse(firstName: String?, lastName: String?, birthDate: String?, unit: String?,
                             today: CalendarDate) -> Result<ProfileInput, FieldErrors> {
        var errors: [FieldError] = []
        let first = AccountRules.name(firstName, field: "first_name", label: "first name", errors: &errors)
        let last = AccountRules.name(lastName, field: "last_name", label: "last name", errors: &errors)
        let birth = AccountRules.birthDate(birthDate, today: today, errors: &errors)
        let unit = FormValue.choice(unit, fallback: nil as WeightUnit?, field: "unit",
                                    message: "Choose kg or lb.", errors: &errors)
        guard let first, let last, let birth, let unit else { return .failure(FieldErrors(errors)) }
        return .success(ProfileInput(firstName: first, lastName: last, birthDate: birth, unit: unit))
    }
}
