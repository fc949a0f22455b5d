import Domain
import HTTP
import Pages
import Storage
import Templates

/// The workout log: the new-workout form, the list of training days, a day's detail, and
/// editing or deleting an entry. Another user's entry or day is a 404, never a 403.
struct WorkoutPages: Sendable {
    let services: Services

    /// Days on a page: a phone's few screens of cards, with "Older →" for the rest.
    static let pageSize = 20

    /// A fresh form on the lifter's unit and today; after a save (`?saved=ID`) it keeps that
    /// entry's lift, weight, reps, sets, date and unit for the next set, with the lift's hint and
    /// plates (`?again=ID` fills in its RPE and kind too), so logging set after set is quick.
    func showNewWorkout(_ visit: Visit, user: User) throws -> Response {
        let query = visit.request.queryItems
        let saved = try query["saved"].flatMap { try ownedEntry(id: $0, user: user) }
        let again = try query["again"].flatMap { try ownedEntry(id: $0, user: user) }
        var form = (again ?? saved).map { WorkoutForm(entry: $0) } ?? WorkoutForm([.unit: user.unit.rawValue, .date: loggingDate(query, user: user).iso])
        form[.comments] = ""
        if again == nil, saved != nil {
            // The next set is most often the same lift at the same weight: kept, so the hint
            // and the plates describe what is in the fields. How hard it was and its kind are
            // the next set's own.
            form[.rpe] = ""
            form[.kind] = SetKind.normal.rawValue
        }
        var extra: [String: TemplateValue] = [:]
        if let saved {
            form[.unit] = saved.unit.rawValue
            form[.date] = saved.date.iso
            extra["saved"] = Self.entryValue(saved)
            extra["record"] = .string(try personalRecord(saved, user: user) ?? "")
            extra["last_time"] = try lastTime(of: saved.lift, user: user, saved: saved)
            extra["plates"] = .string(try services.database.plates(userID: user.id, unit: saved.unit).onTheBar(saved.weight))
        }
        return try page(visit, user: user, form: form, extra: extra)
    }

    /// The day a fresh form logs on: `?date=` from a day page's "Log a workout on this day",
    /// when it is a real date no later than the form accepts; today otherwise.
    private func loggingDate(_ query: FormData, user: User) -> CalendarDate {
        let today = services.today(for: user)
        guard let date = query["date"].flatMap(CalendarDate.init(iso:)), date <= today.adding(days: 1) else { return today }
        return date
    }

    /// What was done last time for a lift and its best estimate, as a fragment of HTML that
    /// the form's script shows under the lift field while it is typed.
    func showLastTime(_ visit: Visit, user: User) throws -> Response {
        let lift = visit.request.queryItems["lift"].flatMap { try? PlainText.parse($0, multiline: false).get() } ?? ""
        let summary: TemplateValue = WorkoutInput.liftLength.contains(lift.count) ? try lastTime(of: lift, user: user) : ""
        return try services.pages.render("workouts/last-time", ["last_time": summary], visit: visit)
    }

    func createWorkout(_ visit: Visit, user: User) throws -> Response {
        let form = WorkoutForm(visit.form)
        switch form.newEntry(defaultUnit: user.unit, today: services.today(for: user)) {
        case .failure(let errors):
            return try page(visit, user: user, form: form, errors: errors)
        case .success(let entry):
            if form[.confirm] != "1", let question = try questionBeforeSaving(entry.input, user: user) {
                // A 422 with no error: not saved yet, so an offline queue sending it keeps it.
                return try page(visit, user: user, form: form, errors: FieldErrors([]), extra: ["question": .string(question), "submit": "Save anyway"])
            }
            // A client_id already stored names the entry saved the first time: the same answer again.
            let id: Int64
            do {
                id = try services.database.addWorkout(userID: user.id, entry.input, clientID: entry.clientID)
            } catch {
                guard case .tooManyLiftNames = error else { throw error }
                return try page(visit, user: user, form: form, errors: Self.liftNameCap(error))
            }
            return .redirect(to: "/workouts/new?saved=\(id)")
        }
    }

    /// Newest first, a page at a time, each day as Strong and Hevy list a workout: its lifts
    /// with their top sets, its volume and its PRs. `?lift=` keeps the days of one lift.
    func listWorkouts(_ visit: Visit, user: User) throws -> Response {
        let query = visit.request.queryItems
        let lift = query["lift"].flatMap { try? PlainText.parse($0, multiline: false).get() }
            .flatMap { WorkoutInput.liftLength.contains($0.count) ? $0 : nil } ?? ""
        let key = lift.isEmpty ? nil : LiftName.key(lift)
        let days = try NewestFirstPage(query, size: Self.pageSize,
                                       missing: { "There is no page \($0) of your workouts. Go back to the first page." }) {
            try services.database.dayEntries(userID: user.id, liftKey: key, limit: $0, offset: $1)
        }
        var context: [String: TemplateValue] = [
            "title": "Workouts", "lift": .string(lift),
            "lift_query": .string(lift.isEmpty ? "" : "&lift=" + PercentEncoding.encode(lift)),
            "lift_options": .list(try services.database.liftNames(userID: user.id).sorted().map { name in
                ["name": .string(name), "selected": .bool(key == LiftName.key(name))]
            }),
            "days": .list(days.items.map { Self.dayValue($0, unit: user.unit) }),
        ]
        context.merge(days.templateValues) { _, new in new }
        return try services.pages.render("workouts/list", context, visit: visit)
    }

    /// One day of the list: each lift's sets folded as the day page writes them ("Back Squat
    /// 100 kg × 5, 5, 4 @ 8"), with a PR mark where the lift's best estimate beat every earlier
    /// day of it; and each lift's top set ("5 × 140 kg") for the dashboard.
    static func dayValue(_ day: Database.DayEntries, unit: WeightUnit) -> TemplateValue {
        let summary = DaySummary(date: day.date, entries: day.entries, unit: unit)
        return [
            "date": .string(day.date.iso), "label": .string(DateText.long(day.date)), "entries": .string(Self.entryCount(summary.entryCount)),
            "volume": .string(NumberText.grouped(Int(exactly: summary.volume.rounded()) ?? 0)), "unit": .string(unit.rawValue),
            "lines": LogbookView.lines(day.entries, records: day.records),
            // The dashboard's last workout keeps each lift's top set, a glance rather than the log.
            "lifts": .list(summary.lifts.map { lift in
                ["name": .string(lift.name), "reps": .int(lift.topSet.reps), "weight": .string(NumberText.plain(lift.topSet.weight)),
                 "unit": .string(lift.topSet.unit.rawValue), "sets": .int(lift.sets), "pr": .bool(day.records.contains(lift.key))]
            }),
        ]
    }

    /// A day with no entries is an empty state with a link to log on that day, not a 404: a
    /// lifter opens a past day to fill it in, and another user's day looks the same as an
    /// empty one of their own.
    func showDay(_ visit: Visit, user: User) throws -> Response {
        guard let date = CalendarDate(iso: visit.request.parameters["date"] ?? "") else { throw Self.noSuchDay }
        let entries = try services.database.workouts(userID: user.id, on: date)
        let records = try services.database.recordsSet(userID: user.id, on: date)
        return try services.pages.render("workouts/day", [
            "title": .string(DateText.long(date)), "date": .string(date.iso), "has_entries": .bool(!entries.isEmpty),
            "lines": LogbookView.lines(entries, records: Set(records.keys), marked: Self.recordEntries(entries, records: records)),
            "sessions": LogbookView.sessions(try services.database.sessionTimes(userID: user.id, on: date), entries: entries, unit: user.unit),
            "volumes": .rows(Self.volumes(entries)),
        ], visit: visit)
    }

    func showEditWorkout(_ visit: Visit, user: User) throws -> Response {
        let entry = try ownedEntry(visit, user: user)
        return try editPage(visit, user: user, entry: entry, form: WorkoutForm(entry: entry))
    }

    func updateWorkout(_ visit: Visit, user: User) throws -> Response {
        let entry = try ownedEntry(visit, user: user)
        let form = WorkoutForm(visit.form)
        switch form.input(defaultUnit: user.unit, today: services.today(for: user)) {
        case .failure(let errors):
            return try editPage(visit, user: user, entry: entry, form: form, errors: errors)
        case .success(let input):
            let updated: Bool
            do {
                updated = try services.database.updateWorkout(userID: user.id, id: entry.id, input)
            } catch {
                guard case .tooManyLiftNames = error else { throw error }
                return try editPage(visit, user: user, entry: entry, form: form, errors: Self.liftNameCap(error))
            }
            guard updated else { throw Self.noSuchEntry }
            return .redirect(to: "/workouts/\(input.date.iso)")
        }
    }

    func showDeleteWorkout(_ visit: Visit, user: User) throws -> Response {
        let entry = try ownedEntry(visit, user: user)
        return try services.pages.render("workouts/delete", ["title": "Delete entry", "entry": Self.entryValue(entry)], visit: visit)
    }

    func deleteWorkout(_ visit: Visit, user: User) throws -> Response {
        let entry = try ownedEntry(visit, user: user)
        guard try services.database.deleteWorkout(userID: user.id, id: entry.id) else { throw Self.noSuchEntry }
        let remaining = try services.database.workouts(userID: user.id, on: entry.date)
        return .redirect(to: remaining.isEmpty ? "/workouts" : "/workouts/\(entry.date.iso)")
    }

    /// All of the user's entries as CSV, safe to open in a spreadsheet.
    func exportWorkouts(_ visit: Visit, user: User) throws -> Response {
        var csv = Array(WorkoutCSV.header.utf8)
        try services.database.eachWorkoutWithSession(userID: user.id) { csv.append(contentsOf: WorkoutCSV.row($0, session: $1).utf8) }
        return Response(status: .ok, headers: [
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": "attachment; filename=\"lifting-log-workouts.csv\"",
            "Cache-Control": "private, no-store",
        ], body: csv)
    }

    // MARK: Helpers

    private static let noSuchDay = HTTPError(.notFound, "That is not a date. Pick a date from your list of workouts.")
    private static let noSuchEntry = HTTPError(.notFound, "That workout entry does not exist. It may have been deleted.")

    /// The hint under the lift field. After a set was saved (`saved`), "last time" is the lift's
    /// last day before the saved set's, and the saved day's sets so far come first: the hint
    /// describes the lift the form keeps for the next set.
    private func lastTime(of lift: String, user: User, saved: WorkoutEntry? = nil) throws -> TemplateValue {
        let summary = try services.database.liftSummary(userID: user.id, lift: lift, before: saved?.date)
        var value: [String: TemplateValue] = [:]
        if let saved {
            let key = LiftName.key(saved.lift)
            let soFar = try services.database.workouts(userID: user.id, on: saved.date).filter { LiftName.key($0.lift) == key }
            value["so_far"] = .rows(Self.entryRows(soFar))
            value["so_far_date"] = .string(saved.date.iso)
            value["so_far_label"] = .string(DateText.long(saved.date))
            value["lift"] = .string(saved.lift)
        }
        if let summary {
            value["lift"] = .string(summary.lift)
            value["date"] = .string(summary.lastDate.iso)
            value["label"] = .string(DateText.long(summary.lastDate))
            value["entries"] = .rows(Self.entryRows(summary.lastEntries))
        }
        guard !value.isEmpty else { return "" }
        let best = try summary.map(\.best) ?? services.database.bestEstimate(userID: user.id, lift: lift)
        if let best {
            value["best"] = .string(NumberText.plain(user.unit.fromKilograms(best.kilograms).roundedToTenths()))
            value["best_unit"] = .string(user.unit.rawValue)
            value["best_date"] = .string(best.date.iso)
        }
        return .dictionary(value)
    }

    /// "New PR: Back Squat 142.5 kg est. 1RM" when the saved set's estimate beats every set of
    /// that lift logged before it; nothing for a first set, which beats nothing.
    private func personalRecord(_ entry: WorkoutEntry, user: User) throws -> String? {
        guard let estimate = entry.estimatedOneRepMax.value,
              let previous = try services.database.bestEstimate(userID: user.id, before: entry),
              entry.unit.toKilograms(estimate) > previous.kilograms + 0.05 else { return nil }
        return "New PR: \(entry.lift) \(NumberText.plain(estimate)) \(entry.unit.rawValue) est. 1RM"
    }

    /// The entries that set a lift's PR on their day: for each lift whose record was reached
    /// that day, the first set whose estimate equals it.
    private static func recordEntries(_ entries: [WorkoutEntry], records: [String: Database.ExerciseRecord]) -> Set<Int64> {
        var marked: Set<Int64> = []
        var found: Set<String> = []
        for entry in entries {
            let key = LiftName.key(entry.lift)
            guard !found.contains(key), let record = records[key],
                  BestPerDay.estimateKg(weight: entry.weight, unit: entry.unit, reps: entry.reps, rpe: entry.rpe,
                                        isWarmup: entry.isWarmup) == record.record.oneRepMaxKg
            else { continue }
            found.insert(key)
            marked.insert(entry.id)
        }
        return marked
    }

    private func ownedEntry(_ visit: Visit, user: User) throws -> WorkoutEntry {
        guard let entry = try ownedEntry(id: visit.request.parameters["id"] ?? "", user: user) else { throw Self.noSuchEntry }
        return entry
    }

    /// The user's entry with this id; nil for an id that is not a positive whole number or
    /// names no entry of theirs.
    private func ownedEntry(id raw: String, user: User) throws -> WorkoutEntry? {
        guard let id = RowID.parse(raw) else { return nil }
        return try services.database.workout(userID: user.id, id: id)
    }

    /// The workout form, new or editing (`extra` names the action and labels).
    /// The question to ask before saving a set at 0 of a lift not done with the body's weight,
    /// or far above the lifter's best of its lift, if any.
    private func questionBeforeSaving(_ input: WorkoutInput, user: User) throws -> String? {
        if let zero = BodyweightLift.zeroQuestion(lift: input.lift, weight: input.weight, unit: input.unit) { return zero }
        let best = try services.database.bestEstimate(userID: user.id, lift: input.lift)
        return FarAboveBest.question(weight: input.weight, unit: input.unit, bestKg: best?.kilograms)
    }

    private func page(_ visit: Visit, user: User, form: WorkoutForm, errors: FieldErrors? = nil,
                      extra: [String: TemplateValue] = [:]) throws -> Response {
        var context: [String: TemplateValue] = [
            "title": "New workout", "lift_names": .list(try services.database.liftNames(userID: user.id).map { .string($0) }),
            "max_date": .string(services.today(for: user).adding(days: 1).iso), "action": "/workouts", "submit": "Save workout",
            "open_session": try SessionPages.openSessionValue(services, user: user),
            "plates_kg": .string(Self.platesData(try services.database.plates(userID: user.id, unit: .kg))),
            "plates_lb": .string(Self.platesData(try services.database.plates(userID: user.id, unit: .lb))),
        ]
        context.merge(extra) { _, new in new }
        return try services.pages.renderForm("workouts/form", context, visit: visit, form: form, errors: errors)
    }

    /// The lift field's error when a new name would pass the lifter's cap (`.tooManyLiftNames`).
    private static func liftNameCap(_ error: StorageError) -> FieldErrors {
        FieldErrors([FieldError(field: "lift", message: error.description)])
    }

    private func editPage(_ visit: Visit, user: User, entry: WorkoutEntry, form: WorkoutForm, errors: FieldErrors? = nil) throws -> Response {
        try page(visit, user: user, form: form, errors: errors, extra: [
            "title": "Edit entry", "editing": true, "entry_id": .string(String(entry.id)),
            "action": .string("/workouts/entries/\(entry.id)"), "submit": "Save changes", "back": .string("/workouts/\(entry.date.iso)"),
        ])
    }

    /// A rack for the form's script, "20;25,20,15,10,5,2.5,1.25": the bar, then the plates.
    private static func platesData(_ loading: PlateLoading) -> String {
        NumberText.plain(loading.bar) + ";" + loading.plates.map(NumberText.plain).joined(separator: ",")
    }

    /// "1 entry", "12 entries".
    static func entryCount(_ count: Int) -> String {
        ASCIIText.make(capacity: 28) { text in
            text.append(count)
            text.append(count == 1 ? " entry" : " entries")
        }
    }

    /// One entry, its fields as `entryRows` names them.
    static func entryValue(_ entry: WorkoutEntry) -> TemplateValue {
        .row(entryRows([entry]), 0)
    }

    /// Entries as the templates read them; `pr` is set for those in `records`.
    static func entryRows(_ entries: [WorkoutEntry], records: Set<Int64> = []) -> TemplateRows {
        let columns = ["pr", "id", "date", "lift", "weight", "unit", "reps", "sets", "comments", "one_rep_max", "no_estimate",
                       "kind", "kind_label", "rpe", "rpe_words"]
        return TemplateRows(columns: columns, entries) { entry, cells in
            let estimate = entry.estimatedOneRepMax
            cells.append(.bool(records.contains(entry.id)))
            cells.append(.string(String(entry.id)))
            cells.append(.string(entry.date.iso))
            cells.append(.string(entry.lift))
            cells.append(.string(NumberText.plain(entry.weight)))
            cells.append(.string(entry.unit.rawValue))
            cells.append(.int(entry.reps))
            cells.append(.int(entry.sets))
            cells.append(.string(entry.comments))
            cells.append(.string(estimate.value.map(NumberText.plain) ?? ""))
            cells.append(.string(estimate.reason ?? ""))
            cells.append(.string(entry.kind.rawValue))
            cells.append(.string(entry.kind.label))
            cells.append(.string(entry.rpe?.text ?? ""))
            cells.append(.string(entry.rpe?.description ?? ""))
        }
    }

    /// The day's volume per lift and unit, in the order the lifts were first logged.
    static func volumes(_ entries: [WorkoutEntry]) -> TemplateRows {
        var order: [String] = []
        var totals: [String: (lift: String, unit: WeightUnit, volume: Double)] = [:]
        for entry in entries {
            let key = entry.lift + "\u{0}" + entry.unit.rawValue
            if totals[key] == nil { order.append(key) }
            totals[key, default: (entry.lift, entry.unit, 0)].volume += entry.volume
        }
        return TemplateRows(columns: ["lift", "volume", "unit"], order.compactMap { totals[$0] }) { total, cells in
            cells.append(.string(total.lift))
            cells.append(.string(NumberText.plain(total.volume)))
            cells.append(.string(total.unit.rawValue))
        }
    }
}
