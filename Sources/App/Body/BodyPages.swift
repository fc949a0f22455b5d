import Domain
import HTTP
import Pages
import Storage
import Templates

/// The body log (issue 38): weigh-ins with body fat and tape measurements, logged, listed,
/// edited and deleted, and a chart of each quantity over a calendar range. Another lifter's
/// weigh-in is a 404.
struct BodyPages: Sendable {
    let services: Services

    /// Weigh-ins listed under the form, newest first; all of them are in `/body/export.csv`.
    static let listLimit = 100

    func showBody(_ visit: Visit, user: User) throws -> Response {
        try bodyPage(visit, user: user, form: WeighInForm(today: services.today(for: user), unit: user.unit))
    }

    func showStrength(_ visit: Visit, user: User) throws -> Response {
        let today = services.today(for: user)
        let range = try ChartView.range(visit.request.queryItems["range"]) ?? .standard
        var context: [String: TemplateValue] = [
            "title": "Strength relative to body weight",
            "ranges": .list(ChartRange.allCases.map { choice in
                ["href": .string("/body/strength?range=" + choice.rawValue), "label": .string(choice.label), "current": .bool(choice == range)]
            }),
        ]
        context.merge(try StrengthView(services.database, user: user, range: range, today: today).context) { _, new in new }
        return try services.pages.render("body/strength", context, visit: visit)
    }

    func createWeighIn(_ visit: Visit, user: User) throws -> Response {
        let form = WeighInForm(visit.form)
        switch form.input(defaultUnit: user.unit, today: services.today(for: user)) {
        case .failure(let errors): return try bodyPage(visit, user: user, form: form, errors: errors)
        case .success(let input):
            try services.database.addWeighIn(userID: user.id, input)
            return .redirect(to: "/body?saved=1")
        }
    }

    func showEditWeighIn(_ visit: Visit, user: User) throws -> Response {
        let (weighIn, measurements) = try owned(visit, user: user)
        return try editPage(visit, user: user, weighIn: weighIn, form: WeighInForm(weighIn: weighIn, measurements: measurements))
    }

    func updateWeighIn(_ visit: Visit, user: User) throws -> Response {
        let (weighIn, _) = try owned(visit, user: user)
        let form = WeighInForm(visit.form)
        switch form.input(defaultUnit: user.unit, today: services.today(for: user)) {
        case .failure(let errors): return try editPage(visit, user: user, weighIn: weighIn, form: form, errors: errors)
        case .success(let input):
            guard try services.database.updateWeighIn(userID: user.id, id: weighIn.id, input) else { throw Self.noSuchWeighIn }
            return .redirect(to: "/body?saved=1")
        }
    }

    func deleteWeighIn(_ visit: Visit, user: User) throws -> Response {
        guard let id = visit.pathID, try services.database.deleteWeighIn(userID: user.id, id: id) else { throw Self.noSuchWeighIn }
        return .redirect(to: "/body?deleted=1")
    }

    /// Every weigh-in and measurement as CSV (RFC 4180), one row each, oldest first.
    func exportBody(_ visit: Visit, user: User) throws -> Response {
        let log = try services.database.bodyLog(userID: user.id)
        return Response(status: .ok, headers: [
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": "attachment; filename=\"lifting-log-body.csv\"",
            "Cache-Control": "private, no-store",
        ], body: Array(BodyCSV.write(weighIns: log.weighIns, measurements: log.measurements).utf8))
    }

    // MARK: Pages

    private static let noSuchWeighIn = HTTPError(.notFound, "That weigh-in does not exist. It may have been deleted; pick one from your body log.")

    private func owned(_ visit: Visit, user: User) throws -> (WeighIn, [BodyMeasurement]) {
        guard let id = visit.pathID, let found = try services.database.weighIn(userID: user.id, id: id) else { throw Self.noSuchWeighIn }
        return found
    }

    private func editPage(_ visit: Visit, user: User, weighIn: WeighIn, form: WeighInForm, errors: FieldErrors? = nil) throws -> Response {
        try services.pages.renderForm("body/edit", [
            "title": "Edit weigh-in", "action": .string("/body/weigh-ins/\(weighIn.id)"), "id": .string(String(weighIn.id)),
            "max_date": .string(services.today(for: user).iso), "places": Self.places(form, errors: errors), "source": .string(weighIn.source.displayName),
        ], visit: visit, form: form, errors: errors)
    }

    private func bodyPage(_ visit: Visit, user: User, form: WeighInForm, errors: FieldErrors? = nil) throws -> Response {
        let today = services.today(for: user)
        let log = try services.database.bodyLog(userID: user.id)
        // Without a choice: the last year, or all of it when the latest weigh-in is older.
        let recent = ChartRange.standard.start(today: today).map { (log.weighIns.last?.date ?? today) >= $0 } ?? true
        let range = try ChartView.range(visit.request.queryItems["range"]) ?? (recent ? .standard : .all)
        let charts = BodyCharts(log: log, unit: user.unit, range: range, today: today)
        let query = visit.request.queryItems
        let notice = query["saved"] != nil ? "Weigh-in saved." : query["deleted"] != nil ? "Weigh-in deleted." : ""
        return try services.pages.renderForm("body/index", [
            "title": "Body", "notice": .string(notice), "unit": .string(user.unit.rawValue),
            "max_date": .string(today.iso), "places": Self.places(form, errors: errors), "action": "/body",
            "ranges": .list(ChartRange.allCases.map { choice in
                ["href": .string("/body?range=" + choice.rawValue), "label": .string(choice.label), "current": .bool(choice == range)]
            }),
            "charts": .list(charts.values), "weigh_ins": weighInRows(log), "count": .int(log.weighIns.count),
            "more": .bool(log.weighIns.count > Self.listLimit),
        ], visit: visit, form: form, errors: errors)
    }

    /// The standard places' fields with their labels, values and errors (the template looks
    /// up no value by a computed name).
    private static func places(_ form: WeighInForm, errors: FieldErrors?) -> TemplateValue {
        .list(WeighInField.places.map { field in
            let name = field.rawValue
            return ["name": .string(name), "label": .string(name.prefix(1).uppercased() + name.dropFirst()),
                    "value": .string(form[field] ?? ""), "error": .string(errors?.message(for: name) ?? "")]
        })
    }

    /// The newest weigh-ins first, each with the measurements taken at its time.
    private func weighInRows(_ log: Database.BodyLog) -> TemplateValue {
        var byTime: [LocalTime: [BodyMeasurement]] = [:]
        for measurement in log.measurements { byTime[measurement.takenAt, default: []].append(measurement) }
        return .list(log.weighIns.reversed().prefix(Self.listLimit).map { weighIn in
            let taken = (byTime[weighIn.takenAt] ?? []).map { "\($0.name) \(NumberText.plain($0.value)) \($0.unit.rawValue)" }
            return [
                "id": .string(String(weighIn.id)), "date": .string(weighIn.date.iso), "label": .string(DateText.short(weighIn.date)),
                "time": .string(weighIn.takenAt.second == LocalTime.formSecond && weighIn.source == .form ? "" : weighIn.takenAt.clock),
                "weight": .string(NumberText.plain(weighIn.weight)), "unit": .string(weighIn.unit.rawValue),
                "body_fat": .string(weighIn.bodyFat.map { NumberText.plain($0.roundedToTenths()) + " %" } ?? ""),
                "measurements": .string(taken.joined(separator: ", ")), "source": .string(weighIn.source.displayName),
            ]
        })
    }
}
