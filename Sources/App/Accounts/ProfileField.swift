import Domain

/// The profile form on the settings page.
enum ProfileField: String, FormField {
    case firstName = "first_name", lastName = "last_name", birthDate = "birth_date", unit
    case sex, bodyWeight = "body_weight", bodyWeightUnit = "body_weight_unit", bodyWeightDate = "body_weight_date", timeZone = "time_zone"
    case maxHeartRate = "max_heart_rate"
}

/// The profile as the settings page saves it: the Domain's rules, plus the time zone, which
/// only the server's zone files can check.
struct ProfileUpdate {
    let profile: ProfileInput
    /// nil follows the gym's zone.
    let timeZone: String?
}

typealias ProfileForm = SubmittedForm<ProfileField>

extension SubmittedForm where Field == ProfileField {
    /// The form holding the profile as stored.
    init(user: User) {
        self.init([.firstName: user.firstName, .lastName: user.lastName, .birthDate: user.birthDate.iso, .unit: user.unit.rawValue,
                   .sex: user.sex?.rawValue ?? "", .bodyWeight: user.bodyWeight.map { NumberText.plain($0.value) } ?? "",
                   .bodyWeightUnit: (user.bodyWeight?.unit ?? user.unit).rawValue,
                   .bodyWeightDate: user.bodyWeight?.date.iso ?? "", .timeZone: user.timeZone ?? "",
                   .maxHeartRate: user.maxHeartRate.map(String.init) ?? ""])
    }

    func input(today: CalendarDate, timeZones: TimeZoneDatabase) -> Result<ProfileUpdate, FieldErrors> {
        validated { form in
            let zone = form[.timeZone] ?? ""
            let zoneError = zone.isEmpty || (try? timeZones.rules(named: zone)) != nil ? nil
                : FieldError(field: "time_zone", message: "Choose a time zone from the list, or the gym's.")
            let parsed = ProfileInput.parse(firstName: form[.firstName], lastName: form[.lastName], birthDate: form[.birthDate],
                                            unit: form[.unit], sex: form[.sex], bodyWeight: form[.bodyWeight], bodyWeightUnit: form[.bodyWeightUnit],
                                            bodyWeightDate: form[.bodyWeightDate], maxHeartRate: form[.maxHeartRate], today: today)
            switch (parsed, zoneError) {
            case (.success(let profile), nil): return .success(ProfileUpdate(profile: profile, timeZone: zone.isEmpty ? nil : zone))
            case (.success, let zoneError?): return .failure(FieldErrors([zoneError]))
            case (.failure(let errors), _): return .failure(FieldErrors(errors.errors + [zoneError].compactMap { $0 }))
            }
        }
    }
}
