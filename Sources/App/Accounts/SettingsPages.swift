import Domain
import HTTP
import Pages
import Storage
import Templates

/// The settings page: profile, password, log out, and deleting the account.
struct SettingsPages: Sendable {
    let services: Services
    let sessions: Sessions

    func showSettings(_ visit: Visit, user: User) throws -> Response {
        let saved = visit.request.queryItems["saved"]
        let notice = switch saved {
        case "profile": "Profile saved."
        case "password": "Password changed. Your other sessions were logged out."
        case "plates": "Bar and plates saved."
        case "feed": "Your bookings feed has a new address; any old one no longer works."
        case "feed-revoked": "Your bookings feed's address no longer works."
        case "boards": "Whiteboard choices saved."
        default: ""
        }
        return try page(visit, user: user, form: ProfileForm(user: user), extra: ["notice": .string(notice)])
    }

    /// The bar and plates of the lifter's gym, in both units, for the plates shown beside the
    /// weight and the 1RM calculator's tables.
    func updatePlates(_ visit: Visit, user: User) throws -> Response {
        var errors: [FieldError] = []
        let racks = WeightUnit.allCases.compactMap { unit in
            PlatesInput.parse(bar: visit.form["bar_" + unit.rawValue], plates: visit.form["plates_" + unit.rawValue], unit: unit, errors: &errors)
        }
        guard errors.isEmpty else {
            let typed = Dictionary(uniqueKeysWithValues: ["bar_kg", "plates_kg", "bar_lb", "plates_lb"].map { ($0, TemplateValue.string(visit.form[$0] ?? "")) })
            return try page(visit, user: user, form: ProfileForm(user: user), errors: FieldErrors(errors), errorsKey: "plates_errors",
                            extra: ["plates": .dictionary(typed)])
        }
        try services.database.savePlates(userID: user.id, racks)
        return .redirect(to: "/settings?saved=plates")
    }

    func updateProfile(_ visit: Visit, user: User) throws -> Response {
        let form = ProfileForm(visit.form)
        switch form.input(today: services.today(for: user), timeZones: services.timeZones) {
        case .failure(let errors):
            return try page(visit, user: user, form: form, errors: errors, errorsKey: "profile_errors")
        case .success(let input):
            try services.database.updateProfile(userID: user.id, input.profile, timeZone: input.timeZone)
            return .redirect(to: "/settings?saved=profile")
        }
    }

    func changePassword(_ visit: Visit, user: User) throws -> Response {
        let form = PasswordForm(visit.form)
        let currentMatches = try currentPasswordMatches(form[.currentPassword], user: user)
        let result = form.validated { form -> Result<String, FieldErrors> in
            var errors: [FieldError] = []
            if !currentMatches {
                errors.append(FieldError(field: "current_password", message: "This is not your current password."))
            }
            let newPassword = AccountRules.password(form[.newPassword], field: "new_password", errors: &errors)
            guard errors.isEmpty, let newPassword else { return .failure(FieldErrors(errors)) }
            return .success(newPassword)
        }
        switch result {
        case .failure(let errors):
            return try page(visit, user: user, form: ProfileForm(user: user), errors: errors, errorsKey: "password_errors")
        case .success(let newPassword):
            try services.database.updatePassword(userID: user.id, passwordHash: try services.config.passwordHasher.hash(newPassword),
                                                 keepingSession: visit.session?.id)
            return .redirect(to: "/settings?saved=password")
        }
    }

    /// Where a member with a one-time password from the command line lands after logging in:
    /// they just typed it, so only the new one is asked for.
    func showNewPassword(_ visit: Visit, user: User) throws -> Response {
        try services.pages.renderForm("accounts/new-password", ["title": "Choose your password", "temporary": .bool(user.passwordIsTemporary)],
                                      visit: visit, form: PasswordForm([:]))
    }

    func chooseNewPassword(_ visit: Visit, user: User) throws -> Response {
        guard user.passwordIsTemporary else { return .redirect(to: "/settings") }
        let form = PasswordForm(visit.form)
        var errors: [FieldError] = []
        guard let newPassword = AccountRules.password(form[.newPassword], field: "new_password", errors: &errors) else {
            return try services.pages.renderForm("accounts/new-password", ["title": "Choose your password", "temporary": true],
                                                 visit: visit, form: form, errors: FieldErrors(errors))
        }
        try services.database.updatePassword(userID: user.id, passwordHash: try services.config.passwordHasher.hash(newPassword),
                                             keepingSession: visit.session?.id)
        return .redirect(to: "/?password=chosen")
    }

    func showDeleteAccount(_ visit: Visit, user: User) throws -> Response {
        try services.pages.renderForm("accounts/delete", try deletionContext(user), visit: visit, form: PasswordForm([:]))
    }

    /// The deletion page's values: what goes, each kind with its count, so nothing is a surprise.
    private func deletionContext(_ user: User) throws -> [String: TemplateValue] {
        let contents = try services.database.accountContents(userID: user.id)
        func line(_ count: Int, _ one: String, _ many: String) -> String {
            "\(NumberText.grouped(count)) \(count == 1 ? one : many)"
        }
        let remembered = "(so that a file is not imported twice)"
        return [
            "title": "Delete account",
            "deleted": .list([
                line(contents.entries, "logged entry", "logged entries") + " on " + line(contents.days, "training day", "training days"),
                line(contents.tracks, "route", "routes"), line(contents.routines, "routine", "routines"),
                line(contents.imports, "import remembered \(remembered)", "imports remembered \(remembered)"),
                line(contents.searches, "recent fact search", "recent fact searches"),
                line(contents.bodyReadings, "weigh-in or measurement", "weigh-ins and measurements"),
                line(contents.sessions, "live workout", "live workouts"),
                line(contents.bookings, "class booking", "class bookings"),
                line(contents.scores, "whiteboard score", "whiteboard scores"),
                "your profile, your plates, and your sessions on every device",
            ].map(TemplateValue.string)),
        ]
    }

    /// Deletes the user and everything of theirs in one transaction, ending all sessions,
    /// then says goodbye on a page of its own (post/redirect/get, so a reload does not post
    /// again).
    func deleteAccount(_ visit: Visit, user: User) throws -> Response {
        let form = PasswordForm(visit.form)
        let password = form[.password] ?? ""
        let matches = try !password.isEmpty && currentPasswordMatches(password, user: user)
        let confirmed = form.validated { _ -> Result<Void, FieldErrors> in
            if password.isEmpty { return .failure(FieldErrors([FieldError(field: "password", message: "Enter your password; nothing was deleted.")])) }
            guard matches else {
                return .failure(FieldErrors([FieldError(field: "password", message: "This is not your password; nothing was deleted.")]))
            }
            return .success(())
        }
        if case .failure(let errors) = confirmed {
            return try services.pages.renderForm("accounts/delete", try deletionContext(user), visit: visit, form: form, errors: errors)
        }
        try services.database.deleteUser(userID: user.id)
        return try sessions.logOut(visit: visit, then: .redirect(to: "/goodbye"))
    }

    func showGoodbye(_ visit: Visit) throws -> Response {
        try services.pages.render("accounts/goodbye", ["title": "Account deleted"], visit: visit)
    }

    private func currentPasswordMatches(_ password: String?, user: User) throws -> Bool {
        guard let hash = try services.database.passwordHash(userID: user.id) else { return false }
        return services.config.passwordHasher.verify(password ?? "", against: hash)
    }

    /// The zones for the select in groups by region ("Europe", "America"; `UTC` in "Other"),
    /// each shown without its region and with spaces ("Argentina/Buenos Aires"), the chosen
    /// one marked (the template compares no two values).
    static func zoneOptions(_ names: [String], chosen: String) -> TemplateValue {
        var regions: [String] = []
        var zones: [String: [TemplateValue]] = [:]
        // `Etc/UTC` is `UTC` again: offered only to someone who already chose it.
        for name in names where !name.hasPrefix("Etc/") || name == chosen {
            let parts = name.split(separator: "/", maxSplits: 1)
            let (region, place) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : ("Other", name)
            if zones[region] == nil { regions.append(region) }
            let label = String(place.map { $0 == "_" ? " " : $0 })
            zones[region, default: []].append(["name": .string(name), "label": .string(label), "selected": .bool(name == chosen)])
        }
        return .list(regions.map { ["region": .string($0), "zones": .list(zones[$0] ?? [])] })
    }

    private func page(_ visit: Visit, user: User, form: ProfileForm, errors: FieldErrors? = nil, errorsKey: String = "errors",
                      extra: [String: TemplateValue] = [:]) throws -> Response {
        var racks: [String: TemplateValue] = [:]
        for unit in WeightUnit.allCases {
            let rack = try services.database.plates(userID: user.id, unit: unit)
            racks["bar_" + unit.rawValue] = .string(NumberText.plain(rack.bar))
            racks["plates_" + unit.rawValue] = .string(PlatesInput.text(rack))
        }
        var context: [String: TemplateValue] = [
            "title": "Settings", "today": .string(services.today(for: user).iso), "plates": .dictionary(racks),
            "time_zones": Self.zoneOptions(services.timeZones.names(), chosen: form[.timeZone] ?? ""),
            "gym_time_zone": .string(services.config.timeZone),
            "estimated_max_hr": .int(HeartRateZones(birthDate: user.birthDate, today: services.today(for: user)).maximum),
            "gym": Self.gymValue(try services.database.gymSettings(userID: user.id)),
        ]
        context.merge(extra) { _, new in new }
        return try services.pages.renderForm("accounts/settings", context, visit: visit, form: form, errors: errors, errorsKey: errorsKey)
    }

    private static func gymValue(_ settings: GymSettings) -> TemplateValue {
        ["feed": .string(settings.feedToken.map { "/bookings.ics?token=" + $0 } ?? ""),
         "hidden": .bool(settings.hiddenFromBoards), "dots": .bool(settings.dotsAllowed)]
    }
}
