/// A validated profile form from the settings page.
public struct ProfileInput: Sendable, Equatable {
    public let firstName: String
    public let lastName: String
    public let birthDate: CalendarDate
    public let unit: WeightUnit
    /// Optional facts that fill in the points calculator.
    public let sex: Sex?
    public let bodyWeight: BodyWeight?
    /// For heart-rate zones; nil estimates it from the age (`HeartRateZones`).
    public let maxHeartRate: Int?

    /// Body weights people have: wider than any weight class, narrow enough to catch a typo.
    public static let bodyWeightKilograms = 20.0...400.0

    public static func parse(firstName: String?, lastName: String?, birthDate: String?, unit: String?,
                             sex: String? = nil, bodyWeight: String? = nil, bodyWeightUnit: String? = nil,
                             bodyWeightDate: String? = nil, maxHeartRate: String? = nil, today: CalendarDate) -> Result<ProfileInput, FieldErrors> {
        var errors: [FieldError] = []
        let first = AccountRules.name(firstName, field: "first_name", label: "first name", errors: &errors)
        let last = AccountRules.name(lastName, field: "last_name", label: "last name", errors: &errors)
        let birth = AccountRules.birthDate(birthDate, today: today, errors: &errors)
        let unit = FormValue.choice(unit, fallback: nil as WeightUnit?, field: "unit",
                                    message: "Choose kg or lb.", errors: &errors)
        let sex = (sex ?? "").isEmpty ? nil : FormValue.choice(sex, fallback: nil as Sex?, field: "sex",
                                                               message: "Choose male, female, or leave it empty.", errors: &errors)
        // The body weight keeps the unit it was typed in, whatever the unit the lifter logs in:
        // switching the log to kg must not turn 72.5 lb into 72.5 kg.
        let weightUnit = FormValue.choice(bodyWeightUnit, fallback: unit ?? .kg, field: "body_weight_unit",
                                          message: "Choose kg or lb.", errors: &errors) ?? .kg
        let weight = Self.bodyWeight(bodyWeight, date: bodyWeightDate, unit: weightUnit, today: today, errors: &errors)
        let maximum = Self.maxHeartRate(maxHeartRate, errors: &errors)
        guard errors.isEmpty, let first, let last, let birth, let unit else { return .failure(FieldErrors(errors)) }
        return .success(ProfileInput(firstName: first, lastName: last, birthDate: birth, unit: unit, sex: sex, bodyWeight: weight,
                                     maxHeartRate: maximum))
    }

    /// Empty means not given: the zones then take 220 minus the age.
    private static func maxHeartRate(_ raw: String?, errors: inout [FieldError]) -> Int? {
        let text = (raw ?? "").trimmingSpaces()
        guard !text.isEmpty else { return nil }
        guard let value = BoundedNumber.integer(String(text), in: HeartRateZones.maximums) else {
            errors.append(FieldError(field: "max_heart_rate", message: "Enter your maximum heart rate as a whole number from 100 to 250 bpm, or leave it empty."))
            return nil
        }
        return value
    }

    /// Empty means not given. The weight is in its own unit; its date defaults to today.
    private static func bodyWeight(_ raw: String?, date rawDate: String?, unit: WeightUnit, today: CalendarDate,
                                   errors: inout [FieldError]) -> BodyWeight? {
        let text = (raw ?? "").trimmingSpaces()
        guard !text.isEmpty else { return nil }
        let range = unit.fromKilograms(bodyWeightKilograms.lowerBound)...unit.fromKilograms(bodyWeightKilograms.upperBound)
        guard let value = FormValue.decimal(String(text), in: range) else {
            errors.append(FieldError(field: "body_weight", message:
                "Enter your body weight from \(NumberText.plain(range.lowerBound.rounded())) to \(NumberText.plain(range.upperBound.rounded())) \(unit.rawValue), or leave it empty."))
            return nil
        }
        let dateText = (rawDate ?? "").trimmingSpaces()
        guard let date = dateText.isEmpty ? today : CalendarDate(iso: String(dateText)),
              date <= today, date >= CalendarDate(year: 1900, month: 1, day: 1)! else {
            errors.append(FieldError(field: "body_weight_date", message: "Enter the day you weighed that as a real date, today or earlier."))
            return nil
        }
        return BodyWeight(value: value, unit: unit, date: date)
    }
}
