import Domain
import HTTP
import Storage
import Templates

/// The workout of the day: everyone reads a date's workouts per class type; staff type them,
/// or paste the gym website's post, see how it splits by class type, and confirm.
struct WODPages: Sendable {
    let services: Services

    /// A pasted page may be large (a whole web page with its scripts): the route's body limit.
    static let bodyLimit = HTMLTextReader.maxInputBytes

    func showWODs(_ visit: Visit) throws -> Response {
        let locations = try services.database.locations()
        let filter = try ScheduleFilter.parse(visit.request.queryItems, today: services.today(), locations: locations)
        var context = SchedulePages.pickerContext(filter, locations: locations, path: "/wod", today: services.today())
        context["title"] = .string("Workouts of the day, " + DateText.long(filter.date))
        context["sections"] = .list(try services.database.wods(on: filter.date).map(Self.sectionValue))
        return try services.pages.render("wod/day", context, visit: visit)
    }

    func showStaffWODs(_ visit: Visit, user: User) throws -> Response {
        let date = try ScheduleFilter.date(visit.request.queryItems["date"], today: services.today())
        let notice = visit.request.queryItems["saved"] == "1" ? "Workouts saved for \(DateText.long(date))." : ""
        let saved = Dictionary(try services.database.wods(on: date).map { ($0.classType, $0.body) }) { first, _ in first }
        return try form(visit, date: date, texts: saved, extra: ["notice": .string(notice)])
    }

    /// Saves the typed workouts, or reads a pasted post: previewed first, saved with `confirm=1`.
    func saveWODs(_ visit: Visit, user: User) throws -> Response {
        let form = WODForm(visit.form)
        let date: CalendarDate
        do {
            date = try ScheduleFilter.date(form[.date], today: services.today())
        } catch {
            return try self.form(visit, date: services.today(), texts: [:], errors: FieldErrors([
                FieldError(field: "date", message: "Enter the date as YYYY-MM-DD, \(ScheduleRules.datesText)."),
            ]))
        }
        let html = form[.html] ?? ""
        if !html.trimmingSpaces().isEmpty { return try pasted(visit, form: form, date: date, html: html) }
        return try typed(visit, date: date)
    }

    // MARK: Helpers

    private func typed(_ visit: Visit, date: CalendarDate) throws -> Response {
        let classTypes = try services.database.classTypes()
        var texts: [String: String] = [:]
        var workouts: [(classTypeID: Int64, lines: [String])] = []
        var errors: [FieldError] = []
        for type in classTypes {
            guard let raw = visit.form[Self.fieldName(type)] else { continue }
            let field = Self.fieldID(type)
            switch PlainText.parse(raw, multiline: true) {
            case .failure(let problem):
                texts[type.name] = problem.withoutRefused
                errors.append(FieldError(field: field, message: problem.message))
            case .success(let text):
                texts[type.name] = text
                switch WODInput.lines(text, classType: type.name, field: field) {
                case .success(let lines): workouts.append((type.id, lines))
                case .failure(let problems): errors += problems.errors
                }
            }
        }
        guard errors.isEmpty else { return try form(visit, date: date, texts: texts, errors: FieldErrors(errors)) }
        try services.database.saveWODs(on: date, workouts)
        return .redirect(to: "/staff/wod?date=\(date.iso)&saved=1")
    }

    private func pasted(_ visit: Visit, form: WODForm, date: CalendarDate, html: String) throws -> Response {
        let classTypes = try services.database.classTypes()
        let post = WODPost(html: Array(html.utf8), classTypes: classTypes.map(\.name))
        var problems = post.sections.compactMap { section -> FieldError? in
            guard case .failure(let errors) = WODInput.check(section.lines, classType: section.classType, field: "html") else { return nil }
            return errors.errors.first
        }
        if post.sections.isEmpty {
            let names = classTypes.prefix(4).map(\.name).joined(separator: ", ")
            problems.append(FieldError(field: "html", message: classTypes.isEmpty
                ? "Add the class types first (Staff, Class types): the post is split by their names."
                : "No class type name (\(names)…) starts a line of this post, so nothing can be saved; every line is shown below as unassigned."))
        }
        guard problems.isEmpty, form[.confirm] == "1" else {
            return try preview(visit, form: form, date: date, post: post, errors: problems.isEmpty ? nil : FieldErrors(problems))
        }
        let ids = Dictionary(classTypes.map { ($0.name, $0.id) }) { first, _ in first }
        try services.database.saveWODs(on: date, post.sections.compactMap { section in ids[section.classType].map { ($0, section.lines) } })
        return .redirect(to: "/staff/wod?date=\(date.iso)&saved=1")
    }

    private func preview(_ visit: Visit, form: WODForm, date: CalendarDate, post: WODPost, errors: FieldErrors?) throws -> Response {
        try services.pages.renderForm("wod/preview", [
            "title": "Check the pasted workouts", "date": .string(date.iso), "date_label": .string(DateText.long(date)),
            "sections": .list(post.sections.map(Self.sectionValue)),
            "unassigned": .list(post.unassigned.map { .string($0) }), "truncated": .bool(post.isTruncated),
        ], visit: visit, form: form, errors: errors)
    }

    /// The staff form for one date: a text box per class type, and the box to paste a post into.
    private func form(_ visit: Visit, date: CalendarDate, texts: [String: String], errors: FieldErrors? = nil,
                      extra: [String: TemplateValue] = [:]) throws -> Response {
        let messages = Dictionary((errors?.errors ?? []).map { ($0.field, $0.message) }) { first, _ in first }
        var context: [String: TemplateValue] = [
            "title": "Workouts of the day", "date": .string(date.iso), "date_label": .string(DateText.long(date)),
            "min_date": .string(ScheduleRules.dates.lowerBound.iso), "max_date": .string(ScheduleRules.dates.upperBound.iso),
            "class_types": .list(try services.database.classTypes().map { type in
                ["name": .string(type.name), "field": .string(Self.fieldName(type)), "id": .string(Self.fieldID(type)),
                 "value": .string(texts[type.name] ?? ""), "error": .string(messages[Self.fieldID(type)] ?? "")]
            }),
            "errors": ["date": .string(messages["date"] ?? "")],
        ]
        context.merge(extra) { _, new in new }
        if let errors, !errors.errors.isEmpty { context["error_summary"] = errors.summaryValue }
        return try services.pages.render("wod/staff", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }

    /// `wod[A10]`: the class type's name, as the form contract has it.
    static func fieldName(_ type: ClassType) -> String { "wod[\(type.name)]" }

    /// An HTML id cannot hold the spaces a name may have: the class type's id instead.
    static func fieldID(_ type: ClassType) -> String { "wod-\(type.id)" }

    static func sectionValue(_ section: WODSection) -> TemplateValue {
        ["name": .string(section.classType), "lines": .list(section.lines.map { .string($0) })]
    }
}
