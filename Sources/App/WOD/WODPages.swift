import Domain
import HTTP
import Pages
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
        return try page(visit, filter: filter, locations: locations)
    }

    /// The day's page again after a member's score was refused: each message beside its field
    /// of that part's form, what they typed kept, status 422.
    func refusedScore(_ visit: Visit, date: CalendarDate, part: Int, errors: FieldErrors) throws -> Response {
        try page(visit, filter: ScheduleFilter(date: date, location: nil), locations: try services.database.locations(),
                 refused: (part, errors))
    }

    private func page(_ visit: Visit, filter: ScheduleFilter, locations: [Location], refused: (part: Int, errors: FieldErrors)? = nil) throws -> Response {
        var context = SchedulePages.pickerContext(filter, locations: locations, path: "/wod", today: services.today())
        context["title"] = .string("Workouts of the day, " + DateText.long(filter.date))
        let scores = ScorePages(services: services), byDots = visit.request.queryItems["rank"] == "dots"
        context["sections"] = .list(try services.database.wodParts(on: filter.date).map { part in
            var value = Self.sectionFields(WODSection(classType: part.classType, lines: part.lines))
            value["number"] = .int(part.number)
            value["lines"] = .list(try StrengthLines.values(part.lines, viewer: visit.user, services: services))
            value.merge(try scores.boardValue(part, viewer: visit.user, byDots: byDots)) { _, new in new }
            if let refused, refused.part == part.number {
                value["errors"] = refused.errors.templateValue
                value["my_score"] = .string(visit.form["score"] ?? "")
                value["my_note"] = .string(visit.form["note"] ?? "")
                value["my_scaled"] = .bool(visit.form["division"] == Division.scaled.rawValue)
            }
            return .dictionary(value)
        })
        context["member"] = .bool(visit.user != nil)
        if let refused {
            // The part's fields have ids of their own (`score-2`): the summary links to those.
            context["error_summary"] = FieldErrors(refused.errors.errors.map { FieldError(field: "\($0.field)-\(refused.part)", message: $0.message) })
                .summaryValue
        }
        return try services.pages.render("wod/day", context, visit: visit, status: refused == nil ? .ok : .unprocessableContent)
    }

    func showStaffWODs(_ visit: Visit, user: User) throws -> Response {
        let date = try ScheduleFilter.date(visit.request.queryItems["date"], today: services.today())
        let notice = visit.request.queryItems["saved"] == "1" ? "Workouts saved for \(DateText.long(date))."
            : visit.request.queryItems["scored"] != nil ? "Scoring saved for \(DateText.long(date))." : ""
        return try form(visit, date: date, texts: try savedTexts(on: date), extra: ["notice": .string(notice)])
    }

    /// The staff page again after a part's scoring was refused: that part's fields as staff
    /// typed them, each message next to its field, with status 422.
    func refusedScoring(_ visit: Visit, part: WODPart, errors: FieldErrors) throws -> Response {
        try form(visit, date: part.date, texts: try savedTexts(on: part.date), refusedPart: (part.number, errors))
    }

    /// The day's workouts as saved, by class type, for the staff form's text boxes.
    private func savedTexts(on date: CalendarDate) throws -> [String: String] {
        Dictionary(try services.database.wods(on: date).map { ($0.classType, $0.body) }) { first, _ in first }
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
        let names = classTypes.map(\.name)
        let bytes = Array(html.utf8)
        // The choices are read for the headings the post has: a first reading finds them.
        let headings = WODPost(html: bytes, classTypes: names).unknownHeadings.map(\.name)
        let choices = Dictionary(headings.map { (WODPost.key($0), HeadingChoice(formValue: visit.form[Self.choiceField($0)])) }) { first, _ in first }
        let post = WODPost(html: bytes, classTypes: names, choices: choices)
        var problems = post.sections.compactMap { section -> FieldError? in
            guard case .failure(let errors) = WODInput.check(section.lines, classType: section.classType, field: "html") else { return nil }
            return errors.errors.first
        }
        problems += Self.choiceProblems(post.unknownHeadings, classTypes: names)
        if post.sections.isEmpty && post.unknownHeadings.isEmpty {
            let names = classTypes.prefix(4).map(\.name).joined(separator: ", ")
            problems.append(FieldError(field: "html", message: classTypes.isEmpty
                ? "Add the class types first (Staff, Class types): the post is split by their names."
                : "No class type name (\(names)…) starts a line of this post, so nothing can be saved; every line is shown below as unassigned."))
        }
        guard problems.isEmpty, form[.confirm] == "1", form[.preview] == nil, !post.sections.isEmpty else {
            return try preview(visit, form: form, date: date, post: post, classTypes: names, errors: problems.isEmpty ? nil : FieldErrors(problems))
        }
        let created = post.unknownHeadings.filter { $0.choice == .create }.map(\.name)
        try services.database.savePastedWODs(on: date, post.sections, creating: created)
        return .redirect(to: "/staff/wod?date=\(date.iso)&saved=1")
    }

    /// A heading made a class type must be a valid name; one filed under a class type must
    /// name one the gym has (the form offers no other, but a request can).
    private static func choiceProblems(_ headings: [UnknownHeading], classTypes: [String]) -> [FieldError] {
        let known = Set(classTypes.map(WODPost.key))
        return headings.compactMap { heading in
            switch heading.choice {
            case .create:
                guard case .failure(let errors) = ClassTypeInput.parse(name: heading.name, description: "") else { return nil }
                return FieldError(field: "html", message: "“\(heading.name)” cannot be a class type: \(errors.errors.first?.message ?? "")")
            case .existing(let name) where !known.contains(WODPost.key(name)):
                return FieldError(field: "html", message: "There is no class type “\(name)” to put the workout under “\(heading.name)” into.")
            default:
                return nil
            }
        }
    }

    private func preview(_ visit: Visit, form: WODForm, date: CalendarDate, post: WODPost, classTypes: [String],
                         errors: FieldErrors?) throws -> Response {
        try services.pages.renderForm("wod/preview", [
            "title": "Check the pasted workouts", "date": .string(date.iso), "date_label": .string(DateText.long(date)),
            "sections": .list(post.sections.map(Self.sectionValue)),
            "unknown": .list(post.unknownHeadings.enumerated().map { Self.headingValue($1, number: $0 + 1, classTypes: classTypes) }),
            "unassigned": .list(post.unassigned.map { .string($0) }), "truncated": .bool(post.isTruncated),
        ], visit: visit, form: form, errors: errors)
    }

    /// An unknown heading with its first lines and its choices, the chosen one selected.
    private static func headingValue(_ heading: UnknownHeading, number: Int, classTypes: [String]) -> TemplateValue {
        let options: [(HeadingChoice, String)] = [(.skip, "Leave its workout out"), (.create, "Add “\(heading.name)” as a class type")]
            + classTypes.map { (.existing($0), "Put its workout under \($0)") } + [(.above, "Not a class: keep it in the workout above")]
        return [
            "name": .string(heading.name), "field": .string(Self.choiceField(heading.name)), "id": .string("heading-\(number)"),
            "lines": .list(heading.lines.prefix(3).map { .string($0) }), "more": .bool(heading.lines.count > 3),
            "line_count": .string(heading.lines.count == 1 ? "1 line" : "\(heading.lines.count) lines"),
            "options": .list(options.map { choice, label in
                ["value": .string(choice.formValue), "label": .string(label), "selected": .bool(choice == heading.choice)]
            }),
        ]
    }

    /// `heading[a20]`: the heading's key, so "A20" and "a20:" share their choice.
    static func choiceField(_ heading: String) -> String { "heading[\(WODPost.key(heading))]" }

    /// The staff form for one date: a text box per class type, and the box to paste a post into.
    private func form(_ visit: Visit, date: CalendarDate, texts: [String: String], errors: FieldErrors? = nil,
                      refusedPart refused: (number: Int, errors: FieldErrors)? = nil, extra: [String: TemplateValue] = [:]) throws -> Response {
        let messages = Dictionary((errors?.errors ?? []).map { ($0.field, $0.message) }) { first, _ in first }
        var context: [String: TemplateValue] = [
            "title": "Workouts of the day", "date": .string(date.iso), "date_label": .string(DateText.long(date)),
            "min_date": .string(ScheduleRules.dates.lowerBound.iso), "max_date": .string(ScheduleRules.dates.upperBound.iso),
            "class_types": .list(try services.database.classTypes().map { type in
                ["name": .string(type.name), "field": .string(Self.fieldName(type)), "id": .string(Self.fieldID(type)),
                 "value": .string(texts[type.name] ?? ""), "error": .string(messages[Self.fieldID(type)] ?? "")]
            }),
            "errors": ["date": .string(messages["date"] ?? "")],
            "parts": .list(try services.database.wodParts(on: date).map { part in
                // The refused part shows what was sent; the others what is saved.
                let sent = refused?.number == part.number
                let type = sent ? visit.form["score_type"] ?? "" : part.scoring.type.rawValue
                return ["number": .int(part.number), "name": .string(part.classType), "date": .string(date.iso),
                        "time_cap": .string(sent ? visit.form["time_cap"] ?? "" : part.scoring.timeCap.map(ScoreText.clock) ?? ""),
                        "benchmark": .string(sent ? visit.form["benchmark"] ?? "" : part.scoring.benchmark ?? ""),
                        "errors": sent ? refused?.errors.templateValue ?? [:] : [:],
                        "types": .list(ScoreType.allCases.map { ["value": .string($0.rawValue), "label": .string($0.label),
                                                                 "selected": .bool($0.rawValue == type)] })]
            }),
        ]
        context.merge(extra) { _, new in new }
        if let errors, !errors.errors.isEmpty { context["error_summary"] = errors.summaryValue }
        if let refused {
            // The part's fields have ids of their own (`time_cap-2`): the summary links to those.
            context["error_summary"] = FieldErrors(refused.errors.errors.map { FieldError(field: "\($0.field)-\(refused.number)", message: $0.message) })
                .summaryValue
        }
        let refusing = errors != nil || refused != nil
        return try services.pages.render("wod/staff", context, visit: visit, status: refusing ? .unprocessableContent : .ok)
    }

    /// `wod[A10]`: the class type's name, as the issue's form contract has it.
    static func fieldName(_ type: ClassType) -> String { "wod[\(type.name)]" }

    /// An HTML id cannot hold the spaces a name may have: the class type's id instead.
    static func fieldID(_ type: ClassType) -> String { "wod-\(type.id)" }

    static func sectionValue(_ section: WODSection) -> TemplateValue {
        .dictionary(sectionFields(section))
    }

    static func sectionFields(_ section: WODSection) -> [String: TemplateValue] {
        ["name": .string(section.classType), "lines": .list(section.lines.map { .string($0) })]
    }
}
