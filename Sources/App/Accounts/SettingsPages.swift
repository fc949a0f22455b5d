import Domain
import HTTP
import Storage
import Templates

/// The settings page: profile, password, log out, and deleting the account.
struct SettingsPages: Sendable {
    let services: Services
    let sessions: Sessions

    static let profileFields = ["first_name", "last_name", "birth_date", "unit"]

    func showSettings(_ visit: Visit) throws -> Response {
        let user = try visit.requireUser()
        let saved = visit.request.queryItems["saved"]
        return try page(visit, values: currentValues(user), extra: ["notice": .string(saved == "profile" ? "Profile saved." : saved == "password" ? "Password changed. Your other sessions were logged out." : "")])
    }

    func updateProfile(_ visit: Visit) throws -> Response {
        let user = try visit.requireUser()
        let form = visit.form
        switch ProfileInput.parse(firstName: form["first_name"], lastName: form["last_name"], birthDate: form["birth_date"],
                                  unit: form["unit"], today: services.today()) {
        case .failure(let errors):
            return try page(visit, values: visit.formValues(Self.profileFields), extra: ["profile_errors": errors.templateValue],
                            status: .unprocessableContent)
        case .success(let input):
            try services.database.updateProfile(userID: user.id, firstName: input.firstName, lastName: input.lastName,
                                                birthDate: input.birthDate.iso, unit: input.unit)
            return .redirect(to: "/settings?saved=profile")
        }
    }

    func changePassword(_ visit: Visit) throws -> Response {
        let user = try visit.requireUser()
        var errors: [FieldError] = []
        if !(try currentPasswordMatches(visit.form["current_password"], user: user)) {
            errors.append(FieldError(field: "current_password", message: "This is not your current password."))
        }
        let newPassword = AccountRules.password(visit.form["new_password"], field: "new_password", errors: &errors)
        guard errors.isEmpty, let newPassword else {
            return try page(visit, values: currentValues(user), extra: ["password_errors": FieldErrors(errors).templateValue],
                            status: .unprocessableContent)
        }
        try services.database.updatePassword(userID: user.id, passwordHash: try services.config.passwordHasher.hash(newPassword),
                                             keepingSession: visit.session?.id)
        return .redirect(to: "/settings?saved=password")
    }

    func showDeleteAccount(_ visit: Visit) throws -> Response {
        _ = try visit.requireUser()
        return try services.pages.render("accounts/delete", ["title": "Delete account"], visit: visit)
    }

    /// Deletes the user and everything of theirs in one transaction, ending all sessions.
    func deleteAccount(_ visit: Visit) throws -> Response {
        let user = try visit.requireUser()
        guard try currentPasswordMatches(visit.form["password"], user: user) else {
            return try services.pages.render("accounts/delete", [
                "title": "Delete account",
                "errors": FieldErrors([FieldError(field: "password", message: "This is not your password; nothing was deleted.")]).templateValue,
            ], visit: visit, status: .unprocessableContent)
        }
        try services.database.deleteUser(userID: user.id)
        let goodbye = try services.pages.render("accounts/goodbye", ["title": "Account deleted", "csrf_token": .string(visit.csrfToken)])
        return try sessions.logOut(visit: visit, then: goodbye)
    }

    private func currentPasswordMatches(_ password: String?, user: User) throws -> Bool {
        guard let hash = try services.database.passwordHash(userID: user.id) else { return false }
        return services.config.passwordHasher.verify(password ?? "", against: hash)
    }

    private func currentValues(_ user: User) -> TemplateValue {
        ["first_name": .string(user.firstName), "last_name": .string(user.lastName),
         "birth_date": .string(user.birthDate), "unit": .string(user.unit.rawValue)]
    }

    private func page(_ visit: Visit, values: TemplateValue, extra: [String: TemplateValue] = [:], status: HTTPStatus = .ok) throws -> Response {
        var context: [String: TemplateValue] = ["title": "Settings", "values": values, "today": .string(services.today().iso)]
        context.merge(extra) { _, new in new }
        return try services.pages.render("accounts/settings", context, visit: visit, status: status)
    }
}
