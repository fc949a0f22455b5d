import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Staff pages for the weekly classes: the timetable by weekday, a form to add or change a
/// class (end after start; an overlap in the same location is saved and warned about), and
/// one-off changes: cancelling one date, or an extra class on a date.
struct ClassPages: Sendable {
    let services: Services

    /// How many coming dates the class page lists, each with its own cancel button.
    static let comingDates = 8

    func listClasses(_ visit: Visit, user: User) throws -> Response {
        let classes = try services.database.weeklyClasses()
        var notice = visit.request.queryItems["done"] == "deleted" ? "Class deleted." : ""
        var warning = ""
        if let saved = RowID.parse(visit.request.queryItems["saved"]), let scheduled = classes.first(where: { $0.id == saved }) {
            notice = "Saved: \(scheduled.classType) on \(scheduled.weekday.name)s, \(scheduled.starts.text)–\(scheduled.ends.text)."
            warning = Self.overlapWarning(ClassOverlap.classes(overlapping: scheduled, among: classes).map { ($0.classType, $0.starts, $0.ends) })
        }
        let today = services.today()
        return try services.pages.render("schedule/classes", [
            "title": "Classes", "tab": "classes", "notice": .string(notice), "warning": .string(warning),
            "days": .list(Weekday.allCases.compactMap { weekday in
                let day = classes.filter { $0.weekday == weekday }
                guard !day.isEmpty else { return nil }
                return ["name": .string(weekday.name + "s"), "classes": .list(day.map { Self.classValue($0, among: classes, today: today) })]
            }),
        ], visit: visit)
    }

    func showNewClass(_ visit: Visit, user: User) throws -> Response {
        try formPage(visit, form: ClassForm([.firstDate: services.today().iso, .weekday: String(Weekday(services.today()).rawValue),
                                             .bookingOpens: String(BookingPolicy.defaultOpensDays),
                                             .cancelCutoff: String(BookingPolicy.defaultCutoffHours)]))
    }

    func createClass(_ visit: Visit, user: User) throws -> Response {
        try save(visit, id: nil, form: ClassForm(visit.form))
    }

    func showClass(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        return try formPage(visit, form: ClassForm(scheduled), editing: scheduled)
    }

    func updateClass(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        return try save(visit, id: scheduled.id, form: ClassForm(visit.form), editing: scheduled)
    }

    func deleteClass(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        guard try services.database.deleteClass(id: scheduled.id, comingFrom: services.today(), now: services.clock.now(),
                                                notice: { Self.cancelledNotice(scheduled, on: $0) }) else { throw Self.noSuchClass }
        return .redirect(to: "/staff/classes?done=deleted")
    }

    func cancelDate(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        let form = ClassDayForm(visit.form)
        switch form.validated({ ClassDayInput.cancellation(date: $0[.date], of: scheduled) }) {
        case .failure(let errors):
            return try formPage(visit, form: ClassForm(scheduled), editing: scheduled, dayForm: form, dayErrors: errors)
        case .success(let input):
            try services.database.cancelOccurrence(classID: scheduled.id, date: input.date, notice: Self.cancelledNotice(scheduled, on: input.date),
                                                   now: services.clock.now())
            return .redirect(to: "/staff/classes/\(scheduled.id)?changed=\(input.date.iso)")
        }
    }

    func addExtra(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        let form = ClassDayForm(visit.form)
        let result = form.validated { form in
            ClassDayInput.extra(date: form[.extraDate], starts: form[.extraStarts], ends: form[.extraEnds])
                .mapError { FieldErrors($0.errors.map { FieldError(field: $0.field.hasPrefix("extra_") ? $0.field : "extra_" + $0.field, message: $0.message) }) }
        }
        switch result {
        case .failure(let errors):
            return try formPage(visit, form: ClassForm(scheduled), editing: scheduled, dayForm: form, dayErrors: errors)
        case .success(let input):
            guard let times = input.times else { throw Self.noSuchClass }
            try services.database.addClassChange(classID: scheduled.id, date: input.date, times: times)
            return .redirect(to: "/staff/classes/\(scheduled.id)?changed=\(input.date.iso)")
        }
    }

    /// Takes back a cancellation (`kind=cancelled`) or an extra (`kind=extra`).
    func removeChange(_ visit: Visit, user: User) throws -> Response {
        let scheduled = try ownedClass(visit)
        let form = ClassDayForm(visit.form)
        guard let date = form[.date].flatMap(CalendarDate.init(iso:)), form[.kind] == "cancelled" || form[.kind] == "extra" else {
            throw HTTPError(.badRequest, "This form is missing the date or the kind of change. Go back to the class and try again.")
        }
        _ = try services.database.removeClassChange(classID: scheduled.id, date: date, cancellation: form[.kind] == "cancelled")
        return .redirect(to: "/staff/classes/\(scheduled.id)?changed=\(date.iso)")
    }

    // MARK: Helpers

    /// What a member with a place or a queue place is told on the dashboard when staff cancel
    /// the class on `date` or delete the class.
    private static func cancelledNotice(_ scheduled: ScheduledClass, on date: CalendarDate) -> String {
        "\(scheduled.classType) on \(DateText.long(date)) at \(scheduled.starts.text) is cancelled by the gym; your booking for it is cancelled."
    }

    private static let noSuchClass = HTTPError(.notFound, "There is no such class; it may have been deleted. Go back to the list of classes.")

    private func ownedClass(_ visit: Visit) throws -> ScheduledClass {
        guard let id = visit.pathID, let scheduled = try services.database.scheduledClass(id: id) else {
            throw Self.noSuchClass
        }
        return scheduled
    }

    /// Validates, checks that the class type and location still exist, stores, and sends staff
    /// to the timetable, which warns about any overlap.
    private func save(_ visit: Visit, id: Int64?, form: ClassForm, editing: ScheduledClass? = nil) throws -> Response {
        var result = form.input()
        if case .success(let input) = result {
            var missing: [FieldError] = []
            if try services.database.classType(id: input.classTypeID) == nil {
                missing.append(FieldError(field: "class_type", message: "Choose a class type from the list."))
            }
            if try services.database.location(id: input.locationID) == nil {
                missing.append(FieldError(field: "location", message: "Choose a location from the list."))
            }
            if !missing.isEmpty { result = .failure(FieldErrors(missing)) }
        }
        switch result {
        case .failure(let errors):
            return try formPage(visit, form: form, editing: editing, errors: errors)
        case .success(let input):
            guard let saved = try services.database.saveClass(id: id, input) else { throw Self.noSuchClass }
            return .redirect(to: "/staff/classes?saved=\(saved)")
        }
    }

    private func formPage(_ visit: Visit, form: ClassForm, editing: ScheduledClass? = nil, errors: FieldErrors? = nil,
                          dayForm: ClassDayForm? = nil, dayErrors: FieldErrors? = nil) throws -> Response {
        var context: [String: TemplateValue] = [
            "title": editing == nil ? "New class" : "Edit class", "tab": "classes",
            "class_types": Self.options(try services.database.classTypes().map { ($0.id, $0.name) }, selected: form[.classType]),
            "locations": Self.options(try services.database.locations().map { ($0.id, $0.name) }, selected: form[.location]),
            "weekdays": Self.options(Weekday.allCases.map { (Int64($0.rawValue), $0.name) }, selected: form[.weekday]),
            "action": .string(editing.map { "/staff/classes/\($0.id)" } ?? "/staff/classes"),
            "min_date": .string(ScheduleRules.dates.lowerBound.iso), "max_date": .string(ScheduleRules.dates.upperBound.iso),
        ]
        if let editing {
            context.merge(try changesContext(editing, visit: visit)) { _, new in new }
        }
        // The one-off change forms' fields are named apart from the class form's: one `errors`.
        if let dayForm { context["day_values"] = dayForm.templateValue }
        return try services.pages.renderForm("schedule/class-form", context, visit: visit, form: form, errors: errors ?? dayErrors)
    }

    /// The class's coming dates (with a cancel or restore button each), its extras, and the
    /// notice after a change.
    private func changesContext(_ scheduled: ScheduledClass, visit: Visit) throws -> [String: TemplateValue] {
        let today = services.today()
        let changes = try services.database.classChanges(classID: scheduled.id)
        let timetable = Timetable(classes: [scheduled], changes: changes)
        let coming = timetable.occurrences(from: today, through: today.adding(days: Timetable.maxDays - 1)).filter { !$0.isExtra }.prefix(Self.comingDates)
        let changed = visit.request.queryItems["changed"].flatMap(CalendarDate.init(iso:)).flatMap { ScheduleRules.dates.contains($0) ? $0 : nil }
        return [
            "editing": true, "class_id": .string(String(scheduled.id)), "class_name": .string(scheduled.classType),
            "notice": .string(changed.map { "Changes for \(DateText.long($0)) saved." } ?? ""),
            "warning": .string(try changed.map { try extraOverlapWarning(scheduled, on: $0, changes: changes) } ?? ""),
            "coming": .list(coming.map { ["date": .string($0.date.iso), "label": .string(DateText.long($0.date)), "cancelled": .bool($0.isCancelled)] }),
            "extras": .list(changes.compactMap { change in
                guard case .extra(let starts, let ends) = change.kind, change.date >= today else { return nil }
                return ["date": .string(change.date.iso), "label": .string(DateText.long(change.date)),
                        "starts": .string(starts.text), "ends": .string(ends.text)]
            }),
        ]
    }

    /// A `<select>`'s options, the one the form holds marked.
    private static func options(_ rows: [(id: Int64, name: String)], selected: String?) -> TemplateValue {
        .list(rows.map { ["id": .string(String($0.id)), "name": .string($0.name), "selected": .bool(String($0.id) == selected)] })
    }

    /// An extra class on `date` that meets another class in its location, said as for weekly ones.
    private func extraOverlapWarning(_ scheduled: ScheduledClass, on date: CalendarDate, changes: [ClassChange]) throws -> String {
        guard let extra = changes.first(where: { $0.date == date && $0.kind != .cancelled }),
              case .extra(let starts, let ends) = extra.kind else { return "" }
        let day = try services.database.timetable(from: date, through: date, locationID: scheduled.locationID).occurrences(from: date, through: date)
        return Self.overlapWarning(ClassOverlap.occurrences(overlapping: starts, ends, locationID: scheduled.locationID,
                                                            excluding: scheduled.id, among: day)
            .map { ($0.scheduledClass.classType, $0.starts, $0.ends) })
    }

    static func classValue(_ scheduled: ScheduledClass, among classes: [ScheduledClass], today: CalendarDate) -> TemplateValue {
        let overlaps = ClassOverlap.classes(overlapping: scheduled, among: classes)
        return [
            "id": .string(String(scheduled.id)), "type": .string(scheduled.classType), "location": .string(scheduled.location),
            "coach": .string(scheduled.coach), "starts": .string(scheduled.starts.text), "ends": .string(scheduled.ends.text),
            "from": .string(scheduled.firstDate > today ? "from \(DateText.long(scheduled.firstDate))" : ""),
            "until": .string(scheduled.lastDate.map { "until \(DateText.long($0))" } ?? ""),
            "ended": .bool(scheduled.lastDate.map { $0 < today } ?? false),
            "overlap": .string(overlaps.isEmpty ? "" : "Overlaps " + overlaps.map { "\($0.classType) \($0.starts.text)–\($0.ends.text)" }.joined(separator: ", ")),
        ]
    }

    static func overlapWarning(_ overlaps: [(classType: String, starts: ClockTime, ends: ClockTime)]) -> String {
        guard !overlaps.isEmpty else { return "" }
        let list = overlaps.map { "\($0.classType) (\($0.starts.text)–\($0.ends.text))" }.joined(separator: ", ")
        return "It overlaps \(list) in the same location on the same day. That is allowed (two rooms, say); check it is meant."
    }
}
